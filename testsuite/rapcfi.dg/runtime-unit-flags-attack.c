/* A data-only attacker finds the runtime's copies of the program's unit
   (by the pointers to its records that they hold) and makes them
   permissive: the copies are in pages that are read-only but while the
   runtime rebuilds them, so the writes fault and the type-confused call
   is still stopped.
   runtime-unit-flags-attack-twin.c is its correct twin.  */
/* { dg-do run } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "attacker: unit copies found some, written 0\n(.*\n)?rapcfi: indirect call in main \\(\[^)\]*\\) to wrong_type: expected 'void \\(int\\)'\[^\n\]*\nrapcfi: stopping \\(policy enforce\\)" } */

#include "runtime-attacker.h"
#include "runtime-victim.h"

int
main (void)
{
  /* The runtime copied the unit when the program's constructor said it
     was loaded.  */
  slot (1);
  attack_unit_flags (0, ATTACK_UNIT_PERMISSIVE);
  fflush (stdout);
  slot = (void (*) (int)) (void (*) (void)) wrong_type;
  slot (2);
  printf ("not stopped\n");
  return 0;
}
