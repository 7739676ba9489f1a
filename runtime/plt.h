/* The dynamic linking data of a loaded object, as the failure handlers
   need it to see through PLT entries (doc/ABI.md, "PLT entries"): the
   GOT slots of its DT_JMPREL relocations, and its dynamic symbols.  */

#ifndef RAPCFI_PLT_H
#define RAPCFI_PLT_H

#include <link.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A GOT slot that a DT_JMPREL relocation fills.  */
struct rapcfi_plt_slot
{
  uintptr_t address;		/* The slot.  */
  uint32_t index;		/* The relocation's index in DT_JMPREL.  */
  uint32_t symbol;		/* Its symbol's index in DT_SYMTAB.  */
  uint32_t type;		/* RAPCFI_R_JUMP_SLOT or RAPCFI_R_IRELATIVE.  */
};

/* A loaded object: what its PT_DYNAMIC says, the pointers checked to lie
   in its PT_LOAD segments (NULL when absent or not).  */
struct rapcfi_object
{
  uintptr_t base;		/* dlpi_addr.  */
  const char *name;		/* dlpi_name: "" for the executable.  */
  const ElfW(Phdr) *phdr;
  ElfW(Half) phnum;
  const ElfW(Sym) *symtab;
  const char *strtab;
  size_t strsz;
  const ElfW(Half) *versym;
  const uint32_t *gnu_hash;
  const uint32_t *sysv_hash;
  struct rapcfi_plt_slot *slots;	/* Sorted by address.  */
  size_t nslots;
};

/* Fill *OBJECT from INFO; false when out of memory.  */
extern bool rapcfi_parse_object (const struct dl_phdr_info *info,
				 struct rapcfi_object *object)
  __attribute__ ((visibility ("hidden")));

extern void rapcfi_free_object (struct rapcfi_object *object)
  __attribute__ ((visibility ("hidden")));

/* Whether ADDRESS to ADDRESS + SIZE lies in one PT_LOAD segment of
   OBJECT.  */
extern bool rapcfi_object_maps (const struct rapcfi_object *object,
				uintptr_t address, size_t size)
  __attribute__ ((visibility ("hidden")));

/* The GOT slot of OBJECT that the PLT entry at TARGET jumps through, when
   the code from TARGET up to END (the end of the executable segment
   holding TARGET) is one: [endbr64] [bnd] jmp *disp(%rip), its slot that
   of a DT_JMPREL relocation.  NULL when it is not.  */
extern const struct rapcfi_plt_slot *
rapcfi_plt_slot (const struct rapcfi_object *object, uintptr_t target,
		 uintptr_t end)
  __attribute__ ((visibility ("hidden")));

/* The name of SLOT's symbol, or NULL.  */
extern const char *rapcfi_plt_symbol (const struct rapcfi_object *object,
				      const struct rapcfi_plt_slot *slot)
  __attribute__ ((visibility ("hidden")));

/* What OBJECT defines NAME to be, as the loader binds a PLT slot to it
   (a defined, non-local function symbol; the undefined symbol that gives
   a canonical PLT entry its address does not count).  */
enum rapcfi_definition
{
  RAPCFI_UNDEFINED,		/* Not there.  */
  RAPCFI_DEFINED,		/* At *ADDRESS.  */
  RAPCFI_DEFINED_IFUNC		/* An ifunc: where it goes is unknown.  */
};

extern enum rapcfi_definition
rapcfi_object_defines (const struct rapcfi_object *object, const char *name,
		       uintptr_t *address)
  __attribute__ ((visibility ("hidden")));

/* Whether a function symbol of OBJECT's dynamic symbol table, of a
   size, begins at ADDRESS: its end into *END and its name into *NAME
   (NULL when it has none).  If not, *END is where the first function
   symbol above ADDRESS begins, 0 when none does.  */
extern bool rapcfi_object_function_at (const struct rapcfi_object *object,
				       uintptr_t address, uintptr_t *end,
				       const char **name)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_PLT_H */
