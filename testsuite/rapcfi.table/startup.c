/* Started many times by table.exp: the lookup table must be mapped at
   every start, wherever the kernel puts the heap of a static or non-PIE
   program (randomized over 1 GiB after its data since Linux 6.9).  */

#include <stdlib.h>

static int
twice (int x)
{
  return 2 * x;
}

int (*volatile call) (int) = twice;

int
main (void)
{
  /* A heap of a few pages, as most programs have before main ends.  */
  char *volatile block = malloc (1 << 20);
  block[0] = 1;
  return call (21) == 42 ? 0 : 1;
}
