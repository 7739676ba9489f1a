/* Inline assembly that calls through a function pointer writes the
   marker its callee's return checks for, the hash coming from an input
   operand named rapcfi_rethash, a constant pointer of the callee's type:
   the return goes through.  compat=off, so that the return must find
   the marker (asm-rethash-operand-mistyped.c: the marker of another
   type is stopped).  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fplugin-arg-rapcfi-compat=off -mno-red-zone" } */
/* { dg-skip-if "table mode finds return sites in its tables" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-output "through assembly 8\n" } */

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
		      [rapcfi_rethash] "i" ((long (*) (long)) 0)
		    : "rcx", "rdx", "rsi", "r8", "r9", "r10", "r11", "memory",
		      "cc");
  return result;
}

int
main (void)
{
  printf ("through assembly %ld\n", call_through_asm (fn, 4));
  exit (0);
}
