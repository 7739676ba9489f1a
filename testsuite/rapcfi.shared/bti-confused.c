/* The twin of bti.c: a call of the wrong type is stopped by rapcfi.  */

#include <stdio.h>

extern int wrong_type (int *);
extern void apply (void (*) (int), int);

int
main (void)
{
  apply ((void (*) (int)) wrong_type, 1);
  puts ("not reached");
  return 0;
}
