/* compat=off: an indirect call into libm, whose functions have no
   preambles, is refused, though the program takes the address of sin as
   the type it calls it with.  compat-off-instrumented.c is its correct
   twin.  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-rapcfi-compat=off -lm" } */
/* { dg-shouldfail "compat=off" } */
/* { dg-output "rapcfi: indirect call in main \\(\[^)\]*\\) to \[^:\]*: expected 'double \\(double\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile \\(compat=off\\)" } */

#include <math.h>
#include <stdio.h>

double (*volatile fn) (double) = sin;

int
main (void)
{
  printf ("%f\n", fn (0.0));
  return 0;
}
