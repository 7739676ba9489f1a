/* Table mode's lookup table.  The checks find the slot of an address A at
   RAPCFI_TABLE_BASE + (A & RAPCFI_TABLE_INDEX_MASK) * RAPCFI_TABLE_SCALE
   (arch/table-layout.h) and accept A when the slot holds A and the
   negated hash the check expects.

   The table is memory of its own (memfd_create), mapped once, read-only,
   at the fixed address the checks read: the public view, mapped from a
   descriptor opened read-only (through /proc/self/fd), so that not even
   mprotect can make it writable.  No writable mapping of it ever exists:
   the runtime writes the slots with pwrite on the memory's descriptor.
   What a child of fork rebuilds its table from, the entries the table
   holds, is sealed memory too (seal.h).  The public view is not
   mseal(2)ed: a child of fork must replace it by a table of its own
   (shared memory would carry its updates into its parent's table, and
   its parent's into it), and so must a process whose descriptor of the
   table the program closed.

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
#include <sys/stat.h>
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

/* The table's descriptor and the entries it holds, in a page of its own,
   read-only and written without making it writable (rapcfi_page_write):
   a write into the program's data can neither point the runtime's
   writes elsewhere nor change what a child of fork rebuilds its table
   from.  */
struct table_info
{
  const struct rapcfi_table_entry *held; /* Sorted by address, sealed.  */
  size_t nheld;
  size_t held_bytes;
  dev_t dev;			/* Which file fd is.  */
  ino_t ino;
  int fd;			/* The table memory, for writing.  */
  pid_t owner;			/* The process whose table it is.  */
  int map_error;		/* 0 once mapped, else an errno.  */
};

static union
{
  struct table_info s;
  char page[RAPCFI_SEALED_PAGE];
} table_page __attribute__ ((aligned (RAPCFI_SEALED_PAGE)))
  = { { NULL, 0, 0, 0, 0, -1, 0, EAGAIN } };
_Static_assert (sizeof table_page == RAPCFI_SEALED_PAGE, "one page");

#define table_state (table_page.s)

static void
set_table_state (const struct table_info *now)
{
  rapcfi_page_write (&table_page, &table_page.s, now, sizeof *now);
}

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

/* New table memory, sealed against growing and shrinking; its
   descriptor in *FD, or an errno.  */
static int
create_table (int *fd)
{
  *fd = memfd_create ("rapcfi-table", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (*fd < 0)
    return errno;
  int error = 0;
  if (ftruncate (*fd, RAPCFI_TABLE_SIZE) != 0
      || fcntl (*fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL))
    error = errno;
  if (error)
    close (*fd);
  return error;
}

/* Map the public view of the table memory FD at RAPCFI_TABLE_BASE, with
   FIXED (MAP_FIXED_NOREPLACE, or MAP_FIXED to replace a view); 0 or an
   errno, EEXIST when something else is mapped there.  Mapped from a
   descriptor opened read-only, which mprotect cannot make writable;
   without /proc, from FD, read-only but for mprotect (which a data-only
   attacker cannot call).  */
static int
map_public_view (int fd, int fixed)
{
  char path[64];
  snprintf (path, sizeof path, "/proc/self/fd/%d", fd);
  int read_only = open (path, O_RDONLY | O_CLOEXEC);
  void *want = (void *) (uintptr_t) RAPCFI_TABLE_BASE;
  void *got = mmap (want, RAPCFI_TABLE_SIZE, PROT_READ,
		    MAP_SHARED | MAP_NORESERVE | fixed,
		    read_only >= 0 ? read_only : fd, 0);
  int error = errno;
  if (read_only >= 0)
    close (read_only);
  if (got == want)
    return 0;
  if (got == MAP_FAILED)
    return error;
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

/* Where the slot of ADDRESS is in the table memory.  */
static off_t
slot_offset (uintptr_t address)
{
  return (off_t) ((address & RAPCFI_TABLE_INDEX_MASK) * RAPCFI_TABLE_SCALE);
}

/* Write the N bytes at SRC at AT in the table memory FD, in order with
   the writes before and after.  */
static void
write_table (int fd, const void *src, size_t n, off_t at)
{
  if (!rapcfi_pwrite_fully (fd, src, n, at))
    fail ("cannot write the lookup table");
  atomic_thread_fence (memory_order_seq_cst);
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
  rapcfi_seal_init ();
  int fd;
  int error = create_table (&fd);
  if (!error && (error = map_public_view (fd, MAP_FIXED_NOREPLACE)))
    close (fd);
  struct table_info now = table_state;
  struct stat st;
  if (!error && fstat (fd, &st) != 0)
    error = errno;
  now.map_error = error;
  if (!error)
    {
      now.fd = fd;
      now.dev = st.st_dev;
      now.ino = st.st_ino;
      now.owner = getpid ();
      pthread_atfork (lock_table, unlock_table, after_fork_in_child);
    }
  set_table_state (&now);
  rapcfi_seal_page (&table_page, true);
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

/* A change of one slot: its offset in the table memory, and the address
   and negated hash it must hold (a removal: the address to remove, and
   REMOVE).  */
struct slot_change
{
  off_t offset;
  uintptr_t address;
  uint32_t negated_hash;
  bool remove;
};

static int
compare_changes (const void *a, const void *b)
{
  off_t x = ((const struct slot_change *) a)->offset;
  off_t y = ((const struct slot_change *) b)->offset;
  return x < y ? -1 : x > y;
}

/* The granule the slots are written in: a page of the table, written
   whole, so that an update costs a few writes per page rather than per
   slot (rewriting a slot with what it holds changes nothing a check can
   see).  */
#define TABLE_PAGE 4096

/* Make the table memory FD, whose view is PUBLIC (NULL: not mapped yet,
   empty), hold the N CHANGES, sorted by offset, page by page: in a
   mapped table, the slots that hold an address are emptied first, then
   the hashes are written, then the addresses, each step a write of the
   page, so that a check that finds an address in its slot finds that
   address's hash there.  */
static void
apply_changes (int fd, const char *public, const struct slot_change *changes,
	       size_t n)
{
  char image[TABLE_PAGE] __attribute__ ((aligned (16)));
  for (size_t first = 0, end; first < n; first = end)
    {
      off_t page = changes[first].offset & ~(off_t) (TABLE_PAGE - 1);
      for (end = first; end < n && changes[end].offset < page + TABLE_PAGE;
	   end++)
	;
      if (public)
	memcpy (image, public + page, TABLE_PAGE);
      else
	memset (image, 0, TABLE_PAGE);
      bool emptied = false;
      for (size_t i = first; i < end; i++)
	{
	  struct slot *s = (struct slot *) (image + (changes[i].offset - page));
	  uintptr_t there = atomic_load_explicit (&s->address,
						  memory_order_relaxed);
	  if (there && (!changes[i].remove || there == changes[i].address))
	    {
	      atomic_store_explicit (&s->address, 0, memory_order_relaxed);
	      emptied = true;
	    }
	}
      if (emptied && public)
	write_table (fd, image, TABLE_PAGE, page);
      bool written = false;
      for (size_t i = first; i < end; i++)
	if (!changes[i].remove)
	  {
	    struct slot *s
	      = (struct slot *) (image + (changes[i].offset - page));
	    atomic_store_explicit (&s->negated_hash, changes[i].negated_hash,
				   memory_order_relaxed);
	    written = true;
	  }
      if (written && public)
	write_table (fd, image, TABLE_PAGE, page);
      for (size_t i = first; i < end; i++)
	if (!changes[i].remove)
	  {
	    struct slot *s
	      = (struct slot *) (image + (changes[i].offset - page));
	    atomic_store_explicit (&s->address, changes[i].address,
				   memory_order_relaxed);
	  }
      if (written || (emptied && !public))
	write_table (fd, image, TABLE_PAGE, page);
    }
}

/* Add to CHANGES, at *N, the writing of the slot of E.  */
static void
add_write (struct slot_change *changes, size_t *n,
	   const struct rapcfi_table_entry *e)
{
  struct slot_change c = { slot_offset (e->address), e->address,
			   0u - e->hash, false };
  changes[(*n)++] = c;
}

/* Give this process table memory of its own holding the entries held,
   written before its public view replaces the old one in one mmap
   (other threads of a child that was not made by fork, which runs no
   handler, may be making checks): a child of fork shares the table
   memory with its parent, whose updates would reach the child's table
   and the child's the parent's; and a process whose table descriptor
   the program closed has no other way to write it.  */
static void
give_own_table (void)
{
  int fd;
  int error = create_table (&fd);
  struct stat st;
  if (!error && fstat (fd, &st) != 0)
    error = errno;
  if (error)
    fail_with ("cannot give a process a lookup table of its own", error);
  size_t n = 0;
  struct slot_change *changes
    = malloc ((table_state.nheld + 1) * sizeof *changes);
  if (!changes)
    fail ("out of memory giving a process a lookup table of its own");
  for (size_t i = 0; i < table_state.nheld; i++)
    add_write (changes, &n, &table_state.held[i]);
  qsort (changes, n, sizeof *changes, compare_changes);
  apply_changes (fd, NULL, changes, n);
  free (changes);
  error = map_public_view (fd, MAP_FIXED);
  if (error)
    fail_with ("cannot give a process a lookup table of its own", error);
  struct table_info now = table_state;
  now.fd = fd;
  now.dev = st.st_dev;
  now.ino = st.st_ino;
  now.owner = getpid ();
  set_table_state (&now);
}

/* The descriptor to write the table with: this process's own table's,
   which it gets first when it has none (see give_own_table).  */
static int
own_table (void)
{
  struct stat st;
  bool open = (fstat (table_state.fd, &st) == 0
	       && st.st_dev == table_state.dev
	       && st.st_ino == table_state.ino);
  if (open && table_state.owner == getpid ())
    return table_state.fd;
  /* The parent's, which this child inherited, is of no use here.  */
  if (open)
    close (table_state.fd);
  give_own_table ();
  return table_state.fd;
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
  own_table ();
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
  if (n == 0 && table_state.nheld == 0)
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
  int fd = own_table ();
  const struct rapcfi_table_entry *held = table_state.held;
  size_t nheld = table_state.nheld, held_bytes = table_state.held_bytes;
  struct slot_change *changes = malloc ((nheld + n + 1) * sizeof *changes);
  if (!changes)
    fail ("out of memory updating the lookup table");
  size_t nchanges = 0;
  for (size_t i = 0; i < nheld; i++)
    if (atomic_load_explicit (&slot_of (held[i].address)->address,
			      memory_order_relaxed) == held[i].address
	&& !holds (entries, n, held[i].address))
      {
	struct slot_change c = { slot_offset (held[i].address),
				 held[i].address, 0, true };
	changes[nchanges++] = c;
      }
  /* And the slots that must be written, or that a held address ENTRIES
     lacks holds now.  */
  for (size_t i = 0; i < n; i++)
    {
      uintptr_t there
	= atomic_load_explicit (&slot_of (entries[i].address)->address,
				memory_order_relaxed);
      if (must_write (&entries[i])
	  || (there != entries[i].address && !holds (entries, n, there)
	      && holds (held, nheld, there)))
	add_write (changes, &nchanges, &entries[i]);
    }
  qsort (changes, nchanges, sizeof *changes, compare_changes);
  apply_changes (fd, (const char *) (uintptr_t) RAPCFI_TABLE_BASE, changes,
		 nchanges);
  free (changes);

  size_t bytes = n * sizeof *entries;
  struct rapcfi_table_entry *copy = NULL;
  if (n && !(copy = rapcfi_sealed_copy (entries, &bytes)))
    fail ("out of memory updating the lookup table");
  struct table_info now = table_state;
  now.held = copy;
  now.nheld = n;
  now.held_bytes = n ? bytes : 0;
  set_table_state (&now);
  if (held)
    munmap ((void *) held, held_bytes);
  unlock_table ();
}
