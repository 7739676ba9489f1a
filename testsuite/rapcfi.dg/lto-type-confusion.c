/* The twin of lto-correct-call.c: under -flto a confused call is still
   stopped.  */
/* { dg-do run } */
/* { dg-options "-flto" } */
/* { dg-shouldfail "type confusion under LTO" } */
/* { dg-output "rapcfi: indirect call in main .* to count_chars: expected 'int \\(point \\*\\)'" } */

#include <stdio.h>

typedef struct
{
  int x, y;
} point;

__attribute__ ((noinline)) int
count_chars (const char *s)
{
  int n = 0;
  while (s[n])
    n++;
  return n;
}

int (*volatile by_point) (point *);

int
main (void)
{
  point p = { 1, 2 };
  by_point = (int (*) (point *)) (void (*) (void)) count_chars;
  printf ("point %d\n", by_point (&p));
  return 0;
}
