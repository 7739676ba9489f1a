/* The twin of ret-overwrite-static-site.c and ret-overwrite-clone-site.c:
   static functions without preambles, cloned or not, return normally.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-output "victim 3\nreturned\nclone 6\nreturned\n" } */

#include "ret-static.h"
#include "ret-clone.h"

int
main (int argc, char **argv)
{
  (void) argv;
  caller (argc);
  outer (argc);
  return 0;
}
