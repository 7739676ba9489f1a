/* At -Os GCC does not align functions; the preamble aligns itself so the
   entry is still 16-byte aligned, as Clang's kCFI layout requires.  */
/* { dg-do compile } */
/* { dg-options "-Os" } */
/* { dg-final { scan-assembler {\t\.p2align\t4\n\t\.globl\t__cfi_small\n\t\.type\t__cfi_small, @function\n__cfi_small:} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\t\.p2align\t2\n\.Lrapcfi_pre[0-9]+:\n\t\.word\t0x[0-9a-f]{8}\n\t\.type\tsmall, %function\n} { target aarch64-*-* } } } */

int
small (int x)
{
  return x + 1;
}
