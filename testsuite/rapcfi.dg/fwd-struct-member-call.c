/* Calls through function pointers in structures (memory-indirect calls
   at -O2) are checked, and the correct ones go through.  */
/* { dg-do run } */
/* { dg-output "sum 12\nscaled 20\n" } */

#include <stdio.h>

struct ops
{
  int (*combine) (int, int);
  long (*scale) (long);
};

static int
add (int a, int b)
{
  return a + b;
}

static long
twice (long x)
{
  return 2 * x;
}

struct ops table = { add, twice };

__attribute__ ((noinline)) int
run (struct ops *o, int a, int b)
{
  return o->combine (a, b);
}

__attribute__ ((noinline)) long
run_scale (struct ops *o, long x)
{
  return o->scale (x);
}

int
main (void)
{
  printf ("sum %d\n", run (&table, 5, 7));
  printf ("scaled %ld\n", run_scale (&table, 10));
  return 0;
}
