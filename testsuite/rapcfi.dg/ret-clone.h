/* Static functions that GCC clones at -O2 (a constant argument:
   clone_victim.constprop, an unused field: clone_other.isra) and inlines
   (clone_caller into outer), none of whose addresses escapes, for the
   ret-*-clone tests: CLONE_VICTIM returns to the return site after the
   call to CLONE_OTHER, of another type, when CLONE_OVERWRITE is set.  */

#include <stdio.h>
#include "saved-return.h"

struct pair
{
  double used;
  double unused;
};

static void *volatile clone_site;
static volatile int clone_overwrite;
static volatile double clone_sink;

__attribute__ ((noinline)) static double
clone_other (const struct pair *p)
{
  if (!clone_site)
    clone_site = __builtin_return_address (0);
  return p->used * 2;
}

__attribute__ ((noinline)) static long
clone_victim (long x, long step)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  if (clone_overwrite)
    {
      clone_overwrite = 0;
      *saved_return = clone_site;
      SAVED_RETURN_WRITTEN ();
    }
  return x + step;
}

static inline __attribute__ ((always_inline)) void
clone_caller (long x)
{
  struct pair p = { (double) x, 0 };
  clone_sink = clone_other (&p);
  printf ("clone %ld\n", clone_victim (x, 5));
  printf ("returned\n");
}

__attribute__ ((noinline)) static void
outer (long x)
{
  clone_caller (x);
}
