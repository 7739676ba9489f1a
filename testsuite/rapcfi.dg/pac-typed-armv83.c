/* From Armv8.3-A on, GCC authenticates in the return itself (retaa),
   with SP alone: pac=typed cannot bind such a signature, and says so.  */
/* { dg-do compile { target aarch64-*-* } } */
/* { dg-options "-march=armv8.3-a -mbranch-protection=pac-ret -fplugin-arg-rapcfi-pac=typed" } */

int
non_leaf (int (*f) (int), int x) /* { dg-error "cannot bind the signature of 'non_leaf': its returns authenticate it by themselves" } */
{
  return f (x) + 1;
}
