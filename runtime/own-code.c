/* The runtime's own code.  It calls no instrumented function, so a
   return from one never goes there: an instrumented function returning
   into it is an attack, however much that place looks like the one
   after a call.  The place after a failure stub's call of its handler
   is the worst of them: the stub's epilogue loads the argument
   registers from the stack above and leaves through the frame pointer,
   both the attacker's, with a return no check sees.

   Linked into librapcfi.so, that code is the executable segment of the
   object whose ELF header the linker's __ehdr_start is.  Linked from
   librapcfi.a, it is the section the build renames the archive's code
   to (rapcfi_text, Makefile.am), between the linker's
   __start_rapcfi_text and __stop_rapcfi_text.  Both are found from where
   the code itself is and from headers in read-only memory: no writable
   word says where the runtime's code lies.  */

#define _GNU_SOURCE
#include "own-code.h"

#include <elf.h>
#include <link.h>

extern const char __start_rapcfi_text[]
  __attribute__ ((weak, visibility ("hidden")));
extern const char __stop_rapcfi_text[]
  __attribute__ ((weak, visibility ("hidden")));
extern const ElfW(Ehdr) __ehdr_start
  __attribute__ ((weak, visibility ("hidden")));

static bool
in_own_section (uintptr_t address)
{
  return ((uintptr_t) __start_rapcfi_text <= address
	  && address < (uintptr_t) __stop_rapcfi_text);
}

/* Whether ADDRESS is in an executable segment of the shared object
   whose ELF header is at EHDR: one with a soname, not an executable
   librapcfi.a was linked into without its code in its own section.  */
static bool
in_own_object (uintptr_t address, const ElfW(Ehdr) *ehdr)
{
  if (!ehdr || ehdr->e_type != ET_DYN)
    return false;
  const ElfW(Phdr) *phdr
    = (const ElfW(Phdr) *) ((const char *) ehdr + ehdr->e_phoff);
  uintptr_t bias = 0;
  bool have_bias = false, soname = false, in_text = false;
  for (size_t i = 0; i < ehdr->e_phnum && !have_bias; i++)
    if (phdr[i].p_type == PT_LOAD)
      {
	/* The header is at the start of the first loaded segment.  */
	bias = (uintptr_t) ehdr - (phdr[i].p_vaddr - phdr[i].p_offset);
	have_bias = true;
      }
  for (size_t i = 0; have_bias && i < ehdr->e_phnum; i++)
    {
      const ElfW(Phdr) *p = &phdr[i];
      if (p->p_type == PT_LOAD && (p->p_flags & PF_X)
	  && bias + p->p_vaddr <= address
	  && address < bias + p->p_vaddr + p->p_memsz)
	in_text = true;
      else if (p->p_type == PT_DYNAMIC)
	for (const ElfW(Dyn) *d = (const ElfW(Dyn) *) (bias + p->p_vaddr);
	     d->d_tag != DT_NULL; d++)
	  if (d->d_tag == DT_SONAME)
	    soname = true;
    }
  return in_text && soname;
}

bool
rapcfi_in_own_code (uintptr_t address)
{
  if (in_own_section (address))
    return true;
  /* The runtime's code is not in its own section: this is
     librapcfi.so.  */
  return (!in_own_section ((uintptr_t) rapcfi_in_own_code)
	  && in_own_object (address, &__ehdr_start));
}
