/* The tables of the loaded objects (objects.c): their units, records,
   executable segments, dynamic linking data and imports, as the lookups
   (lookup.c), the targets' resolution (resolve.c) and compat (compat.c)
   read them, with the tables' lock held and the tables fresh.  */

#ifndef RAPCFI_OBJECTS_H
#define RAPCFI_OBJECTS_H

#include "notes.h"
#include "plt.h"
#include "seal.h"

#include <link.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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

/* An import of a loaded unit, where the loader resolved it: a function
   outside instrumented code that indirect calls of the hash HASH may
   reach (compat=strict); or, MEMBER_TYPE, a function with a
   transparent-union parameter, instrumented or not, that they may reach
   whatever compat is.  */
struct import_entry
{
  uintptr_t address;
  uint32_t hash;
  uint32_t algorithm;		/* Its unit's flags & RAPCFI_UNIT_HASH_MASK.  */
  const char *type;		/* The type encoding it was declared with.  */
  bool member_type;		/* RAPCFI_IMPORT_MEMBER_TYPE.  */
};

/* What the failure handlers decide by: the units (their flags: policy
   and compat), their records sorted by address, the executable segments
   and the loaded objects' PLT slots, all in one arena; the imports,
   sorted by address; the results of dlsym that instrumented code asked
   for (__rapcfi_dlsym_result), sorted.  Each array is in pages of its
   own, and the pointers and counts that locate them are in this page,
   all read-only, and written under rapcfi_tables_lock without being made
   writable (rapcfi_region_write, rapcfi_set_tables): no write into the
   program's data changes a decision (doc/ABI.md, "What a data-only attacker can change").
   Rebuilt when an object has been loaded or unloaded, so never sealed
   for good.  */
struct __attribute__ ((aligned (RAPCFI_SEALED_PAGE))) tables
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
};

extern struct tables rapcfi_tables __attribute__ ((visibility ("hidden")));

/* Make the tables' page hold NOW.  Called with the tables' lock held.  */
extern void rapcfi_set_tables (const struct tables *now)
  __attribute__ ((visibility ("hidden")));

/* Serializes the readers and the writers of the tables.  */
extern pthread_mutex_t rapcfi_tables_lock
  __attribute__ ((visibility ("hidden")));

/* Make the tables describe the objects loaded now.  Called with the
   tables' lock held.  Stops the program when it runs out of memory.  */
extern void rapcfi_refresh_tables (void)
  __attribute__ ((visibility ("hidden")));

/* A dl_iterate_phdr callback: the loader's counts into *DATA, a struct
   load_counts, and no more objects.  */
extern int rapcfi_read_counts_only (struct dl_phdr_info *info, size_t size,
				    void *data)
  __attribute__ ((visibility ("hidden")));

/* The loader's generation COUNTS stand for (ret-probe.c).  */
extern unsigned long long rapcfi_generation (const struct load_counts *counts)
  __attribute__ ((visibility ("hidden")));

/* Orders return_site_entry by address.  */
extern int rapcfi_compare_return_sites (const void *a, const void *b)
  __attribute__ ((visibility ("hidden")));

/* Read the units of the objects loaded now, as the constructor of every
   instrumented object asks (doc/ABI.md, "Objects"); IN_OBJECT is not
   used.  */
extern void __rapcfi_object_loaded (void *in_object);

/* The same, for the runtime's own calls: a hidden alias, called with no
   PLT entry.  */
extern void rapcfi_object_loaded (void *in_object)
  __attribute__ ((visibility ("hidden")));


#endif /* RAPCFI_OBJECTS_H */
