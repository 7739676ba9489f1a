/* normalize-integers: integer types are their size and signedness, so a
   call through long long (*) (long long) reaches a function of long
   (both 64 bits here); one through int (*) (int) is still stopped, and
   the report spells the normalized types.  rapcfi's targets are all
   LP64.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rapcfi-normalize-integers" } */
/* { dg-shouldfail "int and long differ in size" } */
/* { dg-output "twice 42\nrapcfi: indirect call in main .* to twice: expected 'int32_t \\(int32_t\\)' \\\[0x\[0-9a-f\]+\\\], found 'int64_t \\(int64_t\\)'" } */

#include <stdio.h>

long
twice (long x)
{
  return 2 * x;
}

long long (*volatile same_size) (long long)
  = (long long (*) (long long)) twice;
int (*volatile smaller) (int) = (int (*) (int)) twice;

int
main (void)
{
  printf ("twice %lld\n", same_size (21));
  fflush (stdout);
  smaller (21);
  return 0;
}
