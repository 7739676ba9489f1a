/* A program linked statically with librapcfi.a (static-runtime-*.c):
   calls through pointers to its own functions and to libc's, a qsort
   comparator, and, when CONFUSED, a call through a pointer of another
   type.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
by_value (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

static void
say (const char *s)
{
  printf ("%s\n", s);
}

static long
twice (long x)
{
  return 2 * x;
}

void (*volatile say_fn) (const char *) = say;
size_t (*volatile length_fn) (const char *) = strlen;

__attribute__ ((noinline)) static int
run (int confused)
{
  int v[4] = { 4, 2, 3, 1 };
  qsort (v, 4, sizeof v[0], by_value);
  printf ("sorted %d %d %d %d, length %zu\n", v[0], v[1], v[2], v[3],
	  length_fn ("four"));
  if (confused)
    say_fn = (void (*) (const char *)) (void *) twice;
  say_fn ("said");
  return 0;
}
