/* A data-only attacker points the runtime's pointer to its table of
   imports (what compat=strict admits) at a forged table that admits
   system as an 'int (const char *)', the type the program takes puts'
   address as, and calls system through such a pointer: the pointer is
   in a page that is read-only, which the runtime writes without making
   it writable (seal.c), so the write faults and the call is still stopped.
   runtime-imports-attack-twin.c is its correct twin.  */
/* { dg-do run } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "attacker: import table pointer found, written 0\n(.*\n)?rapcfi: indirect call in main \\(\[^)\]*\\) to system: expected 'int \\(const char \\*\\)'\[^\n\]*compat=strict\\)\nrapcfi: stopping \\(policy enforce\\)" } */

#include "runtime-attacker.h"
#include "compat-attacker.h"

int (*volatile print) (const char *) = puts;

int
main (void)
{
  print ("puts through a pointer");
  attack_imports ("puts", LIBC_ADDRESS (system));
  fflush (stdout);
  print = (int (*) (const char *)) (void *) LIBC_ADDRESS (system);
  print ("echo system ran");
  printf ("not stopped\n");
  return 0;
}
