/* A tail call is kept when caller and callee have the same return hash,
   and becomes a normal call (with its return site marked) when they do
   not: otherwise the callee would return to a marker of the caller's
   type.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler {\tjmp\t[^\n]*same_type} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\tcall\t[^\n]*other_type[^\n]*\n(#[^\n]*\n)*\t\.byte\t0x3d\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not {\tjmp\t[^\n]*other_type} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\tb\tsame_type} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler {\tbl\tother_type\n(//[^\n]*\n|#[^\n]*\n)*\t\.inst\t0x[0-9a-f]{8}\n} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler-not {\tb\tother_type} { target aarch64-*-* } } } */

long same_type (long);
long other_type (long, long);

long
to_same (long x)
{
  return same_type (x + 1);
}

long
to_other (long x)
{
  return other_type (x, 1);
}
