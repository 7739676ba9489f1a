/* An assembly function defined with RAPCFI_TYPED_FUNC_START gets the hash
   of the C prototype it is declared with (through __kcfi_typeid_), and
   checked calls to it through pointers go through.  */
/* { dg-do run } */
/* { dg-additional-sources "asm-typed-function-helper.S" } */
/* { dg-additional-options "-Wl,-z,noreloc-overflow" { target x86_64-*-* } } */
/* riscv64: GNU ld 2.40 turns the absolute hash word in a PIE into an
   R_RISCV_RELATIVE of 8 bytes over the function (doc/ABI.md).  */
/* { dg-additional-options "-no-pie" { target riscv64-*-* } } */
/* { dg-output "asm_add 7\n" } */

#include <stdio.h>

extern long asm_add (long, long);

long (*volatile fp) (long, long) = asm_add;

int
main (void)
{
  printf ("asm_add %ld\n", fp (3, 4));
  return 0;
}
