/* The control of bti.c: a call that lands past right_type's bti c, made
   in assembly where no check of rapcfi's sees it, is stopped by BTI.
   Without BTI enforced, it would run and the program exit 0.  */

#include <stdio.h>

extern void right_type (int);

int
main (void)
{
  void (*past) (int) = (void (*) (int)) ((char *) right_type + 4);
  __asm__ volatile ("mov\tx0, #1\n\tblr\t%0" : : "r" (past)
		    : "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8",
		      "x9", "x10", "x11", "x12", "x13", "x14", "x15", "x16",
		      "x17", "x18", "x30", "memory");
  puts ("BTI not enforced");
  return 0;
}
