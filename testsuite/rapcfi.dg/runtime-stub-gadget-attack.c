/* A return into the runtime's own code: victim returns to the place
   after the call in __rapcfi_icall_fail_rax, with a frame that would
   make the stub run system (runtime-stub-gadget.h).  It follows a call
   in code rapcfi did not compile, but no return may go into the
   runtime's code: stopped.  runtime-stub-gadget-attack-twin.c is its
   correct twin.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "a return into the runtime's code" } */
/* { dg-output "attacker: gadget found\nrapcfi: return from victim \\(\[^)\]*runtime-stub-gadget.h:\[0-9\]+\\) to 0x\[0-9a-f\]+\[^:\]*: expected a return site of 'int \\(int, int\\)' \\\[0x\[0-9a-f\]+\\\], found the runtime's own code\[^\n\]*\nrapcfi: stopping" } */

#include "runtime-stub-gadget.h"

int
main (void)
{
  return run (1);
}
