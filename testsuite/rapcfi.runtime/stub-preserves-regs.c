/* The failure stubs keep every register a call passes (doc/ABI.md).
   Fifteen checked calls, one through each register, go to a function of
   another type; the unit is permissive, so each is reported and then
   made.  The callee must see every general register but the check's
   scratch (and %R itself, which holds the callee) and %xmm0-%xmm7 as the
   caller set them, with the stack aligned or not at the check.

   rapcfi.runtime/runtime.exp builds it with the plain compiler (the
   assembly plays the plugin's part) and runs it.  */

#include "rapcfi.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define NSLOTS 32		/* 16 general registers, 8 xmm in halves.  */
#define RSP_SLOT 7
#define R10_SLOT 10
#define R11_SLOT 11

extern uint64_t image[NSLOTS], seen[NSLOTS], misalign;
extern void snapshot (void);

#define CALL_VIA(reg) extern void call_via_##reg (void (*) (void));
CALL_VIA (rax) CALL_VIA (rbx) CALL_VIA (rcx) CALL_VIA (rdx)
CALL_VIA (rsi) CALL_VIA (rdi) CALL_VIA (rbp) CALL_VIA (r8)
CALL_VIA (r9) CALL_VIA (r10) CALL_VIA (r11) CALL_VIA (r12)
CALL_VIA (r13) CALL_VIA (r14) CALL_VIA (r15)

static const struct
{
  const char *name;
  void (*call) (void (*) (void));
  int slot;
} calls[] = {
  { "rax", call_via_rax, 0 }, { "rbx", call_via_rbx, 1 },
  { "rcx", call_via_rcx, 2 }, { "rdx", call_via_rdx, 3 },
  { "rsi", call_via_rsi, 4 }, { "rdi", call_via_rdi, 5 },
  { "rbp", call_via_rbp, 6 }, { "r8", call_via_r8, 8 },
  { "r9", call_via_r9, 9 }, { "r10", call_via_r10, 10 },
  { "r11", call_via_r11, 11 }, { "r12", call_via_r12, 12 },
  { "r13", call_via_r13, 13 }, { "r14", call_via_r14, 14 },
  { "r15", call_via_r15, 15 },
};
#define NCALLS (sizeof calls / sizeof calls[0])

/* Whether the callee saw IMAGE through call C.  */
static int
registers_kept (unsigned c)
{
  int scratch = calls[c].slot == R10_SLOT ? R11_SLOT : R10_SLOT;
  int kept = 1;
  for (int i = 0; i < NSLOTS; i++)
    {
      uint64_t want = (i == calls[c].slot
		       ? (uint64_t) (uintptr_t) snapshot : image[i]);
      if (i == RSP_SLOT || i == scratch || seen[i] == want)
	continue;
      printf ("FAIL: call through %%%s (misalign %d): slot %d is %#llx, "
	      "not %#llx\n", calls[c].name, (int) misalign, i,
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
  for (misalign = 0; misalign <= 8; misalign += 8)
    for (unsigned c = 0; c < NCALLS; c++)
      {
	for (int i = 0; i < NSLOTS; i++)
	  image[i] = (0x0101010101010101ull * (i + 1)) ^ (c << 16) ^ misalign;
	memset (seen, 0, sizeof seen);
	calls[c].call (snapshot);
	ok &= registers_kept (c);
      }
  if (rapcfi_violations () != 2 * NCALLS)
    {
      printf ("FAIL: %lu violations reported, not %u\n",
	      rapcfi_violations (), (unsigned) (2 * NCALLS));
      ok = 0;
    }
  puts (ok ? "PASS: stub-preserves-regs" : "FAIL: stub-preserves-regs");
  return !ok;
}
