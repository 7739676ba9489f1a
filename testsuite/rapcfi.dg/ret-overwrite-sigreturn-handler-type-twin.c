/* ret-overwrite-sigreturn-handler-type.c's correct twin: the same
   handlers, victim returns where it was called from.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-output "victim returned\n" } */

#include "sigreturn-forged.h"

int
main (void)
{
  install ();
  victim (0);
  printf ("victim returned\n");
  return 0;
}
