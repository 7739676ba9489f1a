/* With -mfunction-return=thunk-extern (as kernels build) the check goes
   right before the jump to the return thunk.  */
/* { dg-do compile { target x86_64-*-* } } */
/* x86_64 only: return thunks are x86_64's.  */
/* { dg-options "-mfunction-return=thunk-extern" } */
/* { dg-final { scan-assembler {\taddl\t1\(%r11\), %r10d\n\tjne\t\.Lrapcfi_retfail[0-9]+\n\.Lrapcfi_ret[0-9]+:\n(#[^\n]*\n)*\tjmp\t__x86_return_thunk\n} } } */
/* { dg-final { scan-assembler-not {\tret\n} } } */

int
twice (int x)
{
  return 2 * x;
}
