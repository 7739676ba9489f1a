/* A data-only attacker of the runtime itself (doc/ABI.md, "What a
   data-only attacker can change"): it writes any data memory with plain
   C stores, finding its targets as an attacker would, from the
   runtime's ELF file (its symbols and dynamic relocations), the
   documented layout of the unit notes and /proc/self/maps.  Each write
   is tried under a SIGSEGV handler: a page the runtime made read-only
   faults, and the attack goes on.  The runtime exports nothing for
   it.  */

#define _GNU_SOURCE
#pragma GCC diagnostic ignored "-Wunused-function"
#include "rapcfi.h"

#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static sigjmp_buf attack_fault;

static void
attack_on_fault (int sig)
{
  siglongjmp (attack_fault, sig);
}

/* Store SIZE bytes of VALUE at WHERE: 1 when the store happened, 0 when
   it faulted.  */
static int
attack_write (void *where, const void *value, size_t size)
{
  struct sigaction action, old_segv, old_bus;
  memset (&action, 0, sizeof action);
  action.sa_handler = attack_on_fault;
  sigaction (SIGSEGV, &action, &old_segv);
  sigaction (SIGBUS, &action, &old_bus);
  volatile int written = 0;
  if (sigsetjmp (attack_fault, 1) == 0)
    {
      volatile unsigned char *to = where;
      const unsigned char *from = value;
      for (size_t i = 0; i < size; i++)
	to[i] = from[i];
      written = 1;
    }
  sigaction (SIGSEGV, &old_segv, NULL);
  sigaction (SIGBUS, &old_bus, NULL);
  return written;
}

/* The loaded object holding the runtime (librapcfi.so, found by its
   name, or the executable with librapcfi.a): its load bias, program
   headers and file.  */
struct attack_object
{
  uintptr_t bias;
  const ElfW(Phdr) *phdr;
  size_t phnum;
  char path[4096];
};

static int
attack_find_object (struct dl_phdr_info *info, size_t size, void *data)
{
  (void) size;
  struct attack_object *object = data;
  /* librapcfi.a is in the executable, the first object.  */
  if (!*object->path || strstr (info->dlpi_name, "/librapcfi.so"))
    {
      object->bias = info->dlpi_addr;
      object->phdr = info->dlpi_phdr;
      object->phnum = info->dlpi_phnum;
      snprintf (object->path, sizeof object->path, "%s",
		*info->dlpi_name ? info->dlpi_name : "/proc/self/exe");
    }
  return 0;
}

static void
attack_runtime_object (struct attack_object *object)
{
  object->path[0] = '\0';
  dl_iterate_phdr (attack_find_object, object);
}

/* The address of the symbol NAME in the runtime's file symbol table
   (.symtab: static variables too), its size into *SIZE; NULL when the
   file has none such.  */
static void *
attack_symbol (const struct attack_object *object, const char *name,
	       size_t *size)
{
  int fd = open (object->path, O_RDONLY);
  struct stat st;
  if (fd < 0 || fstat (fd, &st) != 0)
    return NULL;
  const unsigned char *file = mmap (NULL, st.st_size, PROT_READ,
				    MAP_PRIVATE, fd, 0);
  close (fd);
  if (file == MAP_FAILED)
    return NULL;
  const ElfW(Ehdr) *ehdr = (const ElfW(Ehdr) *) file;
  const ElfW(Shdr) *shdr = (const ElfW(Shdr) *) (file + ehdr->e_shoff);
  void *found = NULL;
  for (size_t i = 0; i < ehdr->e_shnum && !found; i++)
    {
      if (shdr[i].sh_type != SHT_SYMTAB)
	continue;
      const ElfW(Sym) *syms = (const ElfW(Sym) *) (file + shdr[i].sh_offset);
      const char *names = (const char *) (file
					  + shdr[shdr[i].sh_link].sh_offset);
      for (size_t j = 0; j < shdr[i].sh_size / sizeof *syms; j++)
	if (ELF64_ST_TYPE (syms[j].st_info) == STT_OBJECT
	    && strcmp (names + syms[j].st_name, name) == 0)
	  {
	    found = (void *) (object->bias + syms[j].st_value);
	    *size = syms[j].st_size;
	    break;
	  }
    }
  munmap ((void *) file, st.st_size);
  return found;
}

/* Write VALUE into every int of the runtime's variable NAME, and say
   how that went.  */
static void
attack_variable (const struct attack_object *object, const char *name,
		 int value)
{
  size_t size;
  int *variable = attack_symbol (object, name, &size);
  if (!variable)
    {
      printf ("attacker: %s: absent\n", name);
      return;
    }
  size_t written = 0;
  for (size_t i = 0; i < size / sizeof (int); i++)
    if (attack_write (&variable[i], &value, sizeof value))
      written++;
    else
      break;
  printf ("attacker: %s: %s\n", name,
	  written ? "written" : "the write faulted");
}

/* A mapping of /proc/self/maps.  */
struct attack_mapping
{
  uintptr_t start, end;
  char perms[5];
  char path[256];
};

/* Call VISIT on every readable mapping, until it returns nonzero.  */
static void
attack_each_mapping (int (*visit) (const struct attack_mapping *, void *),
		     void *data)
{
  FILE *maps = fopen ("/proc/self/maps", "r");
  if (!maps)
    return;
  char line[512];
  while (fgets (line, sizeof line, maps))
    {
      struct attack_mapping m = { 0, 0, "", "" };
      if (sscanf (line, "%lx-%lx %4s %*s %*s %*s %255s", &m.start, &m.end,
		  m.perms, m.path) < 3)
	continue;
      if (m.perms[0] == 'r' && strcmp (m.path, "[vvar]") != 0
	  && strcmp (m.path, "[vvar_vclock]") != 0
	  && strcmp (m.path, "[vsyscall]") != 0 && visit (&m, data))
	break;
    }
  fclose (maps);
}

/* The unit descriptor of this program's first rapcfi note, as doc/ABI.md
   ("Per-unit tables") lays it out.  */
struct attack_unit_descriptor
{
  uint32_t version, flags;
  int32_t funcs;
  uint32_t nfuncs;
  int32_t sites;
  uint32_t nsites;
  int32_t strings;
  uint32_t strsize, prefix, reserved;
  int32_t imports;
  uint32_t nimports;
};

struct attack_import_record
{
  uintptr_t address;
  uint32_t name, hash, type, reserved;
};

static uintptr_t
attack_rel (const int32_t *field)
{
  return (uintptr_t) field + (intptr_t) *field;
}

static int
attack_find_note (struct dl_phdr_info *info, size_t size, void *data)
{
  (void) size;
  const struct attack_unit_descriptor **found = data;
  for (size_t i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *p = &info->dlpi_phdr[i];
      if (p->p_type != PT_NOTE)
	continue;
      const char *notes = (const char *) (info->dlpi_addr + p->p_vaddr);
      size_t align = p->p_align == 8 ? 8 : 4, offset = 0;
      while (offset + sizeof (ElfW(Nhdr)) <= p->p_memsz)
	{
	  const ElfW(Nhdr) *n = (const ElfW(Nhdr) *) (notes + offset);
	  size_t desc = (offset + sizeof *n + n->n_namesz + align - 1)
			& ~(align - 1);
	  if (n->n_type == 1 && n->n_namesz == sizeof "rapcfi"
	      && memcmp (n + 1, "rapcfi", sizeof "rapcfi") == 0)
	    {
	      *found = (const struct attack_unit_descriptor *) (notes + desc);
	      return 1;
	    }
	  offset = (desc + n->n_descsz + align - 1) & ~(align - 1);
	}
    }
  return 0;
}

/* The executable's (first loaded object's) unit.  */
static const struct attack_unit_descriptor *
attack_own_unit (void)
{
  const struct attack_unit_descriptor *unit = NULL;
  if (!dl_iterate_phdr (attack_find_note, &unit))
    {
      printf ("attacker: no rapcfi note\n");
      exit (2);
    }
  return unit;
}

/* The runtime's copy of a unit, as it was on the heap: its record
   pointers, then its flags (runtime/units.c, struct unit).  */
struct attack_unit_copy
{
  uintptr_t funcs;
  uint32_t nfuncs;
  uintptr_t sites;
  uint32_t nsites;
  uintptr_t strings;
  uint32_t strsize;
  uint32_t flags;
};

struct attack_unit_scan
{
  struct attack_unit_copy key;
  uint32_t clear, set;		/* The flags to change.  */
  int found, written;
};

static int
attack_unit_mapping (const struct attack_mapping *m, void *data)
{
  struct attack_unit_scan *scan = data;
  /* Copies live in the heap or in mappings of their own; not in files,
     not on the stack (where this scan's own key is).  */
  if ((m->path[0] && strcmp (m->path, "[heap]") != 0)
      || m->end - m->start > (64u << 20))
    return 0;
  for (uintptr_t a = m->start; a + sizeof scan->key <= m->end;
       a += sizeof (uintptr_t))
    {
      struct attack_unit_copy *copy = (struct attack_unit_copy *) a;
      if (copy->funcs != scan->key.funcs || copy->nfuncs != scan->key.nfuncs
	  || copy->sites != scan->key.sites)
	continue;
      scan->found++;
      uint32_t flags = (copy->flags & ~scan->clear) | scan->set;
      scan->written += attack_write (&copy->flags, &flags, sizeof flags);
    }
  return 0;
}

/* Unit flags (doc/ABI.md, "Per-unit tables").  */
#define ATTACK_UNIT_PERMISSIVE 0x1u
#define ATTACK_UNIT_COMPAT_MASK 0xcu
#define ATTACK_UNIT_COMPAT_LOOSE 0x4u

/* Change the flags of every copy of this program's unit the runtime
   holds: clear CLEAR, set SET.  */
static void
attack_unit_flags (uint32_t clear, uint32_t set)
{
  const struct attack_unit_descriptor *d = attack_own_unit ();
  struct attack_unit_scan scan = { { attack_rel (&d->funcs), d->nfuncs,
				     attack_rel (&d->sites), 0, 0, 0, 0 },
				   clear, set, 0, 0 };
  attack_each_mapping (attack_unit_mapping, &scan);
  printf ("attacker: unit copies found %s, written %d\n",
	  scan.found ? "some" : "none", scan.written);
}

/* The runtime's import table entry (runtime/units.c, struct
   import_entry).  */
struct attack_import_entry
{
  uintptr_t address;
  uint32_t hash, algorithm;
  const char *type;
};

struct attack_table_scan
{
  uintptr_t address;
  uint32_t hash;
  uintptr_t entry;		/* The entry found, */
  uintptr_t start;		/* in the mapping from here.  */
};

/* Look for the entry in [FROM, TO) of the mapping M.  */
static int
attack_table_scan_range (const struct attack_mapping *m, uintptr_t from,
			 uintptr_t to, struct attack_table_scan *scan)
{
  for (uintptr_t a = from; a + sizeof (struct attack_import_entry) <= to;
       a += sizeof (uintptr_t))
    {
      const struct attack_import_entry *e = (const void *) a;
      if (e->address == scan->address && e->hash == scan->hash)
	{
	  scan->entry = a;
	  scan->start = m->start;
	  return 1;
	}
    }
  return 0;
}

/* Anonymous mappings up to 64 MiB are read whole.  A larger one (table
   mode's lookup table) only at its ends: qemu-user's maps join mappings
   that touch and have the same protection, and the table may be
   listed with the imports' mapping beside it.  qemu-user also names
   the first anonymous mapping after the program's data "[heap]", where
   the imports' mapping may be.  */
static int
attack_table_mapping (const struct attack_mapping *m, void *data)
{
  struct attack_table_scan *scan = data;
  const uintptr_t whole = 64u << 20, end = 1u << 20;
  if (m->path[0] && strcmp (m->path, "[heap]") != 0)
    return 0;
  if (m->end - m->start <= whole)
    return attack_table_scan_range (m, m->start, m->end, scan);
  return (attack_table_scan_range (m, m->start, m->start + end, scan)
	  || attack_table_scan_range (m, m->end - end, m->end, scan));
}

/* Make the runtime's pointer to its import table point to a forged
   one, in which every entry admits TARGET as the type of the import
   NAME of this program's unit.  The runtime's table is found by that
   import's entry, in a mapping of its own; the pointer to it, by its
   value in the runtime's writable segments: any word there that points
   to a page start of that mapping at or before the entry is taken for
   it.  */
static void
attack_imports (const char *name, void *target)
{
  const struct attack_unit_descriptor *d = attack_own_unit ();
  const struct attack_import_record *imports
    = (const void *) attack_rel (&d->imports);
  const char *strings = (const char *) attack_rel (&d->strings);
  const struct attack_import_record *import = NULL;
  for (uint32_t i = 0; i < d->nimports && !import; i++)
    if (strcmp (strings + imports[i].name, name) == 0)
      import = &imports[i];
  if (!import)
    {
      printf ("attacker: no import %s\n", name);
      exit (2);
    }

  struct attack_table_scan scan = { import->address, import->hash, 0, 0 };
  attack_each_mapping (attack_table_mapping, &scan);
  if (!scan.entry)
    {
      printf ("attacker: no import table\n");
      exit (2);
    }
  size_t entries = 1 << 16;
  struct attack_import_entry *forged = malloc (entries * sizeof *forged);
  for (size_t i = 0; i < entries; i++)
    {
      forged[i].address = (uintptr_t) target;
      forged[i].hash = import->hash;
      forged[i].algorithm = d->flags & 0xf0u;
      forged[i].type = strings + import->type;
    }

  struct attack_object object;
  attack_runtime_object (&object);
  uintptr_t page = (uintptr_t) sysconf (_SC_PAGESIZE);
  int found = 0, written = 0;
  for (size_t i = 0; i < object.phnum; i++)
    {
      const ElfW(Phdr) *p = &object.phdr[i];
      if (p->p_type != PT_LOAD || !(p->p_flags & PF_W))
	continue;
      uintptr_t *word = (uintptr_t *) ((object.bias + p->p_vaddr)
				       & ~(sizeof (uintptr_t) - 1));
      uintptr_t *end = (uintptr_t *) (object.bias + p->p_vaddr + p->p_memsz);
      for (; word < end; word++)
	if (*word >= scan.start && *word <= scan.entry && *word % page == 0)
	  {
	    found++;
	    written += attack_write (word, &forged, sizeof forged);
	  }
    }
  printf ("attacker: import table pointer %s, written %d\n",
	  found ? "found" : "absent", written);
}

static int
attack_find_executable (struct dl_phdr_info *info, size_t size, void *data)
{
  (void) size;
  struct attack_object *object = data;
  object->bias = info->dlpi_addr;
  object->phdr = info->dlpi_phdr;
  object->phnum = info->dlpi_phnum;
  snprintf (object->path, sizeof object->path, "/proc/self/exe");
  return 1;
}

/* Point every GOT slot of OBJECT that holds a runtime symbol
   (__rapcfi_*: the failure handlers, the stubs) or abort at IGNORE,
   walking OBJECT's dynamic relocations; the count of slots found.  */
static int
attack_got_of (const struct attack_object *object,
	       void (*ignore) (void *, void *))
{
  const ElfW(Dyn) *dynamic = NULL;
  for (size_t i = 0; i < object->phnum; i++)
    if (object->phdr[i].p_type == PT_DYNAMIC)
      dynamic = (const ElfW(Dyn) *) (object->bias + object->phdr[i].p_vaddr);
  uintptr_t symtab = 0, strtab = 0, jmprel = 0, pltrelsz = 0, rela = 0,
	    relasz = 0;
  for (; dynamic && dynamic->d_tag != DT_NULL; dynamic++)
    switch (dynamic->d_tag)
      {
      case DT_SYMTAB: symtab = dynamic->d_un.d_ptr; break;
      case DT_STRTAB: strtab = dynamic->d_un.d_ptr; break;
      case DT_JMPREL: jmprel = dynamic->d_un.d_ptr; break;
      case DT_PLTRELSZ: pltrelsz = dynamic->d_un.d_val; break;
      case DT_RELA: rela = dynamic->d_un.d_ptr; break;
      case DT_RELASZ: relasz = dynamic->d_un.d_val; break;
      }
  /* The loader relocates these in place, or not.  */
#define ATTACK_ADDRESS(x) ((x) && (x) < object->bias ? (x) + object->bias : (x))
  symtab = ATTACK_ADDRESS (symtab);
  strtab = ATTACK_ADDRESS (strtab);
  const struct { uintptr_t at, size; } tables[]
    = { { ATTACK_ADDRESS (jmprel), pltrelsz }, { ATTACK_ADDRESS (rela),
						  relasz } };
  int slots = 0;
  for (size_t t = 0; t < 2 && symtab && strtab; t++)
    {
      const ElfW(Rela) *r = (const ElfW(Rela) *) tables[t].at;
      for (size_t i = 0; r && i < tables[t].size / sizeof *r; i++)
	{
	  size_t sym = ELF64_R_SYM (r[i].r_info);
	  if (!sym)
	    continue;
	  const char *name = ((const char *) strtab
			      + ((const ElfW(Sym) *) symtab)[sym].st_name);
	  if (strncmp (name, "__rapcfi_", 9) != 0
	      && strcmp (name, "abort") != 0)
	    continue;
	  slots++;
	  printf ("attacker: slot %s: %s\n", name,
		  attack_write ((void *) (object->bias + r[i].r_offset),
				&ignore, sizeof ignore)
		  ? "written" : "the write faulted");
	}
    }
  return slots;
}

/* Point the GOT slots of the runtime's failure handlers and of abort,
   in the runtime and in the executable (its slots of the stubs, through
   which the checks' failure paths call), at IGNORE.  */
static void
attack_got (void (*ignore) (void *, void *))
{
  struct attack_object runtime, executable;
  attack_runtime_object (&runtime);
  dl_iterate_phdr (attack_find_executable, &executable);
  int slots = attack_got_of (&runtime, ignore);
  if (executable.bias != runtime.bias)
    slots += attack_got_of (&executable, ignore);
  printf ("attacker: %d slots\n", slots);
}
