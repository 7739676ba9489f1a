/* With -flto the hashes are the ones recorded before streaming: calls
   through types with a typedef'd anonymous struct, _Atomic and plain char
   go through.  */
/* { dg-do run } */
/* { dg-options "-flto" } */
/* { dg-output "point 3\natomic 4\nchars 5\n" } */

#include <stdio.h>

typedef struct
{
  int x, y;
} point;

__attribute__ ((noinline)) int
sum_point (point *p)
{
  return p->x + p->y;
}

__attribute__ ((noinline)) int
load_atomic (_Atomic int *p)
{
  return *p;
}

__attribute__ ((noinline)) int
count_chars (const char *s)
{
  int n = 0;
  while (s[n])
    n++;
  return n;
}

int (*volatile by_point) (point *) = sum_point;
int (*volatile by_atomic) (_Atomic int *) = load_atomic;
int (*volatile by_chars) (const char *) = count_chars;

int
main (void)
{
  point p = { 1, 2 };
  _Atomic int a = 4;
  printf ("point %d\n", by_point (&p));
  printf ("atomic %d\n", by_atomic (&a));
  printf ("chars %d\n", by_chars ("hello"));
  return 0;
}
