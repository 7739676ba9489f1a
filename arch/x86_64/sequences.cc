/* x86_64 instruction sequences: the kCFI-layout preamble and the check
   before an indirect call (doc/ABI.md).  */

#include "plugin/gcc-compat.h"
#include "arch/arch.h"
#include "arch/table-layout.h"
#include "arch/x86_64/code-hash.h"

/* 64-bit names of the general registers a call can go through, by GCC
   hard register number.  */
static const char *
gpr_name (unsigned regno)
{
  switch (regno)
    {
    case AX_REG: return "rax";
    case DX_REG: return "rdx";
    case CX_REG: return "rcx";
    case BX_REG: return "rbx";
    case SI_REG: return "rsi";
    case DI_REG: return "rdi";
    case BP_REG: return "rbp";
    case R8_REG: return "r8";
    case R9_REG: return "r9";
    case R10_REG: return "r10";
    case R11_REG: return "r11";
    case R12_REG: return "r12";
    case R13_REG: return "r13";
    case R14_REG: return "r14";
    case R15_REG: return "r15";
    default: return NULL;
    }
}

/* Their 32-bit names.  */
static const char *
gpr32_name (unsigned regno)
{
  switch (regno)
    {
    case AX_REG: return "eax";
    case DX_REG: return "edx";
    case CX_REG: return "ecx";
    case BX_REG: return "ebx";
    case SI_REG: return "esi";
    case DI_REG: return "edi";
    case BP_REG: return "ebp";
    case R8_REG: return "r8d";
    case R9_REG: return "r9d";
    case R10_REG: return "r10d";
    case R11_REG: return "r11d";
    case R12_REG: return "r12d";
    case R13_REG: return "r13d";
    case R14_REG: return "r14d";
    case R15_REG: return "r15d";
    default: return NULL;
    }
}

/* Our sequences are written in AT&T syntax; bracket them when the
   compiler writes Intel syntax.  */
static const char *
att_begin (void)
{
  return ASSEMBLER_DIALECT == ASM_ATT ? "" : ".att_syntax prefix\n\t";
}

static const char *
att_end (void)
{
  return ASSEMBLER_DIALECT == ASM_ATT ? "" : "\n\t.intel_syntax noprefix";
}

/* Calls through memory would give peephole2 the chance to merge the load
   of the target into the call, making a new MEM without the type the call
   is made through.  Clang's kCFI, and the kernel's retpolines, also want
   every indirect branch through a register.  */

static void
init (void)
{
  ix86_indirect_branch_register = 1;
}

/* The sequences use 64-bit registers and the records 64-bit pointers.  */

static const char *
unsupported (void)
{
  if (!TARGET_64BIT)
    return "for 32-bit code (-m32)";
  if (TARGET_X32)
    return "for x32 code (-mx32)";
  return NULL;
}

/* Table mode needs the runtime's table, mapped in userland.  */

static const char *
table_unsupported (void)
{
  if (ix86_cmodel == CM_KERNEL)
    return "with -mcmodel=kernel: a kernel has no runtime to build its "
	   "lookup table";
  return NULL;
}

/* How a check calls the runtime: through the GOT in userland, because a
   lazily bound PLT entry would clobber %r11, which may hold the target;
   directly in a kernel, which has neither.  */

static void
stub_call (char *buf, size_t size, const char *stub, const char *reg)
{
  if (ix86_cmodel == CM_KERNEL)
    rapcfi_format (buf, size, "call\t%s_%s", stub, reg);
  else
    rapcfi_format (buf, size, "call\t*%s_%s@GOTPCREL(%%%%rip)", stub, reg);
}

/* abi=kcfi: Clang's preamble.  With -fpatchable-function-entry=N,M the M
   nops go between the hash and the entry, as in rapcfi's own layout, but
   __cfi_NAME starts at the movl, padded in front so that the entry stays
   16-byte aligned: a kernel built with CONFIG_CALL_PADDING (M = 11)
   finds the movl's opcode at __cfi_NAME and at the entry - 16, where it
   re-randomises the hash at boot and where FineIBT writes its own
   preamble.  Without patchable nops this is rapcfi's layout.  */

static void
output_kcfi_preamble (FILE *file, const struct rapcfi_preamble *p)
{
  unsigned pad = (16 - (5 + p->prefix) % 16) % 16;
  fprintf (file, "%s\t.p2align\t4\n", att_begin ());
  if (p->weak)
    fprintf (file, "\t.weak\t%s\n", p->symbol);
  else if (p->global)
    fprintf (file, "\t.globl\t%s\n", p->symbol);
  if (p->visibility)
    fprintf (file, "\t.%s\t%s\n", p->visibility, p->symbol);
  fprintf (file, "\t.type\t%s, @function\n", p->symbol);
  fprintf (file, "%s:\n.Lrapcfi_pre%u:\n", p->symbol, p->label);
  if (pad)
    fprintf (file, "\t.fill\t%u, 1, 0x90\n", pad);
  fprintf (file, "\tmovl\t$0x%08x, %%eax\n", p->hash);
  fprintf (file, "\t.size\t%s, %u\n", p->symbol, pad + 5);
  for (unsigned i = 0; i < p->padding; i++)
    fprintf (file, "\tnop\n");
  fprintf (file, "%s", att_end ());
  if (*att_end ())
    fputc ('\n', file);
}

/* The preamble is byte for byte Clang's: 11 nops, then movl $hash, %eax,
   so the hash is the last four bytes before the entry and the entry stays
   16-byte aligned.  */

static void
output_preamble (FILE *file, const struct rapcfi_preamble *p)
{
  if (p->kcfi)
    {
      output_kcfi_preamble (file, p);
      return;
    }
  if (p->table)
    {
      /* The same 16 bytes, without the hash: int3, as nothing runs
	 there.  */
      fprintf (file, "\t.p2align\t4\n.Lrapcfi_pre%u:\n\t.fill\t16, 1, 0xcc\n",
	       p->label);
      for (unsigned i = 0; i < p->padding; i++)
	fprintf (file, "\t.byte\t0x90\n");
      return;
    }
  fprintf (file, "%s\t.p2align\t4\n", att_begin ());
  if (p->weak)
    fprintf (file, "\t.weak\t%s\n", p->symbol);
  else if (p->global)
    fprintf (file, "\t.globl\t%s\n", p->symbol);
  if (p->visibility)
    fprintf (file, "\t.%s\t%s\n", p->visibility, p->symbol);
  fprintf (file, "\t.type\t%s, @function\n", p->symbol);
  fprintf (file, "%s:\n.Lrapcfi_pre%u:\n", p->symbol, p->label);
  fprintf (file, "\t.byte\t0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, "
	   "0x90, 0x90, 0x90\n");
  fprintf (file, "\tmovl\t$0x%08x, %%eax\n", p->hash);
  fprintf (file, "\t.size\t%s, 16\n", p->symbol);
  for (unsigned i = 0; i < p->padding; i++)
    fprintf (file, "\tnop\n");
  fprintf (file, "%s", att_end ());
  if (*att_end ())
    fputc ('\n', file);
}

/* Make the target of the indirect call CALL_MEM live in %r11, the one
   register that is free before every call (neither an argument nor the
   static chain): for a call through memory, so the target checked is the
   target called; under abi=kcfi, for every call.  */

static bool
load_target_into_r11 (rtx_insn *insn, rtx call_mem)
{
  rtx r11 = gen_rtx_REG (Pmode, R11_REG);
  rtx target = XEXP (call_mem, 0);
  if (reg_mentioned_p (r11, CALL_INSN_FUNCTION_USAGE (insn)))
    return false;
  if (!validate_change (insn, &XEXP (call_mem, 0), r11, false))
    return false;
  start_sequence ();
  emit_move_insn (r11, target);
  rtx_insn *load = get_insns ();
  end_sequence ();
  emit_insn_before (load, insn);
  return true;
}

/* Choose the registers of the check of the indirect call or tail call
   INSN: *TARGET, the register holding its target (after moving it there
   for a call through memory), and *SCRATCH, one the check may clobber.
   On failure, say why.  */

static bool
check_registers (rtx_insn *insn, unsigned *target, unsigned *scratch,
		 struct rapcfi_asm *out)
{
  rtx call = get_call_rtx_from (insn);
  rtx call_mem = XEXP (call, 0);

  if (MEM_P (XEXP (call_mem, 0)) && !load_target_into_r11 (insn, call_mem))
    {
      rapcfi_refuse_indirect_call (insn, "its target could not be moved "
				   "into a register");
      return false;
    }

  rtx reg = XEXP (call_mem, 0);
  if (!REG_P (reg) || !gpr_name (REGNO (reg)))
    {
      rapcfi_refuse_indirect_call (insn,
				   "its target is not in a general register");
      return false;
    }

  /* %r10, unless the call uses it (the target, or the static chain of a
     nested function), then %r11.  */
  rtx r10 = gen_rtx_REG (Pmode, R10_REG);
  *target = REGNO (reg);
  *scratch = R10_REG;
  if (*target == R10_REG
      || reg_mentioned_p (r10, CALL_INSN_FUNCTION_USAGE (insn)))
    *scratch = R11_REG;
  if (*target == *scratch)
    {
      rapcfi_refuse_indirect_call (insn, "both %r10 and %r11 are in use "
				   "by the call");
      return false;
    }
  out->clobbers[0] = *scratch;
  out->clobbers[1] = FLAGS_REG;
  out->nclobbers = 2;
  return true;
}

/* In userland, before the failure path's call of the runtime: the
   site's cache, one word in .data.rel.ro (read-only once relocated),
   where the runtime writes a target in code rapcfi did not compile that
   compat allowed from this site (a libc function called through a
   pointer), so that the next call to it does not leave the check.  The
   runtime finds the word from the site, decoding these 9 bytes (a cmpq
   with a RIP-relative operand, a je over the 6-byte call) that end 6
   bytes before it.  */

#define CALL_CACHE_TEST							\
  "cmpq\t%%%%%s, .Lrapcfi_cache%u(%%%%rip)\n\t"			\
  "je\t.Lrapcfi_site%u\n\t"						\
  ".pushsection\t.data.rel.ro.rapcfi_cache, \"aw\"\n\t"		\
  ".p2align\t3\n"							\
  ".Lrapcfi_cache%u:\n\t"						\
  ".quad\t0\n\t"							\
  ".popsection\n\t"

static bool
icall_check (rtx_insn *insn, uint32_t hash, unsigned prefix_nops,
	     unsigned site_label, struct rapcfi_asm *out)
{
  unsigned target, scratch;
  if (!check_registers (insn, &target, &scratch, out))
    return false;

  /* The check compares against the negated hash: the plain value never
     appears in a check, so a check is never a fake preamble.  */
  char call_stub[96];
  stub_call (call_stub, sizeof call_stub, "__rapcfi_icall_fail",
	     gpr_name (target));
  char cache_test[192] = "";
  if (ix86_cmodel != CM_KERNEL)
    rapcfi_format (cache_test, sizeof cache_test, CALL_CACHE_TEST,
		   gpr_name (target), site_label, site_label, site_label);
  rapcfi_asm_printf (out,
		     "%s"
		     "movl\t$%d, %%%%%s\n\t"
		     "addl\t-%u(%%%%%s), %%%%%s\n\t"
		     "je\t.Lrapcfi_site%u\n\t"
		     "%s"
		     "%s\n"
		     ".Lrapcfi_site%u:%s",
		     att_begin (),
		     (int) (0u - hash), gpr32_name (scratch),
		     4 + prefix_nops, gpr_name (target), gpr32_name (scratch),
		     site_label, cache_test, call_stub, site_label, att_end ());
  return true;
}

/* abi=kcfi: Clang's check, byte for byte where a kernel reads it.  Linux
   (arch/x86/kernel/cfi.c, alternative.c) finds the movl 12 bytes and the
   addl 6 bytes before the ud2, takes the target from the addl's base
   register, and looks for the movl of the hash into %r10d 14 bytes
   before a call through a retpoline thunk, which it rewrites: with a new
   hash at boot, or into FineIBT's caller, which needs the target in %r11.
   So the target always goes to %r11 (as Clang's does with retpolines),
   which also keeps the addl at 4 bytes (%r12 would need a SIB byte).
   The ud2 is recorded in .kcfi_traps, where the kernel's handler looks
   it up to know it for a CFI failure.  The entry is linked to the
   function's symbol, so that it is dropped with the function's section
   (as Clang links it to the section's); not to a label of its own, which
   would make a section of every entry, and not to the label of the cold
   part, which the kernel keeps or drops with the rest of its text.  */

static bool
icall_check_kcfi (rtx_insn *insn, uint32_t hash, unsigned prefix_nops,
		  unsigned site_label, struct rapcfi_asm *out)
{
  rtx call_mem = XEXP (get_call_rtx_from (insn), 0);
  rtx target = XEXP (call_mem, 0);
  rtx r10 = gen_rtx_REG (Pmode, R10_REG);
  if (reg_mentioned_p (r10, CALL_INSN_FUNCTION_USAGE (insn)))
    {
      rapcfi_refuse_indirect_call (insn, "it uses %r10, the register of "
				   "the kCFI check");
      return false;
    }
  if (!(REG_P (target) && REGNO (target) == R11_REG)
      && !load_target_into_r11 (insn, call_mem))
    {
      rapcfi_refuse_indirect_call (insn, "its target could not be moved "
				   "into %r11");
      return false;
    }
  /* Linux gives its init code GCC's indirect_branch ("keep") (Clang has
     no such attribute) and, at boot, re-hashes the checks only in front
     of calls through retpoline thunks, where it finds them: checks before
     any other call would no longer match.  So a function checked under
     abi=kcfi calls through the thunks as Clang's would.  */
  if (cfun->machine->indirect_branch_type == indirect_branch_keep
      && ix86_indirect_branch != indirect_branch_keep)
    cfun->machine->indirect_branch_type = ix86_indirect_branch;
  const char *function = targetm.strip_name_encoding
    (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (current_function_decl)));
  rapcfi_asm_printf (out,
		     "%s"
		     "movl\t$%d, %%%%r10d\n\t"
		     "addl\t-%u(%%%%r11), %%%%r10d\n\t"
		     "je\t.Lrapcfi_site%u\n"
		     ".Lrapcfi_trap%u:\n\t"
		     "ud2\n\t"
		     ".pushsection\t.kcfi_traps, \"ao\", @progbits, %s\n\t"
		     ".long\t.Lrapcfi_trap%u - .\n\t"
		     ".popsection\n"
		     ".Lrapcfi_site%u:%s",
		     att_begin (), (int) (0u - hash), 4 + prefix_nops,
		     site_label, site_label, function, site_label,
		     site_label, att_end ());
  out->clobbers[0] = R10_REG;
  out->clobbers[1] = FLAGS_REG;
  out->nclobbers = 2;
  return true;
}

/* In table mode the slot of the target, found from its low 32 bits
   alone, must hold the target's full address and the negated hash; the
   target is never read, nor anything at an offset from it.  */

static bool
icall_check_table (rtx_insn *insn, uint32_t hash,
		   unsigned site_label, struct rapcfi_asm *out)
{
  unsigned target, scratch;
  if (!check_registers (insn, &target, &scratch, out))
    return false;

  char call_stub[96];
  stub_call (call_stub, sizeof call_stub, "__rapcfi_icall_fail",
	     gpr_name (target));
  rapcfi_asm_printf (out,
		     "%s"
		     "movl\t%%%%%s, %%%%%s\n\t"
		     "andl\t$%#x, %%%%%s\n\t"
		     "cmpq\t%%%%%s, %#x(,%%%%%s,%d)\n\t"
		     "jne\t.Lrapcfi_miss%u\n\t"
		     "cmpl\t$%d, %#x(,%%%%%s,%d)\n\t"
		     "je\t.Lrapcfi_site%u\n"
		     ".Lrapcfi_miss%u:\n\t"
		     "%s\n"
		     ".Lrapcfi_site%u:%s",
		     att_begin (),
		     gpr32_name (target), gpr32_name (scratch),
		     RAPCFI_TABLE_INDEX_MASK, gpr32_name (scratch),
		     gpr_name (target), RAPCFI_TABLE_BASE, gpr_name (scratch),
		     RAPCFI_TABLE_SCALE,
		     site_label,
		     (int) (0u - hash),
		     RAPCFI_TABLE_BASE + RAPCFI_TABLE_HASH_OFFSET,
		     gpr_name (scratch),
		     RAPCFI_TABLE_SCALE,
		     site_label, site_label, call_stub, site_label,
		     att_end ());
  return true;
}

/* cmpl $RHASH, %eax in its 5-byte form (3d imm32), written as bytes: gas
   would choose the 3-byte form for a small RHASH.  It changes the flags
   alone, which no code reads after a call: 2 bytes shorter than a
   nopl with a 32-bit displacement.  */

static void
return_marker (uint32_t rhash, struct rapcfi_asm *out)
{
  rapcfi_asm_printf (out, ".byte\t0x3d\n\t.long\t0x%08x", rhash);
  out->clobbers[0] = FLAGS_REG;
  out->nclobbers = 1;
}

/* %r10 and %r11 are dead at a return: neither returns a value nor is
   callee-saved.  The fast path is two loads, an add and a branch not
   taken; the negated hash keeps the marker's value out of the check.  */

/* How the check gets the return address into %r11, and how it returns
   once checked.  By default it copies it and lets the ret that follows
   read the stack again: another thread can change the slot in between.
   With THROUGH_REGISTER it pops it and jumps to %r11, leaving the ret
   unreached: the CFI says where the return address is meanwhile.  */

static const char *
load_return_address (bool through_register)
{
  if (!through_register)
    return "movq\t(%%rsp), %%r11\n\t";
  if (dwarf2out_do_cfi_asm ())
    return ("popq\t%%r11\n\t"
	    ".cfi_remember_state\n\t"
	    ".cfi_def_cfa %%rsp, 0\n\t"
	    ".cfi_register %%rip, %%r11\n\t");
  return "popq\t%%r11\n\t";
}

static const char *
return_through (bool through_register)
{
  if (!through_register)
    return "";
  if (dwarf2out_do_cfi_asm ())
    return "\n\tjmp\t*%%r11\n\t.cfi_restore_state";
  return "\n\tjmp\t*%%r11";
}

static void
return_check (uint32_t rhash, unsigned label, unsigned failure,
	      bool through_register, struct rapcfi_asm *out)
{
  rapcfi_asm_printf (out,
		     "%s%s"
		     "movl\t$%d, %%%%r10d\n\t"
		     "addl\t1(%%%%r11), %%%%r10d\n\t"
		     "jne\t.Lrapcfi_retfail%u\n"
		     ".Lrapcfi_ret%u:%s%s",
		     att_begin (), load_return_address (through_register),
		     (int) (0u - rhash), failure, label,
		     return_through (through_register),
		     att_end ());
  out->clobbers[0] = R10_REG;
  out->clobbers[1] = R11_REG;
  out->clobbers[2] = FLAGS_REG;
  out->nclobbers = 3;
}

/* Table mode: the slot of the return address must hold it and the
   negated return hash; the bytes at the return address are not read.  */

static void
return_check_table (uint32_t rhash, unsigned label, unsigned failure,
		    bool through_register, struct rapcfi_asm *out)
{
  rapcfi_asm_printf (out,
		     "%s%s"
		     "movl\t%%%%r11d, %%%%r10d\n\t"
		     "andl\t$%#x, %%%%r10d\n\t"
		     "cmpq\t%%%%r11, %#x(,%%%%r10,%d)\n\t"
		     "jne\t.Lrapcfi_retfail%u\n\t"
		     "cmpl\t$%d, %#x(,%%%%r10,%d)\n\t"
		     "jne\t.Lrapcfi_retfail%u\n"
		     ".Lrapcfi_ret%u:%s%s",
		     att_begin (), load_return_address (through_register),
		     RAPCFI_TABLE_INDEX_MASK, RAPCFI_TABLE_BASE,
		     RAPCFI_TABLE_SCALE, failure, (int) (0u - rhash),
		     RAPCFI_TABLE_BASE + RAPCFI_TABLE_HASH_OFFSET,
		     RAPCFI_TABLE_SCALE, failure, label,
		     return_through (through_register), att_end ());
  out->clobbers[0] = R10_REG;
  out->clobbers[1] = R11_REG;
  out->clobbers[2] = FLAGS_REG;
  out->nclobbers = 3;
}

/* The call to the return check's stub: through the GOT in userland, as
   its PLT entry could clobber %r11; directly in a kernel.  */

static void
print_ret_stub_call (char *buf, size_t size, bool uncached, bool direct)
{
  const char *stub = (uncached ? "__rapcfi_ret_fail_uncached"
		      : "__rapcfi_ret_fail");
  if (direct || ix86_cmodel == CM_KERNEL)
    rapcfi_format (buf, size, "call\t%s", stub);
  else
    rapcfi_format (buf, size, "call\t*%s@GOTPCREL(%%%%rip)", stub);
}

/* The failure path of ret=register (return_failure_path).  */

static void
return_failure_path_through_register (unsigned label, bool with_cfi,
				      bool uncached, bool direct,
				      struct rapcfi_asm *out)
{
  char call_stub[96];
  print_ret_stub_call (call_stub, sizeof call_stub, uncached, direct);
  rapcfi_asm_printf (out,
		     "%s%s"
		     ".Lrapcfi_retfail%u:\n\t"
		     "pushq\t%%%%r11\n\t"
		     "%s"
		     "%s\n"
		     ".Lrapcfi_site%u:\n\t"
		     "leaq\t8(%%%%rsp), %%%%rsp\n\t"
		     "%s"
		     "jmp\t.Lrapcfi_ret%u%s%s",
		     att_begin (),
		     with_cfi ? ".cfi_remember_state\n\t"
		     ".cfi_def_cfa %%rsp, 0\n\t"
		     ".cfi_register %%rip, %%r11\n\t"
		     ".cfi_same_value %%rbx\n\t"
		     ".cfi_same_value %%rbp\n\t"
		     ".cfi_same_value %%r12\n\t"
		     ".cfi_same_value %%r13\n\t"
		     ".cfi_same_value %%r14\n\t"
		     ".cfi_same_value %%r15\n" : "",
		     label,
		     with_cfi ? ".cfi_def_cfa %%rsp, 8\n\t"
		     ".cfi_offset %%rip, -8\n\t" : "",
		     call_stub, label,
		     with_cfi ? ".cfi_def_cfa %%rsp, 0\n\t"
		     ".cfi_register %%rip, %%r11\n\t" : "",
		     label, with_cfi ? "\n\t.cfi_restore_state" : "",
		     att_end ());
  out->nclobbers = 0;
}

/* The failure path runs where the return would have: the frame is gone,
   the CFA is %rsp + 8 and every callee-saved register has its caller's
   value again.  With THROUGH_REGISTER the return address was popped
   into %r11 (the CFA is %rsp): the path pushes it back for the stub,
   which keeps %r11, drops it once allowed and returns through %r11.  */

static void
return_failure_path (unsigned label, bool with_cfi,
		     bool uncached, bool through_register, bool direct,
		     struct rapcfi_asm *out)
{
  if (through_register)
    {
      return_failure_path_through_register (label, with_cfi, uncached,
					    direct, out);
      return;
    }
  char call_stub[96];
  print_ret_stub_call (call_stub, sizeof call_stub, uncached, direct);
  rapcfi_asm_printf (out,
		     "%s%s"
		     ".Lrapcfi_retfail%u:\n\t"
		     "%s\n"
		     ".Lrapcfi_site%u:\n\t"
		     "jmp\t.Lrapcfi_ret%u%s%s",
		     att_begin (),
		     with_cfi ? ".cfi_remember_state\n\t"
		     ".cfi_def_cfa %%rsp, 8\n\t"
		     ".cfi_same_value %%rbx\n\t"
		     ".cfi_same_value %%rbp\n\t"
		     ".cfi_same_value %%r12\n\t"
		     ".cfi_same_value %%r13\n\t"
		     ".cfi_same_value %%r14\n\t"
		     ".cfi_same_value %%r15\n" : "",
		     label, call_stub, label, label,
		     with_cfi ? "\n\t.cfi_restore_state" : "", att_end ());
  out->nclobbers = 0;
}

/* A kernel has no runtime to tell.  */

static bool
object_hooks_p (void)
{
  return ix86_cmodel != CM_KERNEL;
}

/* The hook jumps to the runtime with its own address as the argument;
   endbr64: the loader calls it through the array.  */

static void
output_object_hook (FILE *file, const char *name,
		    const char *runtime_function,
		    const char *section)
{
  fprintf (file, "%s\t.pushsection\t.text.%s,\"axG\",@progbits,"
	   "__rapcfi_object_hooks,comdat\n"
	   "\t.p2align\t4\n"
	   "\t.weak\t%s\n\t.hidden\t%s\n"
	   "\t.type\t%s, @function\n"
	   "%s:\n"
	   "\tendbr64\n"
	   "\tleaq\t%s(%%rip), %%rdi\n"
	   "\tjmp\t*%s@GOTPCREL(%%rip)\n"
	   "\t.size\t%s, . - %s\n"
	   "\t.popsection\n"
	   "\t.pushsection\t.%s,\"awG\",@%s,__rapcfi_object_hooks,"
	   "comdat\n"
	   "\t.p2align\t3\n"
	   "\t.quad\t%s\n"
	   "\t.popsection%s\n",
	   att_begin (), name, name, name, name, name, name, runtime_function,
	   name, name, section, section, name, att_end ());
}

/* A pop and an indirect jump in place of ret: a shadow stack (CET's)
   would not see its entry used, an indirect branch tracker would want
   an endbr64 at the return site, and a return thunk would find the
   return address gone.  */

static const char *
return_register_refusal (void)
{
  if (flag_cf_protection & CF_RETURN)
    return "the shadow stack of -fcf-protection would miss its return";
  if (flag_cf_protection & CF_BRANCH)
    return "return sites have no endbr64 for -fcf-protection's indirect "
	   "branch tracking";
  if (cfun->machine->function_return_type != indirect_branch_keep)
    return "it returns through a thunk (-mfunction-return)";
  return NULL;
}

static unsigned
nop_size (void)
{
  return 1;
}

const struct rapcfi_target rapcfi_target = {
  16,				/* preamble_size */
  nop_size,
  init,
  unsupported,
  table_unsupported,
  output_preamble,
  icall_check,
  icall_check_table,
  return_marker,
  return_check,
  return_check_table,
  return_failure_path,
  NULL,				/* return_address_stored_p: call pushes it */
  return_register_refusal,
  object_hooks_p,
  output_object_hook,
  NULL,				/* pac: no pointer authentication */
  icall_check_kcfi,
  rapcfi_x86_64_code_hash,
};
