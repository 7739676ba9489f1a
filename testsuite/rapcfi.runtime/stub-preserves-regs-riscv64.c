/* The riscv64 failure stubs keep every register a call passes
   (doc/ABI.md, "riscv64 inline mode").  Twenty-eight checked calls, one
   through each register but zero, sp, gp and tp, go to a function of
   another type; the unit is permissive, so each is reported and then
   made.  The callee must see every register but ra, the check's two
   scratch registers and the stub's link register (and the one of the
   call, which holds the callee), and fa0-fa7, as the caller set them.

   rapcfi.runtime/runtime.exp builds it with the plain compiler (the
   assembly plays the plugin's part) and runs it.  */

#include "rapcfi.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define NSLOTS 40		/* x0-x31, fa0-fa7.  */
#define NCALLS 28

extern uint64_t image[NSLOTS], seen[NSLOTS];
extern void snapshot (void);
extern void (*const call_via[NCALLS]) (void (*) (void));

/* The registers of the calls, in the order of call_via.  */
static const unsigned through[NCALLS] = {
  1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
  24, 25, 26, 27, 28, 29, 30, 31
};

/* Whether REGNO may change in a call through N: zero, ra, sp, gp, tp,
   the check's scratch registers (the first two of t1, t2, t3, t4 that
   are not N) and the link register (t0, t1 for N = t0), as
   arch/riscv64/sequences.cc chooses them.  */
static int
clobbered_p (unsigned n, unsigned regno)
{
  static const unsigned candidates[] = { 6, 7, 28, 29 };
  unsigned found = 0;
  if (regno <= 4 || regno == (n == 5 ? 6u : 5u))
    return 1;
  for (unsigned i = 0; i < 4 && found < 2; i++)
    if (candidates[i] != n)
      {
	if (candidates[i] == regno)
	  return 1;
	found++;
      }
  return 0;
}

/* Whether the callee saw IMAGE through the call via xN.  */
static int
registers_kept (unsigned n)
{
  int kept = 1;
  for (unsigned i = 0; i < NSLOTS; i++)
    {
      if (i < 32 && clobbered_p (n, i))
	continue;
      uint64_t want = (i == n ? (uint64_t) (uintptr_t) snapshot : image[i]);
      if (seen[i] == want)
	continue;
      printf ("FAIL: call through x%u: slot %u is %#llx, not %#llx\n", n, i,
	      (unsigned long long) seen[i], (unsigned long long) want);
      kept = 0;
    }
  return kept;
}

int
main (void)
{
  int ok = 1;
  /* A lost register can crash a later call: show the failures first.  */
  setvbuf (stdout, NULL, _IONBF, 0);
  for (unsigned c = 0; c < NCALLS; c++)
    {
      for (unsigned i = 0; i < NSLOTS; i++)
	image[i] = (0x0101010101010101ull * (i + 1)) ^ ((uint64_t) c << 16);
      memset (seen, 0, sizeof seen);
      call_via[c] (snapshot);
      ok &= registers_kept (through[c]);
    }
  if (rapcfi_violations () != NCALLS)
    {
      printf ("FAIL: %lu violations reported, not %u\n",
	      rapcfi_violations (), (unsigned) NCALLS);
      ok = 0;
    }
  puts (ok ? "PASS: stub-preserves-regs-riscv64"
	: "FAIL: stub-preserves-regs-riscv64");
  return !ok;
}
