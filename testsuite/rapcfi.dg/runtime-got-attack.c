/* A data-only attacker points the GOT slots of the runtime's failure
   handlers (and of abort) in the runtime, and the executable's slots of
   the stubs, at a function that ignores the failure: the stubs reach the
   handlers through hidden symbols, with no slot, and librapcfi.so and
   the program are linked with full RELRO (on riscv64 with the script
   that keeps .got inside it, arch/riscv64/got-relro.ld), so the writes
   find no slot or fault, and the type-confused call is still stopped.
   runtime-got-attack-twin.c is its correct twin.  */
/* { dg-do run } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "attacker: \[0-9\]+ slots\n(.*\n)?rapcfi: indirect call in main \\(\[^)\]*\\) to wrong_type: expected 'void \\(int\\)'\[^\n\]*\nrapcfi: stopping \\(policy enforce\\)" } */

#include "runtime-attacker.h"
#include "runtime-victim.h"

/* Unchecked: the handlers it stands in for are called from the stubs,
   where its own return check would call the return handler again.  */
RAPCFI_NOCHECK static void
ignore_failure (void *target, void *site)
{
  (void) target;
  (void) site;
}

int
main (void)
{
  slot (1);
  attack_got (ignore_failure);
  fflush (stdout);
  slot = (void (*) (int)) (void (*) (void)) wrong_type;
  slot (2);
  printf ("not stopped\n");
  return 0;
}
