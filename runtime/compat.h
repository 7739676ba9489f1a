/* compat: what the failure handlers allow of calls and returns into
   code rapcfi did not compile (compat.c).  */

#ifndef RAPCFI_COMPAT_H
#define RAPCFI_COMPAT_H

#include "units.h"

#include <stdbool.h>
#include <stdint.h>

/* What compat allows of an indirect call at SITE (NULL: no record) to
   TARGET in code rapcfi did not compile, or to the function RESOLVED its
   PLT entry TARGET goes to.  NULL when allowed, else what the report
   says TARGET is.  */
extern const char *rapcfi_compat_refuses_call
  (uintptr_t target, uintptr_t resolved, const struct rapcfi_site *site)
  __attribute__ ((visibility ("hidden")));

/* What compat allows of a return from the check whose record is SITE
   (NULL: none), with the failure path FROM, to RETADDR, outside the code
   rapcfi compiled with return checks.  NULL when allowed, else what the
   report says RETADDR is.  */
extern const char *rapcfi_compat_refuses_return
  (uintptr_t retaddr, uintptr_t from, const struct rapcfi_site *site)
  __attribute__ ((visibility ("hidden")));

/* What compat allows of a return from the check whose record is SITE,
   with the failure path FROM, to a return site of another type that
   follows a direct call to CALLEE (0: not known), code that checks no
   returns, which may have tail-called the returning function.  NULL
   when allowed, else why not, for the report.  */
extern const char *rapcfi_compat_refuses_tail_return
  (uintptr_t from, const struct rapcfi_site *site, uintptr_t callee)
  __attribute__ ((visibility ("hidden")));

/* Rebuild the imports from the units the tables hold, and drop the
   results of dlsym in objects no longer loaded; false when out of
   memory.  Called with the tables' lock held, the rest of the tables
   fresh and their page writable.  */
extern bool rapcfi_build_imports (void)
  __attribute__ ((visibility ("hidden")));

/* compat=strict, for an indirect call at SITE (NULL: no record) to
   TARGET, outside instrumented code, or to the function RESOLVED the PLT
   entry TARGET goes to (TARGET when it is none): whether a loaded unit
   took the address of TARGET or RESOLVED through a declaration of the
   type SITE expects (for a call through an unprototyped type, of one
   returning what that does), or instrumented code got it from dlsym.  */
extern bool rapcfi_compat_allows_call (uintptr_t target, uintptr_t resolved,
				       const struct rapcfi_site *site)
  __attribute__ ((visibility ("hidden")));

/* For an indirect call at SITE to ENTRY, the entry of a function rapcfi
   compiled whose hash is not the one SITE expects: whether a loaded unit
   took its address, it having a transparent-union parameter, and
   recorded the type SITE expects as one of the function's with a member
   type of the union in that parameter's place.  */
extern bool rapcfi_member_type_allows_call (uintptr_t entry,
					    const struct rapcfi_site *site)
  __attribute__ ((visibility ("hidden")));

/* For a return from ENTRY, the entry of a function rapcfi compiled, to
   the return site of an indirect call through TYPE (an encoding) of
   another return hash: whether a unit recorded TYPE as the function's
   with a member type of its transparent-union parameter's union in that
   parameter's place.  */
extern bool rapcfi_member_type_allows_return (uintptr_t entry,
					      const char *type)
  __attribute__ ((visibility ("hidden")));

/* Admit ADDRESS, which dlsym returned to instrumented code, for
   rapcfi_compat_allows_call.  */
extern void rapcfi_admit_dlsym_result (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

/* compat=strict, for a return to ADDRESS outside code with return checks:
   whether ADDRESS, in the executable segment of a loaded object or in
   JIT code (an executable mapping of no object), follows a call
   instruction there (whoever called the returning function was not
   instrumented) or is where makecontext makes a context's function
   return.  Caches ADDRESS when it is, but in JIT code
   (rapcfi_return_cached).  */
extern bool rapcfi_return_follows_call (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

/* Whether ADDRESS is the signal return trampoline (__restore_rt, the
   vDSO's, qemu-user's), in a loaded object or in an executable mapping
   of its own.  Never cached: whether a return may go there depends on
   the function returning (rapcfi_handles_signals).  */
extern bool rapcfi_return_is_sigreturn (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

/* Whether the function at ENTRY, of type TYPE (its encoding; NULL:
   unknown), was ever installed as a signal handler or is tail-called by
   one, or is of the type of a handler installed now where the runtime
   did not see it (signals.c): only such a function returns to the
   signal return trampoline.  */
extern bool rapcfi_handles_signals (uintptr_t entry, const char *type)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_COMPAT_H */
