/* Handlers that are no handlers any more when they return: one installed
   with SA_RESETHAND, one with sysv_signal (which resets too), and one
   that resets its own disposition before it returns (Lua's lua.c does so
   on Ctrl-C).  Each was installed, so each returns to the signal return
   trampoline.  */
/* { dg-do run } */
/* { dg-output "resethand 1\nsysv 1\nself-reset 1\n" } */

#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>

static volatile sig_atomic_t resethand_count, sysv_count, self_reset_count;

static void
on_resethand (int sig)
{
  (void) sig;
  resethand_count++;
}

static void
on_sysv (int sig)
{
  (void) sig;
  sysv_count++;
}

static void
on_self_reset (int sig)
{
  signal (sig, SIG_DFL);
  self_reset_count++;
}

int
main (void)
{
  struct sigaction action;
  memset (&action, 0, sizeof action);
  action.sa_handler = on_resethand;
  action.sa_flags = SA_RESETHAND;
  sigaction (SIGUSR1, &action, NULL);
  raise (SIGUSR1);
  printf ("resethand %d\n", (int) resethand_count);

  sysv_signal (SIGUSR1, on_sysv);
  raise (SIGUSR1);
  printf ("sysv %d\n", (int) sysv_count);

  signal (SIGUSR2, on_self_reset);
  raise (SIGUSR2);
  printf ("self-reset %d\n", (int) self_reset_count);
  return 0;
}
