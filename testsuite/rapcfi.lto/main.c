/* Calls sum_point through its own type; given an argument, calls
   count_chars, of another type, through the same pointer.  */

#include <stdio.h>

typedef struct
{
  int x, y;
} point;

extern int count_chars (const char *);
extern int sum_point (point *);

int (*volatile by_point) (point *);

int
main (int argc, char **argv)
{
  point p = { 1, 2 };
  by_point = sum_point;
  if (argc > 1)
    by_point = (int (*) (point *)) (void (*) (void)) count_chars;
  printf ("point %d\n", by_point (&p));
  return 0;
}
