/* Finding the per-unit tables at run time.  Every unit compiled with the
   plugin left an ELF note in its object (doc/ABI.md); the notes of all
   loaded objects are read through dl_iterate_phdr, and their function and
   call-site records merged into two arrays sorted by address.  The arrays
   are cached, and rebuilt when an object has been loaded or unloaded
   since.  Only the failure handlers look here, so a mutex is enough;
   but for the return addresses found in code rapcfi did not compile,
   which return checks meet all the time, and which a small cache
   (ret-probe.c) answers without it.  */

#define _GNU_SOURCE
#include "units.h"
#include "plt.h"
#include "table.h"
#include "arch/code.h"
#include "typehash/typehash.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

/* A unit, its rel fields resolved.  */
struct unit
{
  const struct rapcfi_function_record *funcs;
  uint32_t nfuncs;
  const struct rapcfi_site_record *sites;
  uint32_t nsites;
  const char *strings;
  uint32_t strsize;		/* Up to its last NUL.  */
  uint32_t flags;
  uint32_t prefix;
  const struct rapcfi_import_record *imports;
  uint32_t nimports;
  const struct rapcfi_return_site_record *rets;
  uint32_t nrets;
  /* Functions without a preamble.  */
  const struct rapcfi_function_record *locals;
  uint32_t nlocals;
  size_t object;		/* Its object, in the objects' array.  */
};

/* A record and its unit, keyed by address for sorting.  */
struct function_entry
{
  uintptr_t entry;
  const struct rapcfi_function_record *record;
  const struct unit *unit;
  bool preamble;		/* False for one of the unit's locals.  */
};

struct site_entry
{
  uintptr_t address;
  const struct rapcfi_site_record *record;
  const struct unit *unit;
};

struct return_site_entry
{
  uintptr_t address;
  const struct rapcfi_return_site_record *record;
  const struct unit *unit;
};

/* The loader's counts of objects loaded and unloaded when the cache was
   built; KNOWN is false when the loader does not give them.  */
struct load_counts
{
  bool known;
  unsigned long long adds;
  unsigned long long subs;
};

/* An executable PT_LOAD segment of a loaded object: [START, END), of
   the object at OBJECT in the objects' array.  */
struct segment
{
  uintptr_t start;
  uintptr_t end;
  size_t object;
};

/* The units and the executable segments being collected from the loaded
   objects.  */
struct collection
{
  struct unit *units;
  size_t nunits;
  size_t capacity;
  struct segment *segments;
  size_t nsegments;
  size_t segments_capacity;
  struct rapcfi_object *objects;	/* In the loader's order.  */
  size_t nobjects;
  size_t objects_capacity;
  bool failed;
  struct load_counts counts;
};

/* An import of a loaded unit, where the loader resolved it: a function
   outside instrumented code that indirect calls of the hash HASH may
   reach (compat=strict).  */
struct import_entry
{
  uintptr_t address;
  uint32_t hash;
  uint32_t algorithm;		/* Its unit's flags & RAPCFI_UNIT_HASH_MASK.  */
  const char *type;		/* The type encoding it was declared with.  */
};

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

/* What the failure handlers decide by: the units (their flags: policy
   and compat), their records sorted by address, the executable segments
   and the loaded objects' PLT slots, all in one arena; the imports,
   sorted by address; the results of dlsym that instrumented code asked
   for (__rapcfi_dlsym_result), sorted.  Each array is in pages of its
   own, read-only but while the runtime fills it (sealed_alloc), and the
   pointers and counts that locate them are in this page, read-only but
   while the runtime writes it under cache_lock (rapcfi_seal_page): no
   write into the program's data changes a decision (doc/ABI.md, "What a
   data-only attacker can change").  Rebuilt when an object has been
   loaded or unloaded, so never sealed for good.  */
static struct __attribute__ ((aligned (RAPCFI_SEALED_PAGE))) tables
{
  bool valid;
  struct load_counts counts;
  void *arena;
  size_t arena_bytes;
  struct unit *units;
  size_t nunits;
  struct function_entry *funcs;
  size_t nfuncs;
  struct site_entry *sites;
  size_t nsites;
  struct return_site_entry *rets;
  size_t nrets;
  struct segment *segments;
  size_t nsegments;
  struct rapcfi_object *objects;
  size_t nobjects;
  struct import_entry *imports;
  size_t nimports;
  size_t imports_bytes;
  uintptr_t *dlsym_results;
  size_t dlsym_nresults;
  size_t dlsym_bytes;
} tables;
_Static_assert (sizeof tables == RAPCFI_SEALED_PAGE, "one page");

__attribute__ ((constructor)) static void
init_tables (void)
{
  pthread_mutex_lock (&cache_lock);
  rapcfi_seal_page (&tables, true);
  pthread_mutex_unlock (&cache_lock);
}

/* BYTES, rounded up to whole pages, mapped writable; NULL on failure.  */
static void *
sealed_alloc (size_t *bytes)
{
  size_t page = (size_t) sysconf (_SC_PAGESIZE);
  *bytes = (*bytes + page - 1) / page * page;
  void *p = mmap (NULL, *bytes, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

static void
seal (void *p, size_t bytes, bool sealed)
{
  if (p && mprotect (p, bytes, sealed ? PROT_READ : PROT_READ | PROT_WRITE))
    {
      fputs ("rapcfi: cannot change the protection of the runtime's "
	     "tables\n", stderr);
      abort ();
    }
}

void
rapcfi_seal_page (void *page, bool sealed)
{
  if (sysconf (_SC_PAGESIZE) == RAPCFI_SEALED_PAGE)
    seal (page, RAPCFI_SEALED_PAGE, sealed);
}

/* mseal(2), the same number on x86_64 and aarch64; glibc has no wrapper
   yet.  */
#ifndef SYS_mseal
#define SYS_mseal 462
#endif

void
rapcfi_seal_page_for_good (void *page)
{
  if (sysconf (_SC_PAGESIZE) != RAPCFI_SEALED_PAGE)
    return;
  seal (page, RAPCFI_SEALED_PAGE, true);
  /* Without mseal (a kernel before 6.10, qemu-user), read-only is as far
     as it goes.  */
  if (syscall (SYS_mseal, page, (size_t) RAPCFI_SEALED_PAGE, 0UL) != 0
      && errno != ENOSYS && errno != EPERM)
    {
      fprintf (stderr, "rapcfi: cannot seal a page of the runtime: %s\n",
	       strerror (errno));
      abort ();
    }
}

static uintptr_t
rel_target (const int32_t *field)
{
  return (uintptr_t) field + (intptr_t) *field;
}

static void
read_load_counts (const struct dl_phdr_info *info, size_t size,
		  struct load_counts *counts)
{
  counts->known = (size >= offsetof (struct dl_phdr_info, dlpi_subs)
			  + sizeof info->dlpi_subs);
  if (counts->known)
    {
      counts->adds = info->dlpi_adds;
      counts->subs = info->dlpi_subs;
    }
}

static void
add_unit (struct collection *c, const struct rapcfi_unit_descriptor *d,
	  size_t size)
{
  if (d->version != RAPCFI_UNIT_VERSION)
    return;
  if (c->nunits == c->capacity)
    {
      size_t capacity = c->capacity ? 2 * c->capacity : 16;
      struct unit *units = realloc (c->units, capacity * sizeof *units);
      if (!units)
	{
	  c->failed = true;
	  return;
	}
      c->units = units;
      c->capacity = capacity;
    }
  struct unit *u = &c->units[c->nunits++];
  u->funcs = (const struct rapcfi_function_record *) rel_target (&d->funcs);
  u->nfuncs = d->nfuncs;
  u->sites = (const struct rapcfi_site_record *) rel_target (&d->sites);
  u->nsites = d->nsites;
  u->strings = (const char *) rel_target (&d->strings);
  /* Up to the last NUL: every offset below is a string's.  */
  const char *last = d->strsize ? memrchr (u->strings, '\0', d->strsize) : NULL;
  u->strsize = last ? last - u->strings + 1 : 0;
  u->flags = d->flags;
  u->prefix = d->prefix;
  u->imports = NULL;
  u->nimports = 0;
  u->rets = NULL;
  u->nrets = 0;
  u->locals = NULL;
  u->nlocals = 0;
  u->object = c->nobjects - 1;
  if (size >= RAPCFI_UNIT_DESCRIPTOR_V2_SIZE)
    {
      u->imports
	= (const struct rapcfi_import_record *) rel_target (&d->imports);
      u->nimports = d->nimports;
    }
  if (size >= RAPCFI_UNIT_DESCRIPTOR_V3_SIZE)
    {
      u->rets
	= (const struct rapcfi_return_site_record *) rel_target (&d->rets);
      u->nrets = d->nrets;
    }
  if (size >= sizeof *d)
    {
      u->locals
	= (const struct rapcfi_function_record *) rel_target (&d->locals);
      u->nlocals = d->nlocals;
    }
}

static size_t
align_up (size_t n, size_t align)
{
  return (n + align - 1) & ~(align - 1);
}

/* Add the units noted in the PT_NOTE segment PHDR of the object at BASE.
   The notes are padded to the segment's alignment, 4 or 8 bytes.  */
static void
collect_notes (struct collection *c, ElfW(Addr) base, const ElfW(Phdr) *phdr)
{
  const char *notes = (const char *) (base + phdr->p_vaddr);
  size_t size = phdr->p_memsz;
  size_t align = phdr->p_align == 8 ? 8 : 4;
  size_t offset = 0;
  while (size - offset >= sizeof (ElfW(Nhdr)))
    {
      const ElfW(Nhdr) *note = (const ElfW(Nhdr) *) (notes + offset);
      const char *name = (const char *) (note + 1);
      size_t desc = align_up (offset + sizeof *note + note->n_namesz, align);
      size_t next = align_up (desc + note->n_descsz, align);
      if (next > size)
	break;
      if (note->n_type == NT_RAPCFI_UNIT
	  && note->n_namesz == sizeof RAPCFI_NOTE_NAME
	  && memcmp (name, RAPCFI_NOTE_NAME, sizeof RAPCFI_NOTE_NAME) == 0
	  && note->n_descsz >= RAPCFI_UNIT_DESCRIPTOR_V1_SIZE)
	add_unit (c, (const struct rapcfi_unit_descriptor *) (notes + desc),
		  note->n_descsz);
      offset = next;
    }
}

static void
add_segment (struct collection *c, ElfW(Addr) base, const ElfW(Phdr) *phdr)
{
  if (c->nsegments == c->segments_capacity)
    {
      size_t capacity = (c->segments_capacity
			 ? 2 * c->segments_capacity : 16);
      struct segment *segments = realloc (c->segments,
					  capacity * sizeof *segments);
      if (!segments)
	{
	  c->failed = true;
	  return;
	}
      c->segments = segments;
      c->segments_capacity = capacity;
    }
  struct segment *g = &c->segments[c->nsegments++];
  g->start = base + phdr->p_vaddr;
  g->end = g->start + phdr->p_memsz;
  g->object = c->nobjects - 1;
}

/* Add the object INFO describes, its dynamic linking data read (plt.c).  */
static bool
add_object (struct collection *c, const struct dl_phdr_info *info)
{
  if (c->nobjects == c->objects_capacity)
    {
      size_t capacity = (c->objects_capacity
			 ? 2 * c->objects_capacity : 16);
      struct rapcfi_object *objects = realloc (c->objects,
					       capacity * sizeof *objects);
      if (!objects)
	{
	  c->failed = true;
	  return false;
	}
      c->objects = objects;
      c->objects_capacity = capacity;
    }
  if (!rapcfi_parse_object (info, &c->objects[c->nobjects]))
    {
      c->failed = true;
      return false;
    }
  c->nobjects++;
  return true;
}

static void
free_objects (struct rapcfi_object *objects, size_t nobjects)
{
  for (size_t i = 0; i < nobjects; i++)
    rapcfi_free_object (&objects[i]);
  free (objects);
}

static int
collect_object (struct dl_phdr_info *info, size_t size, void *data)
{
  struct collection *c = data;
  read_load_counts (info, size, &c->counts);
  if (!add_object (c, info))
    return 0;
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *phdr = &info->dlpi_phdr[i];
      if (phdr->p_type == PT_NOTE)
	collect_notes (c, info->dlpi_addr, phdr);
      else if (phdr->p_type == PT_LOAD && (phdr->p_flags & PF_X)
	       && phdr->p_memsz)
	add_segment (c, info->dlpi_addr, phdr);
    }
  return 0;
}

static int
compare_functions (const void *a, const void *b)
{
  uintptr_t x = ((const struct function_entry *) a)->entry;
  uintptr_t y = ((const struct function_entry *) b)->entry;
  return x < y ? -1 : x > y;
}

static int
compare_sites (const void *a, const void *b)
{
  uintptr_t x = ((const struct site_entry *) a)->address;
  uintptr_t y = ((const struct site_entry *) b)->address;
  return x < y ? -1 : x > y;
}

static int
compare_return_sites (const void *a, const void *b)
{
  uintptr_t x = ((const struct return_site_entry *) a)->address;
  uintptr_t y = ((const struct return_site_entry *) b)->address;
  return x < y ? -1 : x > y;
}

static int
compare_segments (const void *a, const void *b)
{
  uintptr_t x = ((const struct segment *) a)->start;
  uintptr_t y = ((const struct segment *) b)->start;
  return x < y ? -1 : x > y;
}

/* The next BYTES of the arena at *NEXT, aligned for any of its arrays.  */
static void *
carve (char **next, size_t bytes)
{
  void *p = *next;
  *next += align_up (bytes, _Alignof (max_align_t));
  return p;
}

/* Rebuild the tables from the units, segments and objects collected in
   C, copied into a new arena, sealed once filled.  Called with
   cache_lock held and the tables' page writable.  */
static bool
build_cache (const struct collection *c)
{
  size_t nfuncs = 0, nsites = 0, nrets = 0, nslots = 0;
  for (size_t i = 0; i < c->nunits; i++)
    {
      nfuncs += c->units[i].nfuncs + c->units[i].nlocals;
      nsites += c->units[i].nsites;
      nrets += c->units[i].nrets;
    }
  for (size_t i = 0; i < c->nobjects; i++)
    nslots += c->objects[i].nslots;
  size_t align = _Alignof (max_align_t);
  size_t bytes = (align_up (c->nunits * sizeof (struct unit), align)
		  + align_up (nfuncs * sizeof (struct function_entry), align)
		  + align_up (nsites * sizeof (struct site_entry), align)
		  + align_up (nrets * sizeof (struct return_site_entry), align)
		  + align_up (c->nsegments * sizeof (struct segment), align)
		  + align_up (c->nobjects * sizeof (struct rapcfi_object),
			      align)
		  + c->nobjects * (align - 1)
		  + nslots * sizeof (struct rapcfi_plt_slot) + 1);
  char *arena = sealed_alloc (&bytes);
  if (!arena)
    return false;

  char *next = arena;
  struct unit *units = carve (&next, c->nunits * sizeof *units);
  memcpy (units, c->units, c->nunits * sizeof *units);
  struct function_entry *funcs = carve (&next, nfuncs * sizeof *funcs);
  struct site_entry *sites = carve (&next, nsites * sizeof *sites);
  struct return_site_entry *rets = carve (&next, nrets * sizeof *rets);
  size_t f = 0, s = 0, r = 0;
  for (size_t i = 0; i < c->nunits; i++)
    {
      const struct unit *u = &units[i];
      for (uint32_t j = 0; j < u->nfuncs; j++, f++)
	{
	  funcs[f].entry = rel_target (&u->funcs[j].entry);
	  funcs[f].record = &u->funcs[j];
	  funcs[f].unit = u;
	  funcs[f].preamble = true;
	}
      for (uint32_t j = 0; j < u->nlocals; j++, f++)
	{
	  funcs[f].entry = rel_target (&u->locals[j].entry);
	  funcs[f].record = &u->locals[j];
	  funcs[f].unit = u;
	  funcs[f].preamble = false;
	}
      for (uint32_t j = 0; j < u->nsites; j++, s++)
	{
	  sites[s].address = rel_target (&u->sites[j].address);
	  sites[s].record = &u->sites[j];
	  sites[s].unit = u;
	}
      for (uint32_t j = 0; j < u->nrets; j++, r++)
	{
	  rets[r].address = rel_target (&u->rets[j].address);
	  rets[r].record = &u->rets[j];
	  rets[r].unit = u;
	}
    }
  qsort (funcs, nfuncs, sizeof *funcs, compare_functions);
  qsort (sites, nsites, sizeof *sites, compare_sites);
  qsort (rets, nrets, sizeof *rets, compare_return_sites);
  struct segment *segments = carve (&next, c->nsegments * sizeof *segments);
  memcpy (segments, c->segments, c->nsegments * sizeof *segments);
  qsort (segments, c->nsegments, sizeof *segments, compare_segments);
  struct rapcfi_object *objects = carve (&next,
					 c->nobjects * sizeof *objects);
  for (size_t i = 0; i < c->nobjects; i++)
    {
      objects[i] = c->objects[i];
      objects[i].slots = carve (&next, (c->objects[i].nslots
					* sizeof *objects[i].slots));
      memcpy (objects[i].slots, c->objects[i].slots,
	      c->objects[i].nslots * sizeof *objects[i].slots);
    }
  seal (arena, bytes, true);

  if (tables.arena)
    munmap (tables.arena, tables.arena_bytes);
  tables.arena = arena;
  tables.arena_bytes = bytes;
  tables.units = units;
  tables.nunits = c->nunits;
  tables.funcs = funcs;
  tables.nfuncs = nfuncs;
  tables.sites = sites;
  tables.nsites = nsites;
  tables.rets = rets;
  tables.nrets = nrets;
  tables.segments = segments;
  tables.nsegments = c->nsegments;
  tables.objects = objects;
  tables.nobjects = c->nobjects;
  tables.counts = c->counts;
  tables.valid = c->counts.known;
  return true;
}

static bool build_imports (void);

static int
read_counts_only (struct dl_phdr_info *info, size_t size, void *data)
{
  read_load_counts (info, size, data);
  return 1;
}

/* Table mode: the objects being unloaded, by their dlpi_addr, whose
   destructor (__rapcfi_object_unloading) has run but which the
   loader still lists, and the loader's count of loads then.  Their
   slots stay empty: the code goes away once the loader is done.  The
   loader serializes loading and unloading, so a load counted after the
   destructor means the unloading is over.  */
struct unloading
{
  uintptr_t base;
  unsigned long long adds;
};

static struct unloading *unloading_objects;
static size_t nunloading;

/* Forget the objects whose unloading is over.  Called with cache_lock
   held, the cache fresh.  */
static void
forget_unloaded_objects (void)
{
  size_t kept = 0;
  for (size_t i = 0; i < nunloading; i++)
    {
      bool listed = false;
      for (size_t j = 0; j < tables.nobjects && !listed; j++)
	listed = tables.objects[j].base == unloading_objects[i].base;
      if (listed && tables.counts.known
	  && tables.counts.adds == unloading_objects[i].adds)
	unloading_objects[kept++] = unloading_objects[i];
    }
  nunloading = kept;
}

static bool
unloading_p (const struct rapcfi_object *object)
{
  for (size_t i = 0; i < nunloading; i++)
    if (unloading_objects[i].base == object->base)
      return true;
  return false;
}

static const char *
object_name (const struct rapcfi_object *object)
{
  return *object->name ? object->name : program_invocation_name;
}

/* Code of the one mode finds no hash where the other mode keeps it: its
   checks would fail.  Refuse the mixture by name rather than report
   violations that are not.  Called with cache_lock held, the cache
   fresh.  */
static void
refuse_mixed_modes (void)
{
  const struct unit *table = NULL, *inline_unit = NULL;
  for (size_t i = 0; i < tables.nunits; i++)
    if (tables.units[i].flags & RAPCFI_UNIT_TABLE)
      table = table ? table : &tables.units[i];
    else
      inline_unit = inline_unit ? inline_unit : &tables.units[i];
  if (!table || !inline_unit)
    return;
  fprintf (stderr, "rapcfi: %s was built with mode=table and %s with "
	   "mode=inline; objects of both modes cannot run together: "
	   "rebuild them with one mode\n",
	   object_name (&tables.objects[table->object]),
	   object_name (&tables.objects[inline_unit->object]));
  abort ();
}

/* A hash of one algorithm never equals the same type's hash of another,
   nor does a normalized encoding's hash equal an unnormalized one's:
   every call between objects hashed differently would be reported.
   Refuse the mixture by name instead.  Called with cache_lock held, the
   cache fresh.  */
static void
refuse_mixed_hashes (void)
{
  const uint32_t mask = RAPCFI_UNIT_HASH_MASK | RAPCFI_UNIT_NORMALIZED;
  if (tables.nunits == 0)
    return;
  uint32_t first = tables.units[0].flags & mask;
  for (size_t i = 1; i < tables.nunits; i++)
    {
      uint32_t this = tables.units[i].flags & mask;
      if (this == first)
	continue;
      const char *first_name
	= rapcfi_hash_name ((first & RAPCFI_UNIT_HASH_MASK)
			    >> RAPCFI_UNIT_HASH_SHIFT);
      const char *this_name
	= rapcfi_hash_name ((this & RAPCFI_UNIT_HASH_MASK)
			    >> RAPCFI_UNIT_HASH_SHIFT);
      fprintf (stderr, "rapcfi: %s was built with hash=%s%s and %s with "
	       "hash=%s%s; objects hashed differently cannot run together: "
	       "rebuild them with one hash\n",
	       object_name (&tables.objects[tables.units[0].object]),
	       first_name ? first_name : "?",
	       first & RAPCFI_UNIT_NORMALIZED ? " (normalize-integers)" : "",
	       object_name (&tables.objects[tables.units[i].object]),
	       this_name ? this_name : "?",
	       this & RAPCFI_UNIT_NORMALIZED ? " (normalize-integers)" : "");
      abort ();
    }
}

/* Give the lookup table the function entries and return sites of the
   table-mode units of the objects loaded and not being unloaded.  Called
   with cache_lock held, the cache fresh.  */
static void
update_table (void)
{
  size_t n = 0;
  for (size_t i = 0; i < tables.nunits; i++)
    if (tables.units[i].flags & RAPCFI_UNIT_TABLE)
      n += tables.units[i].nfuncs + tables.units[i].nrets;
  struct rapcfi_table_entry *entries = malloc ((n + 1) * sizeof *entries);
  if (!entries)
    {
      fputs ("rapcfi: out of memory reading the unit tables\n", stderr);
      abort ();
    }

  size_t k = 0;
  for (size_t i = 0; i < tables.nunits; i++)
    {
      const struct unit *u = &tables.units[i];
      if (!(u->flags & RAPCFI_UNIT_TABLE)
	  || unloading_p (&tables.objects[u->object]))
	continue;
      for (uint32_t j = 0; j < u->nfuncs; j++, k++)
	{
	  entries[k].address = rel_target (&u->funcs[j].entry);
	  entries[k].hash = u->funcs[j].hash;
	}
      for (uint32_t j = 0; j < u->nrets; j++, k++)
	{
	  entries[k].address = rel_target (&u->rets[j].address);
	  entries[k].hash = u->rets[j].hash;
	}
    }
  rapcfi_table_update (entries, k);
  free (entries);
}

/* Make the cache describe the objects loaded now.  Called with
   cache_lock held.  Not knowing which edges are allowed, the handler
   could only guess, so running out of memory here stops the program.  */
static void
refresh_cache (void)
{
  struct load_counts now = { false, 0, 0 };
  dl_iterate_phdr (read_counts_only, &now);
  if (tables.valid && now.known && now.adds == tables.counts.adds
      && now.subs == tables.counts.subs)
    return;

  struct collection c = { NULL, 0, 0, NULL, 0, 0, NULL, 0, 0, false,
			  { false, 0, 0 } };
  dl_iterate_phdr (collect_object, &c);
  rapcfi_seal_page (&tables, false);
  bool built = !c.failed && build_cache (&c) && build_imports ();
  rapcfi_seal_page (&tables, true);
  free (c.units);
  free (c.segments);
  free_objects (c.objects, c.nobjects);
  if (!built)
    {
      fputs ("rapcfi: out of memory reading the unit tables\n", stderr);
      abort ();
    }
  forget_unloaded_objects ();
  refuse_mixed_modes ();
  refuse_mixed_hashes ();
  update_table ();
}

/* The string at OFFSET in U's blob, or "?" when it is not one.  */
static const char *
unit_string (const struct unit *u, uint32_t offset)
{
  if (offset >= u->strsize)
    return "?";
  return u->strings + offset;
}

/* The recorded function holding ADDRESS, or NULL.  Called with
   cache_lock held and the cache fresh.  */
static const struct function_entry *
lookup_function_entry (uintptr_t address)
{
  /* The first function whose entry is above ADDRESS; the one before it is
     the only one that can hold ADDRESS.  */
  size_t lo = 0, hi = tables.nfuncs;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (tables.funcs[mid].entry <= address)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo == 0)
    return NULL;
  const struct function_entry *e = &tables.funcs[lo - 1];
  return (address - e->entry < e->record->size || address == e->entry
	  ? e : NULL);
}

/* Where ADDRESS lies, as rapcfi_find_function says.  Called with
   cache_lock held and the cache fresh.  */
static enum rapcfi_place
lookup_function (uintptr_t address, struct rapcfi_function *function)
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
      function->name = unit_string (e->unit, e->record->name);
      function->type = unit_string (e->unit, e->record->type);
      function->unit_flags = e->unit->flags;
      function->preamble = e->preamble;
    }
  return place;
}

enum rapcfi_place
rapcfi_find_function (uintptr_t address, struct rapcfi_function *function)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  enum rapcfi_place place = lookup_function (address, function);
  pthread_mutex_unlock (&cache_lock);
  return place;
}

/* The loader's generation the tables describe (ret-probe.c).  */
static unsigned long long
generation (const struct load_counts *counts)
{
  return counts->known ? counts->adds + counts->subs + 1 : 0;
}

/* Cache ADDRESS, a return into code rapcfi did not compile that
   compat=strict allows, in the objects the tables describe.  Called with
   cache_lock held.  */
static void
cache_return (uintptr_t address)
{
  rapcfi_cache_return (address, generation (&tables.counts));
}

/* The entry of the call site at ADDRESS, or NULL.  Called with
   cache_lock held and the cache fresh.  */
static const struct site_entry *
lookup_site (uintptr_t address)
{
  size_t lo = 0, hi = tables.nsites;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (tables.sites[mid].address < address)
	lo = mid + 1;
      else if (tables.sites[mid].address > address)
	hi = mid;
      else
	return &tables.sites[mid];
    }
  return NULL;
}

enum rapcfi_return_place
rapcfi_find_return (uintptr_t address, struct rapcfi_function *function)
{
  enum rapcfi_return_place place;
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  bool inside = lookup_function (address, function) != RAPCFI_OUTSIDE;
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
  pthread_mutex_unlock (&cache_lock);
  return place;
}

/* The record of the call site at ADDRESS into *SITE, as
   rapcfi_find_site says.  Called with cache_lock held and the cache
   fresh.  */
static bool
lookup_site_record (uintptr_t address, struct rapcfi_site *site)
{
  const struct site_entry *found = lookup_site (address);
  if (found)
    {
      const struct rapcfi_site_record *r = found->record;
      site->address = found->address;
      site->hash = r->hash;
      site->function = unit_string (found->unit, r->function);
      site->file = unit_string (found->unit, r->file);
      site->line = r->line;
      site->type = unit_string (found->unit, r->type);
      site->kind = r->kind;
      site->unit_flags = found->unit->flags;
      site->unit_prefix = found->unit->prefix;
    }
  return found != NULL;
}

bool
rapcfi_find_site (uintptr_t address, struct rapcfi_site *site)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  bool found = lookup_site_record (address, site);
  pthread_mutex_unlock (&cache_lock);
  return found;
}

bool
rapcfi_find_return_record (uintptr_t address,
			   struct rapcfi_return_record *record)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  struct return_site_entry key = { address, NULL, NULL };
  const struct return_site_entry *found
    = bsearch (&key, tables.rets, tables.nrets, sizeof *tables.rets,
	       compare_return_sites);
  if (found)
    {
      record->hash = found->record->hash;
      record->kind = found->record->kind;
      record->string = (record->kind == RAPCFI_RETURN_AFTER_CALL ? NULL
			: unit_string (found->unit, found->record->string));
    }
  pthread_mutex_unlock (&cache_lock);
  return found != NULL;
}

const char *
rapcfi_find_type (uint32_t hash, int algorithm)
{
  const char *type = NULL;
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  for (size_t i = 0; i < tables.nfuncs && !type; i++)
    {
      const struct function_entry *e = &tables.funcs[i];
      if (e->record->hash == hash
	  && (algorithm < 0
	      || (e->unit->flags & RAPCFI_UNIT_HASH_MASK)
		 == (uint32_t) algorithm))
	type = unit_string (e->unit, e->record->type);
    }
  pthread_mutex_unlock (&cache_lock);
  return type;
}

/* The executable segment holding ADDRESS, or NULL.  Called with
   cache_lock held and the cache fresh.  */
static const struct segment *
lookup_segment (uintptr_t address)
{
  size_t lo = 0, hi = tables.nsegments;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (tables.segments[mid].start <= address)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo == 0 || address >= tables.segments[lo - 1].end)
    return NULL;
  return &tables.segments[lo - 1];
}

/* Whether the bytes that end PREFIX nops before TARGET are a kCFI
   preamble, its hash into *HASH.  They are
   read only when they lie in the executable segment of a loaded object
   that holds TARGET: never across the segment's start, before which
   nothing may be mapped.  The segment may be unmapped meanwhile only if
   another thread unloads the object, which the call to TARGET would not
   survive either.  Called with cache_lock held and the cache fresh.  */
static bool
read_preamble (uintptr_t target, uint32_t prefix, uint32_t *hash)
{
  const struct segment *g = lookup_segment (target);
  uintptr_t padding = (uintptr_t) prefix * RAPCFI_NOP_SIZE;
  if (!g || target - g->start < padding + RAPCFI_PREAMBLE_SIZE)
    return false;
  return rapcfi_code_preamble ((const unsigned char *) (target - padding
							- RAPCFI_PREAMBLE_SIZE),
			       hash);
}

/* Whether the GOT slot content VALUE of SLOT, in OBJECT (number INDEX),
   is still the lazy binding stub of the PLT, pushing the slot's
   relocation index, in an executable segment of OBJECT.  Called
   with cache_lock held and the cache fresh.  */
static bool
lazy_stub (size_t object, const struct rapcfi_plt_slot *slot,
	   uintptr_t value)
{
  const struct segment *g = lookup_segment (value);
  if (!g || g->object != object)
    return false;
  uint32_t pushed;
  return (rapcfi_code_lazy_binding ((const unsigned char *) value,
				    g->end - value, &pushed)
	  && (pushed == slot->index || pushed == RAPCFI_ANY_RELOCATION));
}

/* Where the PLT entry TARGET goes, as rapcfi_resolve_plt says.  Called
   with cache_lock held and the cache fresh.  */
static enum rapcfi_plt_place
lookup_plt (uintptr_t target, uintptr_t *resolved)
{
  const struct segment *g = lookup_segment (target);
  if (!g)
    return RAPCFI_NOT_PLT;
  const struct rapcfi_object *object = &tables.objects[g->object];
  const struct rapcfi_plt_slot *slot = rapcfi_plt_slot (object, target,
							  g->end);
  if (!slot)
    return RAPCFI_NOT_PLT;

  /* Bound already (-z now, an earlier call, an IRELATIVE slot): the slot
     says where the entry goes.  */
  uintptr_t value = *(const volatile uintptr_t *) slot->address;
  if (!lazy_stub (g->object, slot, value))
    {
      *resolved = value;
      return RAPCFI_PLT_RESOLVED;
    }

  /* Not yet: where the loader will bind it, the first definition of its
     symbol in the loader's order.  Not dlsym (RTLD_DEFAULT, name): for a
     canonical PLT entry of the executable, that is the entry itself.  */
  const char *name = rapcfi_plt_symbol (object, slot);
  if (slot->type != RAPCFI_R_JUMP_SLOT || !name)
    return RAPCFI_PLT_UNKNOWN;
  for (size_t i = 0; i < tables.nobjects; i++)
    switch (rapcfi_object_defines (&tables.objects[i], name, resolved))
      {
      case RAPCFI_DEFINED:
	return RAPCFI_PLT_RESOLVED;
      case RAPCFI_DEFINED_IFUNC:
	return RAPCFI_PLT_UNKNOWN;
      case RAPCFI_UNDEFINED:
	break;
      }
  return RAPCFI_PLT_UNKNOWN;
}

enum rapcfi_plt_place
rapcfi_resolve_plt (uintptr_t target, uintptr_t *resolved)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  enum rapcfi_plt_place place = lookup_plt (target, resolved);
  pthread_mutex_unlock (&cache_lock);
  return place;
}

/* Whether the line of /proc/self/maps at LINE maps ADDRESS readable, and
   executable when EXECUTABLE: the bytes from ADDRESS to its end into
   *AFTER.  */
static bool
maps_line_holds (const char *line, uintptr_t address, bool executable,
		 size_t *after)
{
  char *rest;
  unsigned long start = strtoul (line, &rest, 16);
  if (*rest != '-')
    return false;
  unsigned long end = strtoul (rest + 1, &rest, 16);
  if (*rest != ' ' || address < start || address >= end || rest[1] != 'r'
      || (executable && rest[3] != 'x'))
    return false;
  *after = end - address;
  return true;
}

/* How many bytes from ADDRESS on /proc/self/maps says are mapped
   readable, executable when EXECUTABLE; 0 when none.  For the code
   outside loaded objects where process_vm_readv cannot read it:
   qemu-user implements no such system call.  Read with system calls
   into the stack, as the return of a signal handler may come here.  */
static size_t
mapped_after (uintptr_t address, bool executable)
{
  int fd = open ("/proc/self/maps", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return 0;
  char buffer[4096];
  size_t have = 0, after = 0;
  bool found = false, skipping = false;
  ssize_t n;
  while (!found
	 && (n = read (fd, buffer + have, sizeof buffer - 1 - have)) > 0)
    {
      have += (size_t) n;
      buffer[have] = '\0';
      char *line = buffer, *newline;
      while (!found && (newline = strchr (line, '\n')))
	{
	  *newline = '\0';
	  if (!skipping)
	    found = maps_line_holds (line, address, executable, &after);
	  skipping = false;
	  line = newline + 1;
	}
      /* Keep the partial last line.  One longer than the buffer (a long
	 path), whose start has been read, is skipped to its end.  */
      have -= (size_t) (line - buffer);
      memmove (buffer, line, have);
      if (have == sizeof buffer - 1)
	{
	  have = 0;
	  skipping = true;
	}
    }
  close (fd);
  return found ? after : 0;
}

/* Whether TARGET, in no loaded object's executable segment, is the
   trampoline of a nested function (on the stack, in GCC's), its function
   into *RESOLVED.  Read through the kernel (or, where it cannot, after
   asking /proc/self/maps), so that a target that is not mapped is only
   not a trampoline.  */
static bool
lookup_trampoline (uintptr_t target, uintptr_t *resolved)
{
  if (lookup_segment (target))
    return false;
  unsigned char code[RAPCFI_TRAMPOLINE_MAX];
  struct iovec local = { code, sizeof code };
  struct iovec remote = { (void *) target, sizeof code };
  ssize_t n = process_vm_readv (getpid (), &local, 1, &remote, 1, 0);
  if (n < 0 && errno == ENOSYS)
    {
      size_t after = mapped_after (target, false);
      n = after < sizeof code ? after : sizeof code;
      memcpy (code, (const void *) target, n);
    }
  else if (n <= 0)
    {
      /* The page holding TARGET may end before sizeof code.  */
      remote.iov_len = local.iov_len = 16;
      n = process_vm_readv (getpid (), &local, 1, &remote, 1, 0);
    }
  return n > 0 && rapcfi_code_trampoline (code, (size_t) n, resolved);
}

void
rapcfi_find_call (uintptr_t target, uintptr_t site, struct rapcfi_call *call)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  call->target = target;
  call->plt = RAPCFI_NOT_PLT;
  call->place = lookup_function (target, &call->function);
  if (call->place == RAPCFI_OUTSIDE)
    {
      uintptr_t resolved;
      call->plt = lookup_plt (target, &resolved);
      if (call->plt == RAPCFI_PLT_RESOLVED
	  || (call->plt == RAPCFI_NOT_PLT
	      && lookup_trampoline (target, &resolved)))
	{
	  call->target = resolved;
	  call->place = lookup_function (resolved, &call->function);
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
  pthread_mutex_unlock (&cache_lock);
}

enum rapcfi_place
rapcfi_find_callee (uintptr_t target, struct rapcfi_function *function,
		    uintptr_t *resolved)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  *resolved = target;
  enum rapcfi_place place = lookup_function (target, function);
  if (place == RAPCFI_OUTSIDE)
    {
      enum rapcfi_plt_place plt = lookup_plt (target, resolved);
      if (plt == RAPCFI_PLT_RESOLVED)
	place = lookup_function (*resolved, function);
      else if (plt == RAPCFI_PLT_UNKNOWN)
	*resolved = 0;
    }
  pthread_mutex_unlock (&cache_lock);
  return place;
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
   Called with cache_lock held, the rest of the cache fresh.  */
static bool
build_imports (void)
{
  size_t n = 0;
  for (size_t i = 0; i < tables.nunits; i++)
    n += tables.units[i].nimports;
  size_t bytes = (2 * n + 1) * sizeof (struct import_entry);
  struct import_entry *imports = sealed_alloc (&bytes);
  if (!imports)
    return false;

  size_t k = 0;
  for (size_t i = 0; i < tables.nunits; i++)
    {
      const struct unit *u = &tables.units[i];
      for (uint32_t j = 0; j < u->nimports; j++)
	{
	  const struct rapcfi_import_record *r = &u->imports[j];
	  if (!r->address)
	    continue;		/* An undefined weak function.  */
	  struct import_entry e = { r->address, r->hash,
				    u->flags & RAPCFI_UNIT_HASH_MASK,
				    unit_string (u, r->type) };
	  imports[k++] = e;
	  uintptr_t resolved;
	  if (lookup_plt (r->address, &resolved) == RAPCFI_PLT_RESOLVED)
	    {
	      e.address = resolved;
	      imports[k++] = e;
	    }
	}
    }
  qsort (imports, k, sizeof *imports, compare_imports);
  seal (imports, bytes, true);
  if (tables.imports)
    munmap (tables.imports, tables.imports_bytes);
  tables.imports = imports;
  tables.nimports = k;
  tables.imports_bytes = bytes;

  if (tables.dlsym_results)
    {
      size_t kept = 0;
      seal (tables.dlsym_results, tables.dlsym_bytes, false);
      for (size_t i = 0; i < tables.dlsym_nresults; i++)
	if (lookup_segment (tables.dlsym_results[i]))
	  tables.dlsym_results[kept++] = tables.dlsym_results[i];
      tables.dlsym_nresults = kept;
      seal (tables.dlsym_results, tables.dlsym_bytes, true);
    }
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

/* Whether an import at ADDRESS allows a call at SITE.  Called with
   cache_lock held and the cache fresh.  */
static bool
lookup_import (uintptr_t address, const struct rapcfi_site *site)
{
  size_t lo = 0, hi = tables.nimports;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (tables.imports[mid].address < address)
	lo = mid + 1;
      else
	hi = mid;
    }
  for (; lo < tables.nimports && tables.imports[lo].address == address; lo++)
    if (import_allows (&tables.imports[lo], site))
      return true;
  return false;
}

/* Whether ADDRESS is a result of dlsym that instrumented code asked for.
   Called with cache_lock held.  */
static bool
lookup_dlsym_result (uintptr_t address)
{
  size_t lo = 0, hi = tables.dlsym_nresults;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (tables.dlsym_results[mid] < address)
	lo = mid + 1;
      else if (tables.dlsym_results[mid] > address)
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
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  bool allowed = (lookup_import (target, site)
		  || (resolved != target && lookup_import (resolved, site))
		  || lookup_dlsym_result (target)
		  || (resolved != target && lookup_dlsym_result (resolved)));
  pthread_mutex_unlock (&cache_lock);
  return allowed;
}

void
rapcfi_admit_dlsym_result (uintptr_t address)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  if (!lookup_dlsym_result (address))
    {
      rapcfi_seal_page (&tables, false);
      size_t needed = ((tables.dlsym_nresults + 1)
		       * sizeof *tables.dlsym_results);
      if (needed > tables.dlsym_bytes)
	{
	  size_t bytes = 2 * needed;
	  uintptr_t *grown = sealed_alloc (&bytes);
	  if (!grown)
	    {
	      fputs ("rapcfi: out of memory admitting a dlsym result\n",
		     stderr);
	      abort ();
	    }
	  if (tables.dlsym_results)
	    {
	      memcpy (grown, tables.dlsym_results,
		      tables.dlsym_nresults * sizeof *tables.dlsym_results);
	      munmap (tables.dlsym_results, tables.dlsym_bytes);
	    }
	  tables.dlsym_results = grown;
	  tables.dlsym_bytes = bytes;
	}
      else
	seal (tables.dlsym_results, tables.dlsym_bytes, false);
      size_t at = 0;
      while (at < tables.dlsym_nresults && tables.dlsym_results[at] < address)
	at++;
      memmove (tables.dlsym_results + at + 1, tables.dlsym_results + at,
	       (tables.dlsym_nresults - at) * sizeof *tables.dlsym_results);
      tables.dlsym_results[at] = address;
      tables.dlsym_nresults++;
      seal (tables.dlsym_results, tables.dlsym_bytes, true);
      rapcfi_seal_page (&tables, true);
    }
  pthread_mutex_unlock (&cache_lock);
}

/* Whether ADDRESS, in no loaded object, is the signal return trampoline
   in an executable mapping of its own: where a kernel without a vDSO, or
   qemu-user, puts it.  */
static bool
sigreturn_outside_objects (uintptr_t address)
{
  size_t after = mapped_after (address, true);
  return (after > 0
	  && rapcfi_code_is_sigreturn ((const unsigned char *) address,
				       after));
}

bool
rapcfi_return_follows_call (uintptr_t address)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  const struct segment *g = lookup_segment (address);
  uintptr_t direct;
  bool allowed = (g
		  && ((rapcfi_code_follows_call ((const unsigned char *) address,
						 address - g->start, &direct)
		       && (!direct || lookup_segment (direct)))
		      || address == rapcfi_context_return ()));
  if (allowed)
    cache_return (address);
  pthread_mutex_unlock (&cache_lock);
  return allowed;
}

bool
rapcfi_return_is_sigreturn (uintptr_t address)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  const struct segment *g = lookup_segment (address);
  bool sigreturn = (g
		    ? rapcfi_code_is_sigreturn ((const unsigned char *) address,
						g->end - address)
		    : sigreturn_outside_objects (address));
  pthread_mutex_unlock (&cache_lock);
  return sigreturn;
}

/* Whether HANDLER, a signal's handler, is the function at ENTRY, or,
   when TYPE is given, a recorded function of that type: the handler may
   have tail-called it, and GCC keeps a tail call under return checks
   only between functions of one type.  A PLT entry (a non-PIE
   executable's canonical address of a library's function) stands for
   the function it goes to.  */
static bool
handler_is (uintptr_t handler, uintptr_t entry, const char *type)
{
  uintptr_t resolved;
  if (rapcfi_resolve_plt (handler, &resolved) == RAPCFI_PLT_RESOLVED)
    handler = resolved;
  if (handler == entry)
    return true;
  struct rapcfi_function function;
  return (type
	  && rapcfi_find_function (handler, &function) == RAPCFI_AT_ENTRY
	  && strcmp (function.type, type) == 0);
}

bool
rapcfi_handles_signals (uintptr_t entry, const char *type)
{
  for (int sig = 1; sig < NSIG; sig++)
    {
      struct sigaction action;
      if (sigaction (sig, NULL, &action) != 0)
	continue;
      uintptr_t handler = ((action.sa_flags & SA_SIGINFO)
			   ? (uintptr_t) action.sa_sigaction
			   : (uintptr_t) action.sa_handler);
      if (handler != (uintptr_t) SIG_DFL && handler != (uintptr_t) SIG_IGN
	  && handler_is (handler, entry, type))
	return true;
    }
  return false;
}

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
  dl_iterate_phdr (read_counts_only, &now);
  pthread_mutex_lock (&cache_lock);
  const struct call_cache_slot *slot
    = &call_cache.slots[call_cache_slot (site, target)];
  bool hit = (now.known && call_cache.generation == generation (&now)
	      && slot->site == site && slot->target == target);
  pthread_mutex_unlock (&cache_lock);
  return hit;
}

void
rapcfi_cache_call (uintptr_t site, uintptr_t target)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  unsigned long long g = generation (&tables.counts);
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
  pthread_mutex_unlock (&cache_lock);
}

enum rapcfi_place
rapcfi_find_function_named (const char *name, uintptr_t address,
			    struct rapcfi_function *function)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  const struct segment *g = lookup_segment (address);
  const struct function_entry *holder = lookup_function_entry (address);
  uintptr_t entry = 0;
  int best = -1;
  for (size_t i = 0; i < tables.nfuncs && best < 2; i++)
    {
      const struct function_entry *e = &tables.funcs[i];
      if (strcmp (unit_string (e->unit, e->record->name), name) != 0)
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
  enum rapcfi_place place = (entry ? lookup_function (entry, function)
			     : RAPCFI_OUTSIDE);
  pthread_mutex_unlock (&cache_lock);
  return place;
}

/* Called by the constructor and the destructor that every instrumented
   object has (doc/ABI.md, "Objects"), with an address inside the object.
   A loaded object is read now rather than at its first failed check, so
   that one of the other mode is refused at once, and a table-mode
   object's records go into the lookup table; an object being unloaded
   leaves the lookup table before its code goes.  */

__attribute__ ((visibility ("default"))) void
__rapcfi_object_loaded (void *in_object)
{
  (void) in_object;
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  pthread_mutex_unlock (&cache_lock);
}

extern void rapcfi_object_loaded (void *in_object)
  __attribute__ ((alias ("__rapcfi_object_loaded")));

__attribute__ ((visibility ("default"))) void
__rapcfi_object_unloading (void *in_object)
{
  pthread_mutex_lock (&cache_lock);
  refresh_cache ();
  const struct segment *g = lookup_segment ((uintptr_t) in_object);
  if (g && !unloading_p (&tables.objects[g->object]))
    {
      struct unloading *grown
	= realloc (unloading_objects,
		   (nunloading + 1) * sizeof *unloading_objects);
      if (!grown)
	{
	  fputs ("rapcfi: out of memory unloading an object\n", stderr);
	  abort ();
	}
      unloading_objects = grown;
      unloading_objects[nunloading].base = tables.objects[g->object].base;
      unloading_objects[nunloading].adds = tables.counts.adds;
      nunloading++;
      update_table ();
    }
  pthread_mutex_unlock (&cache_lock);
}
