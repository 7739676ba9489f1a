/* runtime-imports-attack.c's correct twin: after the same writes, puts
   is still called through the pointer.  */
/* { dg-do run } */
/* { dg-output "attacker: import table pointer found, written \[0-9\]+\nputs again\n" } */

#include "runtime-attacker.h"
#include "compat-attacker.h"

int (*volatile print) (const char *) = puts;

int
main (void)
{
  print ("puts through a pointer");
  attack_imports ("puts", LIBC_ADDRESS (system));
  print ("puts again");
  return 0;
}
