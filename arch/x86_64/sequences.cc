/* x86_64 instruction sequences: the kCFI-layout preamble and the check
   before an indirect call (doc/ABI.md).  */

#include "plugin/gcc-compat.h"
#include "arch/arch.h"

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

void
rapcfi_arch_init (void)
{
  ix86_indirect_branch_register = 1;
}

/* How a check calls the runtime: through the GOT in userland, because a
   lazily bound PLT entry would clobber %r11, which may hold the target;
   directly in a kernel, which has neither.  */

static void
stub_call (char *buf, size_t size, const char *stub, const char *reg)
{
  if (ix86_cmodel == CM_KERNEL)
    snprintf (buf, size, "call\t%s_%s", stub, reg);
  else
    snprintf (buf, size, "call\t*%s_%s@GOTPCREL(%%%%rip)", stub, reg);
}

unsigned
rapcfi_arch_preamble_size (void)
{
  return 16;
}

/* The preamble is byte for byte Clang's: 11 nops, then movl $hash, %eax,
   so the hash is the last four bytes before the entry and the entry stays
   16-byte aligned.  */

void
rapcfi_arch_output_preamble (FILE *file, const struct rapcfi_preamble *p)
{
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

/* Make the target of the memory-indirect call CALL_MEM live in %r11, the
   one register that is free before every call (neither an argument nor
   the static chain), so the target checked is the target called.  */

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

bool
rapcfi_arch_icall_check (rtx_insn *insn, uint32_t hash, unsigned prefix_nops,
			 unsigned site_label, struct rapcfi_asm *out)
{
  rtx call = get_call_rtx_from (insn);
  rtx call_mem = XEXP (call, 0);

  if (MEM_P (XEXP (call_mem, 0)) && !load_target_into_r11 (insn, call_mem))
    {
      snprintf (out->text, sizeof out->text,
		"its target could not be moved into a register");
      return false;
    }

  rtx target = XEXP (call_mem, 0);
  const char *target_name = REG_P (target) ? gpr_name (REGNO (target)) : NULL;
  if (!target_name)
    {
      snprintf (out->text, sizeof out->text,
		"its target is not in a general register");
      return false;
    }

  /* The scratch register: %r10, unless the call uses it (the target, or
     the static chain of a nested function), then %r11.  */
  rtx r10 = gen_rtx_REG (Pmode, R10_REG);
  int scratch = R10_REG;
  if (REGNO (target) == R10_REG
      || reg_mentioned_p (r10, CALL_INSN_FUNCTION_USAGE (insn)))
    scratch = R11_REG;
  if (REGNO (target) == (unsigned) scratch)
    {
      snprintf (out->text, sizeof out->text,
		"both %%r10 and %%r11 are in use by the call");
      return false;
    }

  /* The check compares against the negated hash: the plain value never
     appears in a check, so a check is never a fake preamble.  */
  char call_stub[96];
  stub_call (call_stub, sizeof call_stub, "__rapcfi_icall_fail", target_name);
  snprintf (out->text, sizeof out->text,
	    "%s"
	    "movl\t$%d, %%%%%sd\n\t"
	    "addl\t-%u(%%%%%s), %%%%%sd\n\t"
	    "je\t.Lrapcfi_site%u\n\t"
	    "%s\n"
	    ".Lrapcfi_site%u:%s",
	    att_begin (),
	    (int) (0u - hash), gpr_name (scratch),
	    4 + prefix_nops, target_name, gpr_name (scratch),
	    site_label, call_stub, site_label, att_end ());
  out->clobbers[0] = scratch;
  out->clobbers[1] = FLAGS_REG;
  out->nclobbers = 2;
  return true;
}

/* nopl RHASH(%rax) with a 32-bit displacement, written as bytes: gas
   would choose the displacement's size from its value.  */

void
rapcfi_arch_return_marker (uint32_t rhash, struct rapcfi_asm *out)
{
  snprintf (out->text, sizeof out->text,
	    ".byte\t0x0f, 0x1f, 0x80\n\t.long\t0x%08x", rhash);
  out->nclobbers = 0;
}

/* %r10 and %r11 are dead at a return: neither returns a value nor is
   callee-saved.  The fast path is two loads, an add and a branch not
   taken; the negated hash keeps the marker's value out of the check.  */

void
rapcfi_arch_return_check (uint32_t rhash, unsigned label,
			  struct rapcfi_asm *out)
{
  snprintf (out->text, sizeof out->text,
	    "%s"
	    "movq\t(%%%%rsp), %%%%r11\n\t"
	    "movl\t$%d, %%%%r10d\n\t"
	    "addl\t3(%%%%r11), %%%%r10d\n\t"
	    "jne\t.Lrapcfi_retfail%u\n"
	    ".Lrapcfi_ret%u:%s",
	    att_begin (), (int) (0u - rhash), label, label, att_end ());
  out->clobbers[0] = R10_REG;
  out->clobbers[1] = R11_REG;
  out->clobbers[2] = FLAGS_REG;
  out->nclobbers = 3;
}

/* The failure path runs where the return would have: the frame is gone,
   the CFA is %rsp + 8 and every callee-saved register has its caller's
   value again.  */

void
rapcfi_arch_return_failure_path (unsigned label, bool with_cfi,
				 bool uncached, struct rapcfi_asm *out)
{
  const char *stub = (uncached ? "__rapcfi_ret_fail_uncached"
		      : "__rapcfi_ret_fail");
  char call_stub[96];
  if (ix86_cmodel == CM_KERNEL)
    snprintf (call_stub, sizeof call_stub, "call\t%s", stub);
  else
    snprintf (call_stub, sizeof call_stub,
	      "call\t*%s@GOTPCREL(%%%%rip)", stub);
  snprintf (out->text, sizeof out->text,
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

unsigned
rapcfi_arch_nop_size (void)
{
  return 1;
}

bool
rapcfi_arch_return_address_signed (void)
{
  return false;
}

/* x86_64 has no pointer authentication.  */

bool
rapcfi_arch_return_address_pac_p (rtx_insn *, bool)
{
  return false;
}

bool
rapcfi_arch_return_authenticates (void)
{
  return false;
}

void
rapcfi_arch_typed_pac (uint32_t, bool, struct rapcfi_asm *)
{
  gcc_unreachable ();
}
