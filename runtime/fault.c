/* An inline check reads the hash in the four bytes before its target.  A
   target at the start of a page after an unmapped one (code a JIT wrote,
   a mapping of its own) has nothing readable there: the check's load
   faults where the call itself would have worked.  The handler here
   sends such a fault to the check's failure path, which judges the
   target as for any other mismatch (compat, policy): the check never
   faults.  Table mode reads no target and needs none of this.

   It is installed only where SIGSEGV has its default action, so that it
   never stands between a program and a handler of its own; any other
   fault gets the default action back and happens again, and a SIGSEGV
   sent by kill or raise is sent again, to the default action.  It reads
   nothing a write to memory can change: the instruction that faulted,
   found by the kernel's record of the registers, and code.  */

#define _GNU_SOURCE
#include "fault.h"
#include "arch/code.h"
#include "runtime-target.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>

/* The check around a load (arch/<target>/code.c reads no more).  */
enum
{
  CHECK_BEFORE = 8,
  CHECK_AFTER = 24
};

static void
on_fault (int sig, siginfo_t *info, void *ucontext)
{
  ucontext_t *context = ucontext;
  const unsigned char *pc = (const unsigned char *) rapcfi_context_pc (context);
  uintptr_t failure;
  /* si_code > 0: the kernel's, for a fault; a SIGSEGV sent by kill or
     raise has none of an instruction's.  */
  bool fault = info->si_code > 0;
  if (fault && rapcfi_code_check_load (pc, CHECK_BEFORE, CHECK_AFTER,
				       &failure))
    {
      rapcfi_context_set_pc (context, failure);
      return;
    }
  struct sigaction default_action;
  memset (&default_action, 0, sizeof default_action);
  default_action.sa_handler = SIG_DFL;
  sigaction (sig, &default_action, NULL);
  /* A fault happens again when the handler returns; a sent signal is
     sent again, blocked until then, and its default action ends the
     program as it would have without this handler.  */
  if (!fault)
    raise (sig);
}

void
rapcfi_install_fault_handler (void)
{
  struct sigaction action, current;
  if (sigaction (SIGSEGV, NULL, &current) != 0
      || (current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL)
    return;
  memset (&action, 0, sizeof action);
  action.sa_sigaction = on_fault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset (&action.sa_mask);
  sigaction (SIGSEGV, &action, NULL);
}
