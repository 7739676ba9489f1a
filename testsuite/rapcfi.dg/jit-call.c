/* A checked indirect call into generated code (jit.h) without a hash
   before its entry is stopped (compat=strict), and the report says it
   is JIT code.  jit-call-hash.c: with the hash written there, it runs.  */
/* { dg-do run } */
/* { dg-shouldfail "call into JIT code without a hash" } */
/* { dg-output "rapcfi: indirect call in main \\(\[^)\]*\\) to 0x\[0-9a-f\]+: expected 'int \\(int \\(\\*\\)\\(int\\), int\\)' \\\[0x\[0-9a-f\]+\\\], found JIT code \\(an executable mapping of no loaded object\\), without the expected hash before it \\(compat=strict\\)" } */

#include <stdio.h>
#include "jit.h"

static int
callback (int x)
{
  return x * 2;
}

int
main (void)
{
  jit_apply_fn jit = jit_make (NULL);
  if (!jit)
    return 2;
  printf ("result %d\n", jit (callback, 3));
  return 0;
}
