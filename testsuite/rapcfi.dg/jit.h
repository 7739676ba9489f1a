/* A JIT's generated code, as PCRE2's sljit makes it: a function
   int jit_apply (int (*f) (int), int x) that calls F (X) with a real
   call instruction and returns what F returns, written into a page of
   its own (an executable mapping of no loaded object) by jit_make.  If
   HASH_FROM is not NULL, the four bytes before its entry are those
   before HASH_FROM's, where the checks read a function's hash (a JIT
   that writes the kCFI hash of its functions' type, as the kernel's BPF
   JIT does).  */

#include "rapcfi.h"

#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

typedef int (*jit_apply_fn) (int (*) (int), int);

#if defined __x86_64__
static const unsigned char jit_apply_code[] = {
  0x48, 0x83, 0xec, 0x08,	/* sub $8, %rsp */
  0x48, 0x89, 0xf8,		/* mov %rdi, %rax */
  0x89, 0xf7,			/* mov %esi, %edi */
  0xff, 0xd0,			/* call *%rax */
  0x48, 0x83, 0xc4, 0x08,	/* add $8, %rsp */
  0xc3				/* ret */
};
#elif defined __aarch64__
static const uint32_t jit_apply_code[] = {
  0xa9bf7bfd,			/* stp x29, x30, [sp, #-16]! */
  0x910003fd,			/* mov x29, sp */
  0xaa0003e2,			/* mov x2, x0 */
  0x2a0103e0,			/* mov w0, w1 */
  0xd63f0040,			/* blr x2 */
  0xa8c17bfd,			/* ldp x29, x30, [sp], #16 */
  0xd65f03c0			/* ret */
};
#elif defined __riscv
static const uint32_t jit_apply_code[] = {
  0xff010113,			/* addi sp, sp, -16 */
  0x00113423,			/* sd ra, 8(sp) */
  0x00050293,			/* mv t0, a0 */
  0x00058513,			/* mv a0, a1 */
  0x000280e7,			/* jalr ra, 0(t0) */
  0x00813083,			/* ld ra, 8(sp) */
  0x01010113,			/* addi sp, sp, 16 */
  0x00008067			/* ret */
};
#endif

/* The entry is this far into the page: room for a hash before it.  */
#define JIT_ENTRY_OFFSET 64

static jit_apply_fn
jit_make (const void *hash_from)
{
  size_t page = 4096;
  unsigned char *code = mmap (NULL, page, PROT_READ | PROT_WRITE,
			      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (code == MAP_FAILED)
    return NULL;
  memcpy (code + JIT_ENTRY_OFFSET, jit_apply_code, sizeof jit_apply_code);
  if (hash_from)
    memcpy (code + JIT_ENTRY_OFFSET - 4, (const unsigned char *) hash_from - 4,
	    4);
  if (mprotect (code, page, PROT_READ | PROT_EXEC) != 0)
    return NULL;
  __builtin___clear_cache ((char *) code, (char *) code + page);
  return (jit_apply_fn) (void *) (code + JIT_ENTRY_OFFSET);
}

/* JIT (F, X), the call into the generated code not checked: for the
   tests of returns into it (jit-call*.c check such calls).  */
__attribute__ ((noinline, unused)) RAPCFI_NOCHECK static int
jit_run_unchecked (jit_apply_fn jit, int (*f) (int), int x)
{
  return jit (f, x);
}
