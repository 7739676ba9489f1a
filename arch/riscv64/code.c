/* riscv64 instructions as the runtime and the tools read them
   (arch/code.h).
   Instructions are little-endian 32-bit words, or 16-bit halfwords with
   the C extension, 2-byte aligned: code cannot be decoded backwards with
   certainty, and the word before a return address is read both ways.  */

#include "arch/code.h"

#include <elf.h>
#include <stdint.h>
#include <string.h>

static uint32_t
word_at (const unsigned char *code)
{
  uint32_t w;
  memcpy (&w, code, sizeof w);
  return w;
}

static uint16_t
half_at (const unsigned char *code)
{
  uint16_t h;
  memcpy (&h, code, sizeof h);
  return h;
}

/* jal ra, imm: the target, from the instruction at ADDRESS.  */
static bool
jal_ra_p (uint32_t w)
{
  return (w & 0xfffu) == 0x0efu;
}

static uintptr_t
jal_target (uint32_t w, uintptr_t address)
{
  int32_t imm = (int32_t) ((w & 0x80000000u)
			   | (w & 0x000ff000u) << 11
			   | (w & 0x00100000u) << 2
			   | (w & 0x7fe00000u) >> 9) >> 11;
  return address + (intptr_t) imm;
}

/* jalr ra, imm(rs1).  */
static bool
jalr_ra_p (uint32_t w)
{
  return (w & 0x7fffu) == 0x00e7u;
}

/* c.jalr rs1 (rs1 not zero).  */
static bool
c_jalr_p (uint16_t h)
{
  return (h & 0xf07fu) == 0x9002u && (h & 0x0f80u) != 0;
}

/* auipc ra, imm; jalr ra, imm(ra): the call pseudo-instruction, a
   direct call; its target into *TARGET.  */
static bool
auipc_jalr_call (const unsigned char *end, size_t before, uintptr_t *target)
{
  if (before < 8)
    return false;
  uint32_t auipc = word_at (end - 8), jalr = word_at (end - 4);
  if ((auipc & 0xfffu) != 0x097u || (jalr & 0xf8000u) != 0x08000u
      || !jalr_ra_p (jalr))
    return false;
  *target = ((uintptr_t) end - 8 + (intptr_t) (int32_t) (auipc & 0xfffff000u)
	     + (intptr_t) ((int32_t) jalr >> 20));
  return true;
}

static size_t calls_before (const unsigned char *end, size_t before,
			     uintptr_t *calls, uintptr_t *direct);

/* An indirect call that decodes before END is enough: a direct one
   that decodes there as well is no reason to refuse when its target is
   not code.  */
static bool
follows_call (const unsigned char *end, size_t before,
	      uintptr_t *direct)
{
  uintptr_t calls[RAPCFI_MAX_CALLS_BEFORE];
  size_t n = calls_before (end, before, calls, direct);
  if (n > 1)
    *direct = 0;
  return n > 0;
}

/* The kernel's vDSO __vdso_rt_sigreturn (glibc gives no sa_restorer on
   riscv64), and the trampoline qemu-user puts in its place: li a7,
   __NR_rt_sigreturn (139); ecall.  */
static const uint32_t sigreturn[] = { 0x08b00893u, 0x00000073u };

static bool
is_sigreturn (const unsigned char *code, size_t after)
{
  return after >= sizeof sigreturn
	 && memcmp (code, sigreturn, sizeof sigreturn) == 0;
}

/* GCC's trampoline for a nested function whose address is taken
   (riscv_trampoline_init): auipc t2, 0; ld t0, FN(t2); ld t2, CHAIN(t2);
   jr t0; the chain and the function as 64-bit literals after the
   code.  */
static bool
trampoline (const unsigned char *code, size_t after,
	    uintptr_t *target)
{
  if (after < 16)
    return false;
  uint32_t load_fn = word_at (code + 4);
  if (word_at (code) != 0x00000397u || (load_fn & 0xfffffu) != 0x3b283u
      || (word_at (code + 8) & 0xfffffu) != 0x3b383u
      || word_at (code + 12) != 0x00028067u)
    return false;
  int32_t literal = (int32_t) load_fn >> 20;
  uint64_t fn;
  if (literal < 16 || (size_t) literal + sizeof fn > after)
    return false;
  memcpy (&fn, code + literal, sizeof fn);
  *target = (uintptr_t) fn;
  return true;
}

/* A hash before an entry is a bare word, which any code can end with: it
   cannot be told from the end of the function before, so on riscv64 a
   target rapcfi did not compile is never taken to have a preamble.  */
static bool
preamble (const unsigned char *code, uint32_t *hash)
{
  (void) code;
  (void) hash;
  return false;
}

/* The marker is lui or auipc into zero with bit 31 set
   (sequences.cc).  */
static bool
return_marker (const unsigned char *code, size_t after,
	       uint32_t *hash)
{
  if (after < 4)
    return false;
  uint32_t w = word_at (code);
  if ((w & 0x80000fdfu) != 0x80000017u)
    return false;
  *hash = ((w >> 12) & 0x7ffffu) | ((w >> 5) & 1u) << 19;
  return true;
}

static uint32_t
marker_hash (uint32_t rhash)
{
  return rhash & 0xfffffu;
}

/* A call ends at END as c.jalr (2 bytes), jalr ra or jal ra (4), or the
   call pseudo-instruction auipc ra; jalr ra (8, the jalr one of the
   4-byte ones): all of them that decode there, the direct one's target
   into *DIRECT.  */
static size_t
calls_before (const unsigned char *end, size_t before,
	      uintptr_t *calls, uintptr_t *direct)
{
  size_t n = 0;
  uintptr_t address = (uintptr_t) end;
  *direct = 0;
  if (address % 2 != 0)
    return 0;
  if (before >= 2 && c_jalr_p (half_at (end - 2)))
    calls[n++] = address - 2;
  if (before >= 4)
    {
      uint32_t w = word_at (end - 4);
      uintptr_t target;
      if (jal_ra_p (w))
	{
	  calls[n++] = address - 4;
	  *direct = jal_target (w, address - 4);
	}
      else if (auipc_jalr_call (end, before, &target))
	{
	  calls[n++] = address - 8;
	  *direct = target;
	}
      else if (jalr_ra_p (w))
	calls[n++] = address - 4;
    }
  return n;
}

/* auipc t3, HI; ld t3, LO(t3); jalr t1, t3; nop: the slot is the entry
   plus HI and LO.  */
static bool
plt_jump (const unsigned char *code, size_t after,
	  uintptr_t *slot)
{
  if (after < 12)
    return false;
  uint32_t auipc = word_at (code);
  uint32_t ld = word_at (code + 4);
  if ((auipc & 0xfffu) != 0xe17u || (ld & 0xfffffu) != 0xe3e03u
      || word_at (code + 8) != 0x000e0367u)
    return false;
  *slot = ((uintptr_t) code + (intptr_t) (int32_t) (auipc & 0xfffff000u)
	   + (intptr_t) ((int32_t) ld >> 20));
  return true;
}

/* The PLT's header, where every unbound slot of a lazily bound object
   points: auipc t2, HI; sub t1, t1, t3.  It pushes no index.  */
static bool
lazy_binding (const unsigned char *code, size_t after,
	      uint32_t *index)
{
  if (after < 8 || (word_at (code) & 0xfffu) != 0x397u
      || word_at (code + 4) != 0x41c30333u)
    return false;
  *index = RAPCFI_ANY_RELOCATION;
  return true;
}

/* The length of the instruction at CODE: 2 bytes for the C extension's,
   4 for the others.  */
static size_t
insn_length (const unsigned char *code)
{
  return (code[0] & 3) == 3 ? 4 : 2;
}

/* The check (sequences.cc): the load at PC, lw L, -N(T); the hash built
   in E by lui and addiw (either of which the assembler may compress);
   beq L, E, .Lsite; then the failure path.  */
static bool
check_load (const unsigned char *pc, size_t before, size_t after,
	    uintptr_t *failure)
{
  (void) before;
  if (after < 16 || (word_at (pc) & 0x707fu) != 0x2003u)	/* lw */
    return false;
  size_t at = 4;
  uint16_t h = half_at (pc + at);
  if (insn_length (pc + at) == 4 ? (word_at (pc + at) & 0x7fu) != 0x37u
      : (h & 0xe003u) != 0x6001u)				/* lui */
    return false;
  at += insn_length (pc + at);
  h = half_at (pc + at);
  if (insn_length (pc + at) == 4 ? (word_at (pc + at) & 0x707fu) != 0x1bu
      : (h & 0xe003u) != 0x2001u)				/* addiw */
    return false;
  at += insn_length (pc + at);
  if (after < at + 4 || (word_at (pc + at) & 0x707fu) != 0x63u)	/* beq */
    return false;
  *failure = (uintptr_t) pc + at + 4;
  return true;
}

/* GCC's nop, in the prefix of patchable nops, is c.nop (2 bytes) where
   the C extension is on, as it is for code the runtime is built with;
   the tools do not read it.  */
#ifdef __riscv_compressed
#define NOP_SIZE 2
#else
#define NOP_SIZE 4
#endif

/* c.j imm: the target, from the instruction at ADDRESS.  */
static uintptr_t
c_j_target (uint16_t h, uintptr_t address)
{
  uint32_t imm = (((h >> 12) & 1u) << 11 | ((h >> 11) & 1u) << 4
		  | ((h >> 9) & 3u) << 8 | ((h >> 8) & 1u) << 10
		  | ((h >> 7) & 1u) << 6 | ((h >> 6) & 1u) << 7
		  | ((h >> 3) & 7u) << 1 | ((h >> 2) & 1u) << 5);
  return address + (intptr_t) ((int32_t) (imm << 20) >> 20);
}

/* A jump to TARGET among the SIZE bytes at CODE, copied from AT: c.j,
   jal zero, or the tail pseudo-instruction auipc t1; jalr zero, t1.  */
static bool
jumps_to (const unsigned char *code, size_t size, uintptr_t at,
	  uintptr_t target)
{
  for (size_t i = 0; i + 2 <= size; i += 2)
    {
      uint16_t h = half_at (code + i);
      if ((h & 0xe003u) == 0xa001u && c_j_target (h, at + i) == target)
	return true;
      if (i + 4 > size)
	continue;
      uint32_t w = word_at (code + i);
      if ((w & 0xfffu) == 0x06fu && jal_target (w, at + i) == target)
	return true;
      if (i + 8 <= size && (w & 0xfffu) == 0x317u)
	{
	  uint32_t jalr = word_at (code + i + 4);
	  if ((jalr & 0xfffffu) == 0x30067u
	      && (at + i + (intptr_t) (int32_t) (w & 0xfffff000u)
		  + (intptr_t) ((int32_t) jalr >> 20)) == target)
	    return true;
	}
    }
  return false;
}

/* Whether the instruction at CODE, LENGTH bytes, jumps through a
   register: jalr x0 or c.jr (not through ra: that is a return).  */
static bool
jump_through_register (const unsigned char *code, size_t length)
{
  if (length == 2)
    {
      uint16_t h = half_at (code);
      unsigned rs1 = (h >> 7) & 0x1f;
      return (h & 0xf07fu) == 0x8002u && rs1 != 0 && rs1 != 1;
    }
  uint32_t w = word_at (code);
  return ((w & 0x7fffu) == 0x0067u && ((w >> 15) & 0x1f) != 1);
}

/* Whether the instruction at CODE, LENGTH bytes, is a direct jump or
   branch (jal x0, a conditional branch, c.j, c.beqz, c.bnez), its offset
   from CODE into *OFFSET.  */
static bool
jump_offset (const unsigned char *code, size_t length, ptrdiff_t *offset)
{
  if (length == 2)
    {
      uint16_t h = half_at (code);
      if ((h & 0xe003u) == 0xa001u)				/* c.j */
	{
	  int32_t imm = ((h >> 1) & 0x800) | ((h << 2) & 0x400)
			| ((h >> 1) & 0x300) | ((h << 1) & 0x80)
			| ((h >> 1) & 0x40) | ((h << 3) & 0x20)
			| ((h >> 7) & 0x10) | ((h >> 2) & 0xe);
	  *offset = (ptrdiff_t) ((imm << 20) >> 20);
	  return true;
	}
      if ((h & 0xc003u) == 0xc001u)			/* c.beqz, c.bnez */
	{
	  int32_t imm = ((h >> 4) & 0x100) | ((h << 1) & 0xc0)
			| ((h << 3) & 0x20) | ((h >> 7) & 0x18)
			| ((h >> 2) & 0x6);
	  *offset = (ptrdiff_t) ((imm << 23) >> 23);
	  return true;
	}
      return false;
    }
  uint32_t w = word_at (code);
  if ((w & 0xfffu) == 0x06fu)					/* jal x0 */
    {
      *offset = (ptrdiff_t) (intptr_t) jal_target (w, 0);
      return true;
    }
  if ((w & 0x7fu) == 0x63u)					/* branch */
    {
      int32_t imm = (int32_t) ((w & 0x80000000u)
			       | (w & 0x80u) << 23
			       | (w & 0x7e000000u) >> 1
			       | (w & 0xf00u) << 12) >> 19;
      *offset = (ptrdiff_t) imm;
      return true;
    }
  return false;
}

/* ret (jalr x0, 0(ra)), c.jr ra, ebreak, c.ebreak, unimp: nothing
   follows in the function.  */
static bool
end_p (const unsigned char *code, size_t length)
{
  if (length == 2)
    {
      uint16_t h = half_at (code);
      return h == 0x8082u || h == 0x9002u || h == 0;
    }
  uint32_t w = word_at (code);
  return (w == 0x00008067u || w == 0x00100073u || w == 0xc0001073u);
}

static size_t
flow (const unsigned char *code, size_t after, enum rapcfi_flow *flow,
      ptrdiff_t *target)
{
  if (after < 2)
    return 0;
  size_t length = (code[0] & 3) == 3 ? 4 : 2;
  if (length > after)
    return 0;
  if (jump_through_register (code, length))
    *flow = RAPCFI_FLOW_INDIRECT;
  else if (end_p (code, length))
    *flow = RAPCFI_FLOW_END;
  else if (jump_offset (code, length, target))
    {
      bool unconditional
	= (length == 2 ? (half_at (code) & 0xe003u) == 0xa001u
	   : (word_at (code) & 0xfffu) == 0x06fu);
      *flow = unconditional ? RAPCFI_FLOW_JUMP : RAPCFI_FLOW_BRANCH;
    }
  else
    *flow = RAPCFI_FLOW_NEXT;
  return length;
}

const struct rapcfi_code rapcfi_code_riscv64 = {
  .elf_machine = EM_RISCV,
  .name = "riscv64",
  .insn_align = 2,
  .preamble_size = 4,
  .nop_size = NOP_SIZE,
  .r_jump_slot = R_RISCV_JUMP_SLOT,
  .r_irelative = R_RISCV_IRELATIVE,
  .r_pc32 = R_RISCV_ADD32,
  .r_pc32_sub = R_RISCV_SUB32,
  .follows_call = follows_call,
  .is_sigreturn = is_sigreturn,
  .preamble = preamble,
  .return_marker = return_marker,
  .marker_hash = marker_hash,
  .calls_before = calls_before,
  .plt_jump = plt_jump,
  .lazy_binding = lazy_binding,
  .trampoline = trampoline,
  .check_load = check_load,
  .kcfi_trap = NULL,
  .jumps_to = jumps_to,
  .flow = flow,
};
