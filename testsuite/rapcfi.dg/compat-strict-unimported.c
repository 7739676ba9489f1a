/* compat=strict (the default): a function pointer overwritten with a
   libc function whose address the program never takes is stopped, though
   libc has no preambles.  compat-strict-imported.c is its correct twin,
   compat-loose-unimported.c the same attack let through by
   compat=loose.  */
/* { dg-do run } */
/* { dg-shouldfail "a libc function the program does not take" } */
/* { dg-output "rapcfi: indirect call in main \\(\[^)\]*\\) to \[_a-z\]*getpid: expected 'void \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, whose address instrumented code does not take as that type \\(compat=strict\\)" } */

#include "compat-attacker.h"
#include <stdio.h>

static void
on_event (int x)
{
  printf ("event %d\n", x);
}

void (*volatile handler) (int) = on_event;

int
main (void)
{
  handler (1);
  handler = (void (*) (int)) (void *) LIBC_ADDRESS (getpid);
  handler (2);
  printf ("not stopped\n");
  return 0;
}
