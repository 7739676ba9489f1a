/* What the runtime and the tools need to know of a target's machine code:
   how to recognize a call, a preamble, a return-site marker, a PLT entry,
   a trampoline.  Each arch/<target>/code.c describes its target in one
   struct rapcfi_code; the runtime uses the one of the target it is built
   for (RAPCFI_HOST_CODE, set by the build), the tools the one of the
   file's ELF machine, so that they read any target's objects on any
   host.  */

#ifndef RAPCFI_ARCH_CODE_H
#define RAPCFI_ARCH_CODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The calls a return-site marker at END can follow: a checked indirect
   call through a register (as rapcfi emits them, a retpoline's included)
   or a direct call.  */
#define RAPCFI_MAX_CALLS_BEFORE 3

/* What lazy_binding says of a stub all PLT entries share (the PLT's header
   on aarch64), which pushes no relocation index.  */
#define RAPCFI_ANY_RELOCATION UINT32_MAX

/* The longest trampoline a target's trampoline decoder knows.  */
#define RAPCFI_TRAMPOLINE_MAX 32

/* Where control goes after an instruction.  */
enum rapcfi_flow
{
  RAPCFI_FLOW_NEXT,		/* To the next one (a call returns there).  */
  RAPCFI_FLOW_BRANCH,		/* To the next one or a direct target.  */
  RAPCFI_FLOW_JUMP,		/* To a direct target only.  */
  RAPCFI_FLOW_INDIRECT,		/* Where a register or memory says: a jump
				   through a pointer (not a return).  */
  RAPCFI_FLOW_END		/* Nowhere in the function: a return, a
				   trap.  */
};

struct rapcfi_code
{
  unsigned elf_machine;		/* EM_X86_64, ...  */
  const char *name;		/* As configure and the tools spell it.  */

  /* Where an instruction may begin: every byte, or every 4 bytes.  */
  size_t insn_align;

  /* The size of a kCFI preamble (doc/ABI.md), which ends where a
     function begins (or its patchable nops), and of one patchable
     nop.  */
  size_t preamble_size;
  size_t nop_size;

  /* The DT_JMPREL relocations that fill a PLT entry's GOT slot: a jump
     slot (bound lazily or at load time), or an ifunc's.  */
  uint32_t r_jump_slot;
  uint32_t r_irelative;

  /* The relocation of a 32-bit PC-relative word, as the tables' "rel"
     fields have in a relocatable object; where that is a pair, an
     addition of the target and a subtraction of the place, r_pc32 is
     the first and r_pc32_sub the second, else 0.  */
  uint32_t r_pc32;
  uint32_t r_pc32_sub;

  /* Whether the BEFORE bytes that end at END (all of them readable) end
     with a call instruction: END is then a return address that call
     pushed.  For a direct call, *DIRECT is its target, which the caller
     must find in executable code for the call to be real; 0 for an
     indirect one.  */
  bool (*follows_call) (const unsigned char *end, size_t before,
			uintptr_t *direct);

  /* Whether the AFTER bytes at CODE (all readable) begin with the signal
     return trampoline a signal handler returns to (the C library's
     sa_restorer).  */
  bool (*is_sigreturn) (const unsigned char *code, size_t after);

  /* Whether the preamble_size bytes at CODE are a kCFI preamble, its hash
     into *HASH.  */
  bool (*preamble) (const unsigned char *code, uint32_t *hash);

  /* Whether the AFTER bytes at CODE begin with a return-site marker, what
     it carries of its return hash into *HASH (marker_hash).  */
  bool (*return_marker) (const unsigned char *code, size_t after,
			 uint32_t *hash);

  /* What a return-site marker carries of the return hash RHASH: all of
     it, or as many bits as fit in an instruction.  */
  uint32_t (*marker_hash) (uint32_t rhash);

  /* The calls of the forms RAPCFI_MAX_CALLS_BEFORE counts that end at
     END (the BEFORE bytes before it readable): their addresses into
     CALLS, and into *DIRECT the target of a direct call among them, 0
     when there is none.  Returns how many there are.  */
  size_t (*calls_before) (const unsigned char *end, size_t before,
			  uintptr_t *calls, uintptr_t *direct);

  /* Whether the AFTER bytes at CODE begin with a PLT entry's jump through
     its GOT slot, the slot's address into *SLOT.  */
  bool (*plt_jump) (const unsigned char *code, size_t after,
		    uintptr_t *slot);

  /* Whether the AFTER bytes at CODE begin with the lazy binding stub of a
     PLT entry, the relocation index it pushes into *INDEX, or
     RAPCFI_ANY_RELOCATION.  */
  bool (*lazy_binding) (const unsigned char *code, size_t after,
			uint32_t *index);

  /* Whether the AFTER bytes at CODE begin with the trampoline GCC builds
     for a nested function whose address is taken, the function it goes
     to into *TARGET.  */
  bool (*trampoline) (const unsigned char *code, size_t after,
		      uintptr_t *target);

  /* Whether the instruction at PC (BEFORE bytes before it and AFTER
     from it readable) is an inline call check's load of the hash before
     its target, and if so where the check's failure path begins, into
     *FAILURE.  */
  bool (*check_load) (const unsigned char *pc, size_t before, size_t after,
		      uintptr_t *failure);

  /* Whether the BEFORE bytes that end at SITE, an inline call check's
     failure path's return address (.Lsite), end with the test of the
     site's cache of allowed targets and the call of the runtime
     (doc/ABI.md), the cache word's address into *SLOT.  NULL where checks
     have no such cache.  */
  bool (*call_cache_slot) (const unsigned char *site, size_t before,
			   uintptr_t *slot);

  /* Whether the trap at TRAP (BEFORE bytes before it and AFTER from it
     readable), listed in Clang's .kcfi_traps, ends a kCFI check, the
     hash it expects into *HASH.  NULL where the tools cannot decode
     them.  */
  bool (*kcfi_trap) (const unsigned char *trap, size_t before, size_t after,
		     uint32_t *hash);

  /* The value a type's hash takes in this target's code (and records)
     when the code cannot hold it as it is (arch/x86_64/code-hash.h);
     NULL where every hash can be.  */
  uint32_t (*code_hash) (uint32_t hash);

  /* Whether the SIZE bytes at CODE, a copy of a function's code from
     the address AT, hold a direct jump to TARGET (a tail call).  On
     x86_64 the bytes are not decoded from the entry: any that decode as
     a jump count.  */
  bool (*jumps_to) (const unsigned char *code, size_t size, uintptr_t at,
		    uintptr_t target);

  /* The length of the instruction at CODE (AFTER bytes readable), 0
     when it is none the decoder knows or it does not fit; where control
     goes after it into *FLOW and, for a direct jump or branch, its
     target as an offset from CODE into *TARGET.  For the runtime's
     reading of code that checks no returns (runtime/tail.c).  */
  size_t (*flow) (const unsigned char *code, size_t after,
		  enum rapcfi_flow *flow, ptrdiff_t *target);
};

extern const struct rapcfi_code rapcfi_code_x86_64
  __attribute__ ((visibility ("hidden")));
extern const struct rapcfi_code rapcfi_code_aarch64
  __attribute__ ((visibility ("hidden")));
extern const struct rapcfi_code rapcfi_code_riscv64
  __attribute__ ((visibility ("hidden")));

/* The description of ELF machine MACHINE, or NULL (arch/code.c).  */
extern const struct rapcfi_code *rapcfi_code_for_machine (unsigned machine)
  __attribute__ ((visibility ("hidden")));

#ifdef RAPCFI_HOST_CODE
/* The runtime's names for its own target's description and decoders.  */
#define RAPCFI_PREAMBLE_SIZE (RAPCFI_HOST_CODE.preamble_size)
#define RAPCFI_NOP_SIZE (RAPCFI_HOST_CODE.nop_size)
#define RAPCFI_R_JUMP_SLOT (RAPCFI_HOST_CODE.r_jump_slot)
#define RAPCFI_R_IRELATIVE (RAPCFI_HOST_CODE.r_irelative)
static inline bool
rapcfi_code_follows_call (const unsigned char *end, size_t before,
			  uintptr_t *direct)
{
  return RAPCFI_HOST_CODE.follows_call (end, before, direct);
}

static inline bool
rapcfi_code_jumps_to (const unsigned char *code, size_t size, uintptr_t at,
		      uintptr_t target)
{
  return RAPCFI_HOST_CODE.jumps_to (code, size, at, target);
}

static inline bool
rapcfi_code_is_sigreturn (const unsigned char *code, size_t after)
{
  return RAPCFI_HOST_CODE.is_sigreturn (code, after);
}

static inline bool
rapcfi_code_preamble (const unsigned char *code, uint32_t *hash)
{
  return RAPCFI_HOST_CODE.preamble (code, hash);
}

static inline bool
rapcfi_code_return_marker (const unsigned char *code, size_t after,
			   uint32_t *hash)
{
  return RAPCFI_HOST_CODE.return_marker (code, after, hash);
}

static inline uint32_t
rapcfi_code_marker_hash (uint32_t rhash)
{
  return RAPCFI_HOST_CODE.marker_hash (rhash);
}

static inline size_t
rapcfi_code_calls_before (const unsigned char *end, size_t before,
			  uintptr_t *calls, uintptr_t *direct)
{
  return RAPCFI_HOST_CODE.calls_before (end, before, calls, direct);
}

static inline bool
rapcfi_code_plt_jump (const unsigned char *code, size_t after, uintptr_t *slot)
{
  return RAPCFI_HOST_CODE.plt_jump (code, after, slot);
}

static inline bool
rapcfi_code_lazy_binding (const unsigned char *code, size_t after,
			  uint32_t *index)
{
  return RAPCFI_HOST_CODE.lazy_binding (code, after, index);
}

static inline bool
rapcfi_code_check_load (const unsigned char *pc, size_t before, size_t after,
			uintptr_t *failure)
{
  return RAPCFI_HOST_CODE.check_load (pc, before, after, failure);
}

static inline bool
rapcfi_code_trampoline (const unsigned char *code, size_t after,
			uintptr_t *target)
{
  return RAPCFI_HOST_CODE.trampoline (code, after, target);
}

static inline bool
rapcfi_code_call_cache_slot (const unsigned char *site, size_t before,
			     uintptr_t *slot)
{
  return (RAPCFI_HOST_CODE.call_cache_slot
	  && RAPCFI_HOST_CODE.call_cache_slot (site, before, slot));
}

static inline size_t
rapcfi_code_flow (const unsigned char *code, size_t after,
		  enum rapcfi_flow *flow, ptrdiff_t *target)
{
  return RAPCFI_HOST_CODE.flow (code, after, flow, target);
}
#endif /* RAPCFI_HOST_CODE */

#endif /* RAPCFI_ARCH_CODE_H */
