/* The twin of fwd-type-confusion.c: the same call with the right target
   runs normally.  */
/* { dg-do run } */
/* { dg-output "right_type 1\n" } */

#include <stdio.h>

typedef void (*handler_fn) (int);

void
right_type (int x)
{
  printf ("right_type %d\n", x);
}

int
wrong_type (int *p)
{
  return p ? *p : 0;
}

handler_fn volatile slot = right_type;

int
main (void)
{
  slot (1);
  return wrong_type (0);
}
