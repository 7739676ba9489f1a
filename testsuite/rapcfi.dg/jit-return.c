/* Generated code (jit.h) calls back into C with a real call instruction,
   as PCRE2's JIT calls its callouts: the callback's return into the
   generated code, right after that call, is allowed (compat=strict),
   though no loaded object holds it.  ret-overwrite-jit.c is its attack
   twin.  */
/* { dg-do run } */
/* { dg-output "callback 3\nresult 6\n" } */

#include <stdio.h>
#include "jit.h"

static int
callback (int x)
{
  printf ("callback %d\n", x);
  return x * 2;
}

int
main (void)
{
  jit_apply_fn jit = jit_make (NULL);
  if (!jit)
    return 2;
  printf ("result %d\n", jit_run_unchecked (jit, callback, 3));
  return 0;
}
