/* The library of bti*.c: functions called through pointers, and a
   checked indirect call.  */

#include <stdio.h>

void
right_type (int x)
{
  printf ("right_type %d\n", x);
}

int
wrong_type (int *p)
{
  return p != 0;
}

void
apply (void (*f) (int), int x)
{
  f (x);
}
