/* Static functions, none of whose addresses escapes, for the
   ret-*-static tests: VICTIM returns to the return site after the call to
   OTHER_TYPE, of another prototype, when OVERWRITE is set.  */

#include "ret-other-type.h"

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
