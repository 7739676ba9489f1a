/* abi=kcfi on aarch64: Clang's check, instruction for instruction
   (clang-16 --target=aarch64-linux-gnu -fsanitize=kcfi): the hash word
   before the entry, ldur of the target's word, the expected hash by two
   movk, cmp, b.eq over a brk whose immediate names the registers (0x8000,
   the hash's register in bits 5-9, the target's in bits 0-4); no stub,
   no marker, no table, no note.  The hashes are Clang's: 0x6144b4a7 for
   call's type, 0x00050794 for int (int).  */
/* { dg-do compile { target aarch64-*-* } } */
/* { dg-options "-O2 -fplugin-arg-rapcfi-abi=kcfi" } */
/* { dg-final { scan-assembler {\tldur\tw16, \[x([0-9]+), #-4\]\n\tmovk\tw17, #0x0794\n\tmovk\tw17, #0x0005, lsl #16\n\tcmp\tw16, w17\n\tb\.eq\t(\.Lrapcfi_site[0-9]+)\n\tbrk\t#0x82([0-9a-f]{2})\n\2:\n(//[^\n]*\n|#NO_APP\n)*\tblr\tx\1\n} } } */
/* The tail call's target is x16 or x17 (for BTI): the other and x9.  */
/* { dg-final { scan-assembler {\tldur\tw(1[67]), \[x(1[67]), #-4\]\n\tmovk\tw9, #0x0794\n\tmovk\tw9, #0x0005, lsl #16\n\tcmp\tw\1, w9\n\tb\.eq\t(\.Lrapcfi_site[0-9]+)\n\tbrk\t#0x813[01]\n\3:\n(//[^\n]*\n|#NO_APP\n)*\tbr\tx\2\n} } } */
/* { dg-final { scan-assembler {\.word\t0x6144b4a7\n\t\.type\tcall, %function\ncall:} } } */
/* { dg-final { scan-assembler-not {__rapcfi_|\.rapcfi|\.inst\t} } } */

int
call (int (*f) (int), int x)
{
  return f (x) + 1;
}

int
tail (int (*f) (int), int x)
{
  return f (x);
}
