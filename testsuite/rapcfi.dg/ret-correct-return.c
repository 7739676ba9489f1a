/* The twin of the return-overwrite tests: the same functions, the saved
   return address left alone (rewritten with its own value), return
   normally.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-output "victim 3\nreturned\n" } */

#include "ret-victim.h"

int
main (void)
{
  other_type (1);
  printf ("victim %d\n", victim (2));
  printf ("returned\n");
  return 0;
}
