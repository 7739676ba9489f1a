/* The units' ELF notes (doc/ABI.md, "Per-unit tables"): the records as
   the plugin lays them out, and a unit as the runtime reads it from its
   note.  */

#ifndef RAPCFI_NOTES_H
#define RAPCFI_NOTES_H

#include <link.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The note, its descriptor and records: abi/rapcfi-abi.h.  */
#include "abi/rapcfi-abi.h"

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
  const struct rapcfi_function_record *locals;	/* Functions without a preamble.  */
  uint32_t nlocals;
  uint32_t version;		/* Another than RAPCFI_UNIT_VERSION: the
				   rest is unread, 0.  */
  size_t object;		/* Its object, in the objects' array.  */
};

/* The address a rel field points to.  */
static inline uintptr_t
rel_target (const int32_t *field)
{
  return (uintptr_t) field + (intptr_t) *field;
}

static inline size_t
align_up (size_t n, size_t align)
{
  return (n + align - 1) & ~(align - 1);
}

/* Call ADD with DATA for each unit noted in the PT_NOTE segment PHDR of
   the object at BASE, its OBJECT field not set; a note of another
   version is passed over.  */
extern void rapcfi_read_notes (ElfW(Addr) base, const ElfW(Phdr) *phdr,
			       void (*add) (const struct unit *unit,
					    void *data),
			       void *data)
  __attribute__ ((visibility ("hidden")));

/* The string at OFFSET in U's blob, or "?" when it is not one.  */
extern const char *rapcfi_unit_string (const struct unit *u, uint32_t offset)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_NOTES_H */
