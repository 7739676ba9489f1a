/* compat=strict: the program takes the address of getpid as
   'pid_t (void)'; a pointer of another type overwritten with it is
   stopped.  compat-strict-imported.c is its correct twin.  */
/* { dg-do run } */
/* { dg-shouldfail "a libc function taken as another type" } */
/* { dg-output "pid ok\n.*rapcfi: indirect call in main \\(\[^)\]*\\) to \[_a-z\]*getpid: expected 'void \\(const char \\*\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, whose address instrumented code does not take as that type \\(compat=strict\\)" } */

#include <stdio.h>
#include <unistd.h>

static void
say (const char *s)
{
  printf ("%s\n", s);
}

pid_t (*volatile pid_fn) (void) = getpid;
void (*volatile say_fn) (const char *) = say;

int
main (void)
{
  if (pid_fn () > 0)
    say_fn ("pid ok");
  say_fn = (void (*) (const char *)) (void *) pid_fn;
  say_fn ("confused");
  printf ("not stopped\n");
  return 0;
}
