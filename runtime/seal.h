/* Sealed memory: what the checks decide by is kept in pages that are
   read-only and written without being made writable (seal.c), so that
   a write into the program's data cannot change a decision (doc/ABI.md,
   "What a data-only attacker can change").  */

#ifndef RAPCFI_SEAL_H
#define RAPCFI_SEAL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* The size of a page the runtime seals by itself (rapcfi_seal_page): a
   cache declared aligned to it and as large.  */
#define RAPCFI_SEALED_PAGE 4096

/* Make PAGE, RAPCFI_SEALED_PAGE bytes of the runtime's data that nothing
   else shares, read-only (SEALED) or writable again (only where
   rapcfi_page_write cannot write it otherwise), so that a write
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

/* Get ready to write sealed memory (rapcfi_write_sealed), if not yet:
   who registers fork handlers that write sealed memory must call it
   first, so that its child handler runs after the writer's.  */
extern void rapcfi_seal_init (void)
  __attribute__ ((visibility ("hidden")));

/* Write the N bytes at SRC at offset AT of FD with pwrite, again after
   a short write or EINTR; false when a write fails.  */
extern bool rapcfi_pwrite_fully (int fd, const void *src, size_t n,
				 off_t at)
  __attribute__ ((visibility ("hidden")));
/* Write the N bytes at SRC to DST in sealed memory without making it
   writable, through /proc/self/mem; false where that cannot be done
   (no /proc, a kernel refusing such writes, another address space
   under a user-mode emulator), nothing written.  Stops the program when
   a write fails that could be done before.  */
extern bool rapcfi_write_sealed (void *dst, const void *src, size_t n)
  __attribute__ ((visibility ("hidden")));

/* Write the N bytes at SRC to DST in PAGE, a page rapcfi_seal_page
   seals: with rapcfi_write_sealed, or where it cannot, with the page
   writable meanwhile.  */
extern void rapcfi_page_write (void *page, void *dst, const void *src,
			       size_t n)
  __attribute__ ((visibility ("hidden")));

/* The same for DST in the BYTES at REGION, memory rapcfi_seal seals.  */
extern void rapcfi_region_write (void *region, size_t bytes, void *dst,
				 const void *src, size_t n)
  __attribute__ ((visibility ("hidden")));

/* *BYTES, rounded up to whole pages (one at least), of new sealed
   memory, zeroed, to be written with rapcfi_region_write; NULL when out
   of memory.  */
extern void *rapcfi_sealed_map (size_t *bytes)
  __attribute__ ((visibility ("hidden")));

/* A copy of the *BYTES at SRC in new sealed memory, never writable
   where rapcfi_write_sealed works; *BYTES becomes its size, in whole
   pages.  NULL when out of memory.  */
extern void *rapcfi_sealed_copy (const void *src, size_t *bytes)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_SEAL_H */
