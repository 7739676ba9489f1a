/* Sealed memory: the pages and arenas that hold what the checks decide
   by, read-only, and written without being made writable (through
   /proc/self/mem), so that no write into the program's data, not even
   a racing thread's while the runtime writes, can change a decision
   (doc/ABI.md, "What a data-only attacker can change").  */

#define _GNU_SOURCE
#include "seal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Make the BYTES at P read-only (SEALED) or writable again; stops the
   program when the protection cannot be changed.  */
static void
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

/* The descriptor of /proc/self/mem the runtime writes its sealed memory
   through: the kernel writes a page mapped read-only as it does a
   debugger's breakpoint, and the page never becomes writable, to another
   thread or anyone.  Opened again in a child of fork (a descriptor of
   /proc/self/mem is its opener's memory), and when the program closed
   it (the file it names is not this one's).  In a page of its own
   written through that descriptor too.  */
static struct
{
  dev_t dev;			/* Which file fd is.  */
  ino_t ino;
  int fd;			/* -1: not opened yet.  */
  int usable;			/* 0 unknown, 1 yes, -1 no.  */
  pid_t owner;			/* The process that opened it.  */
  char rest[RAPCFI_SEALED_PAGE - sizeof (dev_t) - sizeof (ino_t)
	    - 3 * sizeof (int)];
} memory_writer __attribute__ ((aligned (RAPCFI_SEALED_PAGE)))
  = { 0, 0, -1, 0, 0, { 0 } };
_Static_assert (sizeof memory_writer == RAPCFI_SEALED_PAGE, "one page");

static pthread_mutex_t memory_writer_lock = PTHREAD_MUTEX_INITIALIZER;

/* What /proc/self/mem must read at its address: where /proc/self/mem is
   another address space than the program's (a user-mode emulator's own
   under qemu-user), it does not.  */
static const uint64_t memory_probe = UINT64_C (0x72617063666970);

bool
rapcfi_pwrite_fully (int fd, const void *src, size_t n, off_t at)
{
  const char *p = src;
  while (n)
    {
      ssize_t done = pwrite (fd, p, n, at);
      if (done < 0 && errno == EINTR)
	continue;
      if (done <= 0)
	return false;
      p += done;
      n -= (size_t) done;
      at += done;
    }
  return true;
}

/* Whether memory_writer.fd is a descriptor of the /proc/self/mem that
   memory_writer says: not when the program closed it (and maybe opened
   another file as that number).  */
static bool
writer_descriptor (void)
{
  struct stat st;
  return (fstat (memory_writer.fd, &st) == 0
	  && st.st_dev == memory_writer.dev && st.st_ino == memory_writer.ino);
}

/* Whether FD, a descriptor of /proc/self/mem, writes a read-only page
   of this process (a kernel may refuse: proc_mem.force_override).  */
static bool
writes_read_only_pages (int fd)
{
  size_t page = (size_t) sysconf (_SC_PAGESIZE);
  void *p = mmap (NULL, page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return false;
  bool written = (pwrite (fd, &memory_probe, sizeof memory_probe,
			  (off_t) (uintptr_t) p) == sizeof memory_probe
		  && *(const volatile uint64_t *) p == memory_probe);
  munmap (p, page);
  return written;
}

/* Open /proc/self/mem as the writer, or find that it cannot be; called
   with memory_writer_lock held.  */
static void
open_writer (pid_t self)
{
  int fd = open ("/proc/self/mem", O_RDWR | O_CLOEXEC);
  uint64_t probe = 0;
  struct stat st;
  bool usable = (fd >= 0 && fstat (fd, &st) == 0
		 && pread (fd, &probe, sizeof probe,
			   (off_t) (uintptr_t) &memory_probe) == sizeof probe
		 && probe == memory_probe && writes_read_only_pages (fd));
  __typeof__ (memory_writer) now = memory_writer;
  now.fd = usable ? fd : -1;
  now.usable = usable ? 1 : -1;
  now.owner = self;
  now.dev = usable ? st.st_dev : 0;
  now.ino = usable ? st.st_ino : 0;
  if (usable
      && rapcfi_pwrite_fully (fd, &now, offsetof (__typeof__ (now), rest),
		      (off_t) (uintptr_t) &memory_writer))
    {
      rapcfi_seal_page (&memory_writer, true);
      return;
    }
  if (fd >= 0)
    close (fd);
  now.fd = -1;
  now.usable = -1;
  now.dev = now.ino = 0;
  rapcfi_seal_page (&memory_writer, false);
  memory_writer = now;
  rapcfi_seal_page (&memory_writer, true);
}

static void
lock_writer (void)
{
  pthread_mutex_lock (&memory_writer_lock);
}

static void
unlock_writer (void)
{
  pthread_mutex_unlock (&memory_writer_lock);
}

static pthread_once_t writer_once = PTHREAD_ONCE_INIT;

static void
init_writer (void)
{
  pthread_atfork (lock_writer, unlock_writer, unlock_writer);
  lock_writer ();
  open_writer (getpid ());
  unlock_writer ();
}

void
rapcfi_seal_init (void)
{
  pthread_once (&writer_once, init_writer);
}

/* Before every constructor, as the table (table.c): the page is sealed
   before the program runs, and a constructor may make checks.  */
__attribute__ ((section (".init_array.00000"), used)) static void
  (*seal_init_first) (void) = rapcfi_seal_init;

bool
rapcfi_write_sealed (void *dst, const void *src, size_t n)
{
  pid_t self = getpid ();
  rapcfi_seal_init ();
  lock_writer ();
  if (memory_writer.usable == 1
      && (memory_writer.owner != self || !writer_descriptor ()))
    {
      /* A parent's, inherited by fork: of no use here.  */
      if (memory_writer.owner != self && writer_descriptor ())
	close (memory_writer.fd);
      open_writer (self);
    }
  bool written = false;
  if (memory_writer.usable == 1)
    {
      if (!rapcfi_pwrite_fully (memory_writer.fd, src, n,
				(off_t) (uintptr_t) dst))
	{
	  fputs ("rapcfi: cannot write the runtime's tables through "
		 "/proc/self/mem\n", stderr);
	  abort ();
	}
      written = true;
    }
  unlock_writer ();
  return written;
}

void
rapcfi_page_write (void *page, void *dst, const void *src, size_t n)
{
  if (rapcfi_write_sealed (dst, src, n))
    return;
  rapcfi_seal_page (page, false);
  memcpy (dst, src, n);
  rapcfi_seal_page (page, true);
}

void
rapcfi_region_write (void *region, size_t bytes, void *dst, const void *src,
		     size_t n)
{
  if (rapcfi_write_sealed (dst, src, n))
    return;
  rapcfi_seal (region, bytes, false);
  memcpy (dst, src, n);
  rapcfi_seal (region, bytes, true);
}

void *
rapcfi_sealed_map (size_t *bytes)
{
  size_t page = (size_t) sysconf (_SC_PAGESIZE);
  *bytes = (*bytes + page - 1) / page * page;
  if (*bytes == 0)
    *bytes = page;
  void *p = mmap (NULL, *bytes, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1,
		  0);
  return p == MAP_FAILED ? NULL : p;
}

void *
rapcfi_sealed_copy (const void *src, size_t *bytes)
{
  size_t n = *bytes;
  void *p = rapcfi_sealed_map (bytes);
  if (p)
    rapcfi_region_write (p, *bytes, p, src, n);
  return p;
}
