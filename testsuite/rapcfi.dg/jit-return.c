/* Generated code (jit.h) calls back into C with a real call instruction,
   as PCRE2's JIT calls its callouts: the callback's return into the
   generated code, right after that call, is allowed (compat=strict),
   though no loaded object holds it.  ret-overwrite-jit.c is its attack
   twin.  */
/* { dg-do run } */
/* { dg-output "callback 3\nresult 6\n" } */

#include <stdio.h>
#include "rapcfi.h"
#include "jit.h"

static int
callback (int x)
{
  printf ("callback %d\n", x);
  return x * 2;
}

/* The call into the generated code is not checked here: jit-call*.c
   check it.  */
__attribute__ ((noinline)) RAPCFI_NOCHECK static int
run (jit_apply_fn jit, int (*f) (int), int x)
{
  return jit (f, x);
}

int
main (void)
{
  jit_apply_fn jit = jit_make (NULL);
  if (!jit)
    return 2;
  printf ("result %d\n", run (jit, callback, 3));
  return 0;
}
