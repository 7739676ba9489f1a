/* runtime-stub-gadget-attack.c's correct twin: the gadget is found,
   and victim returns where it was called from.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-output "attacker: gadget found\nvictim 3\n" } */

#include "runtime-stub-gadget.h"

int
main (void)
{
  return run (0);
}
