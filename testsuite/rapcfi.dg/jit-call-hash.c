/* A JIT that writes the hash of its functions' type before their entry
   (as the kernel's BPF JIT does for kCFI), copied here from a function
   of the same type, passes the inline check of a call into its code;
   its callback returns into it after its call.  Inline mode only: table
   mode reads no hash from code, and refuses such calls (jit-call.c).  */
/* { dg-do run } */
/* { dg-skip-if "no hash read from code" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-output "callback 3\nresult 6\n" } */

#include <stdio.h>
#include "jit.h"

static int
callback (int x)
{
  printf ("callback %d\n", x);
  return x * 2;
}

/* A function of the generated code's type, whose address is taken: it
   has the type's hash before its entry.  */
__attribute__ ((noinline)) static int
same_type (int (*f) (int), int x)
{
  return f (x);
}

int (*volatile same_type_pointer) (int (*) (int), int) = same_type;

int
main (void)
{
  jit_apply_fn jit = jit_make ((const void *) same_type_pointer);
  if (!jit)
    return 2;
  printf ("result %d\n", jit (callback, 3));
  return 0;
}
