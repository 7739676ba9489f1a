/* The twin of the return-overwrite tests: the same functions, the saved
   return address left alone (rewritten with its own value), return
   normally.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-output "victim 3\nreturned\n" } */

#include <stdio.h>
#include "saved-return.h"

void *volatile foreign_site;

__attribute__ ((noinline)) long
other_type (long x)
{
  foreign_site = __builtin_return_address (0);
  return x;
}

__attribute__ ((noinline)) int
victim (int x)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  *saved_return = __builtin_return_address (0);
  SAVED_RETURN_WRITTEN ();
  return x + 1;
}

int
main (void)
{
  other_type (1);
  printf ("victim %d\n", victim (2));
  printf ("returned\n");
  return 0;
}
