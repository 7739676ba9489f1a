/* abi=kcfi: Clang's -fsanitize=kcfi code, as Linux's own kCFI decodes and
   rewrites it (doc/ABI.md): the check through %r11 with %r10d, a ud2 in
   .kcfi_traps, the preamble's movl at __cfi_NAME and NAME - 16 with
   -fpatchable-function-entry=11,11, retpoline thunks even where
   indirect_branch ("keep") says otherwise; no stub, no marker, no table,
   no note.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -fplugin-arg-rapcfi-abi=kcfi -fpatchable-function-entry=11,11 -mindirect-branch=thunk-extern -mindirect-branch-register" } */
/* { dg-final { scan-assembler {\tmovl\t\$-?[0-9]+, %r10d\n\taddl\t-15\(%r11\), %r10d\n\tje\t(\.L[a-z_]+[0-9]+)\n\.Lrapcfi_trap[0-9]+:\n\tud2\n\t\.pushsection\t\.kcfi_traps, "ao", @progbits, call\n\t\.long\t\.Lrapcfi_trap[0-9]+ - \.\n\t\.popsection\n\1:} } } */
/* { dg-final { scan-assembler {__cfi_call:\n\.Lrapcfi_pre[0-9]+:\n\tmovl\t\$0x[0-9a-f]{8}, %eax\n\t\.size\t__cfi_call, 5\n} } } */
/* { dg-final { scan-assembler-times {call\t__x86_indirect_thunk_r11} 2 } } */
/* { dg-final { scan-assembler {__kcfi_typeid_external} } } */
/* { dg-final { scan-assembler-not {__rapcfi_} } } */
/* { dg-final { scan-assembler-not {\t\.byte\t0x3d\n} } } */
/* { dg-final { scan-assembler-not {\.note\.rapcfi|\.rapcfi\.} } } */

extern void external (int *);
void (*volatile pointer) (int *) = external;

int
call (int (*f) (int), int x)
{
  return f (x) + 1;
}

__attribute__ ((indirect_branch ("keep"))) int
init_code (int (*f) (int), int x)
{
  return f (x) + 2;
}
