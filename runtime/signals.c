/* The signal handlers a program installs.  A return to the signal
   return trampoline sets every register from the frame above it (SROP),
   so only a function returning from a signal delivery may go there
   (compat.c): a function that was installed as a handler, or one that
   a handler tail-called.  Whether a function was one is judged by what
   was ever installed, not by what is installed at the return: a handler
   installed with SA_RESETHAND, or one that resets its own disposition
   before it returns, is no handler any more by then.

   The runtime defines the C library's ways to install a handler,
   sigaction, signal, bsd_signal, sysv_signal and __sysv_signal (what
   signal is under strict ISO C), so that it sees every call of them in
   the process, instrumented or not: librapcfi.so comes before the C
   library in the search order, librapcfi.a before libc.a on the link
   line.  Each records the handler and installs it through the C
   library's __sigaction or ssignal.  The record is one page, read-only
   and written without being made writable (rapcfi_page_write).  A
   recorded handler rapcfi did not compile may jump anywhere: while one
   is recorded, any function of a handler's type may return there too.
   Handlers installed where the runtime cannot see it (by the C library
   itself, by a system call) are found by asking sigaction at the
   return, and judged as before: such a handler, or a function of its
   type.  */

#define _GNU_SOURCE
#include "compat.h"
#include "lookup.h"
#include "objects.h"
#include "own-code.h"
#include "resolve.h"
#include "seal.h"
#include "arch/code.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

extern int __sigaction (int sig, const struct sigaction *action,
			struct sigaction *old);
extern __sighandler_t ssignal (int sig, __sighandler_t handler);

#define MAX_HANDLERS \
  ((RAPCFI_SEALED_PAGE - 2 * sizeof (uint32_t)) / sizeof (uintptr_t))

/* Every handler ever installed, as sigaction was given it, in a page of
   its own.  COUNT is written after the handler it counts.  */
static struct
{
  uintptr_t handlers[MAX_HANDLERS];
  _Atomic uint32_t count;
  uint32_t full;		/* A handler did not fit.  */
} handler_record __attribute__ ((aligned (RAPCFI_SEALED_PAGE)));
_Static_assert (sizeof handler_record == RAPCFI_SEALED_PAGE, "one page");

/* Taken with every signal blocked: sigaction may be called from a
   handler.  */
static atomic_flag record_lock = ATOMIC_FLAG_INIT;

__attribute__ ((constructor (101))) static void
seal_record (void)
{
  rapcfi_seal_page (&handler_record, true);
}

static bool
recorded (uintptr_t handler)
{
  uint32_t n = atomic_load_explicit (&handler_record.count, memory_order_acquire);
  for (uint32_t i = 0; i < n; i++)
    if (handler_record.handlers[i] == handler)
      return true;
  return false;
}

static void
record_handler (__sighandler_t handler)
{
  uintptr_t h = (uintptr_t) handler;
  if (handler == SIG_DFL || handler == SIG_IGN || handler == SIG_ERR
      || recorded (h))
    return;
  sigset_t all, old;
  sigfillset (&all);
  pthread_sigmask (SIG_SETMASK, &all, &old);
  while (atomic_flag_test_and_set_explicit (&record_lock,
					    memory_order_acquire))
    ;
  if (!recorded (h))
    {
      uint32_t n = atomic_load_explicit (&handler_record.count,
					 memory_order_relaxed);
      if (n < MAX_HANDLERS)
	{
	  uint32_t count = n + 1;
	  rapcfi_page_write (&handler_record, &handler_record.handlers[n],
			     &h, sizeof h);
	  atomic_thread_fence (memory_order_release);
	  rapcfi_page_write (&handler_record, (void *) &handler_record.count,
			     &count, sizeof count);
	}
      else
	{
	  uint32_t full = 1;
	  rapcfi_page_write (&handler_record, &handler_record.full, &full,
			     sizeof full);
	}
    }
  atomic_flag_clear_explicit (&record_lock, memory_order_release);
  pthread_sigmask (SIG_SETMASK, &old, NULL);
}

int
sigaction (int sig, const struct sigaction *action, struct sigaction *old)
{
  if (!action)
    return __sigaction (sig, action, old);
  /* What is recorded is what is installed, whatever another thread
     writes into *ACTION meanwhile.  */
  struct sigaction copy = *action;
  record_handler (copy.sa_handler);
  return __sigaction (sig, &copy, old);
}

__sighandler_t
signal (int sig, __sighandler_t handler)
{
  record_handler (handler);
  return ssignal (sig, handler);
}

__sighandler_t
bsd_signal (int sig, __sighandler_t handler)
{
  record_handler (handler);
  return ssignal (sig, handler);
}

/* System V's signal: the handler is reset when called, and the signal
   not blocked while it runs.  */
__sighandler_t
__sysv_signal (int sig, __sighandler_t handler)
{
  if (handler == SIG_ERR || sig < 1 || sig >= NSIG)
    {
      errno = EINVAL;
      return SIG_ERR;
    }
  struct sigaction action, old;
  memset (&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset (&action.sa_mask);
  action.sa_flags = SA_RESETHAND | SA_NODEFER;
  if (sigaction (sig, &action, &old) < 0)
    return SIG_ERR;
  return old.sa_handler;
}

__sighandler_t
sysv_signal (int sig, __sighandler_t handler)
{
  return __sysv_signal (sig, handler);
}

/* HANDLER as the function it is: a PLT entry (a non-PIE executable's
   canonical address of a library's function) stands for the function
   it goes to.  Called with the tables' lock held and the tables
   fresh.  */
static uintptr_t
handler_function (uintptr_t handler)
{
  uintptr_t resolved;
  return (rapcfi_lookup_plt (handler, &resolved) == RAPCFI_PLT_RESOLVED
	  ? resolved : handler);
}

/* Whether the recorded function HANDLER ends in a direct jump to ENTRY:
   a tail call, which GCC keeps under return checks only between
   functions of one type.  Its code is read with process_vm_readv, which
   fails on memory that cannot be read (execute-only code); directly
   where that system call is missing (qemu-user).  */
static bool
tail_calls (const struct rapcfi_function *handler, uintptr_t entry)
{
  unsigned char code[4096];
  size_t size = handler->size < sizeof code ? handler->size : sizeof code;
  struct iovec local = { code, size };
  struct iovec remote = { (void *) handler->entry, size };
  ssize_t n = process_vm_readv (getpid (), &local, 1, &remote, 1, 0);
  if (n < 0 && errno == ENOSYS)
    {
      memcpy (code, (const void *) handler->entry, size);
      n = (ssize_t) size;
    }
  return (n > 0 && rapcfi_code_jumps_to (code, (size_t) n, handler->entry,
					 entry));
}

/* Whether TYPE is a handler's: void (int), or void (int, siginfo_t *,
   void *), as the plugin encodes them, with normalize-integers or
   not.  */
static bool
handler_type_p (const char *type)
{
  static const char *const encodings[] = {
    "_ZTSFviE", "_ZTSFviP9siginfo_tPvE", "_ZTSFvu3i32E.normalized",
    "_ZTSFvu3i32P9siginfo_tPvE.normalized"
  };
  for (size_t i = 0; i < sizeof encodings / sizeof encodings[0]; i++)
    if (strcmp (type, encodings[i]) == 0)
      return true;
  return false;
}

/* Whether the function at ENTRY, of type TYPE (NULL: unknown), was
   installed as a handler, or a recorded handler of its type tail-calls
   it, or is of a handler's type while a handler rapcfi did not compile
   (but the runtime's own) is recorded: what that one jumps to is not
   known.  */
static bool
recorded_handler_is (uintptr_t entry, const char *type)
{
  bool is = false, foreign = false;
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  uint32_t n = atomic_load_explicit (&handler_record.count,
				     memory_order_acquire);
  for (uint32_t i = 0; i < n && !is; i++)
    {
      uintptr_t handler = handler_function (handler_record.handlers[i]);
      struct rapcfi_function function;
      bool recorded_function = (rapcfi_lookup_function (handler, &function)
				== RAPCFI_AT_ENTRY);
      is = (handler == entry
	    || (type && recorded_function
		&& strcmp (function.type, type) == 0
		&& tail_calls (&function, entry)));
      foreign |= !recorded_function && !rapcfi_in_own_code (handler);
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return is || (foreign && type && handler_type_p (type));
}

/* Whether HANDLER, installed where the runtime did not see it, is the
   function at ENTRY, or, when TYPE is given, a recorded function of that
   type: not knowing what it tail-calls, any function of its type may
   return in its place.  */
static bool
unseen_handler_is (uintptr_t handler, uintptr_t entry, const char *type)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  handler = handler_function (handler);
  struct rapcfi_function function;
  bool is = (handler == entry
	     || (type
		 && rapcfi_lookup_function (handler, &function)
		    == RAPCFI_AT_ENTRY
		 && strcmp (function.type, type) == 0));
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return is;
}

bool
rapcfi_handles_signals (uintptr_t entry, const char *type)
{
  if (recorded_handler_is (entry, type))
    return true;
  /* The handlers installed now that the record does not hold (or all,
     when it overflowed).  */
  for (int sig = 1; sig < NSIG; sig++)
    {
      struct sigaction action;
      if (__sigaction (sig, NULL, &action) != 0)
	continue;
      uintptr_t handler = (uintptr_t) action.sa_handler;
      if (action.sa_handler != SIG_DFL && action.sa_handler != SIG_IGN
	  && (handler_record.full || !recorded (handler))
	  && unseen_handler_is (handler, entry, type))
	return true;
    }
  return false;
}
