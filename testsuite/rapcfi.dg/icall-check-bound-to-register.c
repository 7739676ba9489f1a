/* The check reads the hash through the very register the call uses, right
   before the call, even when every register is in demand: nothing can
   reload the target between check and call.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler-times {addl\t-4\(%(r[a-z0-9]+)\), %r1[01]d\n\tje\t\.Lrapcfi_site[0-9]+\n\tcmpq\t%\1, \.Lrapcfi_cache[0-9]+\(%rip\)\n\tje\t\.Lrapcfi_site[0-9]+\n\t\.pushsection\t\.data\.rel\.ro\.rapcfi_cache, "aw"\n\t\.p2align\t3\n\.Lrapcfi_cache[0-9]+:\n\t\.quad\t0\n\t\.popsection\n\tcall\t\*__rapcfi_icall_fail_\1@GOTPCREL\(%rip\)\n\.Lrapcfi_site[0-9]+:\n# 0 "" 2\n#NO_APP\n\t(call|jmp)\t\*%\1\n} 16  { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-times {ldur\tw16, \[(x[0-9]+), #-4\]\n\tmovz\tw17, #0x[0-9a-f]{4}\n\tmovk\tw17, #0x[0-9a-f]{4}, lsl #16\n\tcmn\tw16, w17\n\tb\.eq\t\.Lrapcfi_site[0-9]+\n\tstr\tx30, \[sp, #-16\]!\n\tadrp\tx16, :got:__rapcfi_icall_fail_\1\n\tldr\tx16, \[x16, #:got_lo12:__rapcfi_icall_fail_\1\]\n\tblr\tx16\n\.Lrapcfi_site[0-9]+:\n// 0 "" 2\n#NO_APP\n\t(?:blr|br)\t\1\n} 16 { target aarch64-*-* } } } */

typedef long (*fn) (long, long, long, long, long, long);

long
pressure (fn *table, long a, long b, long c, long d, long e, long f)
{
  long acc = 0;
  /* Sixteen calls whose arguments and targets keep many values live.  */
#define CALL(i) acc += table[i] (a + i, b ^ acc, c - i, d * i, e + acc, f - acc)
  CALL (0); CALL (1); CALL (2); CALL (3); CALL (4); CALL (5); CALL (6);
  CALL (7); CALL (8); CALL (9); CALL (10); CALL (11); CALL (12); CALL (13);
  CALL (14); CALL (15);
  return acc;
}
