/* Assembly that calls a C function writes the marker its return checks
   for with RAPCFI_RET_SITE (rapcfi-asm.h, from __rapcfi_rethash_NAME):
   the return goes through.  compat=off, so that a return to assembly
   just after a call, which compat=strict allows, must find the marker:
   without it the return is stopped.  main exits rather than return to
   libc, which compat=off stops too.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fplugin-arg-rapcfi-compat=off" } */
/* { dg-skip-if "table mode finds return sites in its tables" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-additional-sources "asm-ret-site-helper.S" } */
/* { dg-additional-options "-Wl,-z,noreloc-overflow" } */
/* { dg-output "asm_calls_c 8\n" } */

#include <stdio.h>
#include <stdlib.h>

extern long asm_calls_c (long);

__attribute__ ((noinline)) long
c_callee (long x)
{
  return x * 2;
}

int
main (void)
{
  printf ("asm_calls_c %ld\n", asm_calls_c (4));
  exit (0);
}
