/* Calls into libc through a pointer that compat=strict allows are
   remembered (the runtime's cache, and on x86_64 the site's own cache
   word, which the check reads before it calls the runtime): the pointer
   then overwritten with another address in libc, which no instrumented
   code takes as that type, still goes to the runtime and is stopped.  */
/* { dg-do run } */
/* { dg-shouldfail "another target than the cached one" } */
/* { dg-output "pid 1\npid 2\nrapcfi: indirect call in main \\(\[^)\]*\\) to (\[_a-z\]*getpid\\+0x1|0x\[0-9a-f\]+): expected 'int \\(void\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, whose address instrumented code does not take as that type \\(compat=strict\\)" } */

#include <stdio.h>
#include <unistd.h>

int (*volatile pointer) (void) = getpid;

int
main (void)
{
  for (int i = 1; i <= 2; i++)
    printf ("pid %d\n", pointer () > 0 ? i : 0);
  fflush (stdout);
  pointer = (int (*) (void)) (void (*) (void)) ((const char *) getpid + 1);
  printf ("not stopped %d\n", pointer ());
  return 0;
}
