/* policy=permissive: one call site going to two mismatched targets is
   reported once for each, with each one's repeats at exit.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rapcfi-policy=permissive -fplugin-arg-rapcfi-edges=forward" } */
/* { dg-output "calling\nrapcfi: indirect call in main \\(\[^)\]*\\) to wrong_type: expected 'void \\(int\\)'\[^\n\]*\nrapcfi: indirect call in main \\(\[^)\]*\\) to other_wrong_type: expected 'void \\(int\\)'\[^\n\]*\nviolations 20\n(rapcfi: indirect call in main \\(\[^)\]*\\) to (other_)?wrong_type: 9 more times\n){2}$" } */

#include "rapcfi.h"
#include <stdio.h>

static int
wrong_type (int *p)
{
  return p != NULL;
}

static long
other_wrong_type (long x)
{
  return x + 1;
}

void (*volatile slot) (int);

int
main (void)
{
  void (*targets[2]) (int) = {
    (void (*) (int)) (void (*) (void)) wrong_type,
    (void (*) (int)) (void (*) (void)) other_wrong_type
  };
  printf ("calling\n");
  fflush (stdout);
  for (int i = 0; i < 20; i++)
    {
      slot = targets[i % 2];
      slot (0);
    }
  printf ("violations %lu\n", rapcfi_violations ());
  fflush (stdout);
  return 0;
}
