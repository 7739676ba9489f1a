/* hash=fnv1a still lets correct calls through and stops a confused one.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rapcfi-hash=fnv1a" } */
/* { dg-shouldfail "type confusion under the FNV-1a hash" } */
/* { dg-output "good 7\nrapcfi: indirect call in main .* to bad: expected 'int \\(int\\)'" } */

#include <stdio.h>

int
good (int x)
{
  printf ("good %d\n", x);
  return x;
}

int
bad (int *p)
{
  return p != 0;
}

int (*volatile fp) (int) = good;

int
main (void)
{
  fp (7);
  fp = (int (*) (int)) (void (*) (void)) bad;
  fp (8);
  return 0;
}
