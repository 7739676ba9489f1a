/* edges=forward: indirect calls are checked; no markers, no return
   checks, tail calls untouched.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-edges=forward" } */
/* { dg-final { scan-assembler {__rapcfi_icall_fail_} } } */
/* { dg-final { scan-assembler-not {\t\.byte\t0x3d\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not {__rapcfi_ret_fail} } } */
/* { dg-final { scan-assembler {\tjmp\t[^\n]*other_type} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not {\.inst\t0x[0-9a-f]{8}} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler {\tb\t[^\n]*other_type} { target aarch64-*-* } } } */

long other_type (long, long);

int
call (int (*f) (int), int x)
{
  return f (x) + 1;
}

long
to_other (long x)
{
  return other_type (x, 1);
}
