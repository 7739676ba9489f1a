/* Every return is checked, each epilogue of a shrink-wrapped function
   too, with %r10 and %r11 only; the checks share one failure path, after
   the function's last instruction.  int (int) has return hash
   0x06f0dff1.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler-times {\tmovq\t\(%rsp\), %r11\n\tmovl\t\$-116449265, %r10d\n\taddl\t1\(%r11\), %r10d\n\tjne\t\.Lrapcfi_retfail[0-9]+\n\.Lrapcfi_ret[0-9]+:\n(#[^\n]*\n)*\tret\n} 2 { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-times {\t(?:ret|jr\tra)\n} 2 } } */
/* { dg-final { scan-assembler {(\.Lrapcfi_retfail[0-9]+)\n\.Lrapcfi_ret[0-9]+:.*\1\n\.Lrapcfi_ret[0-9]+:} } } */
/* { dg-final { scan-assembler-times {\.Lrapcfi_retfail[0-9]+:\n\tcall\t\*__rapcfi_ret_fail@GOTPCREL\(%rip\)\n\.Lrapcfi_site[0-9]+:\n\tjmp\t\.Lrapcfi_ret[0-9]+\n} 1 { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-times {\tldr\tw16, \[x30\]\n\tmovz\tw17, #0x[0-9a-f]{4}\n\tmovk\tw17, #0x[0-9a-f]{4}, lsl #16\n\tcmn\tw16, w17\n\tb\.ne\t\.Lrapcfi_retfail[0-9]+\n\.Lrapcfi_ret[0-9]+:\n(//[^\n]*\n|#[^\n]*\n)*\tret\n} 2 { target aarch64-*-* } } } */
/* { dg-final { scan-assembler-times {\.Lrapcfi_retfail[0-9]+:\n\tstr\tx30, \[sp, #-16\]!\n(?:\t\.cfi[^\n]*\n)*\tadrp\tx16, :got:__rapcfi_ret_fail\n\tldr\tx16, \[x16, #:got_lo12:__rapcfi_ret_fail\]\n\tblr\tx16\n\.Lrapcfi_site[0-9]+:\n\tldr\tx30, \[sp\], #16\n(?:\t\.cfi[^\n]*\n)*\tb\t\.Lrapcfi_ret[0-9]+\n} 1 { target aarch64-*-* } } } */
/* { dg-final { scan-assembler-times {\tlw\tt1, 0\(ra\)\n\tlui\tt2, 0x[0-9a-f]{5}\n\taddiw\tt2, t2, (?:23|55)\n\tbne\tt1, t2, \.Lrapcfi_retfail[0-9]+\n\.Lrapcfi_ret[0-9]+:\n(#[^\n]*\n)*\t(?:ret|jr\tra)\n} 2 { target riscv64-*-* } } } */
/* { dg-final { scan-assembler-times {\.Lrapcfi_retfail[0-9]+:\n1:\tauipc\tt1, %got_pcrel_hi\(__rapcfi_ret_fail\)\n\tld\tt1, %pcrel_lo\(1b\)\(t1\)\n\tjalr\tt0, t1\n\.Lrapcfi_site[0-9]+:\n\tj\t\.Lrapcfi_ret[0-9]+\n} 1 { target riscv64-*-* } } } */

int work (int *);

int
two_exits (int x)
{
  if (x < 0)
    return 0;
  int local = x;
  return work (&local) + 1;
}
