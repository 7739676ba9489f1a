/* The twin of ret-overwrite-sigreturn.c: signal handlers return to the
   signal return trampoline, a global one, a static one, one installed
   with SA_SIGINFO, and one that tail-calls a function of its own type
   (which then returns there in its place).  */
/* { dg-do run } */
/* { dg-output "global 1\nstatic 1\nsiginfo 1\ntail 1\n" } */

#include <signal.h>
#include <stdio.h>
#include <string.h>

static volatile sig_atomic_t global_count, static_count, siginfo_count,
  tail_count;

void
on_global (int sig)
{
  (void) sig;
  global_count++;
}

static void
on_static (int sig)
{
  (void) sig;
  static_count++;
}

static void
on_siginfo (int sig, siginfo_t *info, void *context)
{
  (void) context;
  if (info->si_signo == sig)
    siginfo_count++;
}

__attribute__ ((noinline)) void
count_tail (int sig)
{
  if (sig == SIGUSR1)
    tail_count++;
}

void
on_tail (int sig)
{
  count_tail (sig);
}

int
main (void)
{
  signal (SIGUSR1, on_global);
  raise (SIGUSR1);
  printf ("global %d\n", (int) global_count);

  signal (SIGUSR1, on_static);
  raise (SIGUSR1);
  printf ("static %d\n", (int) static_count);

  struct sigaction action;
  memset (&action, 0, sizeof action);
  action.sa_sigaction = on_siginfo;
  action.sa_flags = SA_SIGINFO;
  sigaction (SIGUSR1, &action, NULL);
  raise (SIGUSR1);
  printf ("siginfo %d\n", (int) siginfo_count);

  signal (SIGUSR1, on_tail);
  raise (SIGUSR1);
  printf ("tail %d\n", (int) tail_count);
  return 0;
}
