/* A program built with -fsanitize=address (asan-*.c): AddressSanitizer's
   shadow memory and module constructor (priority 99, before the
   runtime's in a PIE) live with rapcfi's checks and, in table mode, its
   lookup table.  Checked calls through pointers, into libc too, and
   returns; with CONFUSED, a call through a pointer of another type;
   with OVERFLOW, a read past a heap block, which AddressSanitizer must
   still report.  The tests turn the leak check off: it cannot stop the
   world under qemu-user.  */

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

int
main (void)
{
  int v[4] = { 4, 2, 3, 1 };
  qsort (v, 4, sizeof v[0], by_value);
  printf ("sorted %d %d %d %d, length %zu\n", v[0], v[1], v[2], v[3],
	  length_fn ("four"));
  fflush (stdout);
#ifdef CONFUSED
  say_fn = (void (*) (const char *)) (void *) twice;
#endif
#ifdef OVERFLOW
  char *volatile block = malloc (4);
  printf ("past the end: %d\n", block[4]);
#endif
  say_fn ("said");
  return 0;
}
