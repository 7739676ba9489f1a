/* A data-only attacker finds the runtime's copies of the program's unit
   and makes them compat=loose, then calls system through an
   'int (const char *)' pointer, a libc function whose address the
   program never takes: the copies are in pages that are read-only but
   while the runtime rebuilds them, so the writes fault and the call is
   still stopped (compat=strict).  runtime-unit-compat-attack-twin.c is
   its correct twin.  */
/* { dg-do run } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "attacker: unit copies found some, written 0\n(.*\n)?rapcfi: indirect call in main \\(\[^)\]*\\) to system: expected 'int \\(const char \\*\\)'\[^\n\]*compat=strict\\)\nrapcfi: stopping \\(policy enforce\\)" } */

#include "runtime-attacker.h"
#include "compat-attacker.h"

int (*volatile print) (const char *) = puts;

int
main (void)
{
  print ("puts through a pointer");
  attack_unit_flags (ATTACK_UNIT_COMPAT_MASK, ATTACK_UNIT_COMPAT_LOOSE);
  fflush (stdout);
  print = (int (*) (const char *)) (void *) LIBC_ADDRESS (system);
  print ("echo system ran");
  printf ("not stopped\n");
  return 0;
}
