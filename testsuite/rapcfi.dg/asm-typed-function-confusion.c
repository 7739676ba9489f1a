/* The twin of asm-typed-function.c: the typed assembly function called
   through a pointer of another type is stopped.  */
/* { dg-do run } */
/* { dg-additional-sources "asm-typed-function-helper.S" } */
/* { dg-additional-options "-Wl,-z,noreloc-overflow" { target x86_64-*-* } } */
/* riscv64: GNU ld 2.40 turns the absolute hash word in a PIE into an
   R_RISCV_RELATIVE of 8 bytes over the function (doc/ABI.md).  */
/* { dg-additional-options "-no-pie" { target riscv64-*-* } } */
/* { dg-shouldfail "typed asm function, wrong type" } */
/* { dg-output "rapcfi: indirect call in main .*expected 'int \\(const char \\*\\)'" } */

#include <stdio.h>

extern long asm_add (long, long);

long (*volatile keep) (long, long) = asm_add;
int (*volatile fp) (const char *);

int
main (void)
{
  fp = (int (*) (const char *)) (void (*) (void)) keep;
  printf ("%d\n", fp ("x"));
  return 0;
}
