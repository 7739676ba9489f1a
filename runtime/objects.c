/* The loaded objects and their units, as the tables (objects.h) hold
   them.  Every loaded object is read through dl_iterate_phdr: its units'
   notes (notes.c), its executable segments and its dynamic linking data
   (plt.c), merged into arrays sorted by address in a sealed arena.  The
   tables are rebuilt when an object has been loaded or unloaded since;
   an object of the other mode, or hashed differently, is refused then.
   Table mode's lookup table is given the table-mode units' entries here,
   as objects come and go, through the hooks every instrumented object
   calls.  */

#define _GNU_SOURCE
#include "objects.h"
#include "compat.h"
#include "lookup.h"
#include "table.h"
#include "units.h"
#include "typehash/typehash.h"

#include <elf.h>
#include <errno.h>
#include <link.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

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

pthread_mutex_t rapcfi_tables_lock = PTHREAD_MUTEX_INITIALIZER;

struct tables rapcfi_tables;
_Static_assert (sizeof rapcfi_tables == RAPCFI_SEALED_PAGE, "one page");

__attribute__ ((constructor)) static void
init_tables (void)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_seal_page (&rapcfi_tables, true);
  pthread_mutex_unlock (&rapcfi_tables_lock);
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

/* Add UNIT, of the object collected last (notes.c).  */
static void
add_unit (const struct unit *unit, void *data)
{
  struct collection *c = data;
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
  *u = *unit;
  u->object = c->nobjects - 1;
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
	rapcfi_read_notes (info->dlpi_addr, phdr, add_unit, c);
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

int
rapcfi_compare_return_sites (const void *a, const void *b)
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

/* Rebuild the tables from the units, segments and objects collected in C,
  copied into a new arena, filled without ever being writable: built in
  a scratch copy, with the pointers the arena's own addresses, then
  written into the arena (rapcfi_region_write). Called with the tables'
  lock held.  */
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
  char *scratch = calloc (1, bytes);
  char *arena = scratch ? rapcfi_sealed_map (&bytes) : NULL;
  if (!arena)
    {
      free (scratch);
      return false;
    }
  /* Where what is at P in the scratch copy will be in the arena.  */
#define IN_ARENA(p) ((__typeof__ (p)) (arena + ((char *) (p) - scratch)))

  char *next = scratch;
  struct unit *units = carve (&next, c->nunits * sizeof *units);
  memcpy (units, c->units, c->nunits * sizeof *units);
  struct function_entry *funcs = carve (&next, nfuncs * sizeof *funcs);
  struct site_entry *sites = carve (&next, nsites * sizeof *sites);
  struct return_site_entry *rets = carve (&next, nrets * sizeof *rets);
  size_t f = 0, s = 0, r = 0;
  for (size_t i = 0; i < c->nunits; i++)
    {
      const struct unit *u = &units[i], *final_u = IN_ARENA (u);
      for (uint32_t j = 0; j < u->nfuncs; j++, f++)
	{
	  funcs[f].entry = rel_target (&u->funcs[j].entry);
	  funcs[f].record = &u->funcs[j];
	  funcs[f].unit = final_u;
	  funcs[f].preamble = true;
	}
      for (uint32_t j = 0; j < u->nlocals; j++, f++)
	{
	  funcs[f].entry = rel_target (&u->locals[j].entry);
	  funcs[f].record = &u->locals[j];
	  funcs[f].unit = final_u;
	  funcs[f].preamble = false;
	}
      for (uint32_t j = 0; j < u->nsites; j++, s++)
	{
	  sites[s].address = rel_target (&u->sites[j].address);
	  sites[s].record = &u->sites[j];
	  sites[s].unit = final_u;
	}
      for (uint32_t j = 0; j < u->nrets; j++, r++)
	{
	  rets[r].address = rel_target (&u->rets[j].address);
	  rets[r].record = &u->rets[j];
	  rets[r].unit = final_u;
	}
    }
  qsort (funcs, nfuncs, sizeof *funcs, compare_functions);
  qsort (sites, nsites, sizeof *sites, compare_sites);
  qsort (rets, nrets, sizeof *rets, rapcfi_compare_return_sites);
  struct segment *segments = carve (&next, c->nsegments * sizeof *segments);
  memcpy (segments, c->segments, c->nsegments * sizeof *segments);
  qsort (segments, c->nsegments, sizeof *segments, compare_segments);
  struct rapcfi_object *objects = carve (&next,
					 c->nobjects * sizeof *objects);
  for (size_t i = 0; i < c->nobjects; i++)
    {
      objects[i] = c->objects[i];
      struct rapcfi_plt_slot *slots
	= carve (&next, c->objects[i].nslots * sizeof *slots);
      memcpy (slots, c->objects[i].slots,
	      c->objects[i].nslots * sizeof *slots);
      objects[i].slots = IN_ARENA (slots);
    }
  rapcfi_region_write (arena, bytes, arena, scratch,
		       (size_t) (next - scratch));

  void *old_arena = rapcfi_tables.arena;
  size_t old_bytes = rapcfi_tables.arena_bytes;
  struct tables now = rapcfi_tables;
  now.arena = arena;
  now.arena_bytes = bytes;
  now.units = IN_ARENA (units);
  now.nunits = c->nunits;
  now.funcs = IN_ARENA (funcs);
  now.nfuncs = nfuncs;
  now.sites = IN_ARENA (sites);
  now.nsites = nsites;
  now.rets = IN_ARENA (rets);
  now.nrets = nrets;
  now.segments = IN_ARENA (segments);
  now.nsegments = c->nsegments;
  now.objects = IN_ARENA (objects);
  now.nobjects = c->nobjects;
  now.counts = c->counts;
  now.valid = c->counts.known;
#undef IN_ARENA
  free (scratch);
  rapcfi_set_tables (&now);
  if (old_arena)
    munmap (old_arena, old_bytes);
  return true;
}

void
rapcfi_set_tables (const struct tables *now)
{
  rapcfi_page_write (&rapcfi_tables, &rapcfi_tables, now, sizeof *now);
}



int
rapcfi_read_counts_only (struct dl_phdr_info *info, size_t size, void *data)
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

/* Forget the objects whose unloading is over. Called with the tables' lock
  held, the tables fresh.  */
static void
forget_unloaded_objects (void)
{
  size_t kept = 0;
  for (size_t i = 0; i < nunloading; i++)
    {
      bool listed = false;
      for (size_t j = 0; j < rapcfi_tables.nobjects && !listed; j++)
	listed = rapcfi_tables.objects[j].base == unloading_objects[i].base;
      if (listed && rapcfi_tables.counts.known
	  && rapcfi_tables.counts.adds == unloading_objects[i].adds)
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
   violations that are not.  Called with the tables' lock held, the
   tables fresh.  */
static void
refuse_mixed_modes (void)
{
  const struct unit *table = NULL, *inline_unit = NULL;
  for (size_t i = 0; i < rapcfi_tables.nunits; i++)
    if (rapcfi_tables.units[i].flags & RAPCFI_UNIT_TABLE)
      table = table ? table : &rapcfi_tables.units[i];
    else
      inline_unit = inline_unit ? inline_unit : &rapcfi_tables.units[i];
  if (!table || !inline_unit)
    return;
  fprintf (stderr, "rapcfi: %s was built with mode=table and %s with "
	   "mode=inline; objects of both modes cannot run together: "
	   "rebuild them with one mode\n",
	   object_name (&rapcfi_tables.objects[table->object]),
	   object_name (&rapcfi_tables.objects[inline_unit->object]));
  abort ();
}

/* A unit of another version of the ABI (doc/ABI.md) lays out its code
   or tables otherwise: its checks and the runtime's would disagree.
   Refuse it by name.  Called with the tables' lock held, the tables
   fresh.  */
static void
refuse_other_versions (void)
{
  for (size_t i = 0; i < rapcfi_tables.nunits; i++)
    {
      const struct unit *u = &rapcfi_tables.units[i];
      if (u->version == RAPCFI_UNIT_VERSION)
	continue;
      fprintf (stderr, "rapcfi: %s was built by a rapcfi of another ABI "
	       "version (%u; this runtime's is %u): rebuild it with this "
	       "rapcfi\n",
	       object_name (&rapcfi_tables.objects[u->object]), u->version,
	       RAPCFI_UNIT_VERSION);
      abort ();
    }
}

/* A hash of one algorithm never equals the same type's hash of another,
   nor does a normalized encoding's hash equal an unnormalized one's:
   every call between objects hashed differently would be reported.
   Refuse the mixture by name instead.  Called with the tables' lock
   held, the tables fresh.  */
static void
refuse_mixed_hashes (void)
{
  const uint32_t mask = RAPCFI_UNIT_HASH_MASK | RAPCFI_UNIT_NORMALIZED;
  if (rapcfi_tables.nunits == 0)
    return;
  uint32_t first = rapcfi_tables.units[0].flags & mask;
  for (size_t i = 1; i < rapcfi_tables.nunits; i++)
    {
      uint32_t this = rapcfi_tables.units[i].flags & mask;
      if (this == first)
	continue;
      const char *first_name
	= rapcfi_hash_name ((first & RAPCFI_UNIT_HASH_MASK) >> RAPCFI_UNIT_HASH_SHIFT);
      const char *this_name
	= rapcfi_hash_name ((this & RAPCFI_UNIT_HASH_MASK) >> RAPCFI_UNIT_HASH_SHIFT);
      fprintf (stderr, "rapcfi: %s was built with hash=%s%s and %s with "
	       "hash=%s%s; objects hashed differently cannot run together: "
	       "rebuild them with one hash\n",
	       object_name (&rapcfi_tables.objects[rapcfi_tables.units[0].object]),
	       first_name ? first_name : "?",
	       first & RAPCFI_UNIT_NORMALIZED ? " (normalize-integers)" : "",
	       object_name (&rapcfi_tables.objects[rapcfi_tables.units[i].object]),
	       this_name ? this_name : "?",
	       this & RAPCFI_UNIT_NORMALIZED ? " (normalize-integers)" : "");
      abort ();
    }
}

/* Give the lookup table the function entries and return sites of the
   table-mode units of the objects loaded and not being unloaded.  Called
   with the tables' lock held, the tables fresh.  */
static void
update_table (void)
{
  size_t n = 0;
  for (size_t i = 0; i < rapcfi_tables.nunits; i++)
    if (rapcfi_tables.units[i].flags & RAPCFI_UNIT_TABLE)
      n += rapcfi_tables.units[i].nfuncs + rapcfi_tables.units[i].nrets;
  struct rapcfi_table_entry *entries = malloc ((n + 1) * sizeof *entries);
  if (!entries)
    {
      fputs ("rapcfi: out of memory reading the unit tables\n", stderr);
      abort ();
    }

  size_t k = 0;
  for (size_t i = 0; i < rapcfi_tables.nunits; i++)
    {
      const struct unit *u = &rapcfi_tables.units[i];
      if (!(u->flags & RAPCFI_UNIT_TABLE)
	  || unloading_p (&rapcfi_tables.objects[u->object]))
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

/* Make the cache describe the objects loaded now. Called with the tables'
  lock held. Not knowing which edges are allowed, the handler could only
  guess, so running out of memory here stops the program.  */
void
rapcfi_refresh_tables (void)
{
  struct load_counts now = { false, 0, 0 };
  dl_iterate_phdr (rapcfi_read_counts_only, &now);
  if (rapcfi_tables.valid && now.known && now.adds == rapcfi_tables.counts.adds
      && now.subs == rapcfi_tables.counts.subs)
    return;

  struct collection c = { NULL, 0, 0, NULL, 0, 0, NULL, 0, 0, false,
			  { false, 0, 0 } };
  dl_iterate_phdr (collect_object, &c);
  bool built = !c.failed && build_cache (&c) && rapcfi_build_imports ();
  free (c.units);
  free (c.segments);
  free_objects (c.objects, c.nobjects);
  if (!built)
    {
      fputs ("rapcfi: out of memory reading the unit tables\n", stderr);
      abort ();
    }
  forget_unloaded_objects ();
  refuse_other_versions ();
  refuse_mixed_modes ();
  refuse_mixed_hashes ();
  update_table ();
}

/* The loader's generation the tables describe (ret-probe.c).  */
unsigned long long
rapcfi_generation (const struct load_counts *counts)
{
  return counts->known ? counts->adds + counts->subs + 1 : 0;
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
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  pthread_mutex_unlock (&rapcfi_tables_lock);
}

extern void rapcfi_object_loaded (void *in_object)
  __attribute__ ((alias ("__rapcfi_object_loaded")));

__attribute__ ((visibility ("default"))) void
__rapcfi_object_unloading (void *in_object)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  const struct segment *g = rapcfi_lookup_segment ((uintptr_t) in_object);
  if (g && !unloading_p (&rapcfi_tables.objects[g->object]))
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
      unloading_objects[nunloading].base
	= rapcfi_tables.objects[g->object].base;
      unloading_objects[nunloading].adds = rapcfi_tables.counts.adds;
      nunloading++;
      update_table ();
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
}
