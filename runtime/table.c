/* Table mode's lookup table.  The checks find the slot of an address A at
   RAPCFI_TABLE_BASE + (A & RAPCFI_TABLE_INDEX_MASK) * RAPCFI_TABLE_SCALE
   (arch/<target>/table-layout.h) and accept A when the slot holds A and
   the negated hash the check expects.  The table is mapped read-only at
   start-up, before any instrumented code runs, and made writable only
   while this file writes it, page range by page range.

   A slot is written hash first, then address, and emptied address first,
   so a check that finds its address in a slot finds that address's hash
   there too: lookups need no lock while objects are loaded and
   unloaded.  */

#define _GNU_SOURCE
#include "table.h"
#include "arch/table-layout.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

struct slot
{
  _Atomic uintptr_t address;
  _Atomic uint32_t negated_hash;
  uint32_t unused;
};

_Static_assert (sizeof (struct slot) == RAPCFI_TABLE_SLOT_SIZE, "slot");
_Static_assert (offsetof (struct slot, negated_hash)
		== RAPCFI_TABLE_HASH_OFFSET, "slot hash");

/* 0 once mapped, else the errno of the attempt (EAGAIN before it).  */
static int map_error = EAGAIN;

/* The entries the table holds now, sorted by address.  */
static struct rapcfi_table_entry *held;
static size_t nheld;

/* Before every constructor: a constructor of an instrumented object may
   make checks.  Reading an unmapped table would crash them, so the table
   is mapped whatever the program's units are; its pages cost nothing
   until written.  */
static void
map_table (void)
{
  void *want = (void *) (uintptr_t) RAPCFI_TABLE_BASE;
  void *got = mmap (want, RAPCFI_TABLE_SIZE, PROT_READ,
		    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
		    | MAP_FIXED_NOREPLACE, -1, 0);
  if (got == want)
    map_error = 0;
  else
    {
      map_error = got == MAP_FAILED ? errno : EEXIST;
      if (got != MAP_FAILED)
	munmap (got, RAPCFI_TABLE_SIZE);
    }
}

/* At priority 0, reserved to the implementation, which the runtime is:
   in a static executable, the program's own constructors (priorities 101
   to 65535, and 101 itself comes first from the program's objects) and
   gcov's (100) run earlier than any other constructor of the runtime
   would.  Given as an .init_array entry, as GCC warns about a
   constructor attribute of a reserved priority.  */
__attribute__ ((section (".init_array.00000"), used)) static void
  (*map_table_first) (void) = map_table;

static struct slot *
slot_of (uintptr_t address)
{
  return (struct slot *) (uintptr_t) (RAPCFI_TABLE_BASE
				      + (address & RAPCFI_TABLE_INDEX_MASK)
					* RAPCFI_TABLE_SCALE);
}

/* The pages an update writes, as ranges of whole pages: slots of
   neighbouring addresses are neighbours, so an object's entries make a
   few long ranges.  */
struct page_ranges
{
  uintptr_t (*ranges)[2];
  size_t n;
  size_t capacity;
};

static void
fail (const char *what)
{
  fprintf (stderr, "rapcfi: %s (table mode)\n", what);
  abort ();
}

/* Add the page of SLOT to R, extending the last range when it is close
   enough that unprotecting the pages between costs less than another
   call.  */
static void
add_page (struct page_ranges *r, const struct slot *slot, uintptr_t page)
{
  uintptr_t start = (uintptr_t) slot & ~(page - 1);
  if (r->n && start >= r->ranges[r->n - 1][0]
      && start <= r->ranges[r->n - 1][1] + 16 * page)
    {
      if (start + page > r->ranges[r->n - 1][1])
	r->ranges[r->n - 1][1] = start + page;
      return;
    }
  if (r->n == r->capacity)
    {
      size_t capacity = r->capacity ? 2 * r->capacity : 64;
      void *grown = realloc (r->ranges, capacity * sizeof *r->ranges);
      if (!grown)
	fail ("out of memory updating the lookup table");
      r->ranges = grown;
      r->capacity = capacity;
    }
  r->ranges[r->n][0] = start;
  r->ranges[r->n][1] = start + page;
  r->n++;
}

static void
protect (const struct page_ranges *r, int prot)
{
  for (size_t i = 0; i < r->n; i++)
    if (mprotect ((void *) r->ranges[i][0], r->ranges[i][1] - r->ranges[i][0],
		  prot))
      fail ("cannot change the protection of the lookup table");
}

static int
compare_entries (const void *a, const void *b)
{
  uintptr_t x = ((const struct rapcfi_table_entry *) a)->address;
  uintptr_t y = ((const struct rapcfi_table_entry *) b)->address;
  return x < y ? -1 : x > y;
}

/* Whether the sorted ENTRIES hold ADDRESS.  */
static bool
holds (const struct rapcfi_table_entry *entries, size_t n, uintptr_t address)
{
  struct rapcfi_table_entry key = { address, 0 };
  return bsearch (&key, entries, n, sizeof *entries, compare_entries);
}

/* Whether E's slot must be written: it is empty, or holds E's address
   with another hash (another object mapped where one was unloaded).  A
   slot another address holds stays as it is.  */
static bool
must_write (const struct rapcfi_table_entry *e)
{
  const struct slot *s = slot_of (e->address);
  uintptr_t there = atomic_load_explicit (&s->address, memory_order_relaxed);
  return (there == 0
	  || (there == e->address
	      && atomic_load_explicit (&s->negated_hash, memory_order_relaxed)
		 != 0u - e->hash));
}

/* Empty the slots of the held entries ENTRIES lacks and write those of
   the N ENTRIES that must be, in the PAGES made writable meanwhile.  */
static void
write_slots (const struct rapcfi_table_entry *entries, size_t n,
	     const struct page_ranges *pages)
{
  protect (pages, PROT_READ | PROT_WRITE);
  for (size_t i = 0; i < nheld; i++)
    {
      struct slot *s = slot_of (held[i].address);
      if (atomic_load_explicit (&s->address, memory_order_relaxed)
	  == held[i].address
	  && !holds (entries, n, held[i].address))
	atomic_store_explicit (&s->address, 0, memory_order_release);
    }
  for (size_t i = 0; i < n; i++)
    if (must_write (&entries[i]))
      {
	struct slot *s = slot_of (entries[i].address);
	/* Emptied first: the address goes in only with its own hash.  */
	atomic_store_explicit (&s->address, 0, memory_order_release);
	atomic_store_explicit (&s->negated_hash, 0u - entries[i].hash,
			       memory_order_release);
	atomic_store_explicit (&s->address, entries[i].address,
			       memory_order_release);
      }

  protect (pages, PROT_READ);
}

/* Sort the N ENTRIES and leave out every address given twice; return
   how many are left.  */
static size_t
sort_unique (struct rapcfi_table_entry *entries, size_t n)
{
  qsort (entries, n, sizeof *entries, compare_entries);
  size_t kept = 0;
  for (size_t i = 0; i < n;)
    {
      size_t same = i + 1;
      while (same < n && entries[same].address == entries[i].address)
	same++;
      if (same == i + 1)
	entries[kept++] = entries[i];
      i = same;
    }
  return kept;
}

void
rapcfi_table_update (struct rapcfi_table_entry *entries, size_t n)
{
  n = sort_unique (entries, n);
  if (n == 0 && nheld == 0)
    return;
  if (map_error)
    {
      char what[160];
      snprintf (what, sizeof what, "cannot map the lookup table at %#x: %s",
		RAPCFI_TABLE_BASE,
		map_error == EEXIST ? "something else is mapped there"
				    : strerror (map_error));
      fail (what);
    }

  uintptr_t page = (uintptr_t) sysconf (_SC_PAGESIZE);
  struct page_ranges pages = { NULL, 0, 0 };
  for (size_t i = 0; i < nheld; i++)
    if (!holds (entries, n, held[i].address))
      add_page (&pages, slot_of (held[i].address), page);
  for (size_t i = 0; i < n; i++)
    if (must_write (&entries[i]))
      add_page (&pages, slot_of (entries[i].address), page);
  if (pages.n)
    write_slots (entries, n, &pages);
  free (pages.ranges);

  struct rapcfi_table_entry *copy = malloc ((n + 1) * sizeof *copy);
  if (!copy)
    fail ("out of memory updating the lookup table");
  memcpy (copy, entries, n * sizeof *copy);
  free (held);
  held = copy;
  nheld = n;
}
