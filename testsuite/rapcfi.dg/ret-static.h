/* Static functions, none of whose addresses escapes, for the
   ret-*-static tests: VICTIM returns to the return site after the call to
   OTHER_TYPE, of another prototype, when OVERWRITE is set.  */

#include <stdio.h>
#include "saved-return.h"

static void *volatile foreign_site;
static volatile int overwrite;
static volatile double double_sink;

__attribute__ ((noinline)) static double
other_type (double x)
{
  if (!foreign_site)
    foreign_site = __builtin_return_address (0);
  return x * 2;
}

__attribute__ ((noinline)) static long
victim (long x)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  if (overwrite)
    {
      overwrite = 0;
      *saved_return = foreign_site;
      SAVED_RETURN_WRITTEN ();
    }
  return x + 1;
}

__attribute__ ((noinline)) static void
caller (long x)
{
  double_sink = other_type (x);
  printf ("victim %ld\n", victim (x + 1));
  printf ("returned\n");
}
