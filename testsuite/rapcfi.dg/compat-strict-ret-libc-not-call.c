/* compat=strict: a saved return address overwritten with an address in
   libc's code whose five bytes before read as call rel32 (e8) but go
   nowhere (the target is in no loaded object): no real call ends there,
   and the return is stopped.  The byte test before admitted it, as it
   did 4,181 positions in Debian's libc that follow no call
   (bench/follows-call.sh).  aarch64 decodes the one word before, exact
   already.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return into libc after bytes that are no call" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*\\) to 0x\[0-9a-f\]+\[^:\]*: expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, not after a call \\(compat=strict\\)" } */

#define _GNU_SOURCE
#include "compat-attacker.h"
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct span
{
  uintptr_t inside, start, end;
};

/* The executable segment holding SPAN->inside.  */
static int
find_segment (struct dl_phdr_info *info, size_t size, void *data)
{
  struct span *span = data;
  (void) size;
  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *p = &info->dlpi_phdr[i];
      uintptr_t start = info->dlpi_addr + p->p_vaddr;
      if (p->p_type == PT_LOAD && (p->p_flags & PF_X)
	  && span->inside >= start && span->inside < start + p->p_memsz)
	{
	  span->start = start;
	  span->end = start + p->p_memsz;
	  return 1;
	}
    }
  return 0;
}

/* An address in libc's code after e8 and four bytes that send such a
   call into no loaded object, with no ff byte in the 15 before it (no
   call r/m64 ends there either).  */
static unsigned char *
libc_after_false_call (void)
{
  struct span span = { (uintptr_t) LIBC_ADDRESS (getpid), 0, 0 };
  if (!dl_iterate_phdr (find_segment, &span))
    return NULL;
  for (uintptr_t a = span.start + 16; a < span.end; a++)
    {
      unsigned char *p = (unsigned char *) a;
      if (p[-5] != 0xe8 || memchr (p - 15, 0xff, 15))
	continue;
      int32_t rel;
      memcpy (&rel, p - 4, sizeof rel);
      Dl_info info;
      if (!dladdr (p + rel, &info))
	return p;
    }
  return NULL;
}

int
main (void)
{
  bad_return = libc_after_false_call ();
  if (!bad_return)
    {
      printf ("no address in libc after a false call\n");
      return 0;
    }
  printf ("victim %d\n", victim (2));
  return 0;
}
