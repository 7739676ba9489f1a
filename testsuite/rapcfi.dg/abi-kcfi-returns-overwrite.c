/* abi=kcfi with edges=both: a saved return address overwritten with a
   return site of another type fails the return check, whose failure
   path calls __rapcfi_ret_fail, which a kernel provides.  This one
   decodes the check the way contrib/kernel's handler does: the failure
   path's call returns to a jmp back to the return, which the check's
   jne (rel32 or rel8) precedes, after "addl 1(%r11), %r10d" and
   "movl $-RHASH, %r10d"; RHASH must be __rapcfi_rethash_victim.  The
   same program passes when nothing is overwritten.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-pie -no-pie -fno-omit-frame-pointer -fno-inline -fplugin-arg-rapcfi-abi=kcfi -fplugin-arg-rapcfi-edges=both" } */
/* { dg-skip-if "abi=kcfi has no table mode" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-output "victim 3\nreturn failure: to other_type's return site, expected return hash __rapcfi_rethash_victim\n" } */

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

__attribute__ ((used)) static void
report_return (const unsigned char *return_address,
	       const unsigned char *site)
{
  uint32_t victim_hash;
  __asm__ ("movl $__rapcfi_rethash_victim, %0" : "=r" (victim_hash));
  printf ("return failure: to %s, expected return hash %s\n",
	  return_address == foreign_site ? "other_type's return site"
	  : "somewhere else",
	  expected_hash (site) == victim_hash ? "__rapcfi_rethash_victim"
	  : "not victim's");
  fflush (stdout);
  _exit (0);
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
