/* runtime-unit-compat-attack.c's correct twin: after the same writes,
   puts, whose address the program takes as an 'int (const char *)', is
   still called through the pointer.  */
/* { dg-do run } */
/* { dg-output "attacker: unit copies found some, written \[0-9\]+\nputs again\n" } */

#include "runtime-attacker.h"

int (*volatile print) (const char *) = puts;

int
main (void)
{
  print ("puts through a pointer");
  attack_unit_flags (ATTACK_UNIT_COMPAT_MASK, ATTACK_UNIT_COMPAT_LOOSE);
  print ("puts again");
  return 0;
}
