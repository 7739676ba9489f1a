/* What the runtime's compat policy needs to know of the target's machine
   code: the instruction sequences themselves are arch/<target>/code.c's.  */

#ifndef RAPCFI_ARCH_CODE_H
#define RAPCFI_ARCH_CODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Whether the BEFORE bytes that end at END (all of them readable) end with
   a call instruction: END is then a return address that call pushed.
   For a direct call, *DIRECT is its target, which the caller must find
   in executable code for the call to be real; 0 for an indirect one.  */
extern bool rapcfi_code_follows_call (const unsigned char *end, size_t before,
				      uintptr_t *direct)
  __attribute__ ((visibility ("hidden")));

/* Whether the AFTER bytes at CODE (all readable) begin with the signal
   return trampoline a signal handler returns to (the C library's
   sa_restorer).  */
extern bool rapcfi_code_is_sigreturn (const unsigned char *code, size_t after)
  __attribute__ ((visibility ("hidden")));

/* The size of a kCFI preamble (doc/ABI.md), which ends where a function
   begins (or its patchable nops), and of one patchable nop.  */
#if defined __aarch64__
#define RAPCFI_PREAMBLE_SIZE 4
#define RAPCFI_NOP_SIZE 4
#elif defined __riscv
/* GCC's nop is c.nop with the C extension: the runtime assumes the
   code it checks was compiled with the C extension as it was.  */
#define RAPCFI_PREAMBLE_SIZE 4
#ifdef __riscv_compressed
#define RAPCFI_NOP_SIZE 2
#else
#define RAPCFI_NOP_SIZE 4
#endif
#else
#define RAPCFI_PREAMBLE_SIZE 16
#define RAPCFI_NOP_SIZE 1
#endif

/* The DT_JMPREL relocations that fill a PLT entry's GOT slot: a jump slot
   (bound lazily or at load time), or an ifunc's.  */
#if defined __aarch64__
#define RAPCFI_R_JUMP_SLOT R_AARCH64_JUMP_SLOT
#define RAPCFI_R_IRELATIVE R_AARCH64_IRELATIVE
#elif defined __riscv
#define RAPCFI_R_JUMP_SLOT R_RISCV_JUMP_SLOT
#define RAPCFI_R_IRELATIVE R_RISCV_IRELATIVE
#else
#define RAPCFI_R_JUMP_SLOT R_X86_64_JUMP_SLOT
#define RAPCFI_R_IRELATIVE R_X86_64_IRELATIVE
#endif

/* Whether the RAPCFI_PREAMBLE_SIZE bytes at CODE are a kCFI preamble, its
   hash into *HASH.  */
extern bool rapcfi_code_preamble (const unsigned char *code, uint32_t *hash)
  __attribute__ ((visibility ("hidden")));

/* Whether the AFTER bytes at CODE begin with a return-site marker, what
   it carries of its return hash into *HASH (rapcfi_code_marker_hash).  */
extern bool rapcfi_code_return_marker (const unsigned char *code,
				       size_t after, uint32_t *hash)
  __attribute__ ((visibility ("hidden")));

/* What a return-site marker carries of the return hash RHASH: all of it
   on x86_64, its low 21 bits on aarch64 and its low 20 bits on riscv64,
   where it fits in an instruction.  */
extern uint32_t rapcfi_code_marker_hash (uint32_t rhash)
  __attribute__ ((visibility ("hidden")));

/* The calls a return-site marker at END can follow: a checked indirect
   call through a register (as rapcfi emits them, a retpoline's included)
   or a direct call.  */
#define RAPCFI_MAX_CALLS_BEFORE 3

/* The calls of those forms that end at END (the BEFORE bytes before it
   readable): their addresses into CALLS (at most RAPCFI_MAX_CALLS_BEFORE),
   and into *DIRECT the target of a direct call among them, 0 when there
   is none.  Returns how many there are.  */
extern size_t rapcfi_code_calls_before (const unsigned char *end,
					size_t before, uintptr_t *calls,
					uintptr_t *direct)
  __attribute__ ((visibility ("hidden")));

/* Whether the AFTER bytes at CODE begin with a PLT entry's jump through
   its GOT slot, the slot's address into *SLOT.  */
extern bool rapcfi_code_plt_jump (const unsigned char *code, size_t after,
				  uintptr_t *slot)
  __attribute__ ((visibility ("hidden")));

/* Whether the AFTER bytes at CODE begin with the lazy binding stub of a
   PLT entry, the relocation index it pushes into *INDEX, or
   RAPCFI_ANY_RELOCATION for a stub all entries share (the PLT's header on
   aarch64).  */
#define RAPCFI_ANY_RELOCATION UINT32_MAX

extern bool rapcfi_code_lazy_binding (const unsigned char *code, size_t after,
				      uint32_t *index)
  __attribute__ ((visibility ("hidden")));

/* The longest trampoline rapcfi_code_trampoline knows.  */
#define RAPCFI_TRAMPOLINE_MAX 32

/* Whether the AFTER bytes at CODE begin with the trampoline GCC builds
   for a nested function whose address is taken, the function it goes to
   into *TARGET.  */
extern bool rapcfi_code_trampoline (const unsigned char *code, size_t after,
				    uintptr_t *target)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_ARCH_CODE_H */
