/* A program built with -fprofile-arcs (gcov, as gcc.dg's 20020201-1.c):
   gcov's constructor (priority 100) and one of the program's (101) run
   before the runtime's own in a static executable; both make checked
   calls and returns (profile-arcs-*.c).  */

#include <stdio.h>
#include <stdlib.h>

static int
by_value (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

static long
square (long x)
{
  return x * x;
}

static long
negate (long x)
{
  return -x;
}

long (*volatile apply[2]) (long) = { square, negate };

static long
sum (int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += apply[i & 1] (i);
  return s;
}

static long early;

__attribute__ ((constructor (101))) static void
first (void)
{
  early = sum (10);
}

int
main (void)
{
  int v[4] = { 4, 2, 3, 1 };
  qsort (v, 4, sizeof v[0], by_value);
  printf ("early %ld, sum %ld, sorted %d %d %d %d\n", early, sum (100),
	  v[0], v[1], v[2], v[3]);
  return 0;
}
