/* policy=permissive: a hot mismatched call site is reported once, its
   repeats counted and summed up at exit; rapcfi_violations counts every
   one.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rapcfi-policy=permissive -fplugin-arg-rapcfi-edges=forward" } */
/* { dg-output "calling\nrapcfi: indirect call in main \\(\[^)\]*permissive-report-once.c:\[0-9\]+\\) to wrong_type: expected 'void \\(int\\)'\[^\n\]*\nviolations 100000\nrapcfi: indirect call in main \\(\[^)\]*permissive-report-once.c:\[0-9\]+\\) to wrong_type: 99999 more times\n" } */

#include "rapcfi.h"
#include <stdio.h>

static int calls;

static int
wrong_type (int *p)
{
  calls++;
  return p != NULL;
}

void (*volatile slot) (int);

int
main (void)
{
  printf ("calling\n");
  fflush (stdout);
  slot = (void (*) (int)) (void (*) (void)) wrong_type;
  for (int i = 0; i < 100000; i++)
    slot (0);
  printf ("violations %lu\n", rapcfi_violations ());
  fflush (stdout);
  return calls != 100000;
}
