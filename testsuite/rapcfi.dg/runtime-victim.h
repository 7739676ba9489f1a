/* The victim of the runtime attack tests (runtime-*-attack*.c): a
   pointer of type void (int) that main calls, correctly through SLOT,
   then, after the attack, pointed at WRONG_TYPE, a function of another
   type.  */

#include <stdio.h>

static void
right_type (int x)
{
  printf ("right_type %d\n", x);
}

static int
wrong_type (int *p)
{
  printf ("wrong_type reached\n");
  return p != NULL;
}

void (*volatile slot) (int) = right_type;
