/* RAPCFI_POLICY=enforce at run time overrides a permissive build.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rapcfi-policy=permissive" } */
/* { dg-env "RAPCFI_POLICY=enforce" } */
/* { dg-shouldfail "enforced at run time" } */
/* { dg-output "rapcfi: indirect call in main .*rapcfi: stopping" } */

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
