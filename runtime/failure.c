/* The failure handlers: an indirect call whose target did not carry the
   expected hash comes here (through arch/<target>/icall-stubs.S), and so
   does a return whose return address did not carry the expected
   return-site marker (through arch/<target>/ret-stub.S), to be allowed,
   or reported and then stopped or let through by the policy.  */

#define _GNU_SOURCE
#include "compat.h"
#include "caches.h"
#include "lookup.h"
#include "own-code.h"
#include "policy.h"
#include "report.h"
#include "returns.h"
#include "units.h"
#include "arch/code.h"
#include "typehash/typehash.h"

#include <stddef.h>
#include <string.h>

#define RAPCFI_EXPORT __attribute__ ((visibility ("default")))

extern void __rapcfi_icall_failure (void *target, void *site) RAPCFI_EXPORT;
extern void __rapcfi_ret_failure (void *retaddr, void *site) RAPCFI_EXPORT;

/* What the stubs call (arch/<target>/icall-stubs.S, ret-stub.S): hidden
   aliases of the handlers, reached without a PLT entry or a GOT slot
   that a write into the program's data could point elsewhere.  */
#define RAPCFI_HIDDEN_ALIAS(name) \
  __attribute__ ((alias (name), visibility ("hidden")))
extern void rapcfi_icall_failure (void *target, void *site)
  RAPCFI_HIDDEN_ALIAS ("__rapcfi_icall_failure");
extern void rapcfi_ret_failure (void *retaddr, void *site)
  RAPCFI_HIDDEN_ALIAS ("__rapcfi_ret_failure");

/* Whether CALL goes to code rapcfi did not compile, with no kCFI
   preamble to check: compat's to decide.  */
static bool
leaves_checked_code (const struct rapcfi_call *call)
{
  return (call->plt == RAPCFI_PLT_UNKNOWN
	  || (call->place == RAPCFI_OUTSIDE && !call->preamble));
}

/* Whether the kCFI preamble that CALL's target, outside the recorded
   functions, has carries the hash SITE (NULL: no record) expects.  When
   not, CALL describes the target for the report: a nameless function at
   its entry, its type spelled from a recorded function with that hash,
   from a unit hashing as the site's does.  */
static bool
preamble_matches (struct rapcfi_call *call, const struct rapcfi_site *site)
{
  if (site && call->preamble_hash == site->hash)
    return true;
  call->place = RAPCFI_AT_ENTRY;
  memset (&call->function, 0, sizeof call->function);
  call->function.entry = call->target;
  call->function.hash = call->preamble_hash;
  call->function.name = "";
  call->function.type
    = rapcfi_find_type (call->preamble_hash,
			site ? (int) (site->unit_flags & RAPCFI_UNIT_HASH_MASK)
			: -1);
  return false;
}

/* Whether CALL reaches the entry of a recorded function that SITE (NULL:
   no record) may call: one with the expected hash, or, at a call
   through an unprototyped type, one whose type returns what the
   expected type does (old code calling a K&R definition with
   arguments).  */
static bool
entry_matches (struct rapcfi_call *call, const struct rapcfi_site *site)
{
  /* A function without a preamble: its address never escapes, its entry
     is no indirect call's target, whatever its type.  */
  if (call->place == RAPCFI_AT_ENTRY && !call->function.preamble)
    call->place = RAPCFI_INSIDE;
  return (call->place == RAPCFI_AT_ENTRY && site
	  && (call->function.hash == site->hash
	      || ((site->kind & RAPCFI_SITE_UNPROTOTYPED)
		  && rapcfi_same_return_type (site->type,
					      call->function.type))));
}

/* Whether CALL reaches the entry of a recorded function that SITE (NULL:
   no record) may call although its type is another: a K&R definition
   without parameters, R (), through a prototype without any, R (void),
   as C23 code (where () is (void)) calls old code; or a function with a
   transparent-union parameter, through a type that a unit recorded as
   the function's with a member type of the union in the parameter's
   place (compat.c), as GCC lets a pointer of that type point to it.  */
static bool
compatible_type_matches (const struct rapcfi_call *call,
			 const struct rapcfi_site *site)
{
  return (call->place == RAPCFI_AT_ENTRY && site
	  && (rapcfi_void_prototype_of (site->type, call->function.type)
	      || rapcfi_member_type_allows_call (call->function.entry,
						 site)));
}

/* TARGET is what the call at SITE was about to call.  Asked before and
   allowed by compat: done.  Else, in one look at the tables, what TARGET
   is (a PLT entry or a nested function's trampoline stands for the
   function it goes to) and the site's record.  A target in code rapcfi
   did not compile (libc, libm, ...) without a kCFI preamble is allowed
   when the site's compat policy allows it, and then cached; one with a
   preamble outside the recorded functions (an assembly function with
   RAPCFI_TYPED_FUNC_START, an object built by Clang with
   -fsanitize=kcfi) when its hash is the expected one; a recorded
   function when entry_matches, or when compatible_type_matches, and
   then cached (its hash is another: every call would come here).
   Anything else is a violation: counted as a repeat, or reported, and
   then the policy stops the program or lets the call through.  */
void
__rapcfi_icall_failure (void *target, void *site)
{
  uintptr_t to = (uintptr_t) target, from = (uintptr_t) site;
  if (rapcfi_call_cached (from, to))
    return;

  struct rapcfi_call call;
  rapcfi_find_call (to, from, &call);
  const struct rapcfi_site *record = call.known ? &call.site : NULL;
  const char *refused = NULL;
  if (leaves_checked_code (&call))
    {
      refused = rapcfi_compat_refuses_call (to, call.target, record);
      if (!refused)
	{
	  rapcfi_cache_call (from, to,
			     call.plt == RAPCFI_NOT_PLT && record
			     && !(record->unit_flags & RAPCFI_UNIT_TABLE));
	  return;
	}
    }
  else if (call.place == RAPCFI_OUTSIDE)
    {
      if (preamble_matches (&call, record))
	return;
    }
  else if (entry_matches (&call, record))
    return;
  else if (compatible_type_matches (&call, record))
    {
      rapcfi_cache_call (from, to,
			 call.plt == RAPCFI_NOT_PLT
			 && !(record->unit_flags & RAPCFI_UNIT_TABLE));
      return;
    }

  if (rapcfi_count_repeat (from, to, record))
    return;
  rapcfi_report_call (from, to, call.target, record, call.place,
		      &call.function, refused);
  rapcfi_violation (record);
}

/* RETADDR is where the function whose return check has the failure path
   SITE (.Lsite) is about to return to.  A return address that is not in
   any function rapcfi compiled with return checks is allowed when the
   check's compat policy allows it (rapcfi_compat_refuses_return), but
   never in the runtime's own code (rapcfi_in_own_code), and not when
   it is the .Lsite of a return check: only the unchecked return of
   __rapcfi_ret_fail goes there, and what follows is a return that is not
   checked again.  One holding a marker with the expected return hash is
   allowed too, and so is one whose marker has another hash but follows
   a call that may have called the function (rapcfi_return_site_agrees),
   or follows a call to code that checks no returns, which may have
   tail-called it, when compat allows that of the function
   (rapcfi_compat_refuses_tail_return).  Anything else is a violation.
   Only the returns compat=strict allows are cached: the other answers
   depend on the function returning as well as on where it returns to.  */
void
__rapcfi_ret_failure (void *retaddr, void *site)
{
  uintptr_t to = (uintptr_t) retaddr, from = (uintptr_t) site;
  struct rapcfi_site record;
  bool known = (rapcfi_find_site (from, &record)
		&& (record.kind & RAPCFI_SITE_KIND_MASK) == RAPCFI_SITE_RETURN);
  struct rapcfi_function function;
  enum rapcfi_return_place place = rapcfi_find_return (to, &function);
  struct return_site found = { 0 };
  const char *refused = NULL;
  if (place == RAPCFI_RETURN_UNCHECKED)
    {
      refused = (rapcfi_in_own_code (to)
		 ? "the runtime's own code, where no return may go"
		 : rapcfi_compat_refuses_return (to, from,
						 known ? &record : NULL));
      if (!refused)
	return;
      memset (&function, 0, sizeof function);
      function.name = "";
    }

  struct rapcfi_site failure_path;
  if (place == RAPCFI_RETURN_CHECKED)
    rapcfi_read_return_site (to, &function, &found);
  else if (place == RAPCFI_RETURN_FAILURE_PATH)
    rapcfi_find_site (to, &failure_path);
  if (known && found.marked)
    {
      if (found.hash == (found.recorded ? record.hash
			 : rapcfi_code_marker_hash (record.hash))
	  || rapcfi_return_site_agrees (from, &record, &found))
	return;
      if (found.after_unchecked_call)
	{
	  refused = rapcfi_compat_refuses_tail_return (from, &record,
						       found.call_target);
	  if (!refused)
	    return;
	}
    }

  if (rapcfi_count_repeat (from, to, known ? &record : NULL))
    return;
  rapcfi_report_return (from, to, known ? &record : NULL, &function,
			place == RAPCFI_RETURN_FAILURE_PATH ? &failure_path
			: NULL,
			&found, refused);
  rapcfi_violation (known ? &record : NULL);
}
