/* compat: what the failure handlers allow of a call into, or a return
   into, code rapcfi did not compile (libc, libm, ...), by the policy its
   unit was built with: loose allows everything, off nothing, and strict
   what the program could have meant: a call to a function whose address
   instrumented code took as the expected type (the units' imports) or
   got from dlsym, a return that follows a call, a signal handler's
   return to the signal return trampoline.  */

#define _GNU_SOURCE
#include "compat.h"
#include "caches.h"
#include "lookup.h"
#include "objects.h"
#include "resolve.h"
#include "tail.h"
#include "units.h"
#include "arch/code.h"
#include "typehash/typehash.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

extern void *__rapcfi_dlsym_result (void *address)
  __attribute__ ((visibility ("default")));

/* The compat policy of the unit of SITE; strict for a site without a
   record.  */
static unsigned
compat_for (const struct rapcfi_site *site)
{
  if (!site)
    return RAPCFI_COMPAT_STRICT;
  return (site->unit_flags & RAPCFI_UNIT_COMPAT_MASK)
	 >> RAPCFI_UNIT_COMPAT_SHIFT;
}

/* Whether ADDRESS is in JIT code, an executable mapping of no loaded
   object (PCRE2's, sljit's, a JavaScript engine's) that nothing can
   write now (rapcfi_find_jit_mapping): that mapping into *START and
   *END.  Bytes in writable memory (an RWX mapping, a stack made
   executable for a nested function's trampoline) may be an attacker's,
   a call instruction's among them.  Called with the tables' lock held
   and the tables fresh.  */
static bool
jit_mapping (uintptr_t address, uintptr_t *start, uintptr_t *end)
{
  return (!rapcfi_lookup_segment (address)
	  && rapcfi_find_jit_mapping (address, start, end));
}

static bool
in_jit_code (uintptr_t target)
{
  uintptr_t start, end;
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  bool jit = jit_mapping (target, &start, &end);
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return jit;
}

/* What compat allows of an indirect call at SITE (NULL: no record) to
   TARGET in code rapcfi did not compile, or to the function RESOLVED its
   PLT entry TARGET goes to: with compat=loose, everything; with strict,
   a function instrumented code took the address of as the expected type
   (or got from dlsym); with off, nothing.  NULL when allowed, else what
   the report says TARGET is.  */
const char *
rapcfi_compat_refuses_call (uintptr_t target, uintptr_t resolved,
			    const struct rapcfi_site *site)
{
  switch (compat_for (site))
    {
    case RAPCFI_COMPAT_LOOSE:
      return NULL;
    case RAPCFI_COMPAT_STRICT:
      if (rapcfi_compat_allows_call (target, resolved, site))
	return NULL;
      if (in_jit_code (target))
	return "JIT code (an executable mapping of no loaded object), "
	       "without the expected hash before it (compat=strict)";
      return "code rapcfi did not compile, whose address instrumented "
	     "code does not take as that type (compat=strict)";
    default:
      return "code rapcfi did not compile (compat=off)";
    }
}

/* Instrumented code got ADDRESS from dlsym or dlvsym (plugin/dlsym.cc):
   compat=strict lets its indirect calls reach it, whatever their type,
   as a name says nothing of one.  */
void *
__rapcfi_dlsym_result (void *address)
{
  if (address)
    rapcfi_admit_dlsym_result ((uintptr_t) address);
  return address;
}

/* Whether the function whose return check has the failure path FROM
   (.Lsite) was installed as a signal handler (runtime/signals.c): the
   only function that returns to the signal return trampoline, where a
   forged frame above it would set every register (SROP).  */
static bool
returning_function_handles_signals (uintptr_t from)
{
  struct rapcfi_function returning;
  return (rapcfi_find_function (from, &returning) != RAPCFI_OUTSIDE
	  && rapcfi_handles_signals (returning.entry, returning.type));
}

/* What compat allows of a return from the check whose record is SITE
   (NULL: none), with the failure path FROM, to RETADDR, outside the code
   rapcfi compiled with return checks: with compat=loose, everything;
   with strict, an address that follows a call (the returning function
   was called from code rapcfi did not compile: libc calling main or a
   qsort comparator), or the signal return trampoline when the returning
   function is a signal handler; with off, nothing.  NULL when allowed,
   else what the report says RETADDR is.  */
const char *
rapcfi_compat_refuses_return (uintptr_t retaddr, uintptr_t from,
			      const struct rapcfi_site *site)
{
  switch (compat_for (site))
    {
    case RAPCFI_COMPAT_LOOSE:
      /* For the cache.  */
      rapcfi_return_follows_call (retaddr);
      return NULL;
    case RAPCFI_COMPAT_STRICT:
      if (rapcfi_return_follows_call (retaddr))
	return NULL;
      if (rapcfi_return_is_sigreturn (retaddr))
	return (returning_function_handles_signals (from) ? NULL
		: "the signal return trampoline, from a function that is "
		  "no signal handler (compat=strict)");
      return "code rapcfi did not compile, not after a call "
	     "(compat=strict)";
    default:
      return "code rapcfi did not compile (compat=off)";
    }
}

/* What compat allows of a return from the check whose record is SITE,
   with the failure path FROM, to a return site of another type after a
   direct call to CALLEE, code that checks no returns (a library rapcfi
   did not compile, a Clang kCFI object, a unit built with
   edges=forward): that code may end in a tail call (return f (x) as a
   jump), and then the function it jumped to returns straight to the
   return site after the call to it.  With compat=loose, any function
   may; with strict, one with a preamble (global, or static with its
   address taken, as a callback is: other code can reach no other
   function), and only when CALLEE can have jumped to it (tail.c): its
   code jumps through a pointer, or directly to that function; never
   after dlsym, whose result the return would make a valid target of
   every call; with off, none.  NULL when allowed, else why not.  */
const char *
rapcfi_compat_refuses_tail_return (uintptr_t from,
				   const struct rapcfi_site *site,
				   uintptr_t callee)
{
  static _Thread_local char why[192];
  struct rapcfi_function returning;
  const char *name;
  switch (compat_for (site))
    {
    case RAPCFI_COMPAT_LOOSE:
      return NULL;
    case RAPCFI_COMPAT_STRICT:
      if (rapcfi_find_function (from, &returning) == RAPCFI_OUTSIDE
	  || !returning.preamble)
	return "after a call to code that checks no returns, whose tail "
	       "calls reach only global or address-taken functions "
	       "(compat=strict)";
      if (!callee)
	return "after a call to code that checks no returns, not known "
	       "(compat=strict)";
      switch (rapcfi_tail_reach (callee, returning.entry, &name))
	{
	case RAPCFI_TAIL_REACHES:
	  return NULL;
	case RAPCFI_TAIL_LAUNDERED:
	  snprintf (why, sizeof why, "after a call to %s, whose result "
		    "instrumented code may call as any type (compat=strict)",
		    name);
	  return why;
	case RAPCFI_TAIL_NONE:
	  break;
	}
      snprintf (why, sizeof why, "after a call to %s, which makes no tail "
		"call through a pointer (compat=strict)",
		name ? name : "code that checks no returns");
      return why;
    default:
      return "after a call to code that checks no returns (compat=off)";
    }
}

/* Cache ADDRESS, a return into code rapcfi did not compile that
   compat=strict allows, in the objects the tables describe.  Called with
   the tables' lock held.  */
static void
cache_return (uintptr_t address)
{
  rapcfi_cache_return (address, rapcfi_generation (&rapcfi_tables.counts));
}

static int
compare_imports (const void *a, const void *b)
{
  const struct import_entry *x = a, *y = b;
  if (x->address != y->address)
    return x->address < y->address ? -1 : 1;
  return x->hash < y->hash ? -1 : x->hash > y->hash;
}

/* Rebuild the imports from the units the cache holds: each where the
   loader resolved it and, for a PLT entry (the canonical address of a
   shared library's function in a non-PIE executable), where that goes
   too.  Results of dlsym in objects no longer loaded are dropped.
   Called with the tables' lock held, the rest of the tables fresh.  */
bool
rapcfi_build_imports (void)
{
  size_t n = 0;
  for (size_t i = 0; i < rapcfi_tables.nunits; i++)
    n += rapcfi_tables.units[i].nimports;
  size_t bytes = (2 * n + 1) * sizeof (struct import_entry);
  /* Sorted in a scratch copy, then copied into sealed memory, never
     writable (rapcfi_sealed_copy).  */
  struct import_entry *scratch = malloc (bytes);
  if (!scratch)
    return false;

  size_t k = 0;
  for (size_t i = 0; i < rapcfi_tables.nunits; i++)
    {
      const struct unit *u = &rapcfi_tables.units[i];
      for (uint32_t j = 0; j < u->nimports; j++)
	{
	  const struct rapcfi_import_record *r = &u->imports[j];
	  if (!r->address)
	    continue;		/* An undefined weak function.  */
	  struct import_entry e = { r->address, r->hash,
				    u->flags & RAPCFI_UNIT_HASH_MASK,
				    rapcfi_unit_string (u, r->type),
				    (r->flags & RAPCFI_IMPORT_MEMBER_TYPE) != 0 };
	  scratch[k++] = e;
	  uintptr_t resolved;
	  if (rapcfi_lookup_plt (r->address, &resolved) == RAPCFI_PLT_RESOLVED)
	    {
	      e.address = resolved;
	      scratch[k++] = e;
	    }
	}
    }
  qsort (scratch, k, sizeof *scratch, compare_imports);
  struct import_entry *imports = rapcfi_sealed_copy (scratch, &bytes);
  free (scratch);
  if (!imports)
    return false;
  struct tables now = rapcfi_tables;
  now.imports = imports;
  now.nimports = k;
  now.imports_bytes = bytes;

  if (rapcfi_tables.dlsym_results)
    {
      size_t kept = 0;
      uintptr_t *results = rapcfi_tables.dlsym_results;
      for (size_t i = 0; i < rapcfi_tables.dlsym_nresults; i++)
	if (rapcfi_lookup_segment (results[i]))
	  {
	    if (kept != i)
	      rapcfi_region_write (results, rapcfi_tables.dlsym_bytes,
				   &results[kept], &results[i],
				   sizeof results[i]);
	    kept++;
	  }
      now.dlsym_nresults = kept;
    }
  struct import_entry *old = rapcfi_tables.imports;
  size_t old_bytes = rapcfi_tables.imports_bytes;
  rapcfi_set_tables (&now);
  if (old)
    munmap (old, old_bytes);
  return true;
}

/* Whether the import E allows a call at SITE (NULL: no record).  */
static bool
import_allows (const struct import_entry *e, const struct rapcfi_site *site)
{
  if (!site)
    return true;
  if ((site->unit_flags & RAPCFI_UNIT_HASH_MASK) != e->algorithm)
    return false;
  return (e->hash == site->hash
	  || ((site->kind & RAPCFI_SITE_UNPROTOTYPED)
	      && rapcfi_same_return_type (site->type, e->type)));
}

/* The first of the imports at ADDRESS, or where it would be.  Called
   with the tables' lock held and the tables fresh.  */
static size_t
first_import (uintptr_t address)
{
  size_t lo = 0, hi = rapcfi_tables.nimports;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (rapcfi_tables.imports[mid].address < address)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo;
}

/* Whether an import at ADDRESS allows a call at SITE; only one of a
   member type of a transparent union when MEMBER_TYPES_ONLY.  Called
   with the tables' lock held and the tables fresh.  */
static bool
lookup_import (uintptr_t address, const struct rapcfi_site *site,
	       bool member_types_only)
{
  size_t lo = first_import (address);
  for (; (lo < rapcfi_tables.nimports
	  && rapcfi_tables.imports[lo].address == address); lo++)
    if ((!member_types_only || rapcfi_tables.imports[lo].member_type)
	&& import_allows (&rapcfi_tables.imports[lo], site))
      return true;
  return false;
}

/* Whether ADDRESS is a result of dlsym that instrumented code asked for.
   Called with the tables' lock held.  */
static bool
lookup_dlsym_result (uintptr_t address)
{
  size_t lo = 0, hi = rapcfi_tables.dlsym_nresults;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (rapcfi_tables.dlsym_results[mid] < address)
	lo = mid + 1;
      else if (rapcfi_tables.dlsym_results[mid] > address)
	hi = mid;
      else
	return true;
    }
  return false;
}

bool
rapcfi_compat_allows_call (uintptr_t target, uintptr_t resolved,
			   const struct rapcfi_site *site)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  bool allowed = (lookup_import (target, site, false)
		  || (resolved != target && lookup_import (resolved, site, false))
		  || lookup_dlsym_result (target)
		  || (resolved != target && lookup_dlsym_result (resolved)));
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return allowed;
}

bool
rapcfi_member_type_allows_return (uintptr_t entry, const char *type)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  bool allowed = false;
  for (size_t i = first_import (entry);
       i < rapcfi_tables.nimports && rapcfi_tables.imports[i].address == entry;
       i++)
    if (rapcfi_tables.imports[i].member_type
	&& strcmp (rapcfi_tables.imports[i].type, type) == 0)
      allowed = true;
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return allowed;
}

bool
rapcfi_member_type_allows_call (uintptr_t entry,
				const struct rapcfi_site *site)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  bool allowed = lookup_import (entry, site, true);
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return allowed;
}

void
rapcfi_admit_dlsym_result (uintptr_t address)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  if (!lookup_dlsym_result (address))
    {
      /* The results with ADDRESS in its place, copied into sealed
	 memory (rapcfi_sealed_copy), never writable.  */
      size_t n = rapcfi_tables.dlsym_nresults;
      const uintptr_t *results = rapcfi_tables.dlsym_results;
      size_t bytes = (n + 1) * sizeof *results;
      uintptr_t *merged = malloc (bytes);
      if (!merged)
	{
	  fputs ("rapcfi: out of memory admitting a dlsym result\n", stderr);
	  abort ();
	}
      size_t at = 0;
      while (at < n && results[at] < address)
	at++;
      memcpy (merged, results, at * sizeof *results);
      merged[at] = address;
      memcpy (merged + at + 1, results + at, (n - at) * sizeof *results);
      uintptr_t *sealed = rapcfi_sealed_copy (merged, &bytes);
      free (merged);
      if (!sealed)
	{
	  fputs ("rapcfi: out of memory admitting a dlsym result\n", stderr);
	  abort ();
	}
      struct tables now = rapcfi_tables;
      now.dlsym_results = sealed;
      now.dlsym_nresults = n + 1;
      now.dlsym_bytes = bytes;
      size_t old_bytes = rapcfi_tables.dlsym_bytes;
      rapcfi_set_tables (&now);
      if (results)
	munmap ((void *) results, old_bytes);
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
}

/* Whether ADDRESS, in no loaded object, is the signal return trampoline
   in an executable mapping of its own: where a kernel without a vDSO, or
   qemu-user, puts it.  */
static bool
sigreturn_outside_objects (uintptr_t address)
{
  uintptr_t start, end;
  return (rapcfi_find_mapping (address, true, &start, &end)
	  && rapcfi_code_is_sigreturn ((const unsigned char *) address,
				       end - address));
}

/* Whether ADDRESS is in JIT code (jit_mapping) and follows a call
   instruction there, to a loaded object's code or into the same mapping:
   the generated code called the returning function.  Not cached: JIT
   code is freed and made again without any object being loaded or
   unloaded.  Called with the tables' lock held and the tables fresh.  */
static bool
jit_return_follows_call (uintptr_t address)
{
  uintptr_t start, end, direct;
  return (jit_mapping (address, &start, &end)
	  && rapcfi_code_follows_call ((const unsigned char *) address,
				       address - start, &direct)
	  && (!direct || rapcfi_lookup_segment (direct)
	      || (direct >= start && direct < end)));
}

bool
rapcfi_return_follows_call (uintptr_t address)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  const struct segment *g = rapcfi_lookup_segment (address);
  uintptr_t direct;
  bool allowed = (g
		  && ((rapcfi_code_follows_call ((const unsigned char *) address,
						 address - g->start, &direct)
		       && (!direct || rapcfi_lookup_segment (direct)))
		      || address == rapcfi_context_return ()));
  if (allowed)
    cache_return (address);
  else
    allowed = jit_return_follows_call (address);
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return allowed;
}

bool
rapcfi_return_is_sigreturn (uintptr_t address)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  const struct segment *g = rapcfi_lookup_segment (address);
  bool sigreturn = (g
		    ? rapcfi_code_is_sigreturn ((const unsigned char *) address,
						g->end - address)
		    : sigreturn_outside_objects (address));
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return sigreturn;
}
