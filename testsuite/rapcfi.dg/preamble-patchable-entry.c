/* -fpatchable-function-entry=5,2: the hash stays right before the two nops
   that precede the entry, and checks read it past them (-6).  */
/* { dg-do compile } */
/* { dg-options "-fpatchable-function-entry=5,2" } */
/* { dg-final { scan-assembler {movl\t\$0x019c0cac, %eax\n\t\.size\t__cfi_target, 16\n(.*\n)?\.LPFE[0-9]+:\n\tnop\n\tnop\n\t\.type\ttarget, @function\ntarget:} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {addl\t-6\(%r[a-z0-9]+\), %r10d} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {__patchable_function_entries} } } */
/* { dg-final { scan-assembler {\.Lrapcfi_pre[0-9]+:\n\t\.word\t0x019c0cac\n(.*\n)?\.LPFE[0-9]+:\n\tnop\n\tnop\n\t\.type\ttarget, %function\ntarget:} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler {ldur\tw16, \[x[0-9]+, #-12\]} { target aarch64-*-* } } } */

void
target (int x)
{
  (void) x;
}

void
call (void (*f) (int))
{
  f (1);
}
