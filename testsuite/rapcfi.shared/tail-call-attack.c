/* tail-call.c's attack twin: victim, whose address is never taken, so
   that no code can jump to it through a pointer, has its return address
   overwritten with the return site after a call to the same library
   (lib_return_address, which checks no returns either): stopped under
   compat=strict.  */

#include <stdio.h>
#include "../rapcfi.dg/saved-return.h"

void *lib_return_address (void);

static void *volatile foreign_site;
static volatile int overwrite = 1;

__attribute__ ((noinline)) static long
victim (long x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  if (overwrite)
    {
      overwrite = 0;
      *saved_return = foreign_site;
      SAVED_RETURN_WRITTEN ();
    }
  return x + 1;
}

int
main (void)
{
  foreign_site = lib_return_address ();
  printf ("victim %ld\n", victim (1));
  printf ("not stopped\n");
  return 0;
}
