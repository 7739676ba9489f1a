/* With -ffunction-sections each preamble goes into its function's own
   section, so the linker keeps or drops them together.  */
/* { dg-do compile } */
/* { dg-options "-ffunction-sections" } */
/* { dg-final { scan-assembler {\.section\t\.text\.first,"ax",@progbits\n(?:\t\.[^\n]*\n)*__cfi_first:\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\.section\t\.text\.second,"ax",@progbits\n(?:\t\.[^\n]*\n)*__cfi_second:\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\.section\t\.text\.first,"ax",@progbits\n(?:\t[^\n]*\n)*\.Lrapcfi_pre[0-9]+:\n\t\.word\t0x[0-9a-f]{8}\n\t\.type\tfirst, %function\n} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler {\.section\t\.text\.second,"ax",@progbits\n(?:\t[^\n]*\n)*\.Lrapcfi_pre[0-9]+:\n\t\.word\t0x[0-9a-f]{8}\n\t\.type\tsecond, %function\n} { target aarch64-*-* } } } */

void
first (int x)
{
  (void) x;
}

void
second (int x)
{
  (void) x;
}
