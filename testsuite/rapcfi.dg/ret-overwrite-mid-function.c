/* A saved return address overwritten with an address in the middle of an
   instrumented function, not after any call: stopped.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return into the middle of a function" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*\\) to 0x\[0-9a-f\]+ \\(gadget\\+0x\[0-9a-f\]+\\): expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found no return site" } */

#include <stdint.h>
#include "saved-return.h"
#include <stdio.h>

__attribute__ ((noinline)) void
gadget (int x)
{
  printf ("gadget %d\n", x);
  printf ("gadget reached\n");
}

__attribute__ ((noinline)) int
victim (int x)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  *saved_return = (void *) ((uintptr_t) gadget + 4);
  SAVED_RETURN_WRITTEN ();
  return x + 1;
}

int
main (void)
{
  printf ("victim %d\n", victim (2));
  return 0;
}
