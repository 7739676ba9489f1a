/* The caches of what compat allowed: of indirect calls (call-cache.c)
   and of returns (ret-probe.c), each for the objects loaded when it was
   filled.  */

#ifndef RAPCFI_CACHES_H
#define RAPCFI_CACHES_H

#include <stdbool.h>
#include <stdint.h>

/* Whether an indirect call at SITE to TARGET is one compat allowed
   before (rapcfi_cache_call), for the objects loaded now.  */
extern bool rapcfi_call_cached (uintptr_t site, uintptr_t target)
  __attribute__ ((visibility ("hidden")));

/* The bytes before a site that its cache's test and the call of the
   runtime take at most (arch/code.h, call_cache_slot).  */
#define RAPCFI_CALL_CACHE_TEST_SIZE 15

/* Remember that compat allows an indirect call at SITE to TARGET, for
   the objects loaded now.  With IN_SITE, remember it in the cache of
   the inline check at SITE too (its word in the site's object's RELRO
   segment, where the check compares the target before it calls the
   runtime), when neither can be unloaded (both in objects loaded at
   start-up); nothing on targets whose checks have no such cache.  For
   IN_SITE, TARGET must be no PLT entry: its GOT slot, which may be
   writable, would decide where the call goes.  One look at the tables,
   under their lock, for both.  */
extern void rapcfi_cache_call (uintptr_t site, uintptr_t target,
			       bool in_site)
  __attribute__ ((visibility ("hidden")));

/* Whether the return address ADDRESS is in the cache of returns into
   code rapcfi did not compile that compat=strict allows
   (rapcfi_return_follows_call), for the objects loaded now.  Compiled
   to use the general registers only, so that __rapcfi_ret_fail can call
   it before saving the x87 and SSE state; but it calls dl_iterate_phdr,
   which may change %xmm0-%xmm15 as any function may (ret-probe.c).  */
extern bool rapcfi_return_cached (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

/* Where a function started by makecontext returns to (the C library's
   __start_context, which no call precedes); 0 when unknown.  */
extern uintptr_t rapcfi_context_return (void)
  __attribute__ ((visibility ("hidden")));

/* Cache ADDRESS, allowed by rapcfi_return_follows_call in the objects
   the loader's GENERATION
   stands for (adds plus subs plus one; 0: unknown, nothing is cached).
   Called with the tables' lock held.  */
extern void rapcfi_cache_return (uintptr_t address,
				 unsigned long long generation)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_CACHES_H */
