/* A saved return address overwritten with the entry of an instrumented
   function (return-to-function, the start of a ROP chain): stopped.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return to a function entry" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*\\) to 0x\[0-9a-f\]+ \\(gadget\\): expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found no return site" } */

#include <stdio.h>
#include "saved-return.h"

__attribute__ ((noinline)) void
gadget (void)
{
  printf ("gadget reached\n");
}

__attribute__ ((noinline)) int
victim (int x)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  *saved_return = (void *) gadget;
  SAVED_RETURN_WRITTEN ();
  return x + 1;
}

int
main (void)
{
  printf ("victim %d\n", victim (2));
  return 0;
}
