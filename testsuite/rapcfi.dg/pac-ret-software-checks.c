/* Under pac-ret (non-leaf scope), a function that saves its return
   address signs it, and rapcfi leaves its returns to PAC; a leaf
   function's return address is not signed, and needs no check of
   rapcfi's either: it never leaves x30.  */
/* { dg-do compile { target aarch64-*-* } } */
/* { dg-options "-mbranch-protection=pac-ret -fno-inline" } */
/* { dg-final { scan-assembler-times {hint\t25 // paciasp} 1 } } */
/* { dg-final { scan-assembler-not {\tldr\tw16, \[x30\]\n} } } */
/* { dg-final { scan-assembler {leaf:\n(?:[^\n]*\n){1,12}\tret\n} } } */

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
