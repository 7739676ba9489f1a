/* The per-unit tables of every loaded object (doc/ABI.md, "Per-unit
   tables"), as the failure handler looks them up.  */

#ifndef RAPCFI_UNITS_H
#define RAPCFI_UNITS_H

#include <stdbool.h>
#include <stdint.h>

/* The records, their flags and kinds, as the plugin writes them.  */
#include "abi/rapcfi-abi.h"

/* The size of a page the runtime seals by itself (rapcfi_seal_page): a
   cache declared aligned to it and as large.  */
#define RAPCFI_SEALED_PAGE 4096

/* Make PAGE, RAPCFI_SEALED_PAGE bytes of the runtime's data that nothing
   else shares, read-only (SEALED) or writable again, so that a write
   into the program's data cannot change what it holds; nothing is done
   where pages are larger.  Stops the program when the protection cannot
   be changed.  */
extern void rapcfi_seal_page (void *page, bool sealed)
  __attribute__ ((visibility ("hidden")));

/* Make PAGE, as rapcfi_seal_page does, read-only for good: sealed with
   mseal(2) where the kernel has it, so that not even mprotect or munmap
   can change it; else only read-only.  For what never changes once
   written.  */
extern void rapcfi_seal_page_for_good (void *page)
  __attribute__ ((visibility ("hidden")));

/* Read the units of the objects loaded now, as the constructor of every
   instrumented object asks (doc/ABI.md, "Objects"); IN_OBJECT is not
   used.  */
extern void __rapcfi_object_loaded (void *in_object);

/* The same, for the runtime's own calls: a hidden alias, called with no
   PLT entry.  */
extern void rapcfi_object_loaded (void *in_object)
  __attribute__ ((visibility ("hidden")));

/* A function record, its strings decoded.  */
struct rapcfi_function
{
  uintptr_t entry;
  uint32_t size;
  uint32_t hash;
  const char *name;
  const char *type;		/* Its type encoding.  */
  uint32_t unit_flags;
  bool preamble;		/* False for a function whose address never
				   escapes: no indirect call may reach it.  */
};

/* A call-site record, its strings decoded, with its unit's flags.  */
struct rapcfi_site
{
  uintptr_t address;
  uint32_t hash;
  const char *function;
  const char *file;
  uint32_t line;
  const char *type;		/* The expected type encoding.  */
  uint32_t kind;
  uint32_t unit_flags;
  uint32_t unit_prefix;		/* Its unit's M: nops between hash and entry.  */
};

/* Where an address lies with respect to the recorded functions.  */
enum rapcfi_place
{
  RAPCFI_OUTSIDE,		/* In no recorded function.  */
  RAPCFI_AT_ENTRY,		/* At a recorded function's entry.  */
  RAPCFI_INSIDE			/* In a recorded function, past its entry.  */
};

/* Where ADDRESS lies; unless RAPCFI_OUTSIDE, *FUNCTION is the function it
   is in.  */
extern enum rapcfi_place rapcfi_find_function (uintptr_t address,
					       struct rapcfi_function *function)
  __attribute__ ((visibility ("hidden")));

/* Where a return address lies, for the return check.  */
enum rapcfi_return_place
{
  RAPCFI_RETURN_UNCHECKED,	/* In no recorded function, or in one of a
				   unit built without return checks, whose
				   calls have no markers (compat).  */
  RAPCFI_RETURN_CHECKED,	/* In a function of a unit with return
				   checks.  */
  RAPCFI_RETURN_FAILURE_PATH	/* At the .Lsite of a return check, which
				   no checked return goes to.  */
};

/* Where the return address ADDRESS lies.  For RAPCFI_RETURN_CHECKED,
   *FUNCTION is the function it is in; for RAPCFI_RETURN_FAILURE_PATH too,
   or its name is "" when it is in none.  */
extern enum rapcfi_return_place rapcfi_find_return
  (uintptr_t address, struct rapcfi_function *function)
  __attribute__ ((visibility ("hidden")));

/* The record of the call site at ADDRESS into *SITE; false when there is
   none.  */
extern bool rapcfi_find_site (uintptr_t address, struct rapcfi_site *site)
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

/* A table-mode return site's record (doc/ABI.md, "Table mode").  */
struct rapcfi_return_record
{
  uint32_t hash;		/* The return hash of the call's type.  */
  uint32_t kind;		/* What the call is: */
  const char *string;		/* the direct callee's name, or the type of
				   an indirect call through an unprototyped
				   type.  */
};

/* The record of the table-mode return site ADDRESS into *RECORD; false
   when there is none.  */
extern bool rapcfi_find_return_record (uintptr_t address,
				       struct rapcfi_return_record *record)
  __attribute__ ((visibility ("hidden")));

/* The recorded function called NAME that a direct call at the return
   site ADDRESS reaches: the one in the object holding ADDRESS, else the
   first in the loader's order.  Its place as rapcfi_find_function says,
   RAPCFI_OUTSIDE when there is none.  */
extern enum rapcfi_place rapcfi_find_function_named
  (const char *name, uintptr_t address, struct rapcfi_function *function)
  __attribute__ ((visibility ("hidden")));

/* The type encoding of a recorded function whose preamble hash is HASH,
   in a unit whose hash algorithm (flags & RAPCFI_UNIT_HASH_MASK) is
   ALGORITHM, or in any unit when ALGORITHM is -1; NULL when there is
   none.  */
extern const char *rapcfi_find_type (uint32_t hash, int algorithm)
  __attribute__ ((visibility ("hidden")));

/* Whether an address is a PLT entry of a loaded object (doc/ABI.md,
   "PLT entries").  */
enum rapcfi_plt_place
{
  RAPCFI_NOT_PLT,		/* No.  */
  RAPCFI_PLT_RESOLVED,		/* Yes, going to *RESOLVED.  */
  RAPCFI_PLT_UNKNOWN		/* Yes, going nobody knows where yet (an
				   ifunc not bound yet, a symbol no loaded
				   object defines).  */
};

/* Whether TARGET is a PLT entry, and where it goes: where its GOT slot
   points once bound, else the first definition of its symbol in the
   loaded objects.  */
extern enum rapcfi_plt_place rapcfi_resolve_plt (uintptr_t target,
						 uintptr_t *resolved)
  __attribute__ ((visibility ("hidden")));

/* Where the target of a direct call to TARGET lies, as
   rapcfi_find_function says, seeing through a PLT entry: *RESOLVED is
   the function TARGET is or goes to, 0 for a PLT entry going nobody
   knows where.  */
extern enum rapcfi_place rapcfi_find_callee
  (uintptr_t target, struct rapcfi_function *function, uintptr_t *resolved)
  __attribute__ ((visibility ("hidden")));

/* What the indirect-call handler needs to know of a call at SITE to
   TARGET, in one look at the tables.  A PLT entry is seen through: what
   follows is about the function it goes to.  */
struct rapcfi_call
{
  enum rapcfi_plt_place plt;	/* Whether TARGET is a PLT entry.  */
  uintptr_t target;		/* TARGET, or where the PLT entry goes.  */
  enum rapcfi_place place;	/* Where that target lies: */
  struct rapcfi_function function;	/* in this function, unless
					   RAPCFI_OUTSIDE.  */
  bool known;			/* SITE has a record: */
  struct rapcfi_site site;	/* this one.  */
  bool preamble;		/* When RAPCFI_OUTSIDE, a kCFI preamble (11
				   nops, movl $HASH, %eax) ends the site's
				   unit's prefix M bytes (0 without a
				   record) before that target, in the
				   executable segment of a loaded object
				   that holds it (never for a PLT entry
				   going nobody knows where, never read
				   for a site of a table-mode unit), */
  uint32_t preamble_hash;	/* with this HASH.  */
};

extern void rapcfi_find_call (uintptr_t target, uintptr_t site,
			      struct rapcfi_call *call)
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

/* Admit ADDRESS, which dlsym returned to instrumented code, for
   rapcfi_compat_allows_call.  */
extern void rapcfi_admit_dlsym_result (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

/* compat=strict, for a return to ADDRESS outside code with return checks:
   whether ADDRESS, in the executable segment of a loaded object, follows
   a call instruction there (whoever called the returning function was not
   instrumented) or is where makecontext makes a context's function
   return.  Caches ADDRESS when it is (rapcfi_return_cached).  */
extern bool rapcfi_return_follows_call (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

/* Whether ADDRESS is the signal return trampoline (__restore_rt, the
   vDSO's, qemu-user's), in a loaded object or in an executable mapping
   of its own.  Never cached: whether a return may go there depends on
   the function returning (rapcfi_handles_signals).  */
extern bool rapcfi_return_is_sigreturn (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

/* Whether the function at ENTRY, or one of type TYPE (its encoding; NULL:
   unknown), is installed as the handler of a signal now: only such a
   function returns to the signal return trampoline.  */
extern bool rapcfi_handles_signals (uintptr_t entry, const char *type)
  __attribute__ ((visibility ("hidden")));

/* Whether an indirect call at SITE to TARGET is one compat allowed
   before (rapcfi_cache_call), for the objects loaded now.  */
extern bool rapcfi_call_cached (uintptr_t site, uintptr_t target)
  __attribute__ ((visibility ("hidden")));

/* Remember that compat allows an indirect call at SITE to TARGET, for
   the objects loaded now.  */
extern void rapcfi_cache_call (uintptr_t site, uintptr_t target)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_UNITS_H */
