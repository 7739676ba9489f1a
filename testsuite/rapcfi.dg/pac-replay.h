/* The program of pac-typed-replay.c and pac-plain-replay.c: a return
   address signed in a_func (int (int)) is replayed into b_func (double
   (double)), called from the same place at the same stack depth, so the
   signature's modifier, SP, is the same.  pac-ret lets b_func return
   where a_func returns; rapcfi's software check would have stopped it,
   but it leaves signed returns to PAC.

   A signature has few bits (the top bits of a 48-bit address that
   top-byte-ignore leaves), so a replayed address that should fail
   authentication passes about 1 time in 100 (5 in 400 runs of
   pac-typed-replay.c under qemu-user).  The replay is tried at ATTEMPTS
   stack depths, each another modifier: the first that fails stops the
   program.  */

#include <stdio.h>

#define ATTEMPTS 4

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

/* Attempt N, with SP 16 * N bytes lower than attempt 0's.  Returns once
   b_func has returned where a_func returns.  */
__attribute__ ((noinline)) void
attempt (int n)
{
  char *volatile pad = __builtin_alloca (16 * n + 16);
  pad[0] = 0;
  a_func (1);
  if (b_calls > n)
    {
      printf ("attempt %d: the replay was not detected\n", n);
      fflush (stdout);
      return;
    }
  b_func (2.0);
  puts ("not reached");
}

int
main (void)
{
  for (int n = 0; n < ATTEMPTS; n++)
    attempt (n);
  printf ("replay undetected %d times of %d: b_func returned where a_func "
	  "returns\n", b_calls, ATTEMPTS);
  return 0;
}
