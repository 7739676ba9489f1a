/* The twin of ret-overwrite-early-return.c and ret-overwrite-late-return.c:
   both returns of a function whose returns share one failure path
   return normally.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-output "early -1\nlate 4\nreturned\n" } */

#include "ret-two-returns.h"

int
main (int argc, char **argv)
{
  (void) argv;
  caller (argc);
  return 0;
}
