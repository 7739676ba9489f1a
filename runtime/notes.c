/* The units' ELF notes: every unit compiled with the plugin left one in
   its object (doc/ABI.md, "Per-unit tables"), which is read here into a
   unit, its rel fields resolved.  Only the notes' own bytes are read.  */

#define _GNU_SOURCE
#include "notes.h"

#include <string.h>

/* Read the descriptor D, SIZE bytes, into *U.  What the descriptor's
   size does not hold, the unit does not have; of a descriptor of another
   version only the version is read, for the runtime to refuse it by
   name.  */
static void
read_unit (const struct rapcfi_unit_descriptor *d, size_t size, struct unit *u)
{
  memset (u, 0, sizeof *u);
  u->version = d->version;
  if (d->version != RAPCFI_UNIT_VERSION)
    return;
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
  if (size >= RAPCFI_UNIT_DESCRIPTOR_V2_SIZE)
    {
      u->imports = (const struct rapcfi_import_record *) rel_target (&d->imports);
      u->nimports = d->nimports;
    }
  if (size >= RAPCFI_UNIT_DESCRIPTOR_V3_SIZE)
    {
      u->rets = (const struct rapcfi_return_site_record *) rel_target (&d->rets);
      u->nrets = d->nrets;
    }
  if (size >= sizeof *d)
    {
      u->locals = (const struct rapcfi_function_record *) rel_target (&d->locals);
      u->nlocals = d->nlocals;
    }
}

/* The notes are padded to the segment's alignment, 4 or 8 bytes.  */
void
rapcfi_read_notes (ElfW(Addr) base, const ElfW(Phdr) *phdr,
		   void (*add) (const struct unit *unit, void *data),
		   void *data)
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
	{
	  struct unit unit;
	  read_unit ((const struct rapcfi_unit_descriptor *) (notes + desc),
		     note->n_descsz, &unit);
	  add (&unit, data);
	}
      offset = next;
    }
}

/* The string at OFFSET in U's blob, or "?" when it is not one.  */
const char *
rapcfi_unit_string (const struct unit *u, uint32_t offset)
{
  if (offset >= u->strsize)
    return "?";
  return u->strings + offset;
}
