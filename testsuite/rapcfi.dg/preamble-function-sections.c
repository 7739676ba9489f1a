/* With -ffunction-sections each preamble goes into its function's own
   section, so the linker keeps or drops them together.  */
/* { dg-do compile } */
/* { dg-options "-ffunction-sections" } */
/* { dg-final { scan-assembler {\.section\t\.text\.first,"ax",@progbits\n(?:\t\.[^\n]*\n)*__cfi_first:\n} } } */
/* { dg-final { scan-assembler {\.section\t\.text\.second,"ax",@progbits\n(?:\t\.[^\n]*\n)*__cfi_second:\n} } } */

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
