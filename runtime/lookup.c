/* Looking addresses up in the tables of the loaded objects (objects.h):
   which recorded function holds an address, which call site or return
   site is there, and, for a failed indirect call, everything about its
   target in one look, a PLT entry or a trampoline seen through
   (resolve.c).  Each rapcfi_find_* takes the tables' lock and makes the
   tables describe the objects loaded now first.  */

#define _GNU_SOURCE
#include "lookup.h"
#include "objects.h"
#include "resolve.h"
#include "arch/code.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The recorded function holding ADDRESS, or NULL.  Called with
   the tables' lock held and the tables fresh.  */
static const struct function_entry *
lookup_function_entry (uintptr_t address)
{
  /* The first function whose entry is above ADDRESS; the one before it is
     the only one that can hold ADDRESS.  */
  size_t lo = 0, hi = rapcfi_tables.nfuncs;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (rapcfi_tables.funcs[mid].entry <= address)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo == 0)
    return NULL;
  const struct function_entry *e = &rapcfi_tables.funcs[lo - 1];
  return (address - e->entry < e->record->size || address == e->entry
	  ? e : NULL);
}

/* Where ADDRESS lies, as rapcfi_find_function says.  Called with
   the tables' lock held and the tables fresh.  */
enum rapcfi_place
rapcfi_lookup_function (uintptr_t address, struct rapcfi_function *function)
{
  const struct function_entry *e = lookup_function_entry (address);
  enum rapcfi_place place = RAPCFI_OUTSIDE;
  if (e)
    place = address == e->entry ? RAPCFI_AT_ENTRY : RAPCFI_INSIDE;
  if (place != RAPCFI_OUTSIDE)
    {
      function->entry = e->entry;
      function->size = e->record->size;
      function->hash = e->record->hash;
      function->name = rapcfi_unit_string (e->unit, e->record->name);
      function->type = rapcfi_unit_string (e->unit, e->record->type);
      function->unit_flags = e->unit->flags;
      function->preamble = e->preamble;
    }
  return place;
}

enum rapcfi_place
rapcfi_find_function (uintptr_t address, struct rapcfi_function *function)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  enum rapcfi_place place = rapcfi_lookup_function (address, function);
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return place;
}

/* The entry of the call site at ADDRESS, or NULL.  Called with
   the tables' lock held and the tables fresh.  */
static const struct site_entry *
lookup_site (uintptr_t address)
{
  size_t lo = 0, hi = rapcfi_tables.nsites;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (rapcfi_tables.sites[mid].address < address)
	lo = mid + 1;
      else if (rapcfi_tables.sites[mid].address > address)
	hi = mid;
      else
	return &rapcfi_tables.sites[mid];
    }
  return NULL;
}

enum rapcfi_return_place
rapcfi_find_return (uintptr_t address, struct rapcfi_function *function)
{
  enum rapcfi_return_place place;
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  bool inside = rapcfi_lookup_function (address, function) != RAPCFI_OUTSIDE;
  const struct site_entry *site = lookup_site (address);
  if (site && (site->record->kind & RAPCFI_SITE_KIND_MASK)
	      == RAPCFI_SITE_RETURN)
    {
      place = RAPCFI_RETURN_FAILURE_PATH;
      if (!inside)
	{
	  memset (function, 0, sizeof *function);
	  function->name = "";
	}
    }
  else if (inside && (function->unit_flags & RAPCFI_UNIT_RETURNS))
    place = RAPCFI_RETURN_CHECKED;
  else
    place = RAPCFI_RETURN_UNCHECKED;
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return place;
}

/* The record of the call site at ADDRESS into *SITE, as
   rapcfi_find_site says.  Called with the tables' lock held and the
   tables fresh.  */
static bool
lookup_site_record (uintptr_t address, struct rapcfi_site *site)
{
  const struct site_entry *found = lookup_site (address);
  if (found)
    {
      const struct rapcfi_site_record *r = found->record;
      site->address = found->address;
      site->hash = r->hash;
      site->function = rapcfi_unit_string (found->unit, r->function);
      site->file = rapcfi_unit_string (found->unit, r->file);
      site->line = r->line;
      site->type = rapcfi_unit_string (found->unit, r->type);
      site->kind = r->kind;
      site->unit_flags = found->unit->flags;
      site->unit_prefix = found->unit->prefix;
    }
  return found != NULL;
}

bool
rapcfi_find_site (uintptr_t address, struct rapcfi_site *site)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  bool found = lookup_site_record (address, site);
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return found;
}

bool
rapcfi_find_return_record (uintptr_t address,
			   struct rapcfi_return_record *record)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  struct return_site_entry key = { address, NULL, NULL };
  const struct return_site_entry *found
    = bsearch (&key, rapcfi_tables.rets, rapcfi_tables.nrets,
	       sizeof *rapcfi_tables.rets, rapcfi_compare_return_sites);
  if (found)
    {
      record->hash = found->record->hash;
      record->kind = found->record->kind;
      record->string = (record->kind == RAPCFI_RETURN_AFTER_CALL ? NULL
			: rapcfi_unit_string (found->unit, found->record->string));
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return found != NULL;
}

const char *
rapcfi_find_type (uint32_t hash, int algorithm)
{
  const char *type = NULL;
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  for (size_t i = 0; i < rapcfi_tables.nfuncs && !type; i++)
    {
      const struct function_entry *e = &rapcfi_tables.funcs[i];
      if (e->record->hash == hash
	  && (algorithm < 0
	      || (e->unit->flags & RAPCFI_UNIT_HASH_MASK)
		 == (uint32_t) algorithm))
	type = rapcfi_unit_string (e->unit, e->record->type);
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return type;
}

/* The executable segment holding ADDRESS, or NULL.  Called with
   the tables' lock held and the tables fresh.  */
const struct segment *
rapcfi_lookup_segment (uintptr_t address)
{
  size_t lo = 0, hi = rapcfi_tables.nsegments;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (rapcfi_tables.segments[mid].start <= address)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo == 0 || address >= rapcfi_tables.segments[lo - 1].end)
    return NULL;
  return &rapcfi_tables.segments[lo - 1];
}

/* Whether the bytes that end PREFIX nops before TARGET are a kCFI
   preamble, its hash into *HASH.  They are
   read only when they lie in the executable segment of a loaded object
   that holds TARGET: never across the segment's start, before which
   nothing may be mapped.  The segment may be unmapped meanwhile only if
   another thread unloads the object, which the call to TARGET would not
   survive either.  Called with the tables' lock held and the tables
   fresh.  */
static bool
read_preamble (uintptr_t target, uint32_t prefix, uint32_t *hash)
{
  const struct segment *g = rapcfi_lookup_segment (target);
  uintptr_t padding = (uintptr_t) prefix * RAPCFI_NOP_SIZE;
  if (!g || target - g->start < padding + RAPCFI_PREAMBLE_SIZE)
    return false;
  return rapcfi_code_preamble ((const unsigned char *) (target - padding
							- RAPCFI_PREAMBLE_SIZE),
			       hash);
}

void
rapcfi_find_call (uintptr_t target, uintptr_t site, struct rapcfi_call *call)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  call->target = target;
  call->plt = RAPCFI_NOT_PLT;
  call->place = rapcfi_lookup_function (target, &call->function);
  if (call->place == RAPCFI_OUTSIDE)
    {
      uintptr_t resolved;
      call->plt = rapcfi_lookup_plt (target, &resolved);
      if (call->plt == RAPCFI_PLT_RESOLVED
	  || (call->plt == RAPCFI_NOT_PLT
	      && rapcfi_lookup_trampoline (target, &resolved)))
	{
	  call->target = resolved;
	  call->place = rapcfi_lookup_function (resolved, &call->function);
	}
    }
  call->known = lookup_site_record (site, &call->site);
  /* Table mode reads no hash from code, a kCFI preamble's included.  */
  call->preamble
    = (call->place == RAPCFI_OUTSIDE && call->plt != RAPCFI_PLT_UNKNOWN
       && !(call->known && (call->site.unit_flags & RAPCFI_UNIT_TABLE))
       && read_preamble (call->target,
			 call->known ? call->site.unit_prefix : 0,
			 &call->preamble_hash));
  pthread_mutex_unlock (&rapcfi_tables_lock);
}

enum rapcfi_place
rapcfi_find_callee (uintptr_t target, struct rapcfi_function *function,
		    uintptr_t *resolved)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  *resolved = target;
  enum rapcfi_place place = rapcfi_lookup_function (target, function);
  if (place == RAPCFI_OUTSIDE)
    {
      enum rapcfi_plt_place plt = rapcfi_lookup_plt (target, resolved);
      if (plt == RAPCFI_PLT_RESOLVED)
	place = rapcfi_lookup_function (*resolved, function);
      else if (plt == RAPCFI_PLT_UNKNOWN)
	*resolved = 0;
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return place;
}

enum rapcfi_place
rapcfi_find_function_named (const char *name, uintptr_t address,
			    struct rapcfi_function *function)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  const struct segment *g = rapcfi_lookup_segment (address);
  const struct function_entry *holder = lookup_function_entry (address);
  uintptr_t entry = 0;
  int best = -1;
  for (size_t i = 0; i < rapcfi_tables.nfuncs && best < 2; i++)
    {
      const struct function_entry *e = &rapcfi_tables.funcs[i];
      if (strcmp (rapcfi_unit_string (e->unit, e->record->name), name) != 0)
	continue;
      /* Static functions of one name may be in several units: the one
	 of the return site's unit first, then of its object.  */
      int rank = (holder && e->unit == holder->unit ? 2
		  : g && e->unit->object == g->object ? 1 : 0);
      if (rank > best)
	{
	  best = rank;
	  entry = e->entry;
	}
    }
  enum rapcfi_place place = (entry ? rapcfi_lookup_function (entry, function)
			     : RAPCFI_OUTSIDE);
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return place;
}
