/* The failure stubs' race (README, "Threat model and limits"): while the
   runtime decides on an indirect call whose inline check failed, the
   stub's copy of the registers, the call's target among them, waits on
   the stack, and the stub takes the target back from there once the
   runtime has allowed the call.  A second thread writing that copy in
   the meantime sends the call where it likes, unchecked.  This program
   measures how often it wins; it is no test (it passes or fails
   nothing).

       stub-race [CALLS]

   The main thread makes CALLS calls (default STUB_RACE_CALLS, 1000000)
   through one pointer, to unlink and rmdir in turn, of an empty name
   (both fail at once): they carry no hash, the site's cache word holds
   one of them, so every other call goes through
   __rapcfi_icall_fail_<reg>, and the runtime allows it (compat=strict:
   the program takes their addresses as that type), from its cache
   after the first time.  The racer thread writes the address of evil,
   of another type, over and over into the stub's save slots of the
   registers a call's target can be in (all but %rdi, the argument),
   found from the main thread's stack pointer and the stub's frame
   layout (arch/x86_64/icall-stubs.S).  A call that reaches evil is the
   race won; the rate is won / (CALLS / 2), the calls through the
   stub.  x86_64.  */

#define _GNU_SOURCE
#include "rapcfi.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef STUB_RACE_CALLS
#define STUB_RACE_CALLS 1000000
#endif

/* The stub's frame (arch/x86_64/icall-stubs.S): from its frame pointer,
   16 bytes below the stack pointer at the check, aligned down to 16,
   FRAME_SIZE bytes, the general registers GPR_SAVE bytes in: %rax,
   %rcx, %rdx, %rsi, %rdi, %r8-%r11.  */
#define STUB_FRAME_SIZE 208
#define STUB_GPR_SAVE 128
#define STUB_RDI 4
#define STUB_GPRS 9

static atomic_long won;
static atomic_int done;
static volatile uintptr_t call_rsp;

/* Unchecked, as code rapcfi did not compile would be (system, say).  */
RAPCFI_NOCHECK static long
evil (void)
{
  atomic_fetch_add (&won, 1);
  return 0;
}

static int (*volatile remove_fn[2]) (const char *) = { unlink, rmdir };

static void *
racer (void *unused)
{
  (void) unused;
  while (!call_rsp)
    ;
  uintptr_t base = ((call_rsp - 16) & -(uintptr_t) 16) - STUB_FRAME_SIZE;
  volatile uintptr_t *slots = (volatile uintptr_t *) (base + STUB_GPR_SAVE);
  while (!atomic_load_explicit (&done, memory_order_relaxed))
    for (int i = 0; i < STUB_GPRS; i++)
      if (i != STUB_RDI)
	slots[i] = (uintptr_t) evil;
  return NULL;
}

__attribute__ ((noinline)) static long
run (long calls)
{
  uintptr_t rsp;
  __asm__ volatile ("movq %%rsp, %0" : "=r" (rsp));
  call_rsp = rsp;
  long failed = 0;
  for (long i = 0; i < calls; i++)
    failed += remove_fn[i & 1] ("") != 0;
  return failed;
}

int
main (int argc, char **argv)
{
  long calls = argc > 1 ? atol (argv[1]) : STUB_RACE_CALLS;
  pthread_t thread;
  pthread_create (&thread, NULL, racer, NULL);
  long failed = run (calls);
  atomic_store (&done, 1);
  pthread_join (thread, NULL);
  long n = atomic_load (&won);
  printf ("calls %ld, through the stub %ld, reached evil %ld (%.4f%%), "
	  "failed %ld\n", calls, calls / 2, n, 100.0 * n / (calls / 2),
	  failed);
  return 0;
}
