/* runtime-unit-flags-attack.c's correct twin: after the same writes, a
   call of the right type runs.  */
/* { dg-do run } */
/* { dg-output "attacker: unit copies found some, written \[0-9\]+\nright_type 2\n" } */

#include "runtime-attacker.h"

static void
right_type (int x)
{
  printf ("right_type %d\n", x);
}

void (*volatile slot) (int) = right_type;

int
main (void)
{
  /* The runtime copied the unit when the program's constructor said it
     was loaded.  */
  slot (1);
  attack_unit_flags (0, ATTACK_UNIT_PERMISSIVE);
  fflush (stdout);
  slot (2);
  return 0;
}
