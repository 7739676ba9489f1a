/* compat=strict (the default): a function pointer overwritten with a
   libc function whose address the program never takes is stopped, though
   libc has no preambles.  compat-strict-imported.c is its correct twin,
   compat-loose-unimported.c the same attack let through by
   compat=loose.  */
/* { dg-do run } */
/* { dg-shouldfail "a libc function the program does not take" } */
/* { dg-output "rapcfi: indirect call in main \\(\[^)\]*\\) to \[_a-z\]*getpid: expected 'void \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, whose address instrumented code does not take as that type \\(compat=strict\\)" } */

#include "compat-unimported.h"
