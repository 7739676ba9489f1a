/* Sealed memory: what the checks decide by is kept in pages that are
   read-only but while the runtime writes them, so that a write into the
   program's data cannot change a decision (doc/ABI.md, "What a
   data-only attacker can change").  */

#ifndef RAPCFI_SEAL_H
#define RAPCFI_SEAL_H

#include <stdbool.h>
#include <stddef.h>

/* The size of a page the runtime seals by itself (rapcfi_seal_page): a
   cache declared aligned to it and as large.  */
#define RAPCFI_SEALED_PAGE 4096

/* Make PAGE, RAPCFI_SEALED_PAGE bytes of the runtime's data that nothing
   else shares, read-only (SEALED) or writable again, so that a write
   into the program's data cannot change what it holds; nothing is done
   where pages are larger.  Stops the program when the protection cannot
   be changed.  */
extern void rapcfi_seal_page (void *page, bool sealed)
  __attribute__ ((visibility ("hidden")));

/* Make PAGE, as rapcfi_seal_page does, read-only for good: sealed with
   mseal(2) where the kernel has it, so that not even mprotect or munmap
   can change it; else only read-only.  For what never changes once
   written.  */
extern void rapcfi_seal_page_for_good (void *page)
  __attribute__ ((visibility ("hidden")));

/* BYTES, rounded up to whole pages, mapped writable; NULL on failure.  */
extern void *rapcfi_sealed_alloc (size_t *bytes)
  __attribute__ ((visibility ("hidden")));

/* Make the BYTES at P, from rapcfi_sealed_alloc (nothing when P is NULL),
   read-only (SEALED) or writable again.  Stops the program when the
   protection cannot be changed.  */
extern void rapcfi_seal (void *p, size_t bytes, bool sealed)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_SEAL_H */
