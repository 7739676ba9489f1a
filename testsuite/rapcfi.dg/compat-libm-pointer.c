/* libm's functions have no preambles: calls to them through pointers are
   edges into code rapcfi did not compile, allowed by the compat policy.  */
/* { dg-do run } */
/* { dg-options "-fno-builtin" } */
/* { dg-additional-options "-lm" } */
/* { dg-output "sin 0.841471\ncos 0.540302\nsqrt 1.414214\n" } */

#include <math.h>
#include <stdio.h>

double (*volatile unary[3]) (double) = { sin, cos, sqrt };
const char *names[3] = { "sin", "cos", "sqrt" };

int
main (void)
{
  for (int i = 0; i < 3; i++)
    printf ("%s %f\n", names[i], unary[i] (i < 2 ? 1.0 : 2.0));
  return 0;
}
