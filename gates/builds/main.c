#include "ops.h"

#include <stdlib.h>
#include <string.h>

static int
by_name (const void *a, const void *b)
{
  return strcmp (((const struct op *) a)->name, ((const struct op *) b)->name);
}

int
main (void)
{
  struct op sorted[8];
  memcpy (sorted, ops, nops * sizeof ops[0]);
  qsort (sorted, nops, sizeof sorted[0], by_name);
  long sum = 0;
  for (int i = 0; i < nops; i++)
    sum += fold (sorted[i].name, sorted[i].apply, 1, 5);
  return sum == 0;
}
