/* abi=kcfi with edges=both: a kernel's own kCFI for indirect calls, and
   rapcfi's return edge on top (doc/ABI.md): a return-site marker after
   every call, a check before every return whose one failure path per
   function calls the kernel's __rapcfi_ret_fail directly (the kernel's
   code model), and __rapcfi_rethash_ symbols for the kernel's assembly;
   still no table, no note, no runtime hook.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -mcmodel=kernel -fno-pie -fplugin-arg-rapcfi-abi=kcfi -fplugin-arg-rapcfi-edges=both" } */
/* { dg-final { scan-assembler {\tud2\n\t\.pushsection\t\.kcfi_traps} } } */
/* { dg-final { scan-assembler {\tcall\t\*%r11\n(#.*\n)*\t\.byte\t0x3d\n\t\.long\t0x[0-9a-f]{8}\n} } } */
/* { dg-final { scan-assembler {\tmovq\t\(%rsp\), %r11\n\tmovl\t\$-?[0-9]+, %r10d\n\taddl\t1\(%r11\), %r10d\n\tjne\t\.Lrapcfi_retfail[0-9]+\n} } } */
/* { dg-final { scan-assembler {\.Lrapcfi_retfail[0-9]+:\n\tcall\t__rapcfi_ret_fail\n} } } */
/* { dg-final { scan-assembler {\t\.set\t__rapcfi_rethash_call, 0x[0-9a-f]{8}\n} } } */
/* { dg-final { scan-assembler-not {\.note\.rapcfi|\.rapcfi\.|__rapcfi_object} } } */

int
call (int (*f) (int), int x)
{
  return f (x) + 1;
}
