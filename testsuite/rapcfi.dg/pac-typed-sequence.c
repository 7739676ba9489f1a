/* pac=typed: each paciasp and autiasp becomes a signature with the
   modifier SP ^ (return hash << 32), pacia x30, x9 and autia x30, x9:
   here the return hash of int (int (*) (int), int), 0xe2814a53.  The
   leaf function, not signed, needs no software return check either: its
   return address never leaves x30.  */
/* { dg-do compile { target aarch64-*-* } } */
/* { dg-options "-mbranch-protection=pac-ret -fplugin-arg-rapcfi-pac=typed -fno-inline" } */
/* { dg-final { scan-assembler-not {hint\t(25|29)} } } */
/* { dg-final { scan-assembler-times {movz\tx10, #0x4a53, lsl #32\n\tmovk\tx10, #0xe281, lsl #48\n\tmov\tx9, sp\n\teor\tx9, x9, x10\n\t\.inst\t0xdac1013e\t// pacia x30, x9\n} 1 } } */
/* { dg-final { scan-assembler-times {movz\tx10, #0x4a53, lsl #32\n\tmovk\tx10, #0xe281, lsl #48\n\tmov\tx9, sp\n\teor\tx9, x9, x10\n\t\.inst\t0xdac1113e\t// autia x30, x9\n} 1 } } */
/* { dg-final { scan-assembler-not {\tldr\tw16, \[x30\]\n} } } */

int
leaf (int x)
{
  return x * 3;
}

int
non_leaf (int (*f) (int), int x)
{
  return f (x) + 1;
}
