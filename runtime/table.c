/* Table mode's lookup table.  The checks find the slot of an address A at
   RAPCFI_TABLE_BASE + (A & RAPCFI_TABLE_INDEX_MASK) * RAPCFI_TABLE_SCALE
   (arch/table-layout.h) and accept A when the slot holds A and the
   negated hash the check expects.

   The table is memory of its own (memfd_create) seen through two views.
   The public view, at the fixed address the checks read, is read-only
   and can never be made writable: it is mapped once the memory is sealed
   against new writable mappings (F_SEAL_FUTURE_WRITE), so the kernel
   refuses even mprotect.  This file writes through the alias, a second
   view wherever the kernel put it, PROT_NONE but while an update writes
   it, page range by page range.  The alias's address is secret by ASLR
   only (it is kept in a page that is read-only after start-up, which an
   attacker who can read memory can read); knowing it, a racing thread
   can write only the pages an update has made writable, while it lasts.
   The public view is not mseal(2)ed: a child of fork must replace it by
   a table of its own (shared memory would carry its updates into its
   parent's table, and its parent's into it).

   A slot is written hash first, then address, and emptied address first,
   so a check that finds its address in a slot finds that address's hash
   there too: lookups need no lock while objects are loaded and
   unloaded.  */

#define _GNU_SOURCE
#include "table.h"
#include "objects.h"
#include "seal.h"
#include "arch/table-layout.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
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

/* Where the table is, in a page of its own, read-only once the table is
   mapped but while a child of fork replaces it (rapcfi_seal_page): a
   write into the program's data cannot point the runtime's writes
   elsewhere.  */
static struct
{
  char *alias;			/* The writable view.  */
  pid_t owner;			/* The process whose table it is.  */
  int map_error;		/* 0 once mapped, else an errno.  */
  char rest[RAPCFI_SEALED_PAGE - sizeof (char *) - sizeof (pid_t)
	    - sizeof (int)];
} table_state __attribute__ ((aligned (RAPCFI_SEALED_PAGE)))
  = { NULL, 0, EAGAIN, { 0 } };
_Static_assert (sizeof table_state == RAPCFI_SEALED_PAGE, "one page");

/* The entries the table holds now, sorted by address.  */
static struct rapcfi_table_entry *held;
static size_t nheld;

/* Held while the table is written, and across fork.  */
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

static void
fail (const char *what)
{
  fprintf (stderr, "rapcfi: %s (table mode)\n", what);
  abort ();
}

/* Stop the program, saying WHAT failed and why (the errno ERROR).  */
static void
fail_with (const char *what, int error)
{
  char message[200];
  snprintf (message, sizeof message, "%s: %s", what, strerror (error));
  fail (message);
}

/* New table memory, sealed against growing, shrinking and new writable
   mappings (where the kernel knows F_SEAL_FUTURE_WRITE, since Linux 5.1),
   with its alias mapped; its descriptor in *FD, or an errno.  */
static int
create_table (int *fd, char **alias)
{
  *fd = memfd_create ("rapcfi-table", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (*fd < 0)
    return errno;
  int error = 0;
  *alias = MAP_FAILED;
  const int seals = F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL;
  if (ftruncate (*fd, RAPCFI_TABLE_SIZE) != 0)
    error = errno;
  else if ((*alias = mmap (NULL, RAPCFI_TABLE_SIZE, PROT_NONE,
			   MAP_SHARED | MAP_NORESERVE, *fd, 0)) == MAP_FAILED)
    error = errno;
  else if (fcntl (*fd, F_ADD_SEALS, seals | F_SEAL_FUTURE_WRITE) != 0
	   && (errno != EINVAL || fcntl (*fd, F_ADD_SEALS, seals) != 0))
    error = errno;
  if (error)
    {
      if (*alias != MAP_FAILED)
	munmap (*alias, RAPCFI_TABLE_SIZE);
      close (*fd);
    }
  return error;
}

/* Map the public view of the table memory FD at RAPCFI_TABLE_BASE, with
   FIXED (MAP_FIXED_NOREPLACE, or MAP_FIXED to replace a view); 0 or an
   errno, EEXIST when something else is mapped there.  */
static int
map_public_view (int fd, int fixed)
{
  void *want = (void *) (uintptr_t) RAPCFI_TABLE_BASE;
  void *got = mmap (want, RAPCFI_TABLE_SIZE, PROT_READ,
		    MAP_SHARED | MAP_NORESERVE | fixed, fd, 0);
  if (got == want)
    return 0;
  if (got == MAP_FAILED)
    return errno;
  munmap (got, RAPCFI_TABLE_SIZE);
  return EEXIST;
}

static struct slot *
slot_of (uintptr_t address)
{
  return (struct slot *) (uintptr_t) (RAPCFI_TABLE_BASE
				      + (address & RAPCFI_TABLE_INDEX_MASK)
					* RAPCFI_TABLE_SCALE);
}

/* The alias of the slot of ADDRESS: where the runtime writes it.  */
static struct slot *
writable_slot_of (uintptr_t address)
{
  return (struct slot *) (table_state.alias
			  + (address & RAPCFI_TABLE_INDEX_MASK)
			    * RAPCFI_TABLE_SCALE);
}

static void lock_table (void);
static void unlock_table (void);
static void after_fork_in_child (void);

/* Before every constructor: a constructor of an instrumented object may
   make checks.  Reading an unmapped table would crash them, so the table
   is mapped whatever the program's units are; its pages cost nothing
   until written or read (a read of an empty page, for an address in
   code rapcfi did not compile, makes the kernel back it).  */
static void
map_table (void)
{
  int fd;
  char *alias;
  int error = create_table (&fd, &alias);
  if (!error)
    {
      error = map_public_view (fd, MAP_FIXED_NOREPLACE);
      close (fd);
      if (error)
	munmap (alias, RAPCFI_TABLE_SIZE);
    }
  table_state.map_error = error;
  if (!error)
    {
      table_state.alias = alias;
      table_state.owner = getpid ();
      pthread_atfork (lock_table, unlock_table, after_fork_in_child);
    }
  rapcfi_seal_page (&table_state, true);
  /* Without a table, the first check of a table-mode unit would crash
     with no word of why: read the units now, which stops the program
     with the reason if one is loaded (rapcfi_table_update).  */
  if (error)
    rapcfi_object_loaded (NULL);
}

/* At priority 0, reserved to the implementation, which the runtime is:
   in a static executable, the program's own constructors (priorities 101
   to 65535, and 101 itself comes first from the program's objects) and
   gcov's (100) run earlier than any other constructor of the runtime
   would.  Given as an .init_array entry, as GCC warns about a
   constructor attribute of a reserved priority.  */
__attribute__ ((section (".init_array.00000"), used)) static void
  (*map_table_first) (void) = map_table;

/* The pages an update writes, as ranges of whole pages: slots of
   neighbouring addresses are neighbours, so an object's entries make a
   few long ranges.  */
struct page_ranges
{
  uintptr_t (*ranges)[2];
  size_t n;
  size_t capacity;
};

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

/* Give the pages R of the alias the protection PROT.  */
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

/* Write the slot of E in the alias, where it must be written.  */
static void
write_slot (const struct rapcfi_table_entry *e)
{
  struct slot *s = writable_slot_of (e->address);
  /* Emptied first: the address goes in only with its own hash.  */
  atomic_store_explicit (&s->address, 0, memory_order_release);
  atomic_store_explicit (&s->negated_hash, 0u - e->hash,
			 memory_order_release);
  atomic_store_explicit (&s->address, e->address, memory_order_release);
}

/* Empty the slots of the held entries ENTRIES lacks and write those of
   the N ENTRIES that must be, in the PAGES of the alias made writable
   meanwhile.  */
static void
write_slots (const struct rapcfi_table_entry *entries, size_t n,
	     const struct page_ranges *pages)
{
  protect (pages, PROT_READ | PROT_WRITE);
  for (size_t i = 0; i < nheld; i++)
    if (atomic_load_explicit (&slot_of (held[i].address)->address,
			      memory_order_relaxed) == held[i].address
	&& !holds (entries, n, held[i].address))
      atomic_store_explicit (&writable_slot_of (held[i].address)->address, 0,
			     memory_order_release);
  for (size_t i = 0; i < n; i++)
    if (must_write (&entries[i]))
      write_slot (&entries[i]);
  protect (pages, PROT_NONE);
}

/* A child of fork shares the table memory with its parent, whose
   updates would reach the child's table and the child's the parent's.
   Give it memory of its own holding the entries held, written through a
   new alias before its public view replaces the old one in one mmap
   (other threads of a child that was not made by fork, which runs no
   handler, may be making checks).  */
static void
give_child_own_table (void)
{
  int fd;
  char *alias;
  int error = create_table (&fd, &alias);
  if (error)
    fail_with ("cannot give a child process a lookup table of its own",
	       error);
  char *parents = table_state.alias;
  rapcfi_seal_page (&table_state, false);
  table_state.alias = alias;
  table_state.owner = getpid ();
  rapcfi_seal_page (&table_state, true);
  if (mprotect (alias, RAPCFI_TABLE_SIZE, PROT_READ | PROT_WRITE))
    fail ("cannot change the protection of the lookup table");
  for (size_t i = 0; i < nheld; i++)
    if (atomic_load_explicit (&writable_slot_of (held[i].address)->address,
			      memory_order_relaxed) == 0)
      write_slot (&held[i]);
  if (mprotect (alias, RAPCFI_TABLE_SIZE, PROT_NONE))
    fail ("cannot change the protection of the lookup table");
  error = map_public_view (fd, MAP_FIXED);
  close (fd);
  if (error)
    fail_with ("cannot give a child process a lookup table of its own",
	       error);
  munmap (parents, RAPCFI_TABLE_SIZE);
}

static void
lock_table (void)
{
  pthread_mutex_lock (&table_lock);
}

static void
unlock_table (void)
{
  pthread_mutex_unlock (&table_lock);
}

static void
after_fork_in_child (void)
{
  give_child_own_table ();
  unlock_table ();
}

/* Write to BUF the first mapping in the table's place that
   /proc/self/maps lists, as "START-END PERMISSIONS [NAME]"; "" when it
   lists none.  */
static void
describe_occupant (char *buf, size_t size)
{
  buf[0] = 0;
  FILE *maps = fopen ("/proc/self/maps", "re");
  if (!maps)
    return;
  char line[512];
  while (fgets (line, sizeof line, maps))
    {
      unsigned long start, end;
      char permissions[8];
      int name = 0;
      line[strcspn (line, "\n")] = 0;
      if (sscanf (line, "%lx-%lx %7s %*s %*s %*s %n", &start, &end,
		  permissions, &name) >= 3
	  && start < RAPCFI_TABLE_BASE + RAPCFI_TABLE_SIZE
	  && end > RAPCFI_TABLE_BASE)
	{
	  snprintf (buf, size, "%lx-%lx %s%s%s", start, end, permissions,
		    name && line[name] ? " " : "", name ? line + name : "");
	  break;
	}
    }
  fclose (maps);
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
  int map_error = table_state.map_error;
  if (map_error)
    {
      char occupant[128] = "";
      if (map_error == EEXIST)
	describe_occupant (occupant, sizeof occupant);
      char what[256];
      snprintf (what, sizeof what,
		"cannot map the lookup table at %#x: %s%s%s%s", RAPCFI_TABLE_BASE,
		map_error == EEXIST ? "something else is mapped there"
				    : strerror (map_error),
		*occupant ? " (" : "", occupant, *occupant ? ")" : "");
      fail (what);
    }

  lock_table ();
  if (table_state.owner != getpid ())
    give_child_own_table ();

  uintptr_t page = (uintptr_t) sysconf (_SC_PAGESIZE);
  struct page_ranges pages = { NULL, 0, 0 };
  for (size_t i = 0; i < nheld; i++)
    if (!holds (entries, n, held[i].address))
      add_page (&pages, writable_slot_of (held[i].address), page);
  for (size_t i = 0; i < n; i++)
    if (must_write (&entries[i]))
      add_page (&pages, writable_slot_of (entries[i].address), page);
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
  unlock_table ();
}
