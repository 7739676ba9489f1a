/* riscv64 instruction sequences: the kCFI-layout preamble, the check
   before an indirect call or tail call, return-site markers and return
   checks (doc/ABI.md, "riscv64 inline mode").  */

#include "plugin/gcc-compat.h"
#include "arch/arch.h"
#include "arch/table-layout.h"

/* Nothing to adjust: jalr only takes a register, so the target checked
   is always the target called.  */

static void
init (void)
{
}

/* The .word hash, from the preamble's label to the entry.  */

/* GCC's nop, which the assembler compresses to c.nop (2 bytes) where
   the C extension is on.  */

static unsigned
nop_size (void)
{
  return TARGET_RVC ? 2 : 4;
}

/* The alignment GCC gives the entry of the current function, as log2 of
   bytes (varasm.cc, assemble_start_function): its declared alignment, or
   -falign-functions where that is more; at least 4 bytes, so that the
   hash before it is an aligned word, as Clang aligns it.  */

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
   before the patchable nops), and 4-byte nops before it keep the entry
   aligned (uncompressed: the count must not depend on the C extension).
   No __cfi_ symbol: Clang has none on riscv64 either.  Table mode keeps
   the layout with a zero word for the hash, an illegal instruction that
   stops whatever jumps there.  */

static void
output_preamble (FILE *file, const struct rapcfi_preamble *p)
{
  unsigned log = entry_alignment_log ();
  fprintf (file, "\t.p2align\t%u\n", log);
  if (log > 2)
    {
      fprintf (file, "\t.option\tpush\n\t.option\tnorvc\n");
      for (unsigned i = 0; i < ((1u << log) - 4) / 4; i++)
	fprintf (file, "\tnop\n");
      fprintf (file, "\t.option\tpop\n");
    }
  fprintf (file, ".Lrapcfi_pre%u:\n\t.word\t0x%08x\n", p->label,
	   p->table ? 0 : p->hash);
  for (unsigned i = 0; i < p->padding; i++)
    fprintf (file, "\tnop\n");
}

/* Temporaries that carry no argument, free before any call and after any
   epilogue: t1 and t2 first, as Clang's check uses them.  t0 is not
   among them: it is the link register of the calls to the failure stubs
   (t1 where the target is t0), which keeps ra as it was before a tail
   call.  */
static const unsigned scratch_candidates[] = { T1_REGNUM, T1_REGNUM + 1,
					       28, 29 };

/* The link register of a failure stub's call for a check of a call
   through TARGET.  */

static unsigned
stub_link (unsigned target)
{
  return target == T0_REGNUM ? T1_REGNUM : T0_REGNUM;
}

/* The registers of a check of the call INSN: the target's, and two free
   scratch registers.  False, having said why, when there
   are none.  */

static bool
check_registers (rtx_insn *insn, unsigned *target, unsigned *first,
		 unsigned *second)
{
  rtx call = get_call_rtx_from (insn);
  rtx reg = XEXP (XEXP (call, 0), 0);
  if (!REG_P (reg) || !GP_REG_P (REGNO (reg)) || REGNO (reg) == 0)
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
      rapcfi_refuse_indirect_call (insn, "no two of t1, t2, t3, t4 are "
				   "free before the call");
      return false;
    }
  *first = one;
  *second = two;
  return true;
}

/* The two instructions that put the 32-bit VALUE, sign-extended, into
   register REGNO: lui and addiw, as Clang builds the hash.  */

static uint32_t
upper_part (uint32_t value)
{
  return ((value + 0x800u) >> 12) & 0xfffffu;
}

static int
lower_part (uint32_t value)
{
  return (int) (value & 0xfffu) - (value & 0x800u ? 0x1000 : 0);
}

static void
print_constant (char *buf, size_t size, unsigned regno, uint32_t value)
{
  snprintf (buf, size, "lui\t%s, 0x%05x\n\taddiw\t%s, %s, %d",
	    reg_names[regno], upper_part (value), reg_names[regno],
	    reg_names[regno], lower_part (value));
}

/* Whether building HASH in REGNO would put the very word HASH in the
   code (lui's or addiw's), where it could pass for a preamble: the
   instruction after it, a fake entry.  Clang's check compares the plain
   hash; rapcfi keeps its shape, with the register chosen so that the
   value never appears whole.  */

static bool
constant_shows_hash_p (unsigned regno, uint32_t hash)
{
  uint32_t lui = upper_part (hash) << 12 | regno << 7 | 0x37u;
  uint32_t addiw = ((uint32_t) lower_part (hash) & 0xfffu) << 20
		   | regno << 15 | regno << 7 | 0x1bu;
  return lui == hash || addiw == hash;
}

/* How a failure path calls the runtime: through the GOT, because a lazily
   bound PLT entry clobbers t1, t2 and t3, and with the link register
   LINK, so that ra keeps its value (before a tail call, the function's
   own return address).  final reads a % in the text as an operand's:
   %% writes one.  */

static void
print_stub_call (char *buf, size_t size, const char *stub, unsigned scratch,
		 unsigned link)
{
  const char *s = reg_names[scratch];
  snprintf (buf, size,
	    "1:\tauipc\t%s, %%%%got_pcrel_hi(%s)\n\t"
	    "ld\t%s, %%%%pcrel_lo(1b)(%s)\n\t"
	    "jalr\t%s, %s",
	    s, stub, s, s, reg_names[link], s);
}

/* The failure path of a call check through TARGET, SCRATCH free.  The
   stub returns to the checked instruction through the link register
   (arch/riscv64/icall-stubs.S).  */

static void
print_icall_failure (char *buf, size_t size, unsigned target,
		     unsigned scratch)
{
  char stub[64];
  snprintf (stub, sizeof stub, "__rapcfi_icall_fail_%s", reg_names[target]);
  print_stub_call (buf, size, stub, scratch, stub_link (target));
}

/* The clobbers of a call check through TARGET with scratch registers
   FIRST and SECOND.  */

static void
icall_clobbers (unsigned target, unsigned first, unsigned second,
		struct rapcfi_asm *out)
{
  out->clobbers[0] = first;
  out->clobbers[1] = second;
  out->nclobbers = 2;
  if (stub_link (target) != first)
    out->clobbers[out->nclobbers++] = stub_link (target);
}

static bool
icall_check (rtx_insn *insn, uint32_t hash, unsigned prefix_nops,
	     unsigned site_label, struct rapcfi_asm *out)
{
  unsigned regno, loaded, expected;
  if (!check_registers (insn, &regno, &loaded, &expected))
    return false;
  if (constant_shows_hash_p (expected, hash))
    std::swap (loaded, expected);

  char expect[96], failure[256];
  print_constant (expect, sizeof expect, expected, hash);
  print_icall_failure (failure, sizeof failure, regno, loaded);
  rapcfi_asm_printf (out,
		     "lw\t%s, -%u(%s)\n\t"
		     "%s\n\t"
		     "beq\t%s, %s, .Lrapcfi_site%u\n\t"
		     "%s\n"
		     ".Lrapcfi_site%u:",
		     reg_names[loaded], 4 + nop_size () * prefix_nops,
		     reg_names[regno], expect, reg_names[loaded], reg_names[expected],
		     site_label, failure, site_label);
  icall_clobbers (regno, loaded, expected, out);
  return true;
}

/* The marker is one instruction that does nothing: lui or auipc into
   zero, a HINT (reserved for future standard use, which no extension
   uses; prefetches are ori and ntl.* add into zero).  It carries 20 bits
   of the return hash: bits 0-18 in imm[30:12], bit 19 in the opcode
   (bit 5: lui when set).  Bit 31 is set, so no marker is a valid
   function hash under hash=keyed, whose function hashes have it
   clear.  */

static uint32_t
marker_word (uint32_t rhash)
{
  return 0x80000017u | (rhash & 0x7ffffu) << 12 | ((rhash >> 19) & 1u) << 5;
}

static void
return_marker (uint32_t rhash, struct rapcfi_asm *out)
{
  uint32_t word = marker_word (rhash);
  rapcfi_asm_printf (out, "%s\tzero, 0x%05x",
		     word & 0x20u ? "lui" : "auipc", word >> 12);
  out->nclobbers = 0;
}

/* t0-t2 are dead at a return: none returns a value or is callee-saved
   (t2 is the static chain only at a function's entry).  The check
   reads the marker at ra and ret returns through ra: the return address
   is in a register already, whatever THROUGH_REGISTER says.  The marker
   itself is compared: the lui that builds it writes t2, not zero, so no
   check is a return site.  t0 is the failure path's link register.  */

static void
return_clobbers (struct rapcfi_asm *out)
{
  out->clobbers[0] = T0_REGNUM;
  out->clobbers[1] = T1_REGNUM;
  out->clobbers[2] = T1_REGNUM + 1;
  out->nclobbers = 3;
}

static void
return_check (uint32_t rhash, unsigned label, unsigned failure,
	      bool through_register ATTRIBUTE_UNUSED,
	      struct rapcfi_asm *out)
{
  char expect[96];
  print_constant (expect, sizeof expect, T1_REGNUM + 1, marker_word (rhash));
  rapcfi_asm_printf (out,
		     "lw\tt1, 0(ra)\n\t"
		     "%s\n\t"
		     "bne\tt1, t2, .Lrapcfi_retfail%u\n"
		     ".Lrapcfi_ret%u:",
		     expect, failure, label);
  return_clobbers (out);
}

/* The failure path runs where the return would have: the frame is gone,
   the CFA is sp and every callee-saved register has its caller's value
   again.  The stub (arch/riscv64/ret-stub.S) finds the return address
   under check in ra and returns to .Lrapcfi_site through t0.  */

static void
return_failure_path (unsigned label, bool with_cfi,
		     bool uncached,
		     bool through_register ATTRIBUTE_UNUSED,
		     bool direct ATTRIBUTE_UNUSED, /* no abi=kcfi yet */
		     struct rapcfi_asm *out)
{
  const char *stub = (uncached ? "__rapcfi_ret_fail_uncached"
		      : "__rapcfi_ret_fail");
  char call_stub[256];
  print_stub_call (call_stub, sizeof call_stub, stub, T1_REGNUM, T0_REGNUM);
  rapcfi_asm_printf (out,
		     "%s"
		     ".Lrapcfi_retfail%u:\n"
		     "%s\n"
		     ".Lrapcfi_site%u:\n\t"
		     "j\t.Lrapcfi_ret%u%s",
		     with_cfi ? ".cfi_remember_state\n\t"
		     ".cfi_def_cfa sp, 0\n\t"
		     ".cfi_same_value s0\n\t.cfi_same_value s1\n\t"
		     ".cfi_same_value s2\n\t.cfi_same_value s3\n\t"
		     ".cfi_same_value s4\n\t.cfi_same_value s5\n\t"
		     ".cfi_same_value s6\n\t.cfi_same_value s7\n\t"
		     ".cfi_same_value s8\n\t.cfi_same_value s9\n\t"
		     ".cfi_same_value s10\n\t.cfi_same_value s11\n\t"
		     ".cfi_same_value ra\n" : "",
		     label, call_stub, label, label,
		     with_cfi ? "\n\t.cfi_restore_state" : "");
  out->nclobbers = 0;
}

/* Table mode's lookup of the address in register ADDR (doc/ABI.md,
   "Table mode"): the slot's address into SLOT, ((ADDR >> 2) & 0xffffff)
   << 4 plus the base, then its address word into OTHER, compared with
   ADDR, branching to MISS when they differ, then its negated hash into
   SLOT.  Nothing is read at an offset from ADDR.  */

static void
print_table_load (char *buf, size_t size, unsigned addr, unsigned slot,
		  unsigned other, const char *miss)
{
  const char *a = reg_names[addr], *s = reg_names[slot];
  const char *o = reg_names[other];
  unsigned index_bits = __builtin_popcount (RAPCFI_TABLE_INDEX_MASK);
  unsigned scale_log = 2 + __builtin_ctz (RAPCFI_TABLE_SCALE);
  snprintf (buf, size,
	    "srli\t%s, %s, 2\n\t"
	    "slli\t%s, %s, %u\n\t"
	    "srli\t%s, %s, %u\n\t"
	    "lui\t%s, 0x%05x\n\t"
	    "add\t%s, %s, %s\n\t"
	    "ld\t%s, 0(%s)\n\t"
	    "bne\t%s, %s, %s\n\t"
	    "lw\t%s, %d(%s)",
	    s, a, s, s, 64 - index_bits, s, s, 64 - index_bits - scale_log,
	    o, RAPCFI_TABLE_BASE >> 12, s, s, o, o, s, o, a, miss,
	    s, RAPCFI_TABLE_HASH_OFFSET, s);
}

static bool
icall_check_table (rtx_insn *insn, uint32_t hash,
		   unsigned site_label, struct rapcfi_asm *out)
{
  unsigned regno, slot, other;
  if (!check_registers (insn, &regno, &slot, &other))
    return false;

  char load[384], expect[96], failure[256], miss[32];
  snprintf (miss, sizeof miss, ".Lrapcfi_miss%u", site_label);
  print_table_load (load, sizeof load, regno, slot, other, miss);
  print_constant (expect, sizeof expect, other, 0u - hash);
  print_icall_failure (failure, sizeof failure, regno, slot);
  rapcfi_asm_printf (out,
		     "%s\n\t"
		     "%s\n\t"
		     "beq\t%s, %s, .Lrapcfi_site%u\n"
		     "%s:\n\t"
		     "%s\n"
		     ".Lrapcfi_site%u:",
		     load, expect, reg_names[slot], reg_names[other], site_label,
		     miss, failure, site_label);
  icall_clobbers (regno, slot, other, out);
  return true;
}

/* t1 and t2 are dead at a return, as in inline mode; ra is checked and
   returned through, as there.  */

static void
return_check_table (uint32_t rhash, unsigned label, unsigned failure,
		    bool through_register ATTRIBUTE_UNUSED,
		    struct rapcfi_asm *out)
{
  char load[384], expect[96], fail[32];
  snprintf (fail, sizeof fail, ".Lrapcfi_retfail%u", failure);
  print_table_load (load, sizeof load, RETURN_ADDR_REGNUM, T1_REGNUM,
		    T1_REGNUM + 1, fail);
  print_constant (expect, sizeof expect, T1_REGNUM + 1, 0u - rhash);
  rapcfi_asm_printf (out,
		     "%s\n\t"
		     "%s\n\t"
		     "bne\tt1, t2, %s\n"
		     ".Lrapcfi_ret%u:",
		     load, expect, fail, label);
  return_clobbers (out);
}

/* The sequences use 64-bit registers and the records 64-bit pointers.  */

static const char *
unsupported (void)
{
  if (!TARGET_64BIT)
    return "for 32-bit code (-march=rv32*)";
  return NULL;
}

/* Table mode has no restriction of its own on riscv64.  */

static const char *
table_unsupported (void)
{
  return NULL;
}

/* rapcfi does not build riscv64 kernels: every object has a runtime to
   tell.  */

static bool
object_hooks_p (void)
{
  return true;
}

/* The hook jumps to the runtime with its own address as the argument,
   ra left for the runtime to return to the loader.  */

static void
output_object_hook (FILE *file, const char *name,
		    const char *runtime_function,
		    const char *section)
{
  fprintf (file, "\t.pushsection\t.text.%s,\"axG\",@progbits,"
	   "__rapcfi_object_hooks,comdat\n"
	   "\t.p2align\t2\n"
	   "\t.weak\t%s\n\t.hidden\t%s\n"
	   "\t.type\t%s, @function\n"
	   "%s:\n"
	   "\tauipc\ta0, 0\n"
	   "1:\tauipc\tt1, %%got_pcrel_hi(%s)\n"
	   "\tld\tt1, %%pcrel_lo(1b)(t1)\n"
	   "\tjr\tt1\n"
	   "\t.size\t%s, . - %s\n"
	   "\t.popsection\n"
	   "\t.pushsection\t.%s,\"awG\",@%s,__rapcfi_object_hooks,"
	   "comdat\n"
	   "\t.p2align\t3\n"
	   "\t.dword\t%s\n"
	   "\t.popsection\n",
	   name, name, name, name, name, runtime_function,
	   name, name, section, section, name);
}

/* A function that makes no call and never sets ra (no restore from its
   frame, no move into it) returns to what its caller's call put in ra,
   which no write to memory can change: its returns need no check.  A
   call, or anything else that writes ra, keeps the check.  */

static bool
return_address_stored_p (void)
{
  rtx ra = gen_rtx_REG (Pmode, RETURN_ADDR_REGNUM);
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (INSN_P (insn)
	&& ((CALL_P (insn) && !SIBLING_CALL_P (insn)) || reg_set_p (ra, insn)))
      return true;
  return false;
}

/* Every return goes through ra, checked in it.  */

const struct rapcfi_target rapcfi_target = {
  4,				/* preamble_size: the .word hash */
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
  NULL,				/* return_register_refusal: ra is a register */
  object_hooks_p,
  output_object_hook,
  NULL,				/* pac: no pointer authentication */
  NULL,				/* icall_check_kcfi: not yet */
  NULL,				/* code_hash: every hash fits */
};
