/* abi=kcfi with edges=both on aarch64: a saved return address
   overwritten with a return site of another type fails the return check,
   whose failure path pushes x30 and calls __rapcfi_ret_fail directly (a
   kernel provides it, and has no GOT).  This one decodes the check the
   way contrib/kernel's arm64 handler does: the stub returns to the
   failure path's site, "ldr x30, [sp], #16" and a b back to the return,
   which the check's "movz w17; movk w17, lsl #16; cmn w16, w17; b.ne"
   precedes; the movz and movk hold the negated marker, which must be
   the marker of __rapcfi_rethash_victim.  The same program passes when
   nothing is overwritten.  */
/* { dg-do run { target aarch64-*-* } } */
/* { dg-options "-fno-pie -no-pie -fno-omit-frame-pointer -fno-inline -fplugin-arg-rapcfi-abi=kcfi -fplugin-arg-rapcfi-edges=both" } */
/* { dg-skip-if "abi=kcfi has no table mode" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-output "victim 3\nreturn failure: to other_type's return site, expected marker __rapcfi_rethash_victim's\n" } */

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "saved-return.h"

void *volatile foreign_site;
volatile int overwrite;

__attribute__ ((noinline)) long
other_type (long x)
{
  foreign_site = __builtin_return_address (0);
  return x;
}

__attribute__ ((noinline)) int
victim (int x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  if (overwrite)
    *saved_return = foreign_site;
  SAVED_RETURN_WRITTEN ();
  return x + 1;
}

/* The marker of return hash RHASH (doc/ABI.md, "aarch64 inline mode").  */
static uint32_t
marker_word (uint32_t rhash)
{
  return (0x8a00001fu | (rhash & 0x7ffffu) << 5
	  | ((rhash >> 19) & 3u) << 29);
}

/* The 16-bit immediate of a movz or movk.  */
static uint32_t
imm16 (uint32_t insn)
{
  return (insn >> 5) & 0xffff;
}

/* The marker the failed return check expected, from the failure path's
   SITE (the stub's return address), or 0 when the code is not laid out
   as expected.  */
static uint32_t
expected_marker (const uint32_t *site)
{
  if (site[0] != 0xf84107feu			/* ldr x30, [sp], #16 */
      || (site[1] & 0xfc000000u) != 0x14000000u)	/* b */
    return 0;
  int32_t offset = (int32_t) (site[1] << 6) >> 6;
  const uint32_t *ret = site + 1 + offset;
  if ((ret[-4] & 0xffe0001fu) != 0x52800011u	/* movz w17, #lo */
      || (ret[-3] & 0xffe0001fu) != 0x72a00011u	/* movk w17, #hi, lsl 16 */
      || ret[-2] != 0x2b11021fu			/* cmn w16, w17 */
      || (ret[-1] & 0xff00001fu) != 0x54000001u)	/* b.ne */
    return 0;
  return 0u - (imm16 (ret[-4]) | imm16 (ret[-3]) << 16);
}

__attribute__ ((used)) static void
report_return (const void *return_address, const uint32_t *site)
{
  uint32_t victim_hash;
  __asm__ ("movz %w0, #:abs_g1:__rapcfi_rethash_victim\n\t"
	   "movk %w0, #:abs_g0_nc:__rapcfi_rethash_victim"
	   : "=r" (victim_hash));
  printf ("return failure: to %s, expected marker %s\n",
	  return_address == foreign_site ? "other_type's return site"
	  : "somewhere else",
	  expected_marker (site) == marker_word (victim_hash)
	  ? "__rapcfi_rethash_victim's" : "not victim's");
  fflush (stdout);
  _exit (0);
}

/* The kernel's stub keeps every register; this one never returns.  Its
   return address is the failure path's site, the checked return
   address is at sp.  */
__asm__ ("\t.text\n"
	 "\t.globl\t__rapcfi_ret_fail\n"
	 "\t.type\t__rapcfi_ret_fail, %function\n"
	 "__rapcfi_ret_fail:\n"
	 "\tldr\tx0, [sp]\n"
	 "\tmov\tx1, x30\n"
	 "\tbl\treport_return\n"
	 "\tbrk\t#0x800\n"
	 "\t.size\t__rapcfi_ret_fail, .-__rapcfi_ret_fail\n");

int
main (void)
{
  other_type (1);
  printf ("victim %d\n", victim (2));
  fflush (stdout);
  overwrite = 1;
  printf ("victim %d\n", victim (2));
  printf ("not reached\n");
  return 1;
}
