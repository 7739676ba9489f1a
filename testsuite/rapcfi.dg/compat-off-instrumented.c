/* compat=off: calls and returns between instrumented functions work;
   the program leaves with _exit, as main may not return into libc
   (compat-off-main-return.c).  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-rapcfi-compat=off" } */
/* { dg-output "twice 21 is 42\n" } */

#include <stdio.h>
#include <unistd.h>

static int
twice (int x)
{
  return 2 * x;
}

int (*volatile fn) (int) = twice;

__attribute__ ((noinline)) static int
apply (int x)
{
  return fn (x);
}

int
main (void)
{
  printf ("twice 21 is %d\n", apply (21));
  fflush (stdout);
  _exit (0);
}
