#include "ops.h"

#include <stdio.h>

static long
add (long a, long b)
{
  return a + b;
}

static long
mul (long a, long b)
{
  return a * b;
}

static long
sub (long a, long b)
{
  return a - b;
}

const struct op ops[] = { { "add", add }, { "mul", mul }, { "sub", sub } };
const int nops = sizeof ops / sizeof ops[0];

long
fold (const char *name, long (*step) (long, long), long from, int n)
{
  long acc = from;
  for (int i = 1; i <= n; i++)
    acc = step (acc, i);
  printf ("%s: %ld\n", name, acc);
  return acc;
}
