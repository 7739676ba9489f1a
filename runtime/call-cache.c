/* The cache of the indirect calls that compat allowed, so that a program
   calling libc through pointers pays for the lookups once per call site
   and target; the returns' cache is ret-probe.c.  */

#define _GNU_SOURCE
#include "caches.h"
#include "objects.h"

#include <link.h>
#include <pthread.h>
#include <string.h>

/* The indirect calls into code rapcfi did not compile that compat
   allowed, by call site and target, for the objects loaded now: a
   program calling libc through pointers (SQLite's table of system
   calls) asks again and again.  Direct-mapped, in a page of its own
   that is read-only but while it is written, as the return cache
   (ret-probe.c) is.  */
#define CALL_CACHE_SIZE 255

struct call_cache_slot
{
  uintptr_t site;
  uintptr_t target;
};

static struct
{
  struct call_cache_slot slots[CALL_CACHE_SIZE];
  unsigned long long generation;	/* 0: nothing cached.  */
  char rest[RAPCFI_SEALED_PAGE
	    - CALL_CACHE_SIZE * sizeof (struct call_cache_slot)
	    - sizeof (unsigned long long)];
} call_cache __attribute__ ((aligned (RAPCFI_SEALED_PAGE)));
_Static_assert (sizeof call_cache == RAPCFI_SEALED_PAGE, "one page");

__attribute__ ((constructor)) static void
init_call_cache (void)
{
  rapcfi_seal_page (&call_cache, true);
}

static size_t
call_cache_slot (uintptr_t site, uintptr_t target)
{
  return ((site ^ (target * UINT64_C (0x9e3779b97f4a7c15)))
	  % CALL_CACHE_SIZE);
}

bool
rapcfi_call_cached (uintptr_t site, uintptr_t target)
{
  struct load_counts now = { false, 0, 0 };
  dl_iterate_phdr (rapcfi_read_counts_only, &now);
  pthread_mutex_lock (&rapcfi_tables_lock);
  const struct call_cache_slot *slot
    = &call_cache.slots[call_cache_slot (site, target)];
  bool hit = (now.known && call_cache.generation == rapcfi_generation (&now)
	      && slot->site == site && slot->target == target);
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return hit;
}

void
rapcfi_cache_call (uintptr_t site, uintptr_t target)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  unsigned long long g = rapcfi_generation (&rapcfi_tables.counts);
  if (g)
    {
      rapcfi_seal_page (&call_cache, false);
      if (call_cache.generation != g)
	{
	  memset (call_cache.slots, 0, sizeof call_cache.slots);
	  call_cache.generation = g;
	}
      struct call_cache_slot *slot
	= &call_cache.slots[call_cache_slot (site, target)];
      slot->site = site;
      slot->target = target;
      rapcfi_seal_page (&call_cache, true);
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
}
