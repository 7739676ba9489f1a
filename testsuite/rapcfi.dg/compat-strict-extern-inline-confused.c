/* compat-strict-extern-inline.c's attack twin: atoi's address, imported
   as int (const char *), called through a pointer of another type, is
   stopped.  */
/* { dg-do run } */
/* { dg-shouldfail "atoi is not a long (long)" } */
/* { dg-output "rapcfi: indirect (tail )?call in main \[^\n\]* to atoi: expected 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, whose address instrumented code does not take as that type \\(compat=strict\\)" } */

#include <stdio.h>
#include <stdlib.h>

int (*volatile parse) (const char *) = atoi;

int
main (void)
{
  long (*wrong) (long) = (long (*) (long)) (void (*) (void)) parse;
  printf ("%ld\n", wrong (42));
  return 0;
}
