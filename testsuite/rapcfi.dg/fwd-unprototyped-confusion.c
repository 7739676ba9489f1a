/* The twin of fwd-unprototyped-call.c: through the same unprototyped
   pointer, a target whose parameters do not match the arguments is
   stopped.  */
/* { dg-do run } */
/* { dg-options "-std=gnu89 -w" } */
/* { dg-shouldfail "unprototyped call to the wrong type" } */
/* { dg-output "rapcfi: indirect call in main .* to negate: expected 'int \\(int, int\\)' \\\[0x\[0-9a-f\]+\\\], found 'long \\(long\\)'" } */

#include <stdio.h>

long
negate (long x)
{
  return -x;
}

int (*volatile fp) ();

int
main ()
{
  fp = (int (*) ()) negate;
  printf ("%d\n", fp (3, 4));
  return 0;
}
