/* The late RTL pass: runs after machine reorg, when every call has its final
   register and nothing will move, merge or reload it any more.  It checks
   each indirect call and tail call against the hash of the type it is made
   through, marks the return site of every call and checks every return
   (returns.cc), and arranges the function's preamble.

   The expected type comes from the call's MEM_EXPR, which expand sets to
   *fn with fn converted to the type of the call (cfgexpand.cc).  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"
#include "arch/arch.h"

/* Emit the inline assembly SEQ, with its clobbers, right before INSN, or
   right after it when AFTER.  */

rtx_insn *
rapcfi_emit_asm (rtx_insn *insn, bool after, const struct rapcfi_asm *seq)
{
  /* Only real instructions have a location: INSN may be a note.  */
  location_t loc = INSN_P (insn) ? INSN_LOCATION (insn) : UNKNOWN_LOCATION;
  if (loc == UNKNOWN_LOCATION)
    loc = DECL_SOURCE_LOCATION (current_function_decl);

  /* final dereferences the location of an asm: give it a real one.  */
  rtx body = gen_rtx_ASM_OPERANDS (VOIDmode, ggc_strdup (seq->text), "", 0,
				   rtvec_alloc (0), rtvec_alloc (0),
				   rtvec_alloc (0), loc);
  MEM_VOLATILE_P (body) = 1;
  rtvec v = rtvec_alloc (1 + seq->nclobbers);
  RTVEC_ELT (v, 0) = body;
  for (int i = 0; i < seq->nclobbers; i++)
    {
      machine_mode mode = reg_raw_mode[seq->clobbers[i]];
      RTVEC_ELT (v, 1 + i)
	= gen_rtx_CLOBBER (VOIDmode, gen_rtx_REG (mode, seq->clobbers[i]));
    }
  rtx pattern = gen_rtx_PARALLEL (VOIDmode, v);
  rtx_insn *asm_insn = (after ? emit_insn_after (pattern, insn)
			: emit_insn_before (pattern, insn));
  INSN_LOCATION (asm_insn) = loc;
  return asm_insn;
}

/* Write into BUF (SIZE bytes) what FORMAT says with AP; a text that does
   not fit is an internal error.  */

static void
format_whole (char *buf, size_t size, const char *format, va_list ap)
{
  int length = vsnprintf (buf, size, format, ap);
  if (length < 0 || (size_t) length >= size)
    internal_error ("rapcfi: an instruction sequence does not fit in %u "
		    "bytes", (unsigned) size);
}

void
rapcfi_asm_printf (struct rapcfi_asm *out, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  format_whole (out->text, sizeof out->text, format, ap);
  va_end (ap);
}

void
rapcfi_format (char *buf, size_t size, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  format_whole (buf, size, format, ap);
  va_end (ap);
}

void
rapcfi_refuse_indirect_call (rtx_insn *insn, const char *why)
{
  error_at (INSN_LOCATION (insn),
	    "rapcfi: cannot check this indirect call: %s", why);
}

/* Whether the call INSN reads hard register REGNO besides its target: an
   argument or the static chain.  Registers the function usage lists as
   clobbered only (aarch64's x16 and x17, for linker veneers) are free
   before the call.  */

static bool
call_uses_reg_p (rtx_insn *insn, unsigned regno)
{
  for (rtx link = CALL_INSN_FUNCTION_USAGE (insn); link;
       link = XEXP (link, 1))
    {
      rtx use = XEXP (link, 0);
      if (GET_CODE (use) == USE && REG_P (XEXP (use, 0))
	  && REGNO (XEXP (use, 0)) <= regno
	  && regno < END_REGNO (XEXP (use, 0)))
	return true;
    }
  return false;
}

int
rapcfi_free_scratch (rtx_insn *insn, unsigned target,
		     const unsigned *candidates, size_t n, unsigned nth)
{
  unsigned found = 0;
  for (size_t i = 0; i < n; i++)
    if (candidates[i] != target && !call_uses_reg_p (insn, candidates[i])
	&& found++ == nth)
      return candidates[i];
  return -1;
}

/* Emit SEQ at the end of the function's hot part: before the switch to the
   cold section, if there is one, else after the last instruction.  What
   goes there lies inside the range the function's record gives.  */

void
rapcfi_emit_at_end (const struct rapcfi_asm *seq)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (NOTE_P (insn) && NOTE_KIND (insn) == NOTE_INSN_SWITCH_TEXT_SECTIONS)
      {
	rapcfi_emit_asm (insn, false, seq);
	return;
      }
  rapcfi_emit_asm (get_last_insn (), true, seq);
}

namespace {

/* The type an indirect call is made through, or NULL_TREE for a direct
   call.  *LOST is set when an indirect call has no type left.  */
tree
indirect_call_type (rtx_insn *insn, bool *lost)
{
  rtx call = get_call_rtx_from (insn);
  *lost = false;
  if (!call)
    return NULL_TREE;
  rtx mem = XEXP (call, 0);
  rtx addr = XEXP (mem, 0);
  if (CONSTANT_P (addr))
    return NULL_TREE;
  tree expr = MEM_EXPR (mem);
  if (expr && TREE_CODE (expr) == FUNCTION_DECL)
    return NULL_TREE;
  if (expr && FUNC_OR_METHOD_TYPE_P (TREE_TYPE (expr)))
    return TREE_TYPE (expr);
  *lost = true;
  return NULL_TREE;
}

void
check_indirect_call (rtx_insn *insn, tree fntype)
{
  struct rapcfi_type type;
  struct rapcfi_asm seq;
  bool tail = SIBLING_CALL_P (insn);

  if (!rapcfi_call_type (fntype, &type))
    return;
  if (lookup_attribute (rapcfi_unchecked_attribute, TYPE_ATTRIBUTES (fntype)))
    {
      statistics_counter_event (cfun, "rapcfi C++ library virtual calls "
				"not checked", 1);
      if (dump_file)
	fprintf (dump_file, "virtual call (insn %d) through a system "
		 "header's class not checked\n", INSN_UID (insn));
      return;
    }
  unsigned label = rapcfi_new_label ();
  bool checked;
  if (rapcfi_opts.table)
    checked = rapcfi_target.icall_check_table (insn, type.hash, label, &seq);
  else if (rapcfi_opts.kcfi)
    checked = rapcfi_target.icall_check_kcfi (insn, type.hash,
					      rapcfi_prefix_nops (), label,
					      &seq);
  else
    checked = rapcfi_target.icall_check (insn, type.hash,
					 rapcfi_prefix_nops (), label, &seq);
  if (!checked)
    return;
  rapcfi_emit_asm (insn, false, &seq);
  unsigned kind = tail ? RAPCFI_SITE_TAIL_CALL : RAPCFI_SITE_CALL;
  if (!prototype_p (fntype))
    kind |= RAPCFI_SITE_UNPROTOTYPED;
  rapcfi_record_site (label, insn, &type, kind);
  statistics_counter_event (cfun, (tail ? "rapcfi indirect tail calls checked"
				   : "rapcfi indirect calls checked"), 1);
  if (dump_file)
    fprintf (dump_file, "checked indirect %s (insn %d) for %s [0x%08x]\n",
	     tail ? "tail call" : "call", INSN_UID (insn), type.encoding,
	     type.hash);
}

/* The cold part of a function split in two (-freorder-blocks-and-partition)
   lies outside the range of its record: it gets a record of its own, or
   a return to a return site there would pass for one into code rapcfi
   did not compile.  */
void
record_cold_part (void)
{
  struct rapcfi_type type;
  rtx_insn *insn;
  for (insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (NOTE_P (insn) && NOTE_KIND (insn) == NOTE_INSN_SWITCH_TEXT_SECTIONS)
      break;
  if (!insn || !rapcfi_decl_type (current_function_decl, &type))
    return;

  unsigned start_label = rapcfi_new_label (), end_label = rapcfi_new_label ();
  struct rapcfi_asm label;
  label.nclobbers = 0;
  snprintf (label.text, sizeof label.text, ".Lrapcfi_cold%u:", start_label);
  rapcfi_emit_asm (insn, true, &label);
  snprintf (label.text, sizeof label.text, ".Lrapcfi_end%u:", end_label);
  rapcfi_emit_asm (get_last_insn (), true, &label);
  rapcfi_record_cold_part (start_label, end_label, current_function_decl,
			   &type);
}

void instrument_function (void);

const pass_data pass_data_rapcfi_late = {
  RTL_PASS,		/* type */
  "rapcfi",		/* name */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  0,			/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

class pass_rapcfi_late : public rtl_opt_pass
{
public:
  pass_rapcfi_late (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_rapcfi_late, ctxt)
  {
  }

  unsigned int execute (function *) final override;
};

unsigned int
pass_rapcfi_late::execute (function *)
{
  /* -ftime-report shows the pass under its own name, among the
     "client items": plugins cannot add to GCC's TV_* list.  */
  if (g_timer)
    g_timer->push_client_item ("rapcfi checks and markers");
  instrument_function ();
  if (g_timer)
    g_timer->pop_client_item ();
  return 0;
}

/* C++ inline functions and template instantiations are emitted in COMDAT
   groups, of which the linker keeps one copy per program.  The unit's
   tables refer to labels inside the function (its range, its check
   sites, its return sites), and a reference from outside the group into
   a discarded copy fails to link.  So the function leaves its group and
   stays a weak definition: every unit's copy is kept, with its records,
   and the linker binds the symbol to one of them, as it picks one group.
   The other members (a constructor's or destructor's aliases) leave it
   too, so that none is discarded under a label the tables name.  The
   cost is the duplicate copies' size.  */

void
leave_comdat_group (void)
{
  symtab_node *node = cgraph_node::get (current_function_decl);
  if (!node || !node->get_comdat_group ())
    return;
  auto_vec<symtab_node *> members;
  members.safe_push (node);
  for (symtab_node *n = node->same_comdat_group; n && n != node;
       n = n->same_comdat_group)
    members.safe_push (n);
  node->dissolve_same_comdat_group_list ();
  for (symtab_node *n : members)
    {
      n->set_comdat_group (NULL_TREE);
      if (TREE_PUBLIC (n->decl))
	DECL_WEAK (n->decl) = 1;
    }
  if (dump_file)
    fprintf (dump_file, "left its COMDAT group (%u members)\n",
	     members.length ());
}

/* The function the call INSN was written in: the innermost function
   inlined where it is, else the current function.  rapcfi_nocheck (Linux's
   __nocfi) is that function's, as Clang's no_sanitize ("kcfi") is: an
   exempt always-inline function (the kernel's bpf_dispatcher_nop_func)
   leaves its calls unchecked wherever it is inlined, and a checked one
   inlined into an exempt function keeps its calls checked.  */

static tree
call_written_in (rtx_insn *insn)
{
  for (tree block = LOCATION_BLOCK (INSN_LOCATION (insn));
       block && TREE_CODE (block) == BLOCK; block = BLOCK_SUPERCONTEXT (block))
    if (inlined_function_outer_scope_p (block))
      {
	tree origin = block_ultimate_origin (block);
	if (origin && TREE_CODE (origin) == FUNCTION_DECL)
	  return origin;
      }
  return current_function_decl;
}

/* Check the current function's indirect calls and returns, mark its return
   sites and arrange its preamble.  */

void
instrument_function (void)
{
  bool exempt = rapcfi_nocheck_p (current_function_decl);
  bool ifunc_resolver = (!exempt
			 && rapcfi_ifunc_resolver_p (current_function_decl));
  if (ifunc_resolver)
    {
      exempt = true;
      if (dump_file)
	fprintf (dump_file, "an ifunc resolver: its calls and returns are "
		 "not checked\n");
    }
  bool check_calls = rapcfi_opts.forward && !ifunc_resolver;
  bool check_returns = (rapcfi_opts.returns && !exempt
			&& rapcfi_returns_checkable_p ());
  if (check_returns && rapcfi_opts.ret_register)
    if (const char *why = (rapcfi_target.return_register_refusal
			   ? rapcfi_target.return_register_refusal ()
			   : NULL))
      {
	error_at (DECL_SOURCE_LOCATION (current_function_decl),
		  "rapcfi: %<-fplugin-arg-rapcfi-ret=register%> cannot "
		  "return from %qD through a register: %s",
		  current_function_decl, why);
	check_returns = false;
      }
  bool return_address_in_register = false;
  if (check_returns && rapcfi_target.return_address_stored_p
      && !rapcfi_target.return_address_stored_p ())
    {
      check_returns = false;
      return_address_in_register = true;
      if (dump_file)
	fprintf (dump_file, "returns not checked: the return address is "
		 "never stored in memory\n");
    }
  if (rapcfi_opts.returns && rapcfi_target.pac
      && rapcfi_target.pac->return_address_signed ())
    {
      /* The hardware checks them: pointer authentication.  */
      check_returns = false;
      if (dump_file)
	fprintf (dump_file, "returns not checked: the return address is "
		 "signed (pac-ret)\n");
      if (rapcfi_opts.pac_typed && !exempt)
	rapcfi_type_return_signatures ();
    }
  auto_vec<rtx_insn *> calls, returns;

  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (CALL_P (insn))
      calls.safe_push (insn);
    else if (JUMP_P (insn) && returnjump_p (insn))
      returns.safe_push (insn);

  for (rtx_insn *insn : calls)
    {
      bool lost;
      tree fntype = indirect_call_type (insn, &lost);
      bool check_call = (check_calls && (fntype || lost)
			 && !rapcfi_nocheck_p (call_written_in (insn)));
      if (check_call && fntype)
	check_indirect_call (insn, fntype);
      else if (check_call && lost)
	{
	  warning_at (INSN_LOCATION (insn), 0,
		      "rapcfi: the type of this indirect call was lost; "
		      "it is left unchecked");
	  statistics_counter_event (cfun, "rapcfi indirect calls unchecked",
				    1);
	}
      /* Callees check their returns whether or not this function is
	 exempt: every return site is marked.  */
      if (rapcfi_opts.returns)
	rapcfi_mark_return_site (insn);
    }

  if (return_address_in_register)
    statistics_counter_event (cfun, "rapcfi returns with the return address "
			      "never in memory", returns.length ());
  unsigned failure_path = RAPCFI_NO_LABEL;
  if (check_returns)
    for (rtx_insn *insn : returns)
      failure_path = rapcfi_check_return (insn, failure_path);

  /* The failure path goes inside the function's recorded range, so the
     runtime knows it for rapcfi's code and no return to it passes as a
     return into code rapcfi did not compile.  */
  if (failure_path != RAPCFI_NO_LABEL)
    rapcfi_emit_return_failure_path (failure_path);
  unsigned end_label = rapcfi_new_label ();
  struct rapcfi_asm end;
  snprintf (end.text, sizeof end.text, ".Lrapcfi_end%u:", end_label);
  end.nclobbers = 0;
  rapcfi_emit_at_end (&end);
  rapcfi_prepare_function_preamble (end_label);
  record_cold_part ();
  leave_comdat_group ();
}

} // anon namespace

opt_pass *
make_pass_rapcfi_late (gcc::context *ctxt)
{
  return new pass_rapcfi_late (ctxt);
}
