/* A function of a signal handler's type, void (int), that is no handler,
   returns to the signal return trampoline (found as the return address
   of a real handler) with a signal frame forged above its return
   address: were that allowed, the kernel would set every register from
   it, here %rip to reached and %rdi to 42 (ret-overwrite-sigreturn-*.c,
   x86_64).  A handler of that type, on_interrupt, is installed.  */

#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

static void *volatile trampoline;

static void
on_interrupt (int sig)
{
  (void) sig;
}

static void
on_signal (int sig)
{
  (void) sig;
  trampoline = __builtin_return_address (0);
}

static void
reached (long value)
{
  printf ("attacker: every register set, %%rdi %ld\n", value);
  exit (0);
}

/* The stack the forged frame gives reached.  */
static uintptr_t forged_stack[4096] __attribute__ ((aligned (16)));

__attribute__ ((noinline)) void
victim (int attack)
{
  void *volatile *saved_return
    = (void *volatile *) __builtin_frame_address (0) + 1;
  if (!attack)
    return;
  /* The frame the trampoline hands the kernel starts with the context
     right above the return address.  */
  ucontext_t forged;
  memset (&forged, 0, sizeof forged);
  forged.uc_mcontext.gregs[REG_RIP] = (greg_t) (uintptr_t) reached;
  forged.uc_mcontext.gregs[REG_RSP]
    = (greg_t) (uintptr_t) &forged_stack[4096 - 1];
  forged.uc_mcontext.gregs[REG_RDI] = 42;
  forged.uc_mcontext.gregs[REG_CSGSFS] = 0x33;	/* The user code segment.  */
  /* Up to the signal mask: the floating-point state is not there.  */
  volatile unsigned char *above = (volatile unsigned char *) (saved_return + 1);
  const unsigned char *from = (const unsigned char *) &forged;
  for (size_t i = 0; i < offsetof (ucontext_t, __fpregs_mem); i++)
    above[i] = from[i];
  *saved_return = trampoline;
}

static void
install (void)
{
  signal (SIGINT, on_interrupt);
  signal (SIGUSR1, on_signal);
  raise (SIGUSR1);
}
