/* The twin of fwd-struct-member-call.c: a structure member overwritten with
   a function of another type is stopped, in a tail call as well.  */
/* { dg-do run } */
/* { dg-shouldfail "type-confused member" } */
/* { dg-output "rapcfi: indirect (tail )?call in run_scale .* to add: expected 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found 'int \\(int, int\\)'" } */

#include <stdio.h>

struct ops
{
  int (*combine) (int, int);
  long (*scale) (long);
};

int
add (int a, int b)
{
  return a + b;
}

struct ops table;

__attribute__ ((noinline)) long
run_scale (struct ops *o, long x)
{
  return o->scale (x);
}

int
main (void)
{
  table.scale = (long (*) (long)) (void (*) (void)) add;
  printf ("scaled %ld\n", run_scale (&table, 10));
  return 0;
}
