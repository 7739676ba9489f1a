/* Where a call's target goes when it stands for a function: a PLT entry
   or a nested function's trampoline (resolve.c).  */

#ifndef RAPCFI_RESOLVE_H
#define RAPCFI_RESOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Whether an address is a PLT entry of a loaded object (doc/ABI.md,
   "PLT entries").  */
enum rapcfi_plt_place
{
  RAPCFI_NOT_PLT,		/* No.  */
  RAPCFI_PLT_RESOLVED,		/* Yes, going to *RESOLVED.  */
  RAPCFI_PLT_UNKNOWN		/* Yes, going nobody knows where yet (an
				   ifunc not bound yet, a symbol no loaded
				   object defines).  */
};

/* Whether TARGET is a PLT entry, and where it goes: where its GOT slot
   points once bound, else the first definition of its symbol in the
   loaded objects.  Called with the tables' lock held and the tables
   fresh.  */
extern enum rapcfi_plt_place rapcfi_lookup_plt (uintptr_t target,
						uintptr_t *resolved)
  __attribute__ ((visibility ("hidden")));

/* Whether TARGET, in no loaded object's executable segment, is the
   trampoline of a nested function, its function into *RESOLVED.  Called
   with the tables' lock held and the tables fresh.  */
extern bool rapcfi_lookup_trampoline (uintptr_t target, uintptr_t *resolved)
  __attribute__ ((visibility ("hidden")));

/* Whether /proc/self/maps says ADDRESS is mapped readable, executable
   when EXECUTABLE: the mapping into *START and *END.  */
extern bool rapcfi_find_mapping (uintptr_t address, bool executable,
				 uintptr_t *start, uintptr_t *end)
  __attribute__ ((visibility ("hidden")));

/* Whether /proc/self/maps says ADDRESS is in code a JIT finished: a
   readable and executable mapping, writable neither itself nor through
   a shared writable view of the same file (a double-mapped memfd), and
   not the stack or the heap; the mapping into *START and *END.  Whether
   ADDRESS is in a loaded object is the caller's business.  */
extern bool rapcfi_find_jit_mapping (uintptr_t address, uintptr_t *start,
				     uintptr_t *end)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_RESOLVE_H */
