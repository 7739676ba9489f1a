/* aarch64 instruction sequences: the kCFI-layout preamble, the check
   before an indirect call or tail call, return-site markers and return
   checks (doc/ABI.md, "aarch64 inline mode").  */

#include "plugin/gcc-compat.h"
#include "arch/arch.h"
#include "arch/table-layout.h"

/* Nothing to adjust: blr and br only take a register, so the target
   checked is always the target called.  */

static void
init (void)
{
}

/* The .word hash, from the preamble's label to the entry.  */

/* The alignment GCC gives the entry of the current function, as log2 of
   bytes (varasm.cc, assemble_start_function): its declared alignment, or
   -falign-functions where that is more.  */

static unsigned
entry_alignment_log (void)
{
  tree decl = current_function_decl;
  unsigned log = floor_log2 (DECL_ALIGN (decl) / BITS_PER_UNIT);
  if (!DECL_USER_ALIGN (decl) && opt_for_fn (decl, flag_align_functions)
      && (unsigned) align_functions.levels[0].log > log)
    log = align_functions.levels[0].log;
  return log < 2 ? 2 : log;
}

/* Clang's kCFI layout: the hash is the word right before the entry (or
   before the patchable nops), and nops before it keep the entry aligned
   as GCC would have.  GCC's own alignment directive came before this one
   and changes nothing.  No __cfi_ symbol: Clang has none on aarch64
   either.  Table mode keeps the layout with udf #0 for the hash, which
   stops whatever jumps there.  */

static void
output_preamble (FILE *file, const struct rapcfi_preamble *p)
{
  unsigned log = entry_alignment_log ();
  fprintf (file, "\t.p2align\t%u\n", log);
  for (unsigned i = 0; i < ((1u << log) - 4) / 4; i++)
    fprintf (file, "\tnop\n");
  fprintf (file, ".Lrapcfi_pre%u:\n\t.word\t0x%08x\n", p->label,
	   p->table ? 0 : p->hash);
  for (unsigned i = 0; i < p->padding; i++)
    fprintf (file, "\tnop\n");
}

/* Registers free before any call and after any epilogue: the
   intra-procedure-call scratch registers, then temporaries that carry no
   argument.  A tail call's target is in x16 or x17 (GCC allows no
   other for br, so that it may land on bti c).  */
static const unsigned scratch_candidates[] = { 16, 17, 9, 10 };

/* The registers of a check of the call INSN: the target's, and two free
   scratch registers.  False, having said why, when there
   are none.  */

static bool
check_registers (rtx_insn *insn, unsigned *target, unsigned *first,
		 unsigned *second)
{
  rtx call = get_call_rtx_from (insn);
  rtx reg = XEXP (XEXP (call, 0), 0);
  if (!REG_P (reg) || REGNO (reg) > R30_REGNUM)
    {
      rapcfi_refuse_indirect_call (insn,
				   "its target is not in a general register");
      return false;
    }
  *target = REGNO (reg);
  int one = rapcfi_free_scratch (insn, *target, scratch_candidates,
				 ARRAY_SIZE (scratch_candidates), 0);
  int two = rapcfi_free_scratch (insn, *target, scratch_candidates,
				 ARRAY_SIZE (scratch_candidates), 1);
  if (one < 0 || two < 0)
    {
      rapcfi_refuse_indirect_call (insn, "no two of x16, x17, x9, x10 are "
				   "free before the call");
      return false;
    }
  *first = one;
  *second = two;
  return true;
}

/* The hash is compared as HASH + (-HASH) == 0: the plain value never
   appears in a check, so a check is never a fake preamble.  */

static void
print_negated (char *buf, size_t size, unsigned regno, uint32_t value)
{
  uint32_t negated = 0u - value;
  snprintf (buf, size, "movz\tw%u, #0x%04x\n\tmovk\tw%u, #0x%04x, lsl #16",
	    regno, negated & 0xffff, regno, negated >> 16);
}

/* How a failure path calls the runtime: through the GOT, because a lazily
   bound PLT entry may clobber any register the AAPCS lets a call clobber,
   the target's included.  */

static void
print_stub_call (char *buf, size_t size, const char *stub, unsigned scratch)
{
  snprintf (buf, size,
	    "adrp\tx%u, :got:%s\n\t"
	    "ldr\tx%u, [x%u, #:got_lo12:%s]\n\t"
	    "blr\tx%u",
	    scratch, stub, scratch, scratch, stub, scratch);
}

/* The failure path of a call check through TARGET, SCRATCH free: it keeps
   x30 on the stack, as before a tail call x30 is the function's own
   return address.  The stub returns to the checked instruction with x30
   restored (arch/aarch64/icall-stubs.S).  */

static void
print_icall_failure (char *buf, size_t size, unsigned target,
		     unsigned scratch)
{
  char stub[64], call_stub[192];
  snprintf (stub, sizeof stub, "__rapcfi_icall_fail_x%u", target);
  print_stub_call (call_stub, sizeof call_stub, stub, scratch);
  snprintf (buf, size, "str\tx30, [sp, #-16]!\n\t%s", call_stub);
}

static bool
icall_check (rtx_insn *insn, uint32_t hash, unsigned prefix_nops,
	     unsigned site_label, struct rapcfi_asm *out)
{
  unsigned regno, loaded, expected;
  if (!check_registers (insn, &regno, &loaded, &expected))
    return false;

  char expect[96], failure[256];
  print_negated (expect, sizeof expect, expected, hash);
  print_icall_failure (failure, sizeof failure, regno, loaded);
  rapcfi_asm_printf (out,
		     "ldur\tw%u, [x%u, #-%u]\n\t"
		     "%s\n\t"
		     "cmn\tw%u, w%u\n\t"
		     "b.eq\t.Lrapcfi_site%u\n\t"
		     "%s\n"
		     ".Lrapcfi_site%u:",
		     loaded, regno, 4 + 4 * prefix_nops, expect, loaded,
		     expected, site_label, failure, site_label);
  out->clobbers[0] = loaded;
  out->clobbers[1] = expected;
  out->clobbers[2] = CC_REGNUM;
  out->nclobbers = 3;
  return true;
}

/* abi=kcfi: Clang's check.  Linux (arch/arm64/kernel/traps.c,
   cfi_handler) finds nothing in the code: the brk's immediate, 0x8000
   with the index of the register holding the expected hash in bits 5-9
   and that of the target in bits 0-4, tells it where to read both; when
   it lets the call go on (CONFIG_CFI_PERMISSIVE) it resumes after the
   brk.  The hash is compared as it is, and set by two movk, as Clang's
   does: only the low 32 bits of the register are compared.  */

static bool
icall_check_kcfi (rtx_insn *insn, uint32_t hash, unsigned prefix_nops,
		  unsigned site_label, struct rapcfi_asm *out)
{
  unsigned regno, loaded, expected;
  if (!check_registers (insn, &regno, &loaded, &expected))
    return false;
  rapcfi_asm_printf (out,
		     "ldur\tw%u, [x%u, #-%u]\n\t"
		     "movk\tw%u, #0x%04x\n\t"
		     "movk\tw%u, #0x%04x, lsl #16\n\t"
		     "cmp\tw%u, w%u\n\t"
		     "b.eq\t.Lrapcfi_site%u\n\t"
		     "brk\t#0x%x\n"
		     ".Lrapcfi_site%u:",
		     loaded, regno, 4 + 4 * prefix_nops, expected,
		     hash & 0xffff, expected, hash >> 16, loaded, expected,
		     site_label, 0x8000u | expected << 5 | regno, site_label);
  out->clobbers[0] = loaded;
  out->clobbers[1] = expected;
  out->clobbers[2] = CC_REGNUM;
  out->nclobbers = 3;
  return true;
}

/* The marker is one instruction that does nothing: a logical operation
   on two X registers, shifted, into xzr (and, orr, eor or ands; a call
   leaves the flags undefined, so ands may set them).  It carries 21 bits
   of the return hash: bits 0-18 in its fields Rn, imm6, Rm, N and shift
   (bits 5-23), bits 19-20 in its opcode (bits 29-30).  Bit 31 is set, so
   no marker is a valid function hash under hash=keyed, whose function
   hashes have it clear.  */

static uint32_t
marker_word (uint32_t rhash)
{
  return (0x8a00001fu | (rhash & 0x7ffffu) << 5
	  | ((rhash >> 19) & 3u) << 29);
}

static void
return_marker (uint32_t rhash, struct rapcfi_asm *out)
{
  rapcfi_asm_printf (out, ".inst\t0x%08x", marker_word (rhash));
  out->nclobbers = 0;
}

/* x16 and x17 are dead at a return: neither returns a value nor is
   callee-saved.  The check reads the marker at x30 and ret returns
   through x30: the return address is in a register already, whatever
   THROUGH_REGISTER says.  */

static void
return_check (uint32_t rhash, unsigned label, unsigned failure,
	      bool through_register ATTRIBUTE_UNUSED,
	      struct rapcfi_asm *out)
{
  char expect[96];
  print_negated (expect, sizeof expect, 17, marker_word (rhash));
  rapcfi_asm_printf (out,
		     "ldr\tw16, [x30]\n\t"
		     "%s\n\t"
		     "cmn\tw16, w17\n\t"
		     "b.ne\t.Lrapcfi_retfail%u\n"
		     ".Lrapcfi_ret%u:",
		     expect, failure, label);
  out->clobbers[0] = R16_REGNUM;
  out->clobbers[1] = R16_REGNUM + 1;
  out->clobbers[2] = CC_REGNUM;
  out->nclobbers = 3;
}

/* The failure path runs where the return would have: the frame is gone,
   the CFA is sp and every callee-saved register has its caller's value
   again.  It pushes the return address under check for the stub
   (arch/aarch64/ret-stub.S, or a kernel's), whose return address is
   .Lrapcfi_site.  A direct bl may go through a linker's veneer, which
   changes x16 or x17 only: both are dead at a return.  */

static void
return_failure_path (unsigned label, bool with_cfi,
		     bool uncached,
		     bool through_register ATTRIBUTE_UNUSED,
		     bool direct, struct rapcfi_asm *out)
{
  const char *stub = (uncached ? "__rapcfi_ret_fail_uncached"
		      : "__rapcfi_ret_fail");
  char call_stub[256];
  if (direct)
    snprintf (call_stub, sizeof call_stub, "bl\t%s", stub);
  else
    print_stub_call (call_stub, sizeof call_stub, stub, 16);
  rapcfi_asm_printf (out,
		     "%s"
		     ".Lrapcfi_retfail%u:\n\t"
		     "str\tx30, [sp, #-16]!\n\t"
		     "%s"
		     "%s\n"
		     ".Lrapcfi_site%u:\n\t"
		     "ldr\tx30, [sp], #16\n\t"
		     "%s"
		     "b\t.Lrapcfi_ret%u%s",
		     with_cfi ? ".cfi_remember_state\n\t"
		     ".cfi_def_cfa sp, 0\n\t"
		     ".cfi_same_value x19\n\t.cfi_same_value x20\n\t"
		     ".cfi_same_value x21\n\t.cfi_same_value x22\n\t"
		     ".cfi_same_value x23\n\t.cfi_same_value x24\n\t"
		     ".cfi_same_value x25\n\t.cfi_same_value x26\n\t"
		     ".cfi_same_value x27\n\t.cfi_same_value x28\n\t"
		     ".cfi_same_value x29\n\t.cfi_same_value x30\n" : "",
		     label,
		     (with_cfi
		      ? ".cfi_def_cfa_offset 16\n\t.cfi_offset x30, -16\n\t"
		      : ""),
		     call_stub, label,
		     (with_cfi
		      ? ".cfi_def_cfa_offset 0\n\t.cfi_same_value x30\n\t"
		      : ""),
		     label,
		     with_cfi ? "\n\t.cfi_restore_state" : "");
  out->nclobbers = 0;
}

/* pac-ret: GCC signs x30 with SP in the prologue and authenticates it
   before every return (and before a tail call) of this function, so a
   return to an address that was not signed there at this SP faults.  The
   answer is GCC's own (config/aarch64/aarch64.cc), which cc1 exports.  */

static bool
return_address_signed (void)
{
  return aarch64_return_address_signing_enabled ();
}

/* GCC's pac-ret instructions, with the A key (paciasp, autiasp) or the B
   key (pacibsp, autibsp, -mbranch-protection=pac-ret+b-key).  */

static bool
signs_return_address (rtx_insn *insn, bool sign)
{
  if (!NONJUMP_INSN_P (insn) || recog_memoized (insn) < 0)
    return false;
  int code = INSN_CODE (insn);
  return (sign ? code == CODE_FOR_paciasp || code == CODE_FOR_pacibsp
	  : code == CODE_FOR_autiasp || code == CODE_FOR_autibsp);
}

/* From Armv8.3-A on (FEAT_PAuth), GCC returns with retaa or retab.  */

static bool
return_authenticates (void)
{
  return TARGET_PAUTH;
}

/* pac=typed signs x30 with the modifier SP ^ (RHASH << 32) instead of SP:
   pacia x30, x9 and autia x30, x9 (FEAT_PAuth, Armv8.3-A, written as
   words so that the assembler needs no -march), with the A key whichever
   key GCC chose.  Unlike paciasp they are not hints: a CPU without
   pointer authentication stops on them.  x9 and x10 are free at the entry
   and before every return and tail call: neither carries an argument nor
   a return value, and a tail call's target is in x16 or x17.  */

static void
typed_pac (uint32_t rhash, bool sign, struct rapcfi_asm *out)
{
  rapcfi_asm_printf (out,
		     "movz\tx10, #0x%04x, lsl #32\n\t"
		     "movk\tx10, #0x%04x, lsl #48\n\t"
		     "mov\tx9, sp\n\t"
		     "eor\tx9, x9, x10\n\t"
		     ".inst\t0x%08x\t// %s x30, x9",
		     rhash & 0xffff, rhash >> 16,
		     sign ? 0xdac1013eu : 0xdac1113eu,
		     sign ? "pacia" : "autia");
  out->clobbers[0] = R0_REGNUM + 9;
  out->clobbers[1] = R0_REGNUM + 10;
  out->clobbers[2] = R30_REGNUM;
  out->nclobbers = 3;
}

/* Table mode's lookup of the address in register ADDR (doc/ABI.md,
   "Table mode"): the slot's address into SLOT, then ldp loads the
   slot's address word into OTHER and its negated hash into SLOT.  Code
   is 4-byte aligned, so ((A >> 2) & 0xffffff) << 4 is the slot offset
   (A & RAPCFI_TABLE_INDEX_MASK) * RAPCFI_TABLE_SCALE.  Nothing is read at
   an offset from ADDR.  */

static void
print_table_load (char *buf, size_t size, unsigned addr, unsigned slot,
		  unsigned other)
{
  snprintf (buf, size,
	    "ubfx\tx%u, x%u, #2, #%d\n\t"
	    "movz\tx%u, #0x%04x, lsl #16\n\t"
	    "add\tx%u, x%u, x%u, lsl #%d\n\t"
	    "ldp\tx%u, x%u, [x%u]",
	    slot, addr, __builtin_popcount (RAPCFI_TABLE_INDEX_MASK),
	    other, RAPCFI_TABLE_BASE >> 16,
	    slot, other, slot, 2 + __builtin_ctz (RAPCFI_TABLE_SCALE),
	    other, slot, slot);
}

static bool
icall_check_table (rtx_insn *insn, uint32_t hash,
		   unsigned site_label, struct rapcfi_asm *out)
{
  unsigned regno, slot, other;
  if (!check_registers (insn, &regno, &slot, &other))
    return false;

  char load[256], expect[96], failure[256];
  print_table_load (load, sizeof load, regno, slot, other);
  print_negated (expect, sizeof expect, other, hash);
  print_icall_failure (failure, sizeof failure, regno, slot);
  rapcfi_asm_printf (out,
		     "%s\n\t"
		     "cmp\tx%u, x%u\n\t"
		     "b.ne\t.Lrapcfi_miss%u\n\t"
		     "%s\n\t"
		     "cmp\tw%u, w%u\n\t"
		     "b.eq\t.Lrapcfi_site%u\n"
		     ".Lrapcfi_miss%u:\n\t"
		     "%s\n"
		     ".Lrapcfi_site%u:",
		     load, other, regno, site_label, expect, slot, other,
		     site_label, site_label, failure, site_label);
  out->clobbers[0] = slot;
  out->clobbers[1] = other;
  out->clobbers[2] = CC_REGNUM;
  out->nclobbers = 3;
  return true;
}

/* x16 and x17 are dead at a return, as in inline mode; x30 is checked
   and returned through, as there.  */

static void
return_check_table (uint32_t rhash, unsigned label, unsigned failure,
		    bool through_register ATTRIBUTE_UNUSED,
		    struct rapcfi_asm *out)
{
  char load[256], expect[96];
  print_table_load (load, sizeof load, R30_REGNUM, 16, 17);
  print_negated (expect, sizeof expect, 17, rhash);
  rapcfi_asm_printf (out,
		     "%s\n\t"
		     "cmp\tx17, x30\n\t"
		     "b.ne\t.Lrapcfi_retfail%u\n\t"
		     "%s\n\t"
		     "cmp\tw16, w17\n\t"
		     "b.ne\t.Lrapcfi_retfail%u\n"
		     ".Lrapcfi_ret%u:",
		     load, failure, expect, failure, label);
  out->clobbers[0] = R16_REGNUM;
  out->clobbers[1] = R16_REGNUM + 1;
  out->clobbers[2] = CC_REGNUM;
  out->nclobbers = 3;
}

/* The records hold 64-bit pointers.  */

static const char *
unsupported (void)
{
  if (TARGET_ILP32)
    return "for ILP32 code (-mabi=ilp32)";
  return NULL;
}

/* Table mode has no restriction of its own on aarch64.  */

static const char *
table_unsupported (void)
{
  return NULL;
}

/* Every object has a runtime to tell: an aarch64 kernel is built under
   abi=kcfi, which writes no hooks (no -mcmodel says kernel here).  */

static bool
object_hooks_p (void)
{
  return true;
}

/* The hook branches to the runtime with its own address as the
   argument; bti c (a nop without BTI): the loader calls it through the
   array.  */

static void
output_object_hook (FILE *file, const char *name,
		    const char *runtime_function,
		    const char *section)
{
  fprintf (file, "\t.pushsection\t.text.%s,\"axG\",@progbits,"
	   "__rapcfi_object_hooks,comdat\n"
	   "\t.p2align\t2\n"
	   "\t.weak\t%s\n\t.hidden\t%s\n"
	   "\t.type\t%s, %%function\n"
	   "%s:\n"
	   "\thint\t34\t// bti c\n"
	   "\tadr\tx0, %s\n"
	   "\tadrp\tx16, :got:%s\n"
	   "\tldr\tx16, [x16, #:got_lo12:%s]\n"
	   "\tbr\tx16\n"
	   "\t.size\t%s, . - %s\n"
	   "\t.popsection\n"
	   "\t.pushsection\t.%s,\"awG\",@%s,__rapcfi_object_hooks,"
	   "comdat\n"
	   "\t.p2align\t3\n"
	   "\t.xword\t%s\n"
	   "\t.popsection\n",
	   name, name, name, name, name, name, runtime_function,
	   runtime_function, name, name, section, section, name);
}

/* Every return goes through x30, checked in it.  */

static const struct rapcfi_target_pac aarch64_pac = {
  return_address_signed,
  signs_return_address,
  return_authenticates,
  typed_pac,
};

/* A function that never saves x30 returns to what its caller's bl put
   there: no write to memory can change it, so its returns need no check
   (pac-ret leaves such functions unsigned for the same reason).  */

static bool
return_address_stored_p (void)
{
  return maybe_ge (cfun->machine->frame.reg_offset[R30_REGNUM], 0);
}

static unsigned
nop_size (void)
{
  return 4;
}

const struct rapcfi_target rapcfi_target = {
  4,				/* preamble_size */
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
  return_address_stored_p,
  NULL,				/* return_register_refusal */
  object_hooks_p,
  output_object_hook,
  &aarch64_pac,
  icall_check_kcfi,
  NULL,				/* code_hash: every hash fits */
};
