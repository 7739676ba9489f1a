/* A checked call into a BTI library lands on the callee's bti c.  */

#include <stdio.h>

extern void right_type (int);
extern void apply (void (*) (int), int);

int
main (void)
{
  apply (right_type, 1);
  puts ("done");
  return 0;
}
