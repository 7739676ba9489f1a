/* Reading a loaded object's dynamic linking data, for the failure
   handlers to see through PLT entries (doc/ABI.md, "PLT entries").  In a
   non-PIE executable, the address of a function of a shared library
   taken in the executable is the executable's PLT entry for it (its
   canonical address), which has no preamble: the handlers find the GOT
   slot it jumps through and the function that slot is, or will be,
   bound to.

   Everything here reads the object's own mapped memory, and only where
   its program headers say something is mapped: the pointers of its
   dynamic section are checked to lie in one of its PT_LOAD segments
   before they are used.  Only the failure handlers come here, under the
   tables' lock (objects.h).  */

#define _GNU_SOURCE
#include "plt.h"
#include "arch/code.h"

#include <elf.h>
#include <stdlib.h>
#include <string.h>

bool
rapcfi_object_maps (const struct rapcfi_object *object, uintptr_t address,
		    size_t size)
{
  for (ElfW(Half) i = 0; i < object->phnum; i++)
    {
      const ElfW(Phdr) *phdr = &object->phdr[i];
      if (phdr->p_type != PT_LOAD)
	continue;
      uintptr_t start = object->base + phdr->p_vaddr;
      if (address >= start && address - start <= phdr->p_memsz
	  && size <= phdr->p_memsz - (address - start))
	return true;
    }
  return false;
}

/* A d_ptr of OBJECT's dynamic section as an address.  The loader
   relocates most of them in place, by the object's base, but not on
   every system or for every object (the vDSO): an unrelocated one is
   an offset from the base, below it.  */
static uintptr_t
dynamic_address (const struct rapcfi_object *object, ElfW(Addr) value)
{
  return value < object->base ? object->base + value : value;
}

static int
compare_slots (const void *a, const void *b)
{
  uintptr_t x = ((const struct rapcfi_plt_slot *) a)->address;
  uintptr_t y = ((const struct rapcfi_plt_slot *) b)->address;
  return x < y ? -1 : x > y;
}

bool
rapcfi_parse_object (const struct dl_phdr_info *info,
		     struct rapcfi_object *object)
{
  memset (object, 0, sizeof *object);
  object->base = info->dlpi_addr;
  object->name = info->dlpi_name ? info->dlpi_name : "";
  object->phdr = info->dlpi_phdr;
  object->phnum = info->dlpi_phnum;

  const ElfW(Dyn) *dynamic = NULL;
  size_t ndynamic = 0;
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++)
    if (info->dlpi_phdr[i].p_type == PT_DYNAMIC)
      {
	uintptr_t at = info->dlpi_addr + info->dlpi_phdr[i].p_vaddr;
	ndynamic = info->dlpi_phdr[i].p_memsz / sizeof *dynamic;
	if (rapcfi_object_maps (object, at, ndynamic * sizeof *dynamic))
	  dynamic = (const ElfW(Dyn) *) at;
      }
  if (!dynamic)
    return true;

  uintptr_t symtab = 0, strtab = 0, jmprel = 0, versym = 0;
  uintptr_t gnu_hash = 0, sysv_hash = 0;
  size_t strsz = 0, pltrelsz = 0;
  bool rela = true;
  for (size_t i = 0; i < ndynamic && dynamic[i].d_tag != DT_NULL; i++)
    {
      const ElfW(Dyn) *d = &dynamic[i];
      switch (d->d_tag)
	{
	case DT_SYMTAB:
	  symtab = dynamic_address (object, d->d_un.d_ptr);
	  break;
	case DT_STRTAB:
	  strtab = dynamic_address (object, d->d_un.d_ptr);
	  break;
	case DT_STRSZ:
	  strsz = d->d_un.d_val;
	  break;
	case DT_JMPREL:
	  jmprel = dynamic_address (object, d->d_un.d_ptr);
	  break;
	case DT_PLTRELSZ:
	  pltrelsz = d->d_un.d_val;
	  break;
	case DT_PLTREL:
	  rela = d->d_un.d_val == DT_RELA;
	  break;
	case DT_VERSYM:
	  versym = dynamic_address (object, d->d_un.d_ptr);
	  break;
	case DT_GNU_HASH:
	  gnu_hash = dynamic_address (object, d->d_un.d_ptr);
	  break;
	case DT_HASH:
	  sysv_hash = dynamic_address (object, d->d_un.d_ptr);
	  break;
	}
    }

  if (symtab && rapcfi_object_maps (object, symtab, sizeof (ElfW(Sym))))
    object->symtab = (const ElfW(Sym) *) symtab;
  if (strtab && strsz && rapcfi_object_maps (object, strtab, strsz))
    {
      object->strtab = (const char *) strtab;
      object->strsz = strsz;
    }
  if (versym && rapcfi_object_maps (object, versym, sizeof (ElfW(Half))))
    object->versym = (const ElfW(Half) *) versym;
  if (gnu_hash && rapcfi_object_maps (object, gnu_hash, 4 * sizeof (uint32_t)))
    object->gnu_hash = (const uint32_t *) gnu_hash;
  if (sysv_hash
      && rapcfi_object_maps (object, sysv_hash, 2 * sizeof (uint32_t)))
    object->sysv_hash = (const uint32_t *) sysv_hash;

  size_t nrelocs = pltrelsz / sizeof (ElfW(Rela));
  if (!rela || !jmprel || !nrelocs
      || !rapcfi_object_maps (object, jmprel, nrelocs * sizeof (ElfW(Rela))))
    return true;
  const ElfW(Rela) *relocs = (const ElfW(Rela) *) jmprel;
  object->slots = malloc (nrelocs * sizeof *object->slots);
  if (!object->slots)
    return false;
  for (size_t i = 0; i < nrelocs; i++)
    {
      uint32_t type = ELF64_R_TYPE (relocs[i].r_info);
      uintptr_t slot = object->base + relocs[i].r_offset;
      if ((type != RAPCFI_R_JUMP_SLOT && type != RAPCFI_R_IRELATIVE)
	  || !rapcfi_object_maps (object, slot, sizeof (uintptr_t)))
	continue;
      struct rapcfi_plt_slot *s = &object->slots[object->nslots++];
      s->address = slot;
      s->index = i;
      s->symbol = ELF64_R_SYM (relocs[i].r_info);
      s->type = type;
    }
  qsort (object->slots, object->nslots, sizeof *object->slots,
	 compare_slots);
  return true;
}

void
rapcfi_free_object (struct rapcfi_object *object)
{
  free (object->slots);
  object->slots = NULL;
  object->nslots = 0;
}

const struct rapcfi_plt_slot *
rapcfi_plt_slot (const struct rapcfi_object *object, uintptr_t target,
		 uintptr_t end)
{
  uintptr_t slot;
  if (!object->nslots || target >= end
      || !rapcfi_code_plt_jump ((const unsigned char *) target, end - target,
				&slot))
    return NULL;

  size_t lo = 0, hi = object->nslots;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (object->slots[mid].address < slot)
	lo = mid + 1;
      else if (object->slots[mid].address > slot)
	hi = mid;
      else
	return &object->slots[mid];
    }
  return NULL;
}

/* Symbol INDEX of OBJECT, or NULL when it is not mapped.  */
static const ElfW(Sym) *
object_symbol (const struct rapcfi_object *object, uint32_t index)
{
  if (!object->symtab)
    return NULL;
  uintptr_t at = (uintptr_t) (object->symtab + index);
  if (at < (uintptr_t) object->symtab
      || !rapcfi_object_maps (object, at, sizeof (ElfW(Sym))))
    return NULL;
  return (const ElfW(Sym) *) at;
}

/* The name of SYMBOL of OBJECT, or NULL.  */
static const char *
symbol_name (const struct rapcfi_object *object, const ElfW(Sym) *symbol)
{
  if (!object->strtab || symbol->st_name >= object->strsz
      || !memchr (object->strtab + symbol->st_name, '\0',
		  object->strsz - symbol->st_name))
    return NULL;
  return object->strtab + symbol->st_name;
}

const char *
rapcfi_plt_symbol (const struct rapcfi_object *object,
		   const struct rapcfi_plt_slot *slot)
{
  if (slot->symbol == 0)
    return NULL;
  const ElfW(Sym) *symbol = object_symbol (object, slot->symbol);
  const char *name = symbol ? symbol_name (object, symbol) : NULL;
  return name && *name ? name : NULL;
}

/* The 32-bit word at WORDS[INDEX] of OBJECT into *VALUE; false when it is
   not mapped.  */
static bool
read_word (const struct rapcfi_object *object, const uint32_t *words,
	   size_t index, uint32_t *value)
{
  uintptr_t at = (uintptr_t) (words + index);
  if (at < (uintptr_t) words
      || !rapcfi_object_maps (object, at, sizeof *value))
    return false;
  *value = words[index];
  return true;
}

/* How symbol INDEX of OBJECT answers a lookup of NAME: 0 not at all, 1
   as a definition of a non-default version, 2 as the definition.  */
static int
symbol_matches (const struct rapcfi_object *object, uint32_t index,
		const char *name)
{
  const ElfW(Sym) *symbol = object_symbol (object, index);
  if (!symbol)
    return 0;
  unsigned bind = ELF64_ST_BIND (symbol->st_info);
  unsigned type = ELF64_ST_TYPE (symbol->st_info);
  unsigned visibility = ELF64_ST_VISIBILITY (symbol->st_other);
  if (symbol->st_shndx == SHN_UNDEF || symbol->st_shndx == SHN_ABS
      || (bind != STB_GLOBAL && bind != STB_WEAK && bind != STB_GNU_UNIQUE)
      || (type != STT_FUNC && type != STT_GNU_IFUNC && type != STT_NOTYPE)
      || visibility == STV_HIDDEN || visibility == STV_INTERNAL)
    return 0;
  const char *found = symbol_name (object, symbol);
  if (!found || strcmp (found, name) != 0)
    return 0;
  if (object->versym)
    {
      uintptr_t at = (uintptr_t) (object->versym + index);
      if (!rapcfi_object_maps (object, at, sizeof (ElfW(Half))))
	return 0;
      ElfW(Half) version = object->versym[index];
      if ((version & 0x7fff) == 0)	/* VER_NDX_LOCAL */
	return 0;
      if (version & 0x8000)		/* Hidden: not the default.  */
	return 1;
    }
  return 2;
}

/* Symbols named NAME in OBJECT, through its hash table: the first that
   is the default version's definition, else the first of another
   version's; 0 when none.  */
static uint32_t
find_symbol (const struct rapcfi_object *object, const char *name)
{
  uint32_t best = 0;
  int best_match = 0;
  if (object->gnu_hash)
    {
      const uint32_t *table = object->gnu_hash;
      uint32_t nbuckets = table[0], symoffset = table[1];
      uint32_t bloom_size = table[2];
      if (nbuckets == 0)
	return 0;
      const uint32_t *buckets
	= table + 4 + bloom_size * (sizeof (ElfW(Addr)) / sizeof (uint32_t));
      const uint32_t *chain = buckets + nbuckets;
      uint32_t h = 5381;
      for (const unsigned char *p = (const unsigned char *) name; *p; p++)
	h = h * 33 + *p;
      uint32_t index;
      if (!read_word (object, buckets, h % nbuckets, &index)
	  || index < symoffset)
	return 0;
      for (;; index++)
	{
	  uint32_t hash;
	  if (!read_word (object, chain, index - symoffset, &hash))
	    break;
	  if ((hash | 1) == (h | 1))
	    {
	      int match = symbol_matches (object, index, name);
	      if (match > best_match)
		{
		  best = index;
		  best_match = match;
		  if (match == 2)
		    break;
		}
	    }
	  if (hash & 1)
	    break;
	}
      return best;
    }
  if (object->sysv_hash)
    {
      const uint32_t *table = object->sysv_hash;
      uint32_t nbucket = table[0], nchain = table[1];
      if (nbucket == 0)
	return 0;
      const uint32_t *bucket = table + 2, *chain = bucket + nbucket;
      uint32_t h = 0;
      for (const unsigned char *p = (const unsigned char *) name; *p; p++)
	{
	  h = (h << 4) + *p;
	  uint32_t g = h & 0xf0000000u;
	  if (g)
	    h ^= g >> 24;
	  h &= ~g;
	}
      uint32_t index;
      if (!read_word (object, bucket, h % nbucket, &index))
	return 0;
      /* At most NCHAIN steps, whatever the chain says.  */
      for (uint32_t steps = 0; index != 0 && index < nchain
	   && steps < nchain; steps++)
	{
	  int match = symbol_matches (object, index, name);
	  if (match > best_match)
	    {
	      best = index;
	      best_match = match;
	      if (match == 2)
		break;
	    }
	  if (!read_word (object, chain, index, &index))
	    break;
	}
    }
  return best;
}

enum rapcfi_definition
rapcfi_object_defines (const struct rapcfi_object *object, const char *name,
		       uintptr_t *address)
{
  uint32_t index = find_symbol (object, name);
  if (!index)
    return RAPCFI_UNDEFINED;
  const ElfW(Sym) *symbol = object_symbol (object, index);
  if (ELF64_ST_TYPE (symbol->st_info) == STT_GNU_IFUNC)
    return RAPCFI_DEFINED_IFUNC;
  *address = object->base + symbol->st_value;
  return RAPCFI_DEFINED;
}

/* How many symbols OBJECT's dynamic symbol table holds: nchain of its
   SysV hash table, else one past the last symbol its GNU hash table's
   chains reach; 0 when neither says.  */
static uint32_t
symbol_count (const struct rapcfi_object *object)
{
  uint32_t count;
  if (object->sysv_hash && read_word (object, object->sysv_hash, 1, &count))
    return count;
  if (!object->gnu_hash)
    return 0;
  const uint32_t *table = object->gnu_hash;
  uint32_t nbuckets = table[0], symoffset = table[1], bloom_size = table[2];
  const uint32_t *buckets
    = table + 4 + bloom_size * (sizeof (ElfW(Addr)) / sizeof (uint32_t));
  const uint32_t *chain = buckets + nbuckets;
  uint32_t last = 0, index;
  for (uint32_t i = 0; i < nbuckets; i++)
    if (read_word (object, buckets, i, &index) && index > last)
      last = index;
  if (last < symoffset)
    return symoffset;
  for (uint32_t hash; read_word (object, chain, last - symoffset, &hash);
       last++)
    if (hash & 1)
      return last + 1;
  return 0;
}

bool
rapcfi_object_function_at (const struct rapcfi_object *object,
			   uintptr_t address, uintptr_t *end,
			   const char **name)
{
  uint32_t count = symbol_count (object);
  uintptr_t next = 0;
  *name = NULL;
  for (uint32_t i = 1; i < count; i++)
    {
      const ElfW(Sym) *symbol = object_symbol (object, i);
      if (!symbol)
	break;
      unsigned type = ELF64_ST_TYPE (symbol->st_info);
      if (symbol->st_shndx == SHN_UNDEF || symbol->st_shndx == SHN_ABS
	  || (type != STT_FUNC && type != STT_GNU_IFUNC))
	continue;
      uintptr_t start = object->base + symbol->st_value;
      if (start == address && symbol->st_size)
	{
	  *end = start + symbol->st_size;
	  *name = symbol_name (object, symbol);
	  return true;
	}
      if (start > address && (!next || start < next))
	next = start;
    }
  *end = next;
  return false;
}
