/* A data-only attacker points the runtime's GOT slots of its failure
   handlers (and of abort) at a function that ignores the failure: the
   stubs reach the handlers through hidden symbols, with no slot, and
   librapcfi.so is linked with full RELRO, so the writes find no slot or
   fault, and the type-confused call is still stopped.
   runtime-got-attack-twin.c is its correct twin.
   Not on riscv64: GNU ld 2.40 leaves riscv64's .got out of RELRO, so
   the runtime's slot of abort stays writable and the attack succeeds
   there (doc/ABI.md, riscv64's open problem); run, it would spin.  */
/* { dg-do run { target x86_64-*-* aarch64-*-* } } */
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
