/* Reading what rapcfi left in an ELF file, for the tools: the per-unit
   notes and the tables they point to (abi/rapcfi-abi.h), the function
   symbols,
   and Clang kCFI's preambles and trap sites, of any target arch/code.h
   knows.

   Files are read, never loaded: addresses are link-time addresses
   (section addresses in an executable or a shared object).  In a
   relocatable object every section is given an address of its own, its
   file offset, and the note's rel fields are resolved through their
   relocations, so one object reads like a small linked file.  */

#ifndef RAPCFI_TOOLS_ELF_H
#define RAPCFI_TOOLS_ELF_H

#include <stddef.h>
#include <stdint.h>

#include "abi/rapcfi-abi.h"
#include "arch/code.h"

/* A function with a preamble.  From a function record, or, for code that
   has a kCFI preamble but no record (assembly, Clang's objects), from its
   __cfi_NAME symbol; TYPE is NULL then.  */
struct rapcfi_image_function
{
  uint64_t entry;
  uint64_t size;
  uint32_t hash;
  const char *name;
  const char *type;		/* Encoding, or NULL when unknown.  */
  int unit;			/* Index in units, -1 without a record.  */
};

/* A checked edge.  KIND is the record's enum rapcfi_site_kind, the
   RAPCFI_SITE_UNPROTOTYPED flag cleared.  Clang's trap sites have kind
   RAPCFI_SITE_CALL, no names and unit -1.  */
struct rapcfi_image_site
{
  uint64_t address;
  uint32_t hash;
  uint32_t kind;
  uint32_t line;
  const char *function;
  const char *file;
  const char *type;		/* Encoding, or NULL when unknown.  */
  int unit;
};

/* An external function whose address a unit takes, with the type it was
   declared with there (the unit's imports).  */
struct rapcfi_image_import
{
  uint32_t hash;
  const char *name;
  const char *type;
  int unit;
};

struct rapcfi_image_unit
{
  uint32_t version;
  uint32_t flags;
  uint32_t prefix;
  uint32_t nfuncs;
  uint32_t nsites;
  uint32_t nimports;
};

/* A symbol of type STT_FUNC with a size, in an executable section.  */
struct rapcfi_symbol
{
  uint64_t address;
  uint64_t size;
  const char *name;
};

struct rapcfi_image
{
  const char *path;
  int fd;
  void *elf;			/* Elf *, kept opaque to the tools.  */
  int relocatable;		/* ET_REL.  */
  const struct rapcfi_code *code;	/* Its target's machine code.  */

  struct rapcfi_image_unit *units;
  size_t nunits;
  struct rapcfi_image_function *functions;
  size_t nfunctions;
  struct rapcfi_image_site *sites;
  size_t nsites;
  struct rapcfi_image_import *imports;
  size_t nimports;
  struct rapcfi_symbol *symbols;
  size_t nsymbols;

  size_t nkcfi_preambles;	/* Functions from __cfi_ symbols only.  */
  size_t nkcfi_traps;		/* Sites from .kcfi_traps.  */
  size_t nbad;			/* Records or entries that did not read.  */
};

/* Open PATH and read everything above.  Return 0, or -1 with a message
   in ERR (ERRSIZE bytes).  A file without rapcfi notes is not an error:
   NUNITS is 0.  */
extern int rapcfi_image_open (struct rapcfi_image *image, const char *path,
			      char *err, size_t errsize);

extern void rapcfi_image_close (struct rapcfi_image *image);

/* The value of the symbol NAME (an absolute symbol's value is its
   value).  Return 0, or -1 when there is none.  */
extern int rapcfi_image_symbol (const struct rapcfi_image *image,
				const char *name, uint64_t *value);

#endif /* RAPCFI_TOOLS_ELF_H */
