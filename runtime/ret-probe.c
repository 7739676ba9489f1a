/* The cache of the returns into code rapcfi did not compile that
   compat=strict allows (rapcfi_return_follows_call): libc calling a qsort
   comparator or main, which return checks meet all the time, find their
   answer here without the tables' lock.  __rapcfi_ret_fail
   (arch/<target>/ret-stub.S) probes it before it saves the x87 and SSE
   state, which costs more than the rest of a hit: this file is compiled
   for the general registers only (the pragma below; automake has no
   per-file flags) and must not touch that state itself.
   dl_iterate_phdr, which it calls, may change the SSE registers, as any
   function may; the stub saves them for it.

   Direct-mapped; an empty slot holds 0.  The answers hold for the set
   of loaded objects GENERATION stands for: the loader's adds plus subs,
   plus one, which grows whenever an object is loaded or unloaded; 0 when
   there are no answers (or the loader does not count).  Written under
   the tables' lock: GENERATION is cleared before the slots, and set only
   once they are clear, so that a reader who finds the current
   generation in it finds no slot from an older one.  */

#define _GNU_SOURCE
#include "caches.h"
#include "seal.h"

#include <link.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
#include <ucontext.h>

#include "runtime-target.h"

/* No x87, SSE or MMX code from here on.  */
RAPCFI_GENERAL_REGS_ONLY

#define RETURN_CACHE_SIZE 256

/* In a page of its own, read-only (rapcfi_seal_page) and written
   without making it writable (rapcfi_page_write): a write into the
   program's data cannot add to what compat=strict allows.  */
static struct
{
  _Atomic uintptr_t slots[RETURN_CACHE_SIZE];
  _Atomic unsigned long long generation;
  uintptr_t context_return;	/* See rapcfi_context_return.  */
  char rest[RAPCFI_SEALED_PAGE - RETURN_CACHE_SIZE * sizeof (uintptr_t)
	    - sizeof (unsigned long long)
	    - sizeof (uintptr_t)];	/* Nothing else in the page.  */
} return_cache __attribute__ ((aligned (RAPCFI_SEALED_PAGE)));
_Static_assert (sizeof return_cache == RAPCFI_SEALED_PAGE, "one page");

static void
never_run (void)
{
}

/* Where the C library's makecontext makes a context's function return:
   what it put where the function finds its return address.  */
static uintptr_t
find_context_return (void)
{
  ucontext_t context;
  uintptr_t stack[128];
  if (getcontext (&context) != 0)
    return 0;
  context.uc_stack.ss_sp = stack;
  context.uc_stack.ss_size = sizeof stack;
  context.uc_link = NULL;
  makecontext (&context, never_run, 0);
  return rapcfi_context_return_address (&context);
}

static pthread_once_t return_cache_once = PTHREAD_ONCE_INIT;

static void
init_return_cache (void)
{
  return_cache.context_return = find_context_return ();
  rapcfi_seal_page (&return_cache, true);
}

/* Initialised at its first use, or by the runtime's constructor if that
   comes first: in a static executable, the program's constructors of
   priorities 101 to 65535 and gcov's (100) run before it and may make
   checks whose failure path comes here.  */
static void
ensure_return_cache (void)
{
  pthread_once (&return_cache_once, init_return_cache);
}

__attribute__ ((constructor (101))) static void
seal_return_cache (void)
{
  ensure_return_cache ();
}

uintptr_t
rapcfi_context_return (void)
{
  ensure_return_cache ();
  return return_cache.context_return;
}

static size_t
return_cache_slot (uintptr_t address)
{
  return (address * UINT64_C (0x9e3779b97f4a7c15)) >> (64 - 8);
}
_Static_assert (RETURN_CACHE_SIZE == 1 << 8, "the slot takes 8 bits");

/* The loader's generation now, from the first object; 0 when the loader
   does not count.  */
static int
read_generation (struct dl_phdr_info *info, size_t size, void *data)
{
  unsigned long long *g = data;
  if (size >= offsetof (struct dl_phdr_info, dlpi_subs)
	      + sizeof info->dlpi_subs)
    *g = info->dlpi_adds + info->dlpi_subs + 1;
  return 1;
}

bool
rapcfi_return_cached (uintptr_t address)
{
  unsigned long long g = 0;
  dl_iterate_phdr (read_generation, &g);
  return (g != 0
	  && atomic_load_explicit (&return_cache.generation,
				   memory_order_acquire) == g
	  && (atomic_load_explicit
		(&return_cache.slots[return_cache_slot (address)],
		 memory_order_relaxed) == address));
}

void
rapcfi_cache_return (uintptr_t address, unsigned long long g)
{
  if (g == 0 || address == 0)
    return;
  ensure_return_cache ();
  if (atomic_load_explicit (&return_cache.generation,
			    memory_order_relaxed) != g)
    {
      /* Emptied, then the generation: a reader that sees it sees the
	 slots emptied (rapcfi_page_write keeps the order of its
	 writes).  */
      unsigned long long none = 0;
      rapcfi_page_write (&return_cache, &return_cache.generation, &none,
			 sizeof none);
      /* Zeroed by its initializer: _FORTIFY_SOURCE's memset is an
	 always_inline function GCC 16 refuses to inline under this file's
	 general-regs-only.  */
      _Atomic uintptr_t empty[RETURN_CACHE_SIZE] = { 0 };
      rapcfi_page_write (&return_cache, return_cache.slots, empty,
			 sizeof empty);
      atomic_thread_fence (memory_order_seq_cst);
      rapcfi_page_write (&return_cache, &return_cache.generation, &g,
			 sizeof g);
    }
  rapcfi_page_write (&return_cache,
		     &return_cache.slots[return_cache_slot (address)],
		     &address, sizeof address);
}
