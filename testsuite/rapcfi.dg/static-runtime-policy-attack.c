/* librapcfi.a, in a static executable: a data-only attacker writes
   'permissive' into the runtime's policy variables, found in the
   executable's symbol table: they live in pages that are read-only
   after start-up, so the writes fault and the type-confused call is
   still stopped.  runtime-policy-attack-twin.c is the correct
   twin of the attack on librapcfi.so.  */
/* { dg-do run } */
/* { dg-additional-options "-static -ldl" } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "attacker: program_policy: the write faulted\nattacker: environment_policy: the write faulted\n(.*\n)?rapcfi: indirect call in main \\(\[^)\]*\\) to wrong_type: expected 'void \\(int\\)'\[^\n\]*\nrapcfi: stopping \\(policy enforce\\)" } */

#include "runtime-attacker.h"
#include "runtime-victim.h"

int
main (void)
{
  struct attack_object runtime;
  slot (1);
  attack_runtime_object (&runtime);
  attack_variable (&runtime, "program_policy", RAPCFI_POLICY_PERMISSIVE);
  attack_variable (&runtime, "environment_policy", RAPCFI_POLICY_PERMISSIVE);
  fflush (stdout);
  slot = (void (*) (int)) (void (*) (void)) wrong_type;
  slot (2);
  printf ("not stopped\n");
  return 0;
}
