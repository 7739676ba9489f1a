/* The program of pac-typed-replay.c and pac-plain-replay.c: a return
   address signed in a_func (int (int)) is replayed into b_func (double
   (double)), called from the same place at the same stack depth, so the
   signature's modifier, SP, is the same.  pac-ret lets b_func return
   where a_func returns; rapcfi's software check would have stopped it,
   but it leaves signed returns to PAC.  */

#include <stdio.h>

void *volatile signed_in_a;
volatile int b_calls;

__attribute__ ((noinline)) void
other (void)
{
  __asm__ volatile ("" ::: "memory");
}

/* Non-leaf: pac-ret signs its return address.  */
__attribute__ ((noinline)) int
a_func (int x)
{
  signed_in_a = ((void *volatile *) __builtin_frame_address (0))[1];
  other ();
  return x + 1;
}

__attribute__ ((noinline)) double
b_func (double y)
{
  b_calls++;
  ((void *volatile *) __builtin_frame_address (0))[1] = signed_in_a;
  other ();
  return y;
}

int
main (void)
{
  int r = a_func (1);
  if (b_calls)
    {
      printf ("replay undetected: b_func returned where a_func returns "
	      "(%d)\n", r);
      return 0;
    }
  b_func (2.0);
  puts ("not reached");
  return 1;
}
