/* A pointer to an extern inline function (glibc's atoi, extern inline in
   <stdlib.h> when optimizing) is the address of the C library's
   definition: the unit imports it, and compat=strict allows the call.
   (Its body, there for inlining only, had made the unit leave the
   import out, and the call was refused as not imported.)
   compat-strict-extern-inline-confused.c calls it through a pointer of
   another type.  */
/* { dg-do run } */
/* { dg-output "42\n" } */

#include <stdio.h>
#include <stdlib.h>

int (*volatile parse) (const char *) = atoi;

int
main (void)
{
  printf ("%d\n", parse ("42"));
  return 0;
}
