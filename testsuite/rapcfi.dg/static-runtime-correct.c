/* librapcfi.a: a static executable's checked calls and returns, into
   libc too, work.  static-runtime-confused.c is its attack twin.  */
/* { dg-do run } */
/* { dg-additional-options "-static -ldl" } */
/* { dg-output "sorted 1 2 3 4, length 4\nsaid\n" } */

#include "static-runtime.h"

int
main (void)
{
  return run (0);
}
