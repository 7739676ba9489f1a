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

/* The length of the ModRM byte at CODE (AFTER bytes readable) and of
   the SIB byte and displacement it asks for; 0 when they do not fit.  */
static size_t
modrm_length (const unsigned char *code, size_t after)
{
  if (after < 1)
    return 0;
  unsigned mod = code[0] >> 6, rm = code[0] & 7;
  size_t n = 1;
  if (mod != 3 && rm == 4)
    {
      if (after < 2)
	return 0;
      if (mod == 0 && (code[1] & 7) == 5)
	n += 4;
      n++;
    }
  else if (mod == 0 && rm == 5)		/* RIP-relative */
    n += 4;
  n += mod == 1 ? 1 : mod == 2 ? 4 : 0;
  return n <= after ? n : 0;
}

/* Whether the one-byte opcode OP is followed by a ModRM byte.  */
static bool
one_byte_modrm (unsigned char op)
{
  if (op < 0x40)
    return (op & 7) < 4;
  switch (op)
    {
    case 0x63: case 0x69: case 0x6b: case 0xc0: case 0xc1: case 0xc6:
    case 0xc7: case 0xd0: case 0xd1: case 0xd2: case 0xd3: case 0xf6:
    case 0xf7: case 0xfe: case 0xff:
      return true;
    default:
      return (op >= 0x80 && op <= 0x8f) || (op >= 0xd8 && op <= 0xdf);
    }
}

/* The immediate size of the one-byte opcode OP with ModRM reg field REG:
   Z is that of a 16- or 32-bit operand, V of a full one (mov imm64); -1
   for an opcode 64-bit code has not.  */
static int
one_byte_immediate (unsigned char op, unsigned reg, int z, int v)
{
  if (op < 0x40)
    {
      switch (op & 7)
	{
	case 4:
	  return 1;
	case 5:
	  return z;
	case 6: case 7:
	  return op == 0x0f ? 0 : -1;	/* push/pop seg, daa...: none.  */
	default:
	  return 0;
	}
    }
  if (op >= 0x70 && op <= 0x7f)
    return 1;
  if (op >= 0xb0 && op <= 0xb7)
    return 1;
  if (op >= 0xb8 && op <= 0xbf)
    return v;
  if (op >= 0xe0 && op <= 0xe7)
    return 1;
  switch (op)
    {
    case 0x60: case 0x61: case 0x62: case 0x82: case 0x9a: case 0xc4:
    case 0xc5: case 0xce: case 0xd4: case 0xd5: case 0xd6: case 0xea:
      return -1;
    case 0x68: case 0x69: case 0x81: case 0xa9: case 0xc7:
    case 0xe8: case 0xe9:
      return op == 0xe8 || op == 0xe9 ? 4 : z;
    case 0x6a: case 0x6b: case 0x80: case 0x83: case 0xa8: case 0xc0:
    case 0xc1: case 0xc6: case 0xcd: case 0xeb:
      return 1;
    case 0xc2: case 0xca:
      return 2;
    case 0xc8:
      return 3;
    case 0xa0: case 0xa1: case 0xa2: case 0xa3:
      return 8;			/* moffs64 */
    case 0xf6:
      return reg < 2 ? 1 : 0;
    case 0xf7:
      return reg < 2 ? z : 0;
    default:
      return 0;
    }
}

/* Whether the two-byte opcode 0f OP is followed by a ModRM byte.  */
static bool
two_byte_modrm (unsigned char op)
{
  switch (op)
    {
    case 0x05: case 0x06: case 0x07: case 0x08: case 0x09: case 0x0b:
    case 0x0e: case 0x77: case 0xa0: case 0xa1: case 0xa2: case 0xa8:
    case 0xa9: case 0xaa:
      return false;
    default:
      return !((op >= 0x30 && op <= 0x37) || (op >= 0x80 && op <= 0x8f)
	       || (op >= 0xc8 && op <= 0xcf));
    }
}

/* The immediate size of the two-byte opcode 0f OP.  */
static int
two_byte_immediate (unsigned char op)
{
  if (op >= 0x80 && op <= 0x8f)
    return 4;			/* jcc rel32 */
  switch (op)
    {
    case 0x0f: case 0x70: case 0x71: case 0x72: case 0x73: case 0xa4:
    case 0xac: case 0xba: case 0xc2: case 0xc4: case 0xc5: case 0xc6:
      return 1;
    default:
      return 0;
    }
}

/* The instructions GCC and the assemblers emit in 64-bit code: legacy
   prefixes, REX, VEX, EVEX, the one-, two- and three-byte maps.  A
   direct jump is jmp (e9, eb); a branch jcc, loop or jrcxz; a jump
   through a register or memory ff /4 or /5; the end ret, int3, hlt or
   ud2.  */
static size_t
flow (const unsigned char *code, size_t after, enum rapcfi_flow *next,
      ptrdiff_t *target)
{
  size_t i = 0;
  bool operand16 = false, rex_w = false;
  *next = RAPCFI_FLOW_NEXT;
  for (; i < after && i < MAX_INSN; i++)
    {
      unsigned char b = code[i];
      if (b == 0x66)
	operand16 = true;
      else if (!(b == 0x67 || b == 0xf0 || b == 0xf2 || b == 0xf3
		 || b == 0x2e || b == 0x36 || b == 0x3e || b == 0x26
		 || b == 0x64 || b == 0x65))
	break;
    }
  if (i < after && (code[i] & 0xf0) == 0x40)	/* REX */
    rex_w = code[i++] & 8;
  if (i >= after)
    return 0;

  unsigned char op = code[i++];
  int z = operand16 && !rex_w ? 2 : 4;
  size_t n;
  int immediate;
  if (op == 0xc4 || op == 0xc5 || op == 0x62)
    {
      /* VEX (c5: map 0f; c4: its map in the low bits of the next byte)
	 or EVEX (its map in the low 3 bits of the next byte), then the
	 opcode and a ModRM byte (but vzeroupper/vzeroall, VEX 0f 77).  */
      size_t payload = op == 0xc5 ? 1 : op == 0xc4 ? 2 : 3;
      if (i + payload + 1 > after)
	return 0;
      unsigned map = op == 0xc5 ? 1 : code[i] & (op == 0xc4 ? 0x1f : 7);
      i += payload;
      unsigned char vop = code[i++];
      if (map == 1 && vop == 0x77 && op != 0x62)
	return i;
      n = modrm_length (code + i, after - i);
      if (!n)
	return 0;
      immediate = map == 3 ? 1 : map == 1 ? two_byte_immediate (vop) : 0;
      i += n + (size_t) immediate;
      return i <= after ? i : 0;
    }
  if (op == 0x0f)
    {
      if (i >= after)
	return 0;
      unsigned char op2 = code[i++];
      if (op2 == 0x38 || op2 == 0x3a)
	{
	  if (i >= after)
	    return 0;
	  i++;
	  n = modrm_length (code + i, after - i);
	  immediate = op2 == 0x3a;
	}
      else
	{
	  n = two_byte_modrm (op2) ? modrm_length (code + i, after - i) : 0;
	  if (two_byte_modrm (op2) && !n)
	    return 0;
	  immediate = two_byte_immediate (op2);
	  if (op2 >= 0x80 && op2 <= 0x8f)
	    {
	      int32_t rel;
	      if (i + 4 > after)
		return 0;
	      memcpy (&rel, code + i, sizeof rel);
	      *next = RAPCFI_FLOW_BRANCH;
	      *target = (ptrdiff_t) (i + 4) + rel;
	    }
	  else if (op2 == 0x0b)
	    *next = RAPCFI_FLOW_END;	/* ud2 */
	}
      if (!n && (op2 == 0x38 || op2 == 0x3a))
	return 0;
      i += n + (size_t) immediate;
      return i <= after ? i : 0;
    }

  unsigned reg = 0;
  n = 0;
  if (one_byte_modrm (op))
    {
      n = modrm_length (code + i, after - i);
      if (!n)
	return 0;
      reg = (code[i] >> 3) & 7;
    }
  immediate = one_byte_immediate (op, reg, z, rex_w ? 8 : z);
  if (immediate < 0)
    return 0;
  if (op == 0xff && (reg == 4 || reg == 5))
    *next = RAPCFI_FLOW_INDIRECT;
  else if (op == 0xc3 || op == 0xc2 || op == 0xcb || op == 0xca
	   || op == 0xcc || op == 0xf4)
    *next = RAPCFI_FLOW_END;
  size_t end = i + n + (size_t) immediate;
  if (end > after)
    return 0;
  if ((op >= 0x70 && op <= 0x7f) || (op >= 0xe0 && op <= 0xe3)
      || op == 0xeb)
    {
      *next = op == 0xeb ? RAPCFI_FLOW_JUMP : RAPCFI_FLOW_BRANCH;
      *target = (ptrdiff_t) end + (int8_t) code[i];
    }
  else if (op == 0xe9)
    {
      int32_t rel;
      memcpy (&rel, code + i, sizeof rel);
      *next = RAPCFI_FLOW_JUMP;
      *target = (ptrdiff_t) end + rel;
    }
  return end;
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
  .flow = flow,
};
