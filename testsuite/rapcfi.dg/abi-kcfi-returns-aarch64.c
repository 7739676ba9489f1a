/* abi=kcfi with edges=both on aarch64: a kernel's own kCFI for indirect
   calls and rapcfi's return edge on top: a marker after every call, a
   check before every return whose one failure path per function calls
   the kernel's __rapcfi_ret_fail with a direct bl (a kernel has no GOT),
   and __rapcfi_rethash_ symbols for the kernel's assembly; still no
   table, no note, no runtime hook.  */
/* { dg-do compile { target aarch64-*-* } } */
/* { dg-options "-O2 -fno-pie -fplugin-arg-rapcfi-abi=kcfi -fplugin-arg-rapcfi-edges=both" } */
/* { dg-final { scan-assembler {\tbrk\t#0x82[0-9a-f]{2}\n} } } */
/* { dg-final { scan-assembler {\tblr\tx[0-9]+\n(//.*\n|#(NO_)?APP\n)*\t\.inst\t0x[8ace][0-9a-f]{7}\n} } } */
/* { dg-final { scan-assembler {\tldr\tw16, \[x30\]\n\tmovz\tw17, #0x[0-9a-f]{4}\n\tmovk\tw17, #0x[0-9a-f]{4}, lsl #16\n\tcmn\tw16, w17\n\tb\.ne\t\.Lrapcfi_retfail[0-9]+\n} } } */
/* { dg-final { scan-assembler {\.Lrapcfi_retfail[0-9]+:\n\tstr\tx30, \[sp, #-16\]!\n(\t\.cfi[^\n]*\n)*\tbl\t__rapcfi_ret_fail\n} } } */
/* { dg-final { scan-assembler-not {:got:} } } */
/* { dg-final { scan-assembler {\t\.set\t__rapcfi_rethash_call, 0x[0-9a-f]{8}\n} } } */
/* { dg-final { scan-assembler-not {\.note\.rapcfi|\.rapcfi\.|__rapcfi_object} } } */

int
call (int (*f) (int), int x)
{
  return f (x) + 1;
}
