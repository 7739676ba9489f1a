/* A pointer into the shared library with the wrong type is stopped.  */

#include <stdio.h>

long lib_scale (long);

double (*volatile fp) (double);

int
main (void)
{
  fp = (double (*) (double)) (void (*) (void)) lib_scale;
  printf ("%f\n", fp (1.5));
  return 0;
}
