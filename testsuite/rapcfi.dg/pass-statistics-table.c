/* Table mode counts the same checks as inline mode, and a table-mode
   return site marked.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-rapcfi-mode=table -fdump-rtl-all-stats" } */

int add (int a, int b) { return a + b; }
int (*fp) (int, int) = add;
int use (int x) { return fp (x, 2) + 1; }

/* { dg-final { scan-rtl-dump-times {rapcfi preambles: 1} 2 "rapcfi" } } */
/* { dg-final { scan-rtl-dump-times {rapcfi returns checked: 1} 2 "rapcfi" { target x86_64-*-* } } } */
/* { dg-final { scan-rtl-dump-times {rapcfi returns checked: 1} 1 "rapcfi" { target aarch64-*-* riscv64-*-* } } } */
/* { dg-final { scan-rtl-dump-times {rapcfi indirect calls checked: 1} 1 "rapcfi" } } */
/* { dg-final { scan-rtl-dump-times {rapcfi return sites marked: 1} 1 "rapcfi" } } */
