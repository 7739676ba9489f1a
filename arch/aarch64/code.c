/* aarch64 instructions as the runtime and the tools read them
   (arch/code.h).
   Every instruction is one little-endian 32-bit word, 4-byte aligned.  */

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

/* bl imm26.  */
static bool
bl_p (uint32_t w)
{
  return (w & 0xfc000000u) == 0x94000000u;
}

/* blr xN, and with pointer authentication blraaz, blrabz, blraa, blrab.  */
static bool
blr_p (uint32_t w)
{
  return ((w & 0xfffffc1fu) == 0xd63f0000u
	  || (w & 0xfffffbffu) == 0xd63f081fu
	  || (w & 0xfffffc00u) == 0xd73f0800u
	  || (w & 0xfffffc00u) == 0xd73f0c00u);
}

/* bti c, bti jc: the landing pads that may begin a PLT entry or a
   trampoline.  */
static size_t
bti_length (const unsigned char *code, size_t after)
{
  if (after < 4)
    return 0;
  uint32_t w = word_at (code);
  return (w == 0xd503245fu || w == 0xd50324dfu) ? 4 : 0;
}

/* Every aligned word is an instruction: the word before is the call or
   not, with no boundary to guess.  */
static bool
follows_call (const unsigned char *end, size_t before,
	      uintptr_t *direct)
{
  *direct = 0;
  if (before < 4 || (uintptr_t) end % 4 != 0)
    return false;
  uint32_t w = word_at (end - 4);
  if (bl_p (w))
    {
      /* imm26, sign-extended, in words.  */
      int32_t imm26 = (int32_t) (w << 6) >> 6;
      *direct = (uintptr_t) end - 4 + (intptr_t) imm26 * 4;
      return true;
    }
  return blr_p (w);
}

/* The kernel's vDSO __kernel_rt_sigreturn (glibc gives no sa_restorer on
   aarch64), and the trampoline qemu-user puts in its place: mov x8,
   #__NR_rt_sigreturn; svc #0.  */
static const uint32_t sigreturn[] = { 0xd2801168u, 0xd4000001u };

static bool
is_sigreturn (const unsigned char *code, size_t after)
{
  return after >= sizeof sigreturn
	 && memcmp (code, sigreturn, sizeof sigreturn) == 0;
}

/* GCC's trampoline for a nested function whose address is taken
   (aarch64_asm_trampoline_template): [bti c] ldr x17, FN; ldr x18, CHAIN;
   br x17; [.word 0]; FN and CHAIN as 64-bit literals after the code.  */
static bool
trampoline (const unsigned char *code, size_t after,
	    uintptr_t *target)
{
  size_t i = bti_length (code, after);
  if (after < i + 12)
    return false;
  uint32_t load_fn = word_at (code + i);
  uint32_t load_chain = word_at (code + i + 4);
  uint32_t branch = word_at (code + i + 8);
  /* ldr x17, literal; ldr x18, literal; br x17.  */
  if ((load_fn & 0xff00001fu) != 0x58000011u
      || (load_chain & 0xff00001fu) != 0x58000012u
      || branch != 0xd61f0220u)
    return false;
  size_t literal = i + 4 * ((load_fn >> 5) & 0x7ffffu);
  uint64_t fn;
  if (literal + sizeof fn > after)
    return false;
  memcpy (&fn, code + literal, sizeof fn);
  *target = (uintptr_t) fn;
  return true;
}

/* A hash before an entry is a bare word, which any code can end with: it
   cannot be told from the end of the function before, so on aarch64 a
   target rapcfi did not compile is never taken to have a preamble.  */
static bool
preamble (const unsigned char *code, uint32_t *hash)
{
  (void) code;
  (void) hash;
  return false;
}

/* The marker is a logical operation into xzr (sequences.cc): sf 1, bits
   24-28 01010, Rd 11111.  */
static bool
return_marker (const unsigned char *code, size_t after,
	       uint32_t *hash)
{
  if (after < 4)
    return false;
  uint32_t w = word_at (code);
  if ((w & 0x9f00001fu) != 0x8a00001fu)
    return false;
  *hash = ((w >> 5) & 0x7ffffu) | ((w >> 29) & 3u) << 19;
  return true;
}

static uint32_t
marker_hash (uint32_t rhash)
{
  return rhash & 0x1fffffu;
}

static size_t
calls_before (const unsigned char *end, size_t before,
	      uintptr_t *calls, uintptr_t *direct)
{
  *direct = 0;
  if (before < 4)
    return 0;
  uint32_t w = word_at (end - 4);
  uintptr_t call = (uintptr_t) end - 4;
  if (blr_p (w))
    {
      calls[0] = call;
      return 1;
    }
  if (bl_p (w))
    {
      int32_t offset = (int32_t) (w << 6) >> 4;	/* imm26 * 4, signed.  */
      calls[0] = call;
      *direct = call + (intptr_t) offset;
      return 1;
    }
  return 0;
}

/* [bti c] adrp x16, PAGE; ldr x17, [x16, #OFF]; add x16, x16, #OFF;
   br x17: the slot is PAGE + OFF.  */
static bool
plt_jump (const unsigned char *code, size_t after,
	  uintptr_t *slot)
{
  size_t i = bti_length (code, after);
  if (after < i + 16)
    return false;
  uint32_t adrp = word_at (code + i);
  uint32_t ldr = word_at (code + i + 4);
  uint32_t add = word_at (code + i + 8);
  uint32_t br = word_at (code + i + 12);
  if ((adrp & 0x9f00001fu) != 0x90000010u
      || (ldr & 0xffc003ffu) != 0xf9400211u
      || (add & 0xffc003ffu) != 0x91000210u
      || br != 0xd61f0220u)
    return false;
  int64_t pages = ((int64_t) ((adrp >> 5) & 0x7ffffu) << 2
		   | ((adrp >> 29) & 3u));
  pages = (pages << 43) >> 43;			/* 21 bits, signed.  */
  uintptr_t page = ((uintptr_t) (code + i) & ~(uintptr_t) 0xfff)
		   + (uintptr_t) (pages << 12);
  *slot = page + 8 * ((ldr >> 10) & 0xfffu);
  return true;
}

/* The PLT's header, where every unbound slot of a lazily bound object
   points: [bti c] stp x16, x30, [sp, #-16]!.  It pushes no index.  */
static bool
lazy_binding (const unsigned char *code, size_t after,
	      uint32_t *index)
{
  size_t i = bti_length (code, after);
  if (after < i + 4 || word_at (code + i) != 0xa9bf7bf0u)
    return false;
  *index = RAPCFI_ANY_RELOCATION;
  return true;
}

/* The check (sequences.cc): the load at PC, ldur wL, [xT, #-N]; movz
   and movk of the negated hash; cmn; b.eq .Lsite; then the failure
   path.  */
static bool
check_load (const unsigned char *pc, size_t before, size_t after,
	    uintptr_t *failure)
{
  (void) before;
  if (after < 20
      || (word_at (pc) & 0xffe00c00u) != 0xb8400000u		/* ldur w */
      || (word_at (pc + 4) & 0xff800000u) != 0x52800000u	/* movz w */
      || (word_at (pc + 8) & 0xff800000u) != 0x72800000u	/* movk w */
      || (word_at (pc + 12) & 0xff20001fu) != 0x2b00001fu	/* cmn w */
      || (word_at (pc + 16) & 0xff00001fu) != 0x54000000u)	/* b.eq */
    return false;
  *failure = (uintptr_t) pc + 20;
  return true;
}

/* b imm26 to TARGET among the SIZE bytes at CODE, copied from AT.  */
static bool
jumps_to (const unsigned char *code, size_t size, uintptr_t at,
	  uintptr_t target)
{
  for (size_t i = 0; i + 4 <= size; i += 4)
    {
      uint32_t w;
      memcpy (&w, code + i, sizeof w);
      int32_t offset = (int32_t) (w << 6) >> 4;	/* imm26 * 4, signed.  */
      if ((w & 0xfc000000u) == 0x14000000u
	  && at + i + (intptr_t) offset == target)
	return true;
    }
  return false;
}

/* br xN, and with pointer authentication braaz, brabz, braa, brab.  */
static bool
br_p (uint32_t w)
{
  return ((w & 0xfffffc1fu) == 0xd61f0000u
	  || (w & 0xfffffbffu) == 0xd61f081fu
	  || (w & 0xfffffc00u) == 0xd71f0800u
	  || (w & 0xfffffc00u) == 0xd71f0c00u);
}

/* Whether W is a direct branch (b, b.cond, cbz, cbnz, tbz, tbnz), its
   offset from W's address into *OFFSET.  */
static bool
branch_offset (uint32_t w, ptrdiff_t *offset)
{
  if ((w & 0xfc000000u) == 0x14000000u)			/* b */
    *offset = (ptrdiff_t) ((int32_t) (w << 6) >> 4);
  else if ((w & 0xff000010u) == 0x54000000u		/* b.cond */
	   || (w & 0x7e000000u) == 0x34000000u)		/* cbz, cbnz */
    *offset = (ptrdiff_t) ((int32_t) ((w >> 5) << 13) >> 11);
  else if ((w & 0x7e000000u) == 0x36000000u)		/* tbz, tbnz */
    *offset = (ptrdiff_t) ((int32_t) ((w >> 5) << 18) >> 16);
  else
    return false;
  return true;
}

/* ret, retaa, retab; brk, udf: nothing follows in the function.  */
static bool
end_p (uint32_t w)
{
  return ((w & 0xfffffc1fu) == 0xd65f0000u
	  || w == 0xd65f0bffu || w == 0xd65f0fffu
	  || (w & 0xffe0001fu) == 0xd4200000u
	  || (w >> 16) == 0);
}

static size_t
flow (const unsigned char *code, size_t after, enum rapcfi_flow *flow,
      ptrdiff_t *target)
{
  if (after < 4)
    return 0;
  uint32_t w = word_at (code);
  if (br_p (w))
    *flow = RAPCFI_FLOW_INDIRECT;
  else if (end_p (w))
    *flow = RAPCFI_FLOW_END;
  else if (branch_offset (w, target))
    *flow = ((w & 0xfc000000u) == 0x14000000u ? RAPCFI_FLOW_JUMP
	     : RAPCFI_FLOW_BRANCH);
  else
    *flow = RAPCFI_FLOW_NEXT;
  return 4;
}

const struct rapcfi_code rapcfi_code_aarch64 = {
  .elf_machine = EM_AARCH64,
  .name = "aarch64",
  .insn_align = 4,
  .preamble_size = 4,
  .nop_size = 4,
  .r_jump_slot = R_AARCH64_JUMP_SLOT,
  .r_irelative = R_AARCH64_IRELATIVE,
  .r_pc32 = R_AARCH64_PREL32,
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
