/* As asm-rethash-operand.c, but the rapcfi_rethash operand names another
   type than the callee's: the marker after the call is of that type, and
   the callee's return is stopped.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fplugin-arg-rapcfi-compat=off -mno-red-zone" } */
/* { dg-skip-if "table mode finds return sites in its tables" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-shouldfail "return to a marker of another type" } */
/* { dg-output "rapcfi: return from callee \\(\[^)\]*asm-rethash-operand-mistyped.c:\[0-9\]+\\) to 0x\[0-9a-f\]+ \\(\[^)\]*\\): expected a return site of 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found a return site of another type" } */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noinline)) long
callee (long x)
{
  return x * 2;
}

long (*volatile fn) (long) = callee;

static long
call_through_asm (long (*target) (long), long x)
{
  long result;
  __asm__ volatile ("call *%[target]\n\t"
		    ".byte 0x3d\n\t"
		    ".long %c[rapcfi_rethash]"
		    : "=a" (result), "+D" (x)
		    : [target] "r" (target),
		      [rapcfi_rethash] "i" ((int (*) (int)) 0)
		    : "rcx", "rdx", "rsi", "r8", "r9", "r10", "r11", "memory",
		      "cc");
  return result;
}

int
main (void)
{
  printf ("through assembly %ld\n", call_through_asm (fn, 4));
  printf ("not reached\n");
  exit (0);
}
