/* An indirect call to code at the start of a page after one that cannot
   be read: the inline check's load of the hash before it faults, and
   rapcfi judges the target as any other it did not compile (compat=loose
   lets it run) instead of dying of SIGSEGV.  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-rapcfi-compat=loose" } */
/* { dg-output "answer 42" } */

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
