/* Two units, each with a static function called helper, of two types: a
   return from this unit's to the return site after a call to the other's
   is stopped.  Table mode finds the callee of a return site by name: the
   one in the site's own unit, not the first of that name in the object
   (which was this one, and let the return through as one to the site of
   a call to the returning function).  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-additional-sources "ret-same-name-unit.c" } */
/* { dg-shouldfail "return to the site after a call to another helper" } */
/* { dg-output "rapcfi: return from helper \\(\[^)\]*ret-overwrite-same-name.c:\[0-9\]+\\) to 0x\[0-9a-f\]+ \\(b_run\\+0x\[0-9a-f\]+\\): expected a return site of 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found a return site of another type \\\[0x\[0-9a-f\]+\\\] \\(after a call to helper 'double \\(double\\)'\\)" } */

#include <stdio.h>
#include "saved-return.h"

extern void *volatile b_site;
void b_run (double);

__attribute__ ((noinline)) static long
helper (long x)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  if (b_site)
    *saved_return = b_site;
  SAVED_RETURN_WRITTEN ();
  b_site = 0;
  return x + 1;
}

__attribute__ ((noinline)) void
a_run (long x)
{
  printf ("a %ld\n", helper (x));
  printf ("returned\n");
}

int
main (void)
{
  b_run (1.0);
  a_run (1);
  return 0;
}
