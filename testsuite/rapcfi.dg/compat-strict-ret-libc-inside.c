/* compat=strict: a saved return address overwritten with an address
   inside libc that does not follow a call is stopped.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return into libc, not after a call" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*\\) to 0x\[0-9a-f\]+ \\(\[_a-z\]*getpid\\+0x\[0-9a-f\]+\\): expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, not after a call \\(compat=strict\\)" } */

#include "compat-attacker.h"
#include <stdio.h>

int
main (void)
{
  bad_return = quiet_libc_inside ();
  if (!bad_return)
    {
      printf ("no address in getpid that no call ends at\n");
      return 0;
    }
  printf ("victim %d\n", victim (2));
  return 0;
}
