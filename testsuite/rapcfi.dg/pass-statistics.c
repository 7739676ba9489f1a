/* The passes count what they emit, per kind, in their dump files'
   statistics: each function's counts follow its name in the dump.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-rtl-all-stats -fdump-tree-all-stats" } */

int add (int a, int b) { return a + b; }
int (*fp) (int, int) = add;

/* Called directly only: no preamble, its return still checked.  */
static int __attribute__ ((noinline)) helper (int x) { return x * 3; }

int use (int x) { return fp (x, 2) + helper (x); }

/* Same return type as the callee: the tail call stays, checked.  */
int same (int a, int b) { return fp (a, b); }

/* Another type: the tail call becomes a call and a checked return.  */
int tail (int x) { return fp (x, 1); }

/* { dg-final { scan-rtl-dump-times {rapcfi preambles: 1} 4 "rapcfi" } } */
/* { dg-final { scan-rtl-dump-times {rapcfi functions without preamble: 1} 1 "rapcfi" } } */
/* On aarch64 and riscv64 the leaves' return addresses never leave the
   link register: not checked
   (same has no return: its tail call is the way out).  */
/* { dg-final { scan-rtl-dump-times {rapcfi returns checked: 1} 4 "rapcfi" { target x86_64-*-* } } } */
/* { dg-final { scan-rtl-dump-times {rapcfi returns checked: 1} 2 "rapcfi" { target aarch64-*-* riscv64-*-* } } } */
/* One failure path per function with checked returns.  */
/* { dg-final { scan-rtl-dump-times {rapcfi return failure paths: 1} 4 "rapcfi" { target x86_64-*-* } } } */
/* { dg-final { scan-rtl-dump-times {rapcfi return failure paths: 1} 2 "rapcfi" { target aarch64-*-* riscv64-*-* } } } */
/* { dg-final { scan-rtl-dump-times {rapcfi returns with the return address never in memory: 1} 2 "rapcfi" { target aarch64-*-* riscv64-*-* } } } */
/* { dg-final { scan-rtl-dump-not {rapcfi returns with the return address never in memory} "rapcfi" { target x86_64-*-* } } } */
/* { dg-final { scan-rtl-dump-times {rapcfi indirect calls checked: 1} 2 "rapcfi" } } */
/* { dg-final { scan-rtl-dump-times {rapcfi indirect tail calls checked: 1} 1 "rapcfi" } } */
/* { dg-final { scan-rtl-dump {Function use .*rapcfi return sites marked: 2} "rapcfi" } } */
/* { dg-final { scan-rtl-dump-times {checked indirect call \(insn [0-9]+\) for _ZTSFiiiE} 2 "rapcfi" } } */
/* { dg-final { scan-tree-dump-times {rapcfi tail calls made normal calls: 1} 1 "rapcfi-tail" } } */
