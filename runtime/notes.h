/* The units' ELF notes (doc/ABI.md, "Per-unit tables"): the records as
   the plugin lays them out, and a unit as the runtime reads it from its
   note.  */

#ifndef RAPCFI_NOTES_H
#define RAPCFI_NOTES_H

#include <link.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define NT_RAPCFI_UNIT 1
#define RAPCFI_UNIT_VERSION 1

/* The records as the plugin lays them out; a rel field holds its target's
   address minus its own.  */
struct unit_descriptor
{
  uint32_t version;
  uint32_t flags;
  int32_t funcs;
  uint32_t nfuncs;
  int32_t sites;
  uint32_t nsites;
  int32_t strings;
  uint32_t strsize;
  uint32_t prefix;
  uint32_t reserved;
  int32_t imports;		/* From here on only when descsz says so.  */
  uint32_t nimports;
  int32_t rets;
  uint32_t nrets;
  int32_t locals;
  uint32_t nlocals;
};

/* The first descriptor had no imports, the second no return sites, the
   third no functions without a preamble.  */
#define UNIT_DESCRIPTOR_V1_SIZE offsetof (struct unit_descriptor, imports)
#define UNIT_DESCRIPTOR_V2_SIZE offsetof (struct unit_descriptor, rets)
#define UNIT_DESCRIPTOR_V3_SIZE offsetof (struct unit_descriptor, locals)

struct function_record
{
  int32_t entry;
  uint32_t size;
  uint32_t hash;
  uint32_t name;
  uint32_t type;
};

struct site_record
{
  int32_t address;
  uint32_t hash;
  uint32_t function;
  uint32_t file;
  uint32_t line;
  uint32_t type;
  uint32_t kind;
};

/* A table-mode return site.  */
struct return_site_record
{
  int32_t address;
  uint32_t hash;
  uint32_t kind;
  uint32_t string;
};

/* An import: an external function whose address the unit takes, filled
   in by the loader.  */
struct import_record
{
  uintptr_t address;
  uint32_t name;
  uint32_t hash;
  uint32_t type;
  uint32_t reserved;
};

_Static_assert (sizeof (struct unit_descriptor) == 64, "ABI: descriptor");
_Static_assert (sizeof (struct return_site_record) == 16, "ABI: return site");
_Static_assert (sizeof (struct import_record) == 24, "ABI: import");
_Static_assert (sizeof (struct function_record) == 20, "ABI: function");
_Static_assert (sizeof (struct site_record) == 28, "ABI: call site");

/* A unit, its rel fields resolved.  */
struct unit
{
  const struct function_record *funcs;
  uint32_t nfuncs;
  const struct site_record *sites;
  uint32_t nsites;
  const char *strings;
  uint32_t strsize;		/* Up to its last NUL.  */
  uint32_t flags;
  uint32_t prefix;
  const struct import_record *imports;
  uint32_t nimports;
  const struct return_site_record *rets;
  uint32_t nrets;
  const struct function_record *locals;	/* Functions without a preamble.  */
  uint32_t nlocals;
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
