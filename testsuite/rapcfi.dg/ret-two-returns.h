/* A function with two returns, which share one failure path: VICTIM
   returns early for a negative argument, after a call otherwise (at -O2
   each path has its epilogue and return, each its check).  With
   OVERWRITE set to the path's number (1 early, 2 late) that path
   overwrites its return address with the return site after a call to
   OTHER_TYPE, of another prototype.  */

#include "ret-other-type.h"

static volatile long long_sink;

__attribute__ ((noinline)) static long
work (long *p)
{
  long_sink = *p;
  return *p * 3;
}

__attribute__ ((noinline)) static long
victim (long x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  if (x < 0)
    {
      if (overwrite == 1)
	{
	  *saved_return = foreign_site;
	  SAVED_RETURN_WRITTEN ();
	}
      return -1;
    }
  long local = x;
  long r = work (&local);
  if (overwrite == 2)
    {
      *saved_return = foreign_site;
      SAVED_RETURN_WRITTEN ();
    }
  return r + 1;
}

__attribute__ ((noinline)) static void
caller (long x)
{
  double_sink = other_type (x);
  printf ("early %ld\n", victim (-x));
  printf ("late %ld\n", victim (x));
  printf ("returned\n");
}
