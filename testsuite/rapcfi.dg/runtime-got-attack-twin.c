/* runtime-got-attack.c's correct twin: after the same writes, a call of
   the right type runs.  */
/* { dg-do run } */
/* { dg-output "attacker: \[0-9\]+ slots\nright_type 2\n" } */

#include "runtime-attacker.h"

/* Unchecked: the handlers it stands in for are called from the stubs,
   where its own return check would call the return handler again.  */
RAPCFI_NOCHECK static void
ignore_failure (void *target, void *site)
{
  (void) target;
  (void) site;
}

static void
right_type (int x)
{
  printf ("right_type %d\n", x);
}

void (*volatile slot) (int) = right_type;

int
main (void)
{
  slot (1);
  attack_got (ignore_failure);
  slot (2);
  return 0;
}
