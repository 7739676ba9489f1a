/* Return micro benchmark: deep recursion through small functions, so
   that nearly every instruction is near a call or a return.

       ret [ROUNDS]

   Two recursions: a walk of an implicit binary tree (no memory, small
   leaf and join functions) and a linear recursion 20000 deep.  Neither
   can become a loop: the results are combined with operations that are
   not associative, so no compiler's tail-recursion elimination applies.
   All calls are direct: this measures return edges (and the calls'
   markers), not indirect calls.  Prints the number of calls it made
   (each a call and a return, counted by arithmetic, not at run time) and
   a checksum, the same for every compiler.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noinline)) unsigned long
leaf (unsigned long k)
{
  return k * 0x9e3779b97f4a7c15ul >> 7;
}

__attribute__ ((noinline)) unsigned long
join (unsigned long a, unsigned long b)
{
  return (a << 1 | a >> 63) ^ b;
}

__attribute__ ((noinline)) unsigned long
tree (unsigned depth, unsigned long k)
{
  if (depth == 0)
    return leaf (k);
  return join (tree (depth - 1, 2 * k), tree (depth - 1, 2 * k + 1));
}

__attribute__ ((noinline)) unsigned long
deep (unsigned n)
{
  if (n == 0)
    return 1;
  return (deep (n - 1) << 3 | n) ^ (n >> 1);
}

int
main (int argc, char **argv)
{
  unsigned long rounds = argc > 1 ? strtoul (argv[1], NULL, 10) : 20;
  unsigned long sum = 0, calls = 0;
  for (unsigned long r = 0; r < rounds; r++)
    {
      sum ^= tree (18, r);
      /* tree calls itself 2^19 - 1 times, leaf 2^18 and join 2^18 - 1.  */
      calls += (1ul << 19) - 1 + (1ul << 18) + (1ul << 18) - 1;
      /* A different depth each time: the functions are pure, and a
	 compiler may fold calls with equal arguments.  */
      for (unsigned i = 0; i < 50; i++)
	{
	  sum += deep (20000 + i + (unsigned) r);
	  calls += 20000 + i + (unsigned) r + 1;
	}
    }
  printf ("ret: %lu rounds, %lu calls, checksum %016lx\n", rounds, calls,
	  sum);
  return 0;
}
