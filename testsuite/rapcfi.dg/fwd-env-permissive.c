/* RAPCFI_POLICY=permissive at run time overrides the enforce policy the
   program was built with.  */
/* { dg-do run } */
/* { dg-env "RAPCFI_POLICY=permissive" } */
/* { dg-output "rapcfi: indirect call in main .*after the call" } */

#include <stdio.h>

typedef long (*op_fn) (long, long);

double
not_an_op (double x)
{
  return x;
}

op_fn volatile slot;

int
main (void)
{
  slot = (op_fn) (void (*) (void)) not_an_op;
  slot (1, 2);
  printf ("after the call\n");
  return 0;
}
