/* Reading rapcfi's notes and tables, and Clang kCFI's preambles and trap
   sites, from an ELF file with libelf (see rapcfi-elf.h).  */

#define _POSIX_C_SOURCE 200809L
#include "rapcfi-elf.h"
#include "typehash/typehash.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <gelf.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Where the fields of abi/rapcfi-abi.h's records are: the file's bytes
   are read as such, whatever this machine's byte order.  */
#define DESC(field) offsetof (struct rapcfi_unit_descriptor, field)
#define FUNC(field) offsetof (struct rapcfi_function_record, field)
#define SITE(field) offsetof (struct rapcfi_site_record, field)
#define IMPORT(field) offsetof (struct rapcfi_import_record, field)

/* The descriptor has grown past its first ten words; only those are
   needed here, and the imports when they are there.  */
#define DESC_MIN_SIZE RAPCFI_UNIT_DESCRIPTOR_V1_SIZE
#define DESC_IMPORTS_SIZE RAPCFI_UNIT_DESCRIPTOR_V2_SIZE
#define FUNC_RECORD_SIZE sizeof (struct rapcfi_function_record)
#define SITE_RECORD_SIZE sizeof (struct rapcfi_site_record)
#define IMPORT_RECORD_SIZE sizeof (struct rapcfi_import_record)

/* A section with the address it has in the image.  */
struct section
{
  GElf_Shdr shdr;
  uint64_t addr;
  const unsigned char *bytes;	/* Raw contents, NULL for SHT_NOBITS.  */
  size_t size;
};

/* A PC-relative relocation of a relocatable object: the 32-bit field at
   WHERE holds TARGET - WHERE once linked.  */
struct reloc
{
  uint64_t where;
  uint64_t target;
};

/* What is needed while reading, beside the image.  */
struct reader
{
  struct rapcfi_image *image;
  Elf *elf;
  struct section *sections;
  size_t nsections;
  struct reloc *relocs;
  size_t nrelocs;
  size_t cap_functions, cap_sites, cap_units, cap_imports;
};

static void
set_error (char *err, size_t errsize, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (err, errsize, fmt, ap);
  va_end (ap);
}

/* Grow *ARRAY (of *CAP elements of SIZE bytes) to hold N + 1.  */
static void *
grow (void *array, size_t *cap, size_t n, size_t size)
{
  if (n < *cap)
    return array;
  *cap = *cap ? 2 * *cap : 64;
  void *p = realloc (array, *cap * size);
  if (!p)
    {
      fputs ("out of memory\n", stderr);
      exit (2);
    }
  return p;
}

static uint32_t
le32 (const unsigned char *p)
{
  return ((uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16
	  | (uint32_t) p[3] << 24);
}

/* The LEN bytes at ADDR, when one allocated section (any section, in a
   relocatable object) holds them all; else NULL.  */
static const unsigned char *
bytes_at (const struct reader *r, uint64_t addr, uint64_t len)
{
  for (size_t i = 0; i < r->nsections; i++)
    {
      const struct section *s = &r->sections[i];
      if (!s->bytes || (!r->image->relocatable
			&& !(s->shdr.sh_flags & SHF_ALLOC)))
	continue;
      if (addr >= s->addr && len <= s->size && addr - s->addr <= s->size - len)
	return s->bytes + (addr - s->addr);
    }
  return NULL;
}

static int
compare_relocs (const void *a, const void *b)
{
  const struct reloc *x = a, *y = b;
  return x->where < y->where ? -1 : x->where > y->where;
}

/* Resolve the rel field at ADDR (doc/ABI.md: its target minus its own
   address) into *TARGET.  In a relocatable object a field that refers to
   another section is 0 plus a relocation.  */
static int
resolve_rel (const struct reader *r, uint64_t addr, uint64_t *target)
{
  const unsigned char *p = bytes_at (r, addr, 4);
  if (!p)
    return -1;
  if (r->nrelocs)
    {
      struct reloc key = { addr, 0 };
      const struct reloc *found = bsearch (&key, r->relocs, r->nrelocs,
					   sizeof *r->relocs, compare_relocs);
      if (found)
	{
	  *target = found->target;
	  return 0;
	}
    }
  *target = addr + (int64_t) (int32_t) le32 (p);
  return 0;
}

/* The string at OFFSET of the blob BLOB (SIZE bytes): it must end inside
   the blob.  */
static const char *
blob_string (const char *blob, uint32_t size, uint32_t offset)
{
  if (!blob || offset >= size || !memchr (blob + offset, '\0', size - offset))
    return NULL;
  return blob + offset;
}

static int
load_sections (struct reader *r, char *err, size_t errsize)
{
  size_t n;
  if (elf_getshdrnum (r->elf, &n) != 0)
    {
      set_error (err, errsize, "cannot read the section headers: %s",
		 elf_errmsg (-1));
      return -1;
    }
  r->sections = calloc (n ? n : 1, sizeof *r->sections);
  if (!r->sections)
    return -1;
  r->nsections = n;
  for (size_t i = 0; i < n; i++)
    {
      struct section *s = &r->sections[i];
      Elf_Scn *scn = elf_getscn (r->elf, i);
      if (!scn || !gelf_getshdr (scn, &s->shdr))
	continue;
      /* A relocatable object's sections all start at 0: give each its
	 file offset as address, so that every byte has one address.  */
      s->addr = r->image->relocatable ? s->shdr.sh_offset : s->shdr.sh_addr;
      if (s->shdr.sh_type == SHT_NOBITS || s->shdr.sh_size == 0)
	continue;
      Elf_Data *data = elf_rawdata (scn, NULL);
      if (data && data->d_buf)
	{
	  s->bytes = data->d_buf;
	  s->size = data->d_size;
	}
    }
  return 0;
}

/* Whether the relocation K of RELA, in the section at BASE, is a SUB
   relocation (the target's r_pc32_sub) of WHERE, the address it is
   applied at: riscv64's assembler writes SYM - . as R_RISCV_ADD32 of SYM
   and such an R_RISCV_SUB32, in this order (linker relaxation may move
   SYM).  */
static int
sub_self_p (const struct reader *r, Elf_Data *rela, Elf_Data *syms,
	    unsigned sub, size_t k, size_t count, uint64_t base,
	    uint64_t where)
{
  GElf_Rela rel;
  GElf_Sym sym;
  return (k < count && gelf_getrela (rela, (int) k, &rel)
	  && GELF_R_TYPE (rel.r_info) == sub
	  && base + rel.r_offset == where
	  && gelf_getsym (syms, (int) GELF_R_SYM (rel.r_info), &sym)
	  && sym.st_shndx < r->nsections && sym.st_shndx != SHN_UNDEF
	  && r->sections[sym.st_shndx].addr + sym.st_value + rel.r_addend
	     == where);
}

/* The relocations of a relocatable object that the tables use: 32-bit
   PC-relative ones, against symbols defined in a section.  */
static void
load_relocs (struct reader *r)
{
  size_t cap = 0;
  unsigned pc32 = r->image->code->r_pc32;
  unsigned pc32_sub = r->image->code->r_pc32_sub;
  for (size_t i = 0; i < r->nsections; i++)
    {
      const struct section *s = &r->sections[i];
      if (s->shdr.sh_type != SHT_RELA || s->shdr.sh_info >= r->nsections
	  || s->shdr.sh_link >= r->nsections)
	continue;
      Elf_Data *rela = elf_getdata (elf_getscn (r->elf, i), NULL);
      Elf_Data *syms = elf_getdata (elf_getscn (r->elf, s->shdr.sh_link),
				    NULL);
      if (!rela || !syms || !s->shdr.sh_entsize)
	continue;
      uint64_t base = r->sections[s->shdr.sh_info].addr;
      size_t count = s->shdr.sh_size / s->shdr.sh_entsize;
      for (size_t k = 0; k < count; k++)
	{
	  GElf_Rela rel;
	  GElf_Sym sym;
	  if (!gelf_getrela (rela, (int) k, &rel)
	      || GELF_R_TYPE (rel.r_info) != pc32
	      || !gelf_getsym (syms, (int) GELF_R_SYM (rel.r_info), &sym)
	      || sym.st_shndx == SHN_UNDEF || sym.st_shndx >= r->nsections
	      || (pc32_sub
		  && !sub_self_p (r, rela, syms, pc32_sub, k + 1, count, base,
				  base + rel.r_offset)))
	    continue;
	  r->relocs = grow (r->relocs, &cap, r->nrelocs, sizeof *r->relocs);
	  r->relocs[r->nrelocs].where = base + rel.r_offset;
	  r->relocs[r->nrelocs].target = (r->sections[sym.st_shndx].addr
					  + sym.st_value + rel.r_addend);
	  r->nrelocs++;
	}
    }
  if (r->nrelocs)
    qsort (r->relocs, r->nrelocs, sizeof *r->relocs, compare_relocs);
}

/* Read the unit whose descriptor (DESCSZ bytes) is at DESC.  Return 0,
   or -1 with a message in ERR (ERRSIZE bytes) when its flags name a hash
   algorithm or a compat policy that does not exist: the unit's hashes
   cannot be read then, and the tools index by those fields.  */
static int
read_unit (struct reader *r, uint64_t desc, uint32_t descsz, char *err,
	   size_t errsize)
{
  struct rapcfi_image *im = r->image;
  const unsigned char *d = bytes_at (r, desc, DESC_MIN_SIZE);
  uint64_t funcs, sites, strings, imports = 0;
  if (!d || le32 (d + DESC (version)) != RAPCFI_UNIT_VERSION
      || resolve_rel (r, desc + DESC (funcs), &funcs) != 0
      || resolve_rel (r, desc + DESC (sites), &sites) != 0
      || resolve_rel (r, desc + DESC (strings), &strings) != 0)
    {
      im->nbad++;
      return 0;
    }
  uint32_t flags = le32 (d + DESC (flags));
  unsigned algorithm = ((flags & RAPCFI_UNIT_HASH_MASK)
			>> RAPCFI_UNIT_HASH_SHIFT);
  unsigned compat = ((flags & RAPCFI_UNIT_COMPAT_MASK)
		     >> RAPCFI_UNIT_COMPAT_SHIFT);
  if (!rapcfi_hash_name (algorithm) || compat > RAPCFI_COMPAT_OFF)
    {
      set_error (err, errsize, "malformed rapcfi note: the unit at 0x%"
		 PRIx64 " has flags 0x%08" PRIx32 ", %s %u, which does not "
		 "exist", desc, flags, !rapcfi_hash_name (algorithm)
		 ? "hash algorithm" : "compat policy",
		 !rapcfi_hash_name (algorithm) ? algorithm : compat);
      return -1;
    }
  uint32_t nfuncs = le32 (d + DESC (nfuncs));
  uint32_t nsites = le32 (d + DESC (nsites));
  uint32_t strsize = le32 (d + DESC (strsize)), nimports = 0;
  if (descsz >= DESC_IMPORTS_SIZE
      && resolve_rel (r, desc + DESC (imports), &imports) == 0)
    nimports = le32 (d + DESC (nimports));

  const char *blob = (const char *) bytes_at (r, strings, strsize);
  const unsigned char *f = bytes_at (r, funcs, (uint64_t) nfuncs
				     * FUNC_RECORD_SIZE);
  const unsigned char *s = bytes_at (r, sites, (uint64_t) nsites
				     * SITE_RECORD_SIZE);
  const unsigned char *imp = bytes_at (r, imports, (uint64_t) nimports
				       * IMPORT_RECORD_SIZE);
  if ((strsize && !blob) || (nfuncs && !f) || (nsites && !s)
      || (nimports && !imp))
    {
      im->nbad++;
      return 0;
    }

  int unit = (int) im->nunits;
  im->units = grow (im->units, &r->cap_units, im->nunits, sizeof *im->units);
  im->units[im->nunits++] = (struct rapcfi_image_unit) {
    .version = le32 (d + DESC (version)), .flags = flags,
    .prefix = le32 (d + DESC (prefix)),
    .nfuncs = nfuncs, .nsites = nsites, .nimports = nimports
  };

  for (uint32_t i = 0; i < nfuncs; i++)
    {
      const unsigned char *rec = f + (size_t) i * FUNC_RECORD_SIZE;
      uint64_t entry;
      if (resolve_rel (r, funcs + (uint64_t) i * FUNC_RECORD_SIZE
		       + FUNC (entry), &entry))
	{
	  im->nbad++;
	  continue;
	}
      im->functions = grow (im->functions, &r->cap_functions,
			    im->nfunctions, sizeof *im->functions);
      im->functions[im->nfunctions++] = (struct rapcfi_image_function) {
	.entry = entry, .size = le32 (rec + FUNC (size)),
	.hash = le32 (rec + FUNC (hash)),
	.name = blob_string (blob, strsize, le32 (rec + FUNC (name))),
	.type = blob_string (blob, strsize, le32 (rec + FUNC (type))),
	.unit = unit
      };
    }

  for (uint32_t i = 0; i < nsites; i++)
    {
      const unsigned char *rec = s + (size_t) i * SITE_RECORD_SIZE;
      uint64_t address;
      if (resolve_rel (r, sites + (uint64_t) i * SITE_RECORD_SIZE
		       + SITE (address), &address))
	{
	  im->nbad++;
	  continue;
	}
      im->sites = grow (im->sites, &r->cap_sites, im->nsites,
			sizeof *im->sites);
      im->sites[im->nsites++] = (struct rapcfi_image_site) {
	.address = address, .hash = le32 (rec + SITE (hash)),
	.kind = le32 (rec + SITE (kind)) & ~RAPCFI_SITE_UNPROTOTYPED,
	.line = le32 (rec + SITE (line)),
	.function = blob_string (blob, strsize, le32 (rec + SITE (function))),
	.file = blob_string (blob, strsize, le32 (rec + SITE (file))),
	.type = blob_string (blob, strsize, le32 (rec + SITE (type))),
	.unit = unit
      };
    }

  for (uint32_t i = 0; i < nimports; i++)
    {
      const unsigned char *rec = imp + (size_t) i * IMPORT_RECORD_SIZE;
      im->imports = grow (im->imports, &r->cap_imports, im->nimports,
			  sizeof *im->imports);
      im->imports[im->nimports++] = (struct rapcfi_image_import) {
	.name = blob_string (blob, strsize, le32 (rec + IMPORT (name))),
	.hash = le32 (rec + IMPORT (hash)),
	.type = blob_string (blob, strsize, le32 (rec + IMPORT (type))),
	.unit = unit
      };
    }
  return 0;
}

/* Every rapcfi note of every note section.  Return 0, or -1 with a
   message in ERR (read_unit).  */
static int
read_notes (struct reader *r, char *err, size_t errsize)
{
  for (size_t i = 0; i < r->nsections; i++)
    {
      const struct section *s = &r->sections[i];
      if (s->shdr.sh_type != SHT_NOTE)
	continue;
      /* elf_getdata gives the notes their section's alignment, 4 or 8,
	 which gelf_getnote then follows.  */
      Elf_Data *data = elf_getdata (elf_getscn (r->elf, i), NULL);
      if (!data)
	continue;
      GElf_Nhdr nhdr;
      size_t offset = 0, name_off, desc_off, next;
      while (offset < data->d_size
	     && (next = gelf_getnote (data, offset, &nhdr, &name_off,
				      &desc_off)) > 0)
	{
	  if (nhdr.n_type == NT_RAPCFI_UNIT
	      && nhdr.n_namesz == sizeof RAPCFI_NOTE_NAME
	      && memcmp ((const char *) data->d_buf + name_off,
			 RAPCFI_NOTE_NAME, sizeof RAPCFI_NOTE_NAME) == 0)
	    {
	      if (nhdr.n_descsz < DESC_MIN_SIZE)
		r->image->nbad++;
	      else if (read_unit (r, s->addr + desc_off, nhdr.n_descsz, err,
				  errsize) != 0)
		return -1;
	    }
	  offset = next;
	}
    }
  return 0;
}

static int
compare_symbols (const void *a, const void *b)
{
  const struct rapcfi_symbol *x = a, *y = b;
  if (x->address != y->address)
    return x->address < y->address ? -1 : 1;
  return strcmp (x->name, y->name);
}

static int
compare_functions (const void *a, const void *b)
{
  const struct rapcfi_image_function *x = a, *y = b;
  return x->entry < y->entry ? -1 : x->entry > y->entry;
}

static int
compare_sites (const void *a, const void *b)
{
  const struct rapcfi_image_site *x = a, *y = b;
  return x->address < y->address ? -1 : x->address > y->address;
}

/* The symbol table (.symtab, else .dynsym) and its string table.  */
static Elf_Scn *
symbol_table (const struct reader *r)
{
  Elf_Scn *dynsym = NULL;
  for (size_t i = 0; i < r->nsections; i++)
    {
      if (r->sections[i].shdr.sh_type == SHT_SYMTAB)
	return elf_getscn (r->elf, i);
      if (r->sections[i].shdr.sh_type == SHT_DYNSYM)
	dynsym = elf_getscn (r->elf, i);
    }
  return dynsym;
}

/* The address of symbol SYM.  */
static uint64_t
symbol_address (const struct reader *r, const GElf_Sym *sym)
{
  if (r->image->relocatable && sym->st_shndx < r->nsections)
    return r->sections[sym->st_shndx].addr + sym->st_value;
  return sym->st_value;
}

/* The function symbols, and the functions with a kCFI preamble but no
   record: a __cfi_NAME symbol on 11 nops and "movl $HASH, %eax" (x86_64
   only: aarch64's preambles have no symbol).  */
static void
read_symbols (struct reader *r)
{
  struct rapcfi_image *im = r->image;
  Elf_Scn *scn = symbol_table (r);
  GElf_Shdr shdr;
  Elf_Data *data;
  if (!scn || !gelf_getshdr (scn, &shdr) || !shdr.sh_entsize
      || !(data = elf_getdata (scn, NULL)))
    return;

  size_t count = shdr.sh_size / shdr.sh_entsize, cap = 0;
  for (size_t k = 0; k < count; k++)
    {
      GElf_Sym sym;
      if (!gelf_getsym (data, (int) k, &sym)
	  || GELF_ST_TYPE (sym.st_info) != STT_FUNC
	  || sym.st_shndx == SHN_UNDEF || sym.st_shndx >= r->nsections
	  || !(r->sections[sym.st_shndx].shdr.sh_flags & SHF_EXECINSTR))
	continue;
      const char *name = elf_strptr (r->elf, shdr.sh_link, sym.st_name);
      if (!name)
	continue;
      im->symbols = grow (im->symbols, &cap, im->nsymbols,
			  sizeof *im->symbols);
      im->symbols[im->nsymbols++] = (struct rapcfi_symbol) {
	.address = symbol_address (r, &sym), .size = sym.st_size,
	.name = name
      };
    }
  if (im->nsymbols)
    qsort (im->symbols, im->nsymbols, sizeof *im->symbols, compare_symbols);

  /* The records first, sorted, so that a preamble that has one is not
     counted twice.  */
  if (im->nfunctions)
    qsort (im->functions, im->nfunctions, sizeof *im->functions,
	   compare_functions);
  size_t nrecorded = im->nfunctions;
  for (size_t k = 0; k < im->nsymbols; k++)
    {
      const struct rapcfi_symbol *cfi = &im->symbols[k];
      if (strncmp (cfi->name, "__cfi_", 6) != 0)
	continue;
      const char *target = cfi->name + 6;
      /* The function is the symbol of that name; without one, the entry
	 that follows the preamble.  */
      size_t preamble_size = im->code->preamble_size;
      uint64_t entry = cfi->address + preamble_size, size = 0;
      for (size_t j = 0; j < im->nsymbols; j++)
	if (strcmp (im->symbols[j].name, target) == 0)
	  {
	    entry = im->symbols[j].address;
	    size = im->symbols[j].size;
	    break;
	  }
      struct rapcfi_image_function key = { .entry = entry };
      if (nrecorded && bsearch (&key, im->functions, nrecorded,
				sizeof *im->functions, compare_functions))
	continue;
      const unsigned char *p = bytes_at (r, cfi->address, preamble_size);
      uint32_t hash;
      if (!p || !im->code->preamble (p, &hash))
	continue;
      im->functions = grow (im->functions, &r->cap_functions,
			    im->nfunctions, sizeof *im->functions);
      im->functions[im->nfunctions++] = (struct rapcfi_image_function) {
	.entry = entry, .size = size, .hash = hash, .name = target,
	.type = NULL, .unit = -1
      };
      im->nkcfi_preambles++;
    }
  if (im->nfunctions)
    qsort (im->functions, im->nfunctions, sizeof *im->functions,
	   compare_functions);
}

/* Clang's checked calls: .kcfi_traps lists the trap of each check; the
   target's decoder reads the hash back from the check before it.  */
static void
read_kcfi_traps (struct reader *r)
{
  struct rapcfi_image *im = r->image;
  for (size_t i = 0; i < r->nsections; i++)
    {
      const struct section *s = &r->sections[i];
      Elf_Scn *scn = elf_getscn (r->elf, i);
      GElf_Shdr shdr;
      size_t shstrndx;
      const char *name;
      if (!s->bytes || !scn || !gelf_getshdr (scn, &shdr)
	  || elf_getshdrstrndx (r->elf, &shstrndx) != 0
	  || !(name = elf_strptr (r->elf, shstrndx, shdr.sh_name))
	  || strcmp (name, ".kcfi_traps") != 0)
	continue;
      for (uint64_t off = 0; off + 4 <= s->size; off += 4)
	{
	  /* The check before the trap: at most 16 bytes on any target.  */
	  uint64_t trap;
	  const unsigned char *p;
	  uint32_t hash;
	  if (resolve_rel (r, s->addr + off, &trap) != 0
	      || !(p = bytes_at (r, trap - 16, 16 + 4))
	      || !r->image->code->kcfi_trap (p + 16, 16, 4, &hash))
	    {
	      im->nbad++;
	      continue;
	    }
	  im->sites = grow (im->sites, &r->cap_sites, im->nsites,
			    sizeof *im->sites);
	  im->sites[im->nsites++] = (struct rapcfi_image_site) {
	    .address = trap, .hash = hash, .kind = RAPCFI_SITE_CALL,
	    .unit = -1
	  };
	  im->nkcfi_traps++;
	}
    }
}

int
rapcfi_image_open (struct rapcfi_image *image, const char *path, char *err,
		   size_t errsize)
{
  memset (image, 0, sizeof *image);
  image->path = path;
  image->fd = -1;
  if (elf_version (EV_CURRENT) == EV_NONE)
    {
      set_error (err, errsize, "libelf is too old: %s", elf_errmsg (-1));
      return -1;
    }
  image->fd = open (path, O_RDONLY);
  if (image->fd < 0)
    {
      set_error (err, errsize, "cannot open: %s", strerror (errno));
      return -1;
    }
  Elf *elf = elf_begin (image->fd, ELF_C_READ, NULL);
  GElf_Ehdr ehdr;
  if (!elf || elf_kind (elf) != ELF_K_ELF || !gelf_getehdr (elf, &ehdr))
    {
      set_error (err, errsize, "not an ELF file");
      if (elf)
	elf_end (elf);
      close (image->fd);
      image->fd = -1;
      return -1;
    }
  image->elf = elf;
  image->code = rapcfi_code_for_machine (ehdr.e_machine);
  if (!image->code || ehdr.e_ident[EI_CLASS] != ELFCLASS64
      || ehdr.e_ident[EI_DATA] != ELFDATA2LSB)
    {
      set_error (err, errsize, "not a 64-bit little-endian ELF file of a "
		 "target rapcfi knows (machine %u)", (unsigned) ehdr.e_machine);
      rapcfi_image_close (image);
      return -1;
    }
  image->relocatable = ehdr.e_type == ET_REL;

  struct reader r = { .image = image, .elf = elf };
  if (load_sections (&r, err, errsize) != 0)
    {
      rapcfi_image_close (image);
      return -1;
    }
  if (image->relocatable)
    load_relocs (&r);
  if (read_notes (&r, err, errsize) != 0)
    {
      free (r.sections);
      free (r.relocs);
      rapcfi_image_close (image);
      return -1;
    }
  read_symbols (&r);
  if (image->code->kcfi_trap)
    read_kcfi_traps (&r);
  if (image->nsites)
    qsort (image->sites, image->nsites, sizeof *image->sites, compare_sites);
  free (r.sections);
  free (r.relocs);
  return 0;
}

void
rapcfi_image_close (struct rapcfi_image *image)
{
  free (image->units);
  free (image->functions);
  free (image->sites);
  free (image->imports);
  free (image->symbols);
  if (image->elf)
    elf_end (image->elf);
  if (image->fd >= 0)
    close (image->fd);
  memset (image, 0, sizeof *image);
  image->fd = -1;
}

int
rapcfi_image_symbol (const struct rapcfi_image *image, const char *name,
		     uint64_t *value)
{
  Elf *elf = image->elf;
  Elf_Scn *scn = NULL;
  while ((scn = elf_nextscn (elf, scn)))
    {
      GElf_Shdr shdr;
      Elf_Data *data;
      if (!gelf_getshdr (scn, &shdr)
	  || (shdr.sh_type != SHT_SYMTAB && shdr.sh_type != SHT_DYNSYM)
	  || !shdr.sh_entsize || !(data = elf_getdata (scn, NULL)))
	continue;
      size_t count = shdr.sh_size / shdr.sh_entsize;
      for (size_t k = 0; k < count; k++)
	{
	  GElf_Sym sym;
	  const char *s;
	  if (gelf_getsym (data, (int) k, &sym) && sym.st_shndx != SHN_UNDEF
	      && (s = elf_strptr (elf, shdr.sh_link, sym.st_name))
	      && strcmp (s, name) == 0)
	    {
	      *value = sym.st_value;
	      return 0;
	    }
	}
    }
  return -1;
}
