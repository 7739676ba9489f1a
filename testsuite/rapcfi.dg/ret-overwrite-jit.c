/* jit-return.c's attack twin: the callback's return address overwritten
   with the generated code's entry, which follows no call, is stopped
   (compat=strict), though it is executable code of no loaded object as
   the genuine return address is.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return into JIT code not after a call" } */
/* { dg-output "rapcfi: return from callback \\(\[^)\]*\\) to 0x\[0-9a-f\]+: expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, not after a call \\(compat=strict\\)" } */

#include <stdio.h>
#include "jit.h"
#include "saved-return.h"

static void *volatile jit_entry;

static int
callback (int x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  *saved_return = jit_entry;
  SAVED_RETURN_WRITTEN ();
  return x * 2;
}

int
main (void)
{
  jit_apply_fn jit = jit_make (NULL);
  if (!jit)
    return 2;
  jit_entry = (void *) jit;
  printf ("result %d\n", jit_run_unchecked (jit, callback, 3));
  printf ("not stopped\n");
  return 0;
}
