/* tail-named.c's attack twin: victim, global (it has a preamble, as
   program_step has), has its return address overwritten with the return
   site after the call to lib_tail_named, whose code jumps to
   program_step only, through no pointer: stopped (compat=strict).  */

#include <stdio.h>
#include "../rapcfi.dg/saved-return.h"

int lib_tail_named (int, int);

static void *volatile named_site;
static volatile int overwrite, armed;

int
program_step (int x)
{
  if (!named_site)
    named_site = __builtin_return_address (0);
  return x * 2;
}

__attribute__ ((noinline)) long
victim (long x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  if (overwrite)
    {
      overwrite = 0;
      *saved_return = named_site;
      SAVED_RETURN_WRITTEN ();
    }
  return x + 1;
}

int
main (void)
{
  printf ("result %d\n", lib_tail_named (1, 2));
  /* Once: where victim returns, this runs again.  */
  if (!armed)
    armed = overwrite = 1;
  printf ("victim %ld\n", victim (1));
  printf ("not stopped\n");
  return 0;
}
