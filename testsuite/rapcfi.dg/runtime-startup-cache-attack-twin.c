/* runtime-startup-cache-attack.c without the attack: the call of getpid
   runs, compat allows and caches it; the call of labs from the same
   site, whose address no instrumented code takes, is stopped all the
   same (the cache holds getpid's entry only).  */
/* { dg-do run } */
/* { dg-shouldfail "labs through that pointer type is refused" } */
/* { dg-output "pid 1\npid 1\nrapcfi: indirect (tail )?call in call\[.a-z0-9\]* \\(\[^)\]*\\) to (\[_a-z\]*abs|0x\[0-9a-f\]+)\[^\n\]*: expected 'int \\(void\\)'" } */

#include "runtime-startup-cache.h"

int
main (void)
{
  printf ("pid %d\n", call () > 0);
  printf ("pid %d\n", call () > 0);
  fflush (stdout);
  pointer = (int (*) (void)) other;
  printf ("labs %d\n", call ());
  return 0;
}
