/* A function found with dlsym in a library rapcfi did not compile is
   called through a pointer: allowed by the compat policy.  */
/* { dg-do run } */
/* { dg-additional-options "-ldl" } */
/* { dg-output "cos\\(0\\) = 1.000000\n" } */

#include <dlfcn.h>
#include <stdio.h>

int
main (void)
{
  void *libm = dlopen ("libm.so.6", RTLD_NOW);
  if (!libm)
    return 1;
  double (*fn) (double) = (double (*) (double)) dlsym (libm, "cos");
  if (!fn)
    return 2;
  printf ("cos(0) = %f\n", fn (0.0));
  dlclose (libm);
  return 0;
}
