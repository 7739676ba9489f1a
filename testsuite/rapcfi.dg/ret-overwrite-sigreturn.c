/* compat=strict: a function that is no signal handler, its return address
   overwritten with the signal return trampoline (found as the return
   address of a real handler), is stopped: a forged signal frame above it
   would set every register (SROP).  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return to the signal return trampoline from no handler" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*ret-overwrite-sigreturn.c:\[0-9\]+\\) to 0x\[0-9a-f\]+\[^:\]*: expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found the signal return trampoline, from a function that is no signal handler \\(compat=strict\\)" } */

#include <signal.h>
#include "saved-return.h"
#include <stdio.h>

static void *volatile trampoline;

static void
on_signal (int sig)
{
  (void) sig;
  trampoline = __builtin_return_address (0);
}

__attribute__ ((noinline)) int
victim (int x)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  *saved_return = trampoline;
  SAVED_RETURN_WRITTEN ();
  return x + 1;
}

int
main (void)
{
  signal (SIGUSR1, on_signal);
  raise (SIGUSR1);
  printf ("victim %d\n", victim (2));
  return 0;
}
