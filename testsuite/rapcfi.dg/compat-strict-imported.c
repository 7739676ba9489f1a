/* compat=strict: libc functions whose addresses the program takes are
   called through pointers of the types they were declared with, also
   from a table initialized statically (as SQLite's system calls are),
   and from a pointer that goes through a generic type on the way.  The
   correct twin of compat-strict-unimported.c and
   compat-strict-other-type.c.  */
/* { dg-do run } */
/* { dg-output "pid ok\nlabs 5\nstrlen 3\n" } */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef void (*any_fn) (void);

static struct
{
  const char *name;
  any_fn fn;
} table[] = { { "getpid", (any_fn) getpid }, { "strlen", (any_fn) strlen } };

pid_t (*volatile pid_fn) (void) = getpid;
long (*volatile labs_fn) (long) = labs;

int
main (void)
{
  printf ("pid %s\n", pid_fn () == ((pid_t (*) (void)) table[0].fn) ()
		      ? "ok" : "differs");
  printf ("labs %ld\n", labs_fn (-5));
  printf ("strlen %zu\n",
	  ((size_t (*) (const char *)) table[1].fn) ("abc"));
  return 0;
}
