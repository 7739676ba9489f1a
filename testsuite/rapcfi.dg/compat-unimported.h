/* The program of compat-strict-unimported.c and compat-loose-unimported.c:
   a function pointer overwritten with getpid, whose address the program
   never takes, and called.  */

#include "compat-attacker.h"
#include <stdio.h>

static void
on_event (int x)
{
  printf ("event %d\n", x);
}

void (*volatile handler) (int) = on_event;

int
main (void)
{
  handler (1);
  handler = (void (*) (int)) (void *) LIBC_ADDRESS (getpid);
  handler (2);
  printf ("not stopped\n");
  return 0;
}
