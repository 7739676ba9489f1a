/* The body of ret-features*.c.  */

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* Two returns: shrink-wrapping gives the early one no frame.  */
__attribute__ ((noinline)) int
early_or_late (int x, int *out)
{
  if (x < 2)
    return x;
  char big[64];
  for (int i = 0; i < 64; i++)
    big[i] = (char) (i * x);
  *out = big[x];
  return x;
}

static jmp_buf env;

__attribute__ ((noinline, noreturn)) void
jump_back (int v)
{
  longjmp (env, v);
}

__attribute__ ((noinline)) void *
where_am_i_called_from (void)
{
  return __builtin_return_address (0);
}

__attribute__ ((noinline)) int
apply (int (*f) (int), int x)
{
  return f (x);
}

__attribute__ ((noinline)) int
use_nested (int base)
{
  int add_base (int v)
  {
    return v + base;
  }
  return apply (add_base, 2);
}

__attribute__ ((noinline)) int
sum (int n, ...)
{
  va_list ap;
  int s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg (ap, int);
  va_end (ap);
  return s;
}

__attribute__ ((noinline)) long double
half (long double x)
{
  return x / 2;
}

struct pair
{
  long a, b;
};

__attribute__ ((noinline)) struct pair
make_pair (long a, long b)
{
  struct pair p = { a, b };
  return p;
}

__attribute__ ((noinline)) int
fib (int n)
{
  return n < 2 ? n : fib (n - 1) + fib (n - 2);
}

/* Tail calls: to the same type (kept), to another type (made a call).  */
__attribute__ ((noinline)) int
count_down (int n, int acc)
{
  return n == 0 ? acc : count_down (n - 1, acc + 1);
}

__attribute__ ((noinline)) long
widen (int n)
{
  return count_down (n, 0);
}

int
main (void)
{
  int out = 0;
  printf ("early %d\n", early_or_late (1, &out));
  printf ("late %d\n", early_or_late (2, &out));

  int v = setjmp (env);
  if (v == 0)
    jump_back (7);
  printf ("jumped %d\n", v);

  void *here = where_am_i_called_from ();
  printf ("ret-addr %s\n", here ? "ok" : "null");

  printf ("nested %d\n", use_nested (10));
  printf ("sum %d\n", sum (5, 1, 2, 3, 4, 5));
  printf ("ld %.1Lf\n", half (5.0L));
  struct pair p = make_pair (3, 4);
  printf ("pair %ld %ld\n", p.a, p.b);
  printf ("fib %d\n", fib (10));
  printf ("tail %ld\n", widen (10));
  printf ("done\n");
  return 0;
}
