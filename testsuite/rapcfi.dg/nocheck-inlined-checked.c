/* The call written in a checked function and inlined into an exempt one
   (RAPCFI_NOCHECK) stays checked: the type-confused call is stopped.  */
/* { dg-do run } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "rapcfi: indirect call in exempt_caller \[^\n\]*to wrong_type: expected 'void \\(int\\)' \\\[0x019c0cac\\\], found 'int \\(int \\*\\)'" } */

#include "nocheck-inlined.h"

RAPCFI_NOCHECK __attribute__ ((noinline)) void
exempt_caller (void)
{
  call_checked ();
}

int
main (void)
{
  exempt_caller ();
  printf ("not reached\n");
  return 0;
}
