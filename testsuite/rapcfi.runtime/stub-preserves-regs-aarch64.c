/* The aarch64 failure stubs keep every register a call passes
   (doc/ABI.md, "aarch64 inline mode").  Twenty-nine checked calls, one
   through each of x0-x28, go to a function of another type; the unit is
   permissive, so each is reported and then made.  The callee must see
   x0-x28 but the check's two scratch registers (and xN itself, which
   holds the callee) and q0-q7 as the caller set them.

   rapcfi.runtime/runtime.exp builds it with the plain compiler (the
   assembly plays the plugin's part) and runs it.  */

#include "rapcfi.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define NSLOTS 48		/* x0-x30 and a spare, q0-q7 in halves.  */
#define NCALLS 29		/* Through x0-x28.  */

extern uint64_t image[NSLOTS], seen[NSLOTS];
extern void snapshot (void);
extern void (*const call_via[NCALLS]) (void (*) (void));

/* The check's scratch registers when the target is xN: the first two of
   x16, x17, x9 that are not xN (arch/aarch64/sequences.cc).  */
static int
scratch_p (unsigned n, unsigned regno)
{
  static const unsigned candidates[] = { 16, 17, 9 };
  unsigned found = 0;
  for (unsigned i = 0; i < 3 && found < 2; i++)
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
      /* x29 is the frame pointer, x30 the return address.  */
      if (i == 29 || i == 30 || i == 31 || (i < 29 && scratch_p (n, i)))
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
  for (unsigned n = 0; n < NCALLS; n++)
    {
      for (unsigned i = 0; i < NSLOTS; i++)
	image[i] = (0x0101010101010101ull * (i + 1)) ^ ((uint64_t) n << 16);
      memset (seen, 0, sizeof seen);
      call_via[n] (snapshot);
      ok &= registers_kept (n);
    }
  if (rapcfi_violations () != NCALLS)
    {
      printf ("FAIL: %lu violations reported, not %u\n",
	      rapcfi_violations (), (unsigned) NCALLS);
      ok = 0;
    }
  puts (ok ? "PASS: stub-preserves-regs-aarch64"
	: "FAIL: stub-preserves-regs-aarch64");
  return !ok;
}
