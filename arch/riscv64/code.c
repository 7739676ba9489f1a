/* riscv64 instructions for the runtime's compat policy (arch/code.h).
   Instructions are little-endian 32-bit words, or 16-bit halfwords with
   the C extension, 2-byte aligned: code cannot be decoded backwards with
   certainty, and the word before a return address is read both ways.  */

#include "arch/code.h"

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

/* An indirect call that decodes before END is enough: a direct one
   that decodes there as well is no reason to refuse when its target is
   not code.  */
bool
rapcfi_code_follows_call (const unsigned char *end, size_t before,
			  uintptr_t *direct)
{
  uintptr_t calls[RAPCFI_MAX_CALLS_BEFORE];
  size_t n = rapcfi_code_calls_before (end, before, calls, direct);
  if (n > 1)
    *direct = 0;
  return n > 0;
}

/* The kernel's vDSO __vdso_rt_sigreturn (glibc gives no sa_restorer on
   riscv64), and the trampoline qemu-user puts in its place: li a7,
   __NR_rt_sigreturn (139); ecall.  */
static const uint32_t sigreturn[] = { 0x08b00893u, 0x00000073u };

bool
rapcfi_code_is_sigreturn (const unsigned char *code, size_t after)
{
  return after >= sizeof sigreturn
	 && memcmp (code, sigreturn, sizeof sigreturn) == 0;
}

/* GCC's trampoline for a nested function whose address is taken
   (riscv_trampoline_init): auipc t2, 0; ld t0, FN(t2); ld t2, CHAIN(t2);
   jr t0; the chain and the function as 64-bit literals after the
   code.  */
bool
rapcfi_code_trampoline (const unsigned char *code, size_t after,
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
bool
rapcfi_code_preamble (const unsigned char *code, uint32_t *hash)
{
  (void) code;
  (void) hash;
  return false;
}

/* The marker is lui or auipc into zero with bit 31 set
   (sequences.cc).  */
bool
rapcfi_code_return_marker (const unsigned char *code, size_t after,
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

uint32_t
rapcfi_code_marker_hash (uint32_t rhash)
{
  return rhash & 0xfffffu;
}

/* A call ends at END as c.jalr (2 bytes), jalr ra or jal ra (4), or the
   call pseudo-instruction auipc ra; jalr ra (8, the jalr one of the
   4-byte ones): all of them that decode there, the direct one's target
   into *DIRECT.  */
size_t
rapcfi_code_calls_before (const unsigned char *end, size_t before,
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
bool
rapcfi_code_plt_jump (const unsigned char *code, size_t after,
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
bool
rapcfi_code_lazy_binding (const unsigned char *code, size_t after,
			  uint32_t *index)
{
  if (after < 8 || (word_at (code) & 0xfffu) != 0x397u
      || word_at (code + 4) != 0x41c30333u)
    return false;
  *index = RAPCFI_ANY_RELOCATION;
  return true;
}
