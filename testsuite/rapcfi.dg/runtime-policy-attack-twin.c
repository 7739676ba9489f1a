/* runtime-policy-attack.c's correct twin: after the same writes, a call
   of the right type runs, and rapcfi_set_policy still changes the
   policy: a type-confused call is then reported and goes on.  */
/* { dg-do run } */
/* { dg-output "attacker: program_policy: \[^\n\]*\nattacker: environment_policy: \[^\n\]*\nright_type 2\nrapcfi: indirect call in main \\(\[^)\]*\\) to wrong_type: expected 'void \\(int\\)'\[^\n\]*\n(.*\n)?wrong_type reached\n(.*\n)?violations \[0-9\]+\n" } */

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
  slot (2);
  fflush (stdout);
  rapcfi_set_policy (RAPCFI_POLICY_PERMISSIVE);
  slot = (void (*) (int)) (void (*) (void)) wrong_type;
  slot (3);
  printf ("violations %lu\n", rapcfi_violations ());
  return 0;
}
