/* Indirect-call micro benchmark: an interpreter's dispatch loop, every
   step a call through a table of function pointers to a small function.

       icall [STEPS]

   The table is filled at run time, so no compiler can turn the calls
   into direct ones, and every callee is compiled with the caller: under
   Clang's -fsanitize=kcfi, which traps on calls into code it did not
   compile, this program still runs.  The opcodes come from a fixed
   "program" of 256 steps, so the branch predictors see the same pattern
   in every configuration.  Prints a checksum, the same for every
   compiler.  */

#include <stdio.h>
#include <stdlib.h>

typedef unsigned op_fn (unsigned acc, unsigned arg);

/* External and not inlined: each has a preamble, and each step is a
   real call and a real return.  */
#define OP(name, expr) \
  __attribute__ ((noinline)) unsigned name (unsigned acc, unsigned arg) \
  { return expr; }

OP (op_add, acc + arg)
OP (op_sub, acc - arg)
OP (op_xor, acc ^ arg)
OP (op_mul, acc * (arg | 1))
OP (op_rotl, (acc << (arg & 31)) | (acc >> (-arg & 31)))
OP (op_shr, acc ^ (arg >> 3))
OP (op_or, acc | (arg & 0x0f0f0f0fu))
OP (op_and, acc & (arg | 0xf0f0f0f0u))
OP (op_neg, -acc + arg)
OP (op_not, ~acc ^ arg)
OP (op_inc, acc + 1 + (arg & 7))
OP (op_dec, acc - 1 - (arg & 3))
OP (op_hash, (acc ^ arg) * 0x9e3779b1u)
OP (op_swap, ((acc >> 16) | (acc << 16)) ^ (arg & 0xff))
OP (op_min, acc < arg ? acc : arg ^ acc)
OP (op_max, acc > arg ? acc : arg + acc)

op_fn *table[16];
unsigned char program[256];

int
main (int argc, char **argv)
{
  unsigned long steps = argc > 1 ? strtoul (argv[1], NULL, 10) : 100000000;
  op_fn *const ops[16] = {
    op_add, op_sub, op_xor, op_mul, op_rotl, op_shr, op_or, op_and,
    op_neg, op_not, op_inc, op_dec, op_hash, op_swap, op_min, op_max
  };
  for (int i = 0; i < 16; i++)
    table[i] = ops[(i + argc - 1) % 16];

  unsigned x = 12345;
  for (int i = 0; i < 256; i++)
    {
      x = x * 1103515245u + 12345u;
      program[i] = (x >> 16) & 15;
    }

  unsigned acc = 1;
  for (unsigned long i = 0; i < steps; i++)
    acc = table[program[i & 255]] (acc, (unsigned) i);
  printf ("icall: %lu steps, checksum %08x\n", steps, acc);
  return 0;
}
