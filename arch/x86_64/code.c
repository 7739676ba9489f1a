/* x86_64 instructions as the runtime and the tools read them
   (arch/code.h).  */

#include "arch/code.h"
#include "arch/x86_64/code-hash.h"

#include <elf.h>
#include <stdint.h>
#include <string.h>

/* The prefix groups a call r/m64 may carry in 64-bit code, each at most
   once: a segment override (cs, ds as notrack, fs, gs), address size
   (addr32), bnd.  0 for any other byte: operand size (66) and rep (f3)
   do not go with a call, es and ss overrides mean nothing in 64-bit
   code, and no compiler puts them there.  */
static unsigned
prefix_group (unsigned char b)
{
  switch (b)
    {
    case 0x2e: case 0x3e: case 0x64: case 0x65:
      return 1;
    case 0x67:
      return 2;
    case 0xf2:
      return 4;
    default:
      return 0;
    }
}

/* Whether the LEN bytes at CODE are exactly one call r/m64 (ff /2),
   with its prefixes, each group once, and a REX prefix right before the
   opcode; its ModRM, SIB and displacement give its length.  */
static bool
indirect_call_p (const unsigned char *code, size_t len)
{
  size_t i = 0;
  unsigned groups = 0, group;
  while (i < len && (group = prefix_group (code[i])) && !(groups & group))
    {
      groups |= group;
      i++;
    }
  if (i < len && (code[i] & 0xf0) == 0x40)	/* REX */
    i++;
  if (i + 2 > len || code[i] != 0xff)
    return false;
  i++;

  unsigned char modrm = code[i++];
  unsigned mod = modrm >> 6, rm = modrm & 7;
  if (((modrm >> 3) & 7) != 2)
    return false;
  if (mod == 3)
    return i == len;
  if (rm == 4)
    {
      if (i >= len)
	return false;
      unsigned char sib = code[i++];
      if (mod == 0 && (sib & 7) == 5)
	i += 4;
    }
  else if (mod == 0 && rm == 5)		/* RIP-relative */
    i += 4;
  if (mod == 1)
    i += 1;
  else if (mod == 2)
    i += 4;
  return i == len;
}

/* The longest x86_64 instruction.  */
#define MAX_INSN 15

/* call rel32 is e8 and its displacement, whatever prefixes come before
   it (bnd): its target tells a real one from bytes that merely look
   like it.  */
static bool
follows_call (const unsigned char *end, size_t before,
	      uintptr_t *direct)
{
  *direct = 0;
  for (size_t len = 2; len <= MAX_INSN && len <= before; len++)
    if (indirect_call_p (end - len, len))
      return true;
  if (before >= 5 && end[-5] == 0xe8)
    {
      int32_t rel;
      memcpy (&rel, end - 4, sizeof rel);
      *direct = (uintptr_t) end + (intptr_t) rel;
      return true;
    }
  return false;
}

/* glibc's __restore_rt: movq $__NR_rt_sigreturn, %rax; syscall.  */
static const unsigned char sigreturn[] = {
  0x48, 0xc7, 0xc0, 0x0f, 0x00, 0x00, 0x00, 0x0f, 0x05
};

static bool
is_sigreturn (const unsigned char *code, size_t after)
{
  return after >= sizeof sigreturn
	 && memcmp (code, sigreturn, sizeof sigreturn) == 0;
}

/* endbr64, which IBT puts at every indirect branch target.  */
static size_t
endbr64_length (const unsigned char *code, size_t after)
{
  return (after >= 4 && code[0] == 0xf3 && code[1] == 0x0f && code[2] == 0x1e
	  && code[3] == 0xfa) ? 4 : 0;
}

/* GCC's trampoline for a nested function whose address is taken
   (ix86_trampoline_init): [endbr64] movabs $FN, %r11 (or movl for an
   address that fits 32 bits); movabs $CHAIN, %r10 (or movl); jmp *%r11.  */
static bool
trampoline (const unsigned char *code, size_t after,
	    uintptr_t *target)
{
  size_t i = endbr64_length (code, after);

  uint64_t fn = 0;
  if (after >= i + 6 && code[i] == 0x41 && code[i + 1] == 0xbb)
    {
      uint32_t imm;
      memcpy (&imm, code + i + 2, sizeof imm);
      fn = imm;
      i += 6;
    }
  else if (after >= i + 10 && code[i] == 0x49 && code[i + 1] == 0xbb)
    {
      memcpy (&fn, code + i + 2, sizeof fn);
      i += 10;
    }
  else
    return false;

  if (after >= i + 6 && code[i] == 0x41 && code[i + 1] == 0xba)
    i += 6;
  else if (after >= i + 10 && code[i] == 0x49 && code[i + 1] == 0xba)
    i += 10;
  else
    return false;

  if (after < i + 3 || code[i] != 0x49 || code[i + 1] != 0xff
      || code[i + 2] != 0xe3)
    return false;
  *target = (uintptr_t) fn;
  return true;
}

/* 11 nops, then movl $HASH, %eax.  */
#define PREAMBLE_NOPS 11

static bool
preamble (const unsigned char *code, uint32_t *hash)
{
  for (int i = 0; i < PREAMBLE_NOPS; i++)
    if (code[i] != 0x90)
      return false;
  if (code[PREAMBLE_NOPS] != 0xb8)
    return false;
  memcpy (hash, code + PREAMBLE_NOPS + 1, sizeof *hash);
  return true;
}

/* cmpl $HASH, %eax (3d imm32).  */
static bool
return_marker (const unsigned char *code, size_t after,
	       uint32_t *hash)
{
  if (after < 5 || code[0] != 0x3d)
    return false;
  memcpy (hash, code + 1, sizeof *hash);
  return true;
}

static uint32_t
marker_hash (uint32_t rhash)
{
  return rhash;
}

/* call *%reg (ff d0+r), call *%r8-%r15 (41 ff d0+r), call rel32 (e8, a
   retpoline's call __x86_indirect_thunk_reg too).  */
static size_t
calls_before (const unsigned char *end, size_t before,
	      uintptr_t *calls, uintptr_t *direct)
{
  size_t n = 0;
  uintptr_t address = (uintptr_t) end;
  *direct = 0;
  if (before >= 2 && end[-2] == 0xff && (end[-1] & 0xf8) == 0xd0)
    calls[n++] = address - 2;
  if (before >= 3 && end[-3] == 0x41 && end[-2] == 0xff
      && (end[-1] & 0xf8) == 0xd0)
    calls[n++] = address - 3;
  if (before >= 5 && end[-5] == 0xe8)
    {
      int32_t rel;
      memcpy (&rel, end - 4, sizeof rel);
      calls[n++] = address - 5;
      *direct = address + (intptr_t) rel;
    }
  return n;
}

/* [endbr64] [bnd] jmp *disp32(%rip): .plt, .plt.sec under -z ibt, and
   -z bndplt.  */
static bool
plt_jump (const unsigned char *code, size_t after,
	  uintptr_t *slot)
{
  size_t i = endbr64_length (code, after);
  if (after > i && code[i] == 0xf2)
    i++;
  if (after - i < 6 || code[i] != 0xff || code[i + 1] != 0x25)
    return false;
  int32_t disp;
  memcpy (&disp, code + i + 2, sizeof disp);
  *slot = (uintptr_t) code + i + 6 + (intptr_t) disp;
  return true;
}

/* [endbr64] pushq $INDEX.  */
static bool
lazy_binding (const unsigned char *code, size_t after,
	      uint32_t *index)
{
  size_t i = endbr64_length (code, after);
  if (after - i < 5 || code[i] != 0x68)
    return false;
  memcpy (index, code + i + 1, sizeof *index);
  return true;
}

/* The check (sequences.cc): movl $-HASH, %r10d (41 ba imm32; %r11d:
   41 bb), then the load at PC, addl -N(%reg), %r10d (REX.R, 03, ModRM,
   [SIB,] disp8 or disp32), je .Lsite (74 rel8), then the failure
   path.  */
static bool
check_load (const unsigned char *pc, size_t before, size_t after,
	    uintptr_t *failure)
{
  if (before < 6 || pc[-6] != 0x41 || (pc[-5] != 0xba && pc[-5] != 0xbb)
      || after < 3 || (pc[0] & 0xfe) != 0x44 || pc[1] != 0x03)
    return false;
  unsigned modrm = pc[2], mod = modrm >> 6, rm = modrm & 7;
  if (((modrm >> 3) & 7) != (pc[-5] & 7u))
    return false;
  size_t length = 3 + (rm == 4);
  if (mod == 1)
    length += 1;
  else if (mod == 2)
    length += 4;
  else
    return false;
  if (after < length + 2 || pc[length] != 0x74)
    return false;
  *failure = (uintptr_t) pc + length + 2;
  return true;
}

/* The site cache's test and the failure path's call of the runtime,
   ending at SITE (arch/x86_64/sequences.cc): cmpq %reg, disp32(%rip)
   (REX.W 39 /r with ModRM mod 00, r/m 101), je +6 (74 06), call
   *disp32(%rip) (ff 15), or the direct call of the same length the
   linker relaxes it to where the stub is in the executable (the static
   runtime): addr32 call rel32 (67 e8).  */
static bool
call_cache_slot (const unsigned char *site, size_t before, uintptr_t *slot)
{
  if (before < 15)
    return false;
  const unsigned char *p = site - 15;
  if ((p[0] & 0xfb) != 0x48 || p[1] != 0x39 || (p[2] & 0xc7) != 0x05
      || p[7] != 0x74 || p[8] != 0x06
      || !((p[9] == 0xff && p[10] == 0x15) || (p[9] == 0x67 && p[10] == 0xe8)))
    return false;
  int32_t disp;
  memcpy (&disp, p + 3, sizeof disp);
  *slot = (uintptr_t) (p + 7) + (intptr_t) disp;
  return true;
}

/* Clang's check before a ud2: movl $-HASH, %r10d (41 ba imm32, or %r11d:
   41 bb), addl -N(%reg), %r10d (4 or 5 bytes), je (74 rel8).  */
static bool
kcfi_trap (const unsigned char *trap, size_t before, size_t after,
	   uint32_t *hash)
{
  if (before < 16 || after < 2 || trap[0] != 0x0f || trap[1] != 0x0b
      || trap[-2] != 0x74)
    return false;
  for (size_t movl = 13; movl >= 12; movl--)
    {
      const unsigned char *p = trap - movl;
      if (p[0] == 0x41 && (p[1] == 0xba || p[1] == 0xbb))
	{
	  uint32_t negated;
	  memcpy (&negated, p + 2, sizeof negated);
	  *hash = 0u - negated;
	  return true;
	}
    }
  return false;
}

/* jmp rel32 (e9) or jmp rel8 (eb) to TARGET, anywhere in the SIZE
   bytes at CODE, copied from AT.  */
static bool
jumps_to (const unsigned char *code, size_t size, uintptr_t at,
	  uintptr_t target)
{
  for (size_t i = 0; i + 2 <= size; i++)
    if (code[i] == 0xe9 && i + 5 <= size)
      {
	int32_t rel;
	memcpy (&rel, code + i + 1, sizeof rel);
	if (at + i + 5 + (intptr_t) rel == target)
	  return true;
      }
    else if (code[i] == 0xeb
	     && at + i + 2 + (intptr_t) (int8_t) code[i + 1] == target)
      return true;
  return false;
}

const struct rapcfi_code rapcfi_code_x86_64 = {
  .elf_machine = EM_X86_64,
  .name = "x86_64",
  .insn_align = 1,
  .preamble_size = 16,
  .nop_size = 1,
  .r_jump_slot = R_X86_64_JUMP_SLOT,
  .r_irelative = R_X86_64_IRELATIVE,
  .r_pc32 = R_X86_64_PC32,
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
  .call_cache_slot = call_cache_slot,
  .kcfi_trap = kcfi_trap,
  .code_hash = rapcfi_x86_64_code_hash,
  .jumps_to = jumps_to,
};
