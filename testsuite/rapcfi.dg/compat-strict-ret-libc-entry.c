/* compat=strict: a saved return address overwritten with the entry of a
   libc function (return-into-libc) is stopped: a return into code rapcfi
   did not compile must follow a call there.  The returns into libc of
   compat-libc-callbacks.c (qsort, atexit, signal handlers, main) are its
   correct twins.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return into a libc function entry" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*\\) to 0x\[0-9a-f\]+ \\(\[_a-z\]*get\[a-z\]*id\\): expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, not after a call \\(compat=strict\\)" } */

#include "compat-attacker.h"
#include <stdio.h>

int
main (void)
{
  bad_return = quiet_libc_entry ();
  if (!bad_return)
    {
      printf ("no libc function entry that no call ends at\n");
      return 0;
    }
  printf ("victim %d\n", victim (2));
  return 0;
}
