/* librapcfi.a: in a static executable a type-confused call is stopped.  */
/* { dg-do run } */
/* { dg-additional-options "-static -ldl" } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "sorted 1 2 3 4, length 4\n.*rapcfi: indirect call in run\[.a-z0-9\]* \\(\[^)\]*\\) to twice: expected 'void \\(const char \\*\\)' \\\[0x\[0-9a-f\]+\\\], found 'long \\(long\\)'" } */

#include "static-runtime.h"

int
main (void)
{
  return run (1);
}
