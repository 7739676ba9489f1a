/* The same call under compat=strict, which allows calls into code rapcfi
   did not compile only to functions whose address instrumented code
   takes: refused with a report, not a SIGSEGV of the check.  */
/* { dg-do run } */
/* { dg-shouldfail "compat=strict" } */
/* { dg-output "rapcfi: indirect call in main \[^\n\]* to 0x\[0-9a-f\]+\[^\n\]*: expected 'int \\(void\\)'" } */

#include <stdio.h>
#include "icall-page-start.h"

int
main (void)
{
  int (*volatile answer) (void) = make_answer ();
  if (!answer)
    return 2;
  printf ("answer %d\n", answer ());
  return 0;
}
