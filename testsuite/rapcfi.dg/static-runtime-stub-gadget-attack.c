/* runtime-stub-gadget-attack.c with librapcfi.a, in a static
   executable: the runtime's code is the executable's too, and still no
   return may go there.  static-runtime-correct.c is the static
   runtime's correct twin.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-additional-options "-static -ldl" } */
/* { dg-shouldfail "a return into the runtime's code" } */
/* { dg-output "attacker: gadget found\nrapcfi: return from victim \\(\[^)\]*runtime-stub-gadget.h:\[0-9\]+\\) to 0x\[0-9a-f\]+\[^:\]*: expected a return site of 'int \\(int, int\\)' \\\[0x\[0-9a-f\]+\\\], found the runtime's own code\[^\n\]*\nrapcfi: stopping" } */

#include "runtime-stub-gadget.h"

int
main (void)
{
  return run (1);
}
