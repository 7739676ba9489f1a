/* edges=return: markers and return checks, no indirect-call checks.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-edges=return" } */
/* { dg-final { scan-assembler-not {__rapcfi_icall_fail_} } } */
/* { dg-final { scan-assembler {\t\.byte\t0x3d\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {__rapcfi_ret_fail} } } */
/* { dg-final { scan-assembler {\tblr\tx[0-9]+\n(?:[^\n]*\n){0,2}\t\.inst\t0x[0-9a-f]{8}\n} { target aarch64-*-* } } } */

int
call (int (*f) (int), int x)
{
  return f (x) + 1;
}
