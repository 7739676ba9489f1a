/* Constructors and destructors of several priorities, as in gcc.dg's
   initpri1.c, each making checked calls through pointers and returns,
   into libc too (a qsort comparator returns into qsort; the constructor
   into the code that runs it).  In a static executable they run before
   the runtime's own constructors (initpri-*.c).  With CONFUSED, the
   earliest makes a call through a pointer of another type.  */

#include <stdio.h>
#include <stdlib.h>

static int
by_value (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

static long
twice (long x)
{
  return 2 * x;
}

static void
say (const char *s)
{
  printf ("%s", s);
}

long (*volatile twice_fn) (long) = twice;
void (*volatile say_fn) (const char *) = say;

__attribute__ ((noinline)) static void
step (const char *what, long priority)
{
  int v[3] = { 3, 1, 2 };
  qsort (v, 3, sizeof v[0], by_value);
  say_fn (what);
  printf (" %ld: %ld, sorted %d %d %d\n", priority, twice_fn (priority) / 2,
	  v[0], v[1], v[2]);
}

__attribute__ ((constructor (101))) static void
constructor_101 (void)
{
#ifdef CONFUSED
  say_fn = (void (*) (const char *)) (void *) twice;
#endif
  step ("constructor", 101);
}

__attribute__ ((constructor (500))) static void
constructor_500 (void)
{
  step ("constructor", 500);
}

__attribute__ ((constructor (65535))) static void
constructor_65535 (void)
{
  step ("constructor", 65535);
}

__attribute__ ((constructor)) static void
constructor_default (void)
{
  step ("constructor", 0);
}

__attribute__ ((destructor (101))) static void
destructor_101 (void)
{
  step ("destructor", 101);
}

__attribute__ ((destructor (500))) static void
destructor_500 (void)
{
  step ("destructor", 500);
}

__attribute__ ((destructor (65535))) static void
destructor_65535 (void)
{
  step ("destructor", 65535);
}

__attribute__ ((destructor)) static void
destructor_default (void)
{
  step ("destructor", 0);
}

int
main (void)
{
  step ("main", 1);
  return 0;
}
