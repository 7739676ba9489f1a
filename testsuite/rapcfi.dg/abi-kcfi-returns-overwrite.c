/* abi=kcfi with edges=both: a saved return address overwritten with a
   return site of another type fails the return check, whose failure
   path calls __rapcfi_ret_fail directly, which a kernel provides (and
   has no GOT).  This one decodes the check the way contrib/kernel's
   handlers do.  x86_64: the failure path's call returns to a jmp back to
   the return, which the check's jne (rel32 or rel8) precedes, after
   "addl 1(%r11), %r10d" and "movl $-RHASH, %r10d"; RHASH must be
   __rapcfi_rethash_victim.  aarch64: the stub returns to "ldr x30, [sp],
   #16" and a b back to the return, which "movz w17; movk w17, lsl #16;
   cmn w16, w17; b.ne" precedes; the movz and movk hold the negated
   marker, which must be the marker of __rapcfi_rethash_victim.  The same
   program passes when nothing is overwritten.  */
/* { dg-do run { target x86_64-*-* aarch64-*-* } } */
/* { dg-options "-fno-pie -no-pie -fno-omit-frame-pointer -fno-inline -fplugin-arg-rapcfi-abi=kcfi -fplugin-arg-rapcfi-edges=both" } */
/* { dg-skip-if "abi=kcfi has no table mode" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-output "victim 3\nreturn failure: to other_type's return site, expected return hash __rapcfi_rethash_victim\n" } */

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "ret-victim.h"

#if defined __x86_64__
/* The return check that failed, from the failure path's SITE (the
   address after its call): the jmp there goes back to the return, and
   the check ends right before it.  Returns the hash it expected, or 0
   when the code is not laid out as expected.  */
static uint32_t
expected_hash (const unsigned char *site)
{
  static const unsigned char addl[4] = { 0x45, 0x03, 0x53, 0x01 };
  const unsigned char *ret;
  int32_t rel, negated;
  if (site[0] == 0xe9)
    {
      memcpy (&rel, site + 1, 4);
      ret = site + 5 + rel;
    }
  else if (site[0] == 0xeb)
    ret = site + 2 + (int8_t) site[1];
  else
    return 0;
  const unsigned char *check;
  if (ret[-6] == 0x0f && ret[-5] == 0x85 && !memcmp (ret - 10, addl, 4))
    check = ret - 16;
  else if (ret[-2] == 0x75 && !memcmp (ret - 6, addl, 4))
    check = ret - 12;
  else
    return 0;
  if (check[0] != 0x41 || check[1] != 0xba)
    return 0;
  memcpy (&negated, check + 2, 4);
  return 0u - (uint32_t) negated;
}

/* Whether the check the failure path at SITE belongs to expected
   RHASH.  */
static int
expected_is_victims (const void *site, uint32_t rhash)
{
  return expected_hash (site) == rhash;
}

/* The kernel's stub keeps every register; this one never returns.  Its
   return address is the failure path's site, the checked return
   address is above it.  */
__asm__ ("\t.text\n"
	 "\t.globl\t__rapcfi_ret_fail\n"
	 "\t.type\t__rapcfi_ret_fail, @function\n"
	 "__rapcfi_ret_fail:\n"
	 "\tmovq\t8(%rsp), %rdi\n"
	 "\tmovq\t(%rsp), %rsi\n"
	 "\tandq\t$-16, %rsp\n"
	 "\tcall\treport_return\n"
	 "\tud2\n"
	 "\t.size\t__rapcfi_ret_fail, .-__rapcfi_ret_fail\n");

#else
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

/* Whether the check the failure path at SITE belongs to expected
   RHASH's marker.  */
static int
expected_is_victims (const void *site, uint32_t rhash)
{
  return expected_marker (site) == marker_word (rhash);
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

#endif

/* The victim's return hash, as assembly sees it.  */
static uint32_t
victim_rethash (void)
{
  uint32_t hash;
#if defined __x86_64__
  __asm__ ("movl $__rapcfi_rethash_victim, %0" : "=r" (hash));
#else
  __asm__ ("movz %w0, #:abs_g1:__rapcfi_rethash_victim\n\t"
	   "movk %w0, #:abs_g0_nc:__rapcfi_rethash_victim"
	   : "=r" (hash));
#endif
  return hash;
}

__attribute__ ((used)) static void
report_return (const void *return_address, const void *site)
{
  printf ("return failure: to %s, expected return hash %s\n",
	  return_address == foreign_site ? "other_type's return site"
	  : "somewhere else",
	  expected_is_victims (site, victim_rethash ())
	  ? "__rapcfi_rethash_victim" : "not victim's");
  fflush (stdout);
  _exit (0);
}

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
