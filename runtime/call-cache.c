/* The cache of the indirect calls that compat allowed, so that a program
   calling libc through pointers pays for the lookups once per call site
   and target; the returns' cache is ret-probe.c.  */

#define _GNU_SOURCE
#include "caches.h"
#include "lookup.h"
#include "objects.h"
#include "seal.h"
#include "arch/code.h"

#include <link.h>
#include <pthread.h>
#include <stdatomic.h>
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

/* The same, for calls from and to objects loaded at start-up, which the
   loader never unloads: an answer that never goes stale, so it is read
   without the loader's lock or the tables' (in table mode, every call
   into libc through a pointer asks).  One writer at a time, under the
   tables' lock; a reader that raced a write sees the sequence count odd
   or changed and takes it for a miss.  */
struct startup_call_slot
{
  _Atomic uintptr_t site;
  _Atomic uintptr_t target;
};

static struct
{
  struct startup_call_slot slots[CALL_CACHE_SIZE];
  _Atomic unsigned long sequence;
  char rest[RAPCFI_SEALED_PAGE
	    - CALL_CACHE_SIZE * sizeof (struct startup_call_slot)
	    - sizeof (unsigned long)];
} startup_calls __attribute__ ((aligned (RAPCFI_SEALED_PAGE)));
_Static_assert (sizeof startup_calls == RAPCFI_SEALED_PAGE, "one page");

/* The objects loaded when the runtime started (the executable, the C
   library, their dependencies): the loader never unloads them, so what
   is cached of calls between them never goes stale.  Filled by the
   constructor, then sealed for good.  */
#define STARTUP_OBJECTS_MAX 255

static struct
{
  uintptr_t base[STARTUP_OBJECTS_MAX];
  size_t n;
  char rest[RAPCFI_SEALED_PAGE - STARTUP_OBJECTS_MAX * sizeof (uintptr_t)
	    - sizeof (size_t)];
} startup_objects __attribute__ ((aligned (RAPCFI_SEALED_PAGE)));
_Static_assert (sizeof startup_objects == RAPCFI_SEALED_PAGE, "one page");

static int
note_startup_object (struct dl_phdr_info *info, size_t size, void *data)
{
  (void) size;
  (void) data;
  if (startup_objects.n < STARTUP_OBJECTS_MAX)
    startup_objects.base[startup_objects.n++] = info->dlpi_addr;
  return 0;
}

__attribute__ ((constructor)) static void
init_call_cache (void)
{
  rapcfi_seal_page (&call_cache, true);
  rapcfi_seal_page (&startup_calls, true);
  dl_iterate_phdr (note_startup_object, NULL);
  rapcfi_seal_page_for_good (&startup_objects);
}

static size_t
call_cache_slot (uintptr_t site, uintptr_t target)
{
  return ((site ^ (target * UINT64_C (0x9e3779b97f4a7c15)))
	  % CALL_CACHE_SIZE);
}

static bool
startup_call_cached (uintptr_t site, uintptr_t target)
{
  const struct startup_call_slot *slot
    = &startup_calls.slots[call_cache_slot (site, target)];
  unsigned long before
    = atomic_load_explicit (&startup_calls.sequence, memory_order_acquire);
  if (before & 1)
    return false;
  bool hit = (atomic_load_explicit (&slot->site, memory_order_relaxed) == site
	      && atomic_load_explicit (&slot->target, memory_order_relaxed)
		 == target);
  atomic_thread_fence (memory_order_acquire);
  return (hit
	  && atomic_load_explicit (&startup_calls.sequence,
				   memory_order_relaxed) == before);
}

/* Called with the tables' lock held, the tables fresh.  The page is
   written through rapcfi_page_write, which keeps the order of its
   writes.  */
static void
cache_startup_call (uintptr_t site, uintptr_t target)
{
  size_t i = call_cache_slot (site, target);
  unsigned long sequence
    = atomic_load_explicit (&startup_calls.sequence, memory_order_relaxed);
  unsigned long odd = sequence + 1, even = sequence + 2;
  uintptr_t slot[2] = { site, target };
  rapcfi_page_write (&startup_calls, &startup_calls.sequence, &odd,
		     sizeof odd);
  atomic_thread_fence (memory_order_seq_cst);
  rapcfi_page_write (&startup_calls, &startup_calls.slots[i], slot,
		     sizeof slot);
  atomic_thread_fence (memory_order_seq_cst);
  rapcfi_page_write (&startup_calls, &startup_calls.sequence, &even,
		     sizeof even);
}

/* The cache of the calls that involve an object loaded later, valid for
   the objects loaded now: the loader's lock and the tables' are taken.
   Out of line, so that a hit in the start-up cache pays for no frame.  */
__attribute__ ((noinline)) static bool
loaded_call_cached (uintptr_t site, uintptr_t target)
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

bool
rapcfi_call_cached (uintptr_t site, uintptr_t target)
{
  return (startup_call_cached (site, target)
	  || loaded_call_cached (site, target));
}

/* The loaded object holding the executable segment at ADDRESS, if one
   loaded at start-up; NULL otherwise.  */
static const struct rapcfi_object *
startup_object_of (uintptr_t address)
{
  const struct segment *g = rapcfi_lookup_segment (address);
  if (!g)
    return NULL;
  const struct rapcfi_object *object = &rapcfi_tables.objects[g->object];
  for (size_t i = 0; i < startup_objects.n; i++)
    if (startup_objects.base[i] == object->base)
      return object;
  return NULL;
}

/* Whether OBJECT's RELRO segment, read-only once relocated, holds the
   word at ADDRESS.  */
static bool
in_relro (const struct rapcfi_object *object, uintptr_t address)
{
  for (ElfW(Half) i = 0; i < object->phnum; i++)
    {
      const ElfW(Phdr) *p = &object->phdr[i];
      uintptr_t start = object->base + p->p_vaddr;
      if (p->p_type == PT_GNU_RELRO && address >= start
	  && address + sizeof (uintptr_t) <= start + p->p_memsz)
	return true;
    }
  return false;
}

void
rapcfi_cache_call (uintptr_t site, uintptr_t target, bool in_site)
{
  uintptr_t slot;
  in_site = (in_site
	     && rapcfi_code_call_cache_slot ((const unsigned char *) site,
					     RAPCFI_CALL_CACHE_TEST_SIZE,
					     &slot));
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  unsigned long long g = rapcfi_generation (&rapcfi_tables.counts);
  const struct rapcfi_object *site_object = startup_object_of (site);
  bool startup = site_object && startup_object_of (target);
  if (startup)
    cache_startup_call (site, target);
  else if (g)
    {
      if (call_cache.generation != g)
	{
	  __typeof__ (call_cache) emptied;
	  memset (&emptied, 0, offsetof (__typeof__ (call_cache), rest));
	  emptied.generation = g;
	  rapcfi_page_write (&call_cache, &call_cache, &emptied,
			     offsetof (__typeof__ (call_cache), rest));
	}
      struct call_cache_slot entry = { site, target };
      rapcfi_page_write (&call_cache,
			 &call_cache.slots[call_cache_slot (site, target)],
			 &entry, sizeof entry);
    }
  /* Never through a writable page: another thread would write this or
     any other word of the page meanwhile.  Where that cannot be, the
     word stays as it is.  */
  if (in_site && startup && in_relro (site_object, slot))
    rapcfi_write_sealed ((void *) slot, &target, sizeof target);
  pthread_mutex_unlock (&rapcfi_tables_lock);
}
