/* Sealed memory: the pages and arenas that hold what the checks decide
   by, read-only but while the runtime writes them, so that a write into
   the program's data cannot change a decision (doc/ABI.md, "What a
   data-only attacker can change").  */

#define _GNU_SOURCE
#include "seal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/* BYTES, rounded up to whole pages, mapped writable; NULL on failure.  */
void *
rapcfi_sealed_alloc (size_t *bytes)
{
  size_t page = (size_t) sysconf (_SC_PAGESIZE);
  *bytes = (*bytes + page - 1) / page * page;
  void *p = mmap (NULL, *bytes, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

void
rapcfi_seal (void *p, size_t bytes, bool sealed)
{
  if (p && mprotect (p, bytes, sealed ? PROT_READ : PROT_READ | PROT_WRITE))
    {
      fputs ("rapcfi: cannot change the protection of the runtime's "
	     "tables\n", stderr);
      abort ();
    }
}

void
rapcfi_seal_page (void *page, bool sealed)
{
  if (sysconf (_SC_PAGESIZE) == RAPCFI_SEALED_PAGE)
    rapcfi_seal (page, RAPCFI_SEALED_PAGE, sealed);
}

/* mseal(2), the same number on x86_64 and aarch64; glibc has no wrapper
   yet.  */
#ifndef SYS_mseal
#define SYS_mseal 462
#endif

void
rapcfi_seal_page_for_good (void *page)
{
  if (sysconf (_SC_PAGESIZE) != RAPCFI_SEALED_PAGE)
    return;
  rapcfi_seal (page, RAPCFI_SEALED_PAGE, true);
  /* Without mseal (a kernel before 6.10, qemu-user), read-only is as far
     as it goes.  */
  if (syscall (SYS_mseal, page, (size_t) RAPCFI_SEALED_PAGE, 0UL) != 0
      && errno != ENOSYS && errno != EPERM)
    {
      fprintf (stderr, "rapcfi: cannot seal a page of the runtime: %s\n",
	       strerror (errno));
      abort ();
    }
}
