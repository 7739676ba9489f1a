/* Backward edges: every call that can return is followed by a return-site
   marker carrying the return hash of the callee's type, and every return
   checks that its return address is such a marker for its own type.

   A tail call from a function of type A to one of type B would make B
   return to A's caller, whose marker says A: the GIMPLE pass below keeps
   tail calls only where the two return hashes agree and turns the others
   into ordinary calls.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"
#include "arch/arch.h"

/* Whether the current function's returns can be checked: its epilogue is
   GCC's and its return address is where a return expects it.  */

bool
rapcfi_returns_checkable_p (void)
{
  tree attrs = DECL_ATTRIBUTES (current_function_decl);
  return (!crtl->calls_eh_return
	  && !lookup_attribute ("naked", attrs)
	  && !lookup_attribute ("interrupt", attrs));
}

/* The declaration of the function CALL calls directly, or NULL_TREE.
   The symbol's own declaration first: for a call GCC made through a
   builtin (fprintf as __builtin___fprintf_chk) MEM_EXPR is the
   builtin's, typed with GCC's idea of FILE *.  */

static tree
direct_callee (rtx_insn *call)
{
  rtx mem = XEXP (get_call_rtx_from (call), 0);
  rtx addr = XEXP (mem, 0);
  tree expr = MEM_EXPR (mem);
  if (SYMBOL_REF_P (addr) && SYMBOL_REF_DECL (addr)
      && TREE_CODE (SYMBOL_REF_DECL (addr)) == FUNCTION_DECL)
    return SYMBOL_REF_DECL (addr);
  if (expr && TREE_CODE (expr) == FUNCTION_DECL)
    return expr;
  return NULL_TREE;
}

/* The type of the function CALL calls, as its return site must name it:
   the callee's declaration for a direct call, the type the call is made
   through for an indirect one.  */

static bool
callee_type (rtx_insn *call, struct rapcfi_type *type)
{
  tree fndecl = direct_callee (call);
  if (fndecl)
    return rapcfi_decl_type (fndecl, type);
  tree expr = MEM_EXPR (XEXP (get_call_rtx_from (call), 0));
  if (expr && FUNC_OR_METHOD_TYPE_P (TREE_TYPE (expr)))
    return rapcfi_call_type (TREE_TYPE (expr), type);
  return false;
}

/* Table mode: label the return site of CALL, whose callee has TYPE, for
   its record; the runtime finds the return hash there, and what the call
   is for the rules that let a function return to a site of another type
   (doc/ABI.md, "Table mode").  */

static void
record_return_site (rtx_insn *call, const struct rapcfi_type *type,
		    uint32_t rhash)
{
  enum rapcfi_return_site_kind kind = RAPCFI_RETURN_AFTER_CALL;
  const char *string = NULL;
  tree fndecl = direct_callee (call);
  if (fndecl)
    {
      kind = RAPCFI_RETURN_AFTER_DIRECT_CALL;
      string = rapcfi_function_name (fndecl);
    }
  else
    {
      tree expr = MEM_EXPR (XEXP (get_call_rtx_from (call), 0));
      if (expr && FUNC_OR_METHOD_TYPE_P (TREE_TYPE (expr))
	  && !prototype_p (TREE_TYPE (expr)))
	kind = RAPCFI_RETURN_AFTER_UNPROTOTYPED_CALL;
      else if (strcmp (type->encoding, "?") != 0)
	kind = RAPCFI_RETURN_AFTER_TYPED_CALL;
      if (kind != RAPCFI_RETURN_AFTER_CALL)
	string = type->encoding;
    }

  unsigned label = rapcfi_new_label ();
  struct rapcfi_asm at;
  snprintf (at.text, sizeof at.text, ".Lrapcfi_rs%u:", label);
  at.nclobbers = 0;
  rapcfi_emit_asm (call, true, &at);
  rapcfi_record_return_site (label, rhash, kind, string);
}

void
rapcfi_mark_return_site (rtx_insn *call)
{
  if (SIBLING_CALL_P (call) || find_reg_note (call, REG_NORETURN, NULL_RTX))
    return;

  /* A library call GCC makes on its own (__divti3, __tls_get_addr) has no
     declaration: no rapcfi-compiled function can be its callee, so no
     check will read its marker.  */
  struct rapcfi_type type;
  if (!callee_type (call, &type))
    {
      type.encoding = "?";
      if (dump_file)
	fprintf (dump_file, "call insn %d: callee type unknown\n",
		 INSN_UID (call));
    }

  /* Table mode keeps the marker's bytes, without the hash, so that both
     modes lay out code alike (the marker runs, whatever is written in
     it, and changes nothing the code after a call reads).  */
  uint32_t rhash = rapcfi_return_hash (&type);
  struct rapcfi_asm marker;
  rapcfi_target.return_marker (rapcfi_opts.table ? 0 : rhash, &marker);
  rapcfi_emit_asm (call, true, &marker);
  statistics_counter_event (cfun, "rapcfi return sites marked", 1);
  if (rapcfi_opts.table)
    record_return_site (call, &type, rhash);
}

/* Check the return RET, whose mismatch goes to the function's failure
   path FAILURE, or to one of its own when the function has none yet
   (RAPCFI_NO_LABEL); return the label of that failure path.  One
   failure path serves every return of a function, as all of them
   restore the same state and return alike: it has the record of the
   function's return checks.  */

unsigned
rapcfi_check_return (rtx_insn *ret, unsigned failure)
{
  struct rapcfi_type type;
  if (!rapcfi_decl_type (current_function_decl, &type))
    gcc_unreachable ();

  struct rapcfi_type expected = type;
  expected.hash = rapcfi_return_hash (&type);
  unsigned label = rapcfi_new_label ();
  if (failure == RAPCFI_NO_LABEL)
    failure = label;
  struct rapcfi_asm check;
  if (rapcfi_opts.table)
    rapcfi_target.return_check_table (expected.hash, label, failure,
				      rapcfi_opts.ret_register, &check);
  else
    rapcfi_target.return_check (expected.hash, label, failure,
				rapcfi_opts.ret_register, &check);
  rapcfi_emit_asm (ret, false, &check);
  if (failure == label)
    rapcfi_record_site (label, ret, &expected, RAPCFI_SITE_RETURN);
  statistics_counter_event (cfun, "rapcfi returns checked", 1);
  if (dump_file)
    fprintf (dump_file, "checked return (insn %d) for %s [0x%08x]\n",
	     INSN_UID (ret), type.encoding, expected.hash);
  return failure;
}

/* Put the failure path FAILURE of the function's return checks at the
   end of its hot part, out of the way of the code that runs.  */

void
rapcfi_emit_return_failure_path (unsigned failure)
{
  struct rapcfi_asm path;
  rapcfi_target.return_failure_path (failure, dwarf2out_do_cfi_asm (),
				     rapcfi_opts.compat == RAPCFI_COMPAT_OFF,
				     rapcfi_opts.ret_register, rapcfi_opts.kcfi,
				     &path);
  rapcfi_emit_at_end (&path);
  statistics_counter_event (cfun, "rapcfi return failure paths", 1);
}

/* pac=typed: replace the current function's signing and authentication
   of its return address, whose modifier is SP, by ones whose modifier is
   SP and the function's return hash, so that a return address signed in
   a function of one type fails authentication in a function of another
   type at the same stack depth.  The replacement takes over the
   instruction's notes: the CFI still says when the return address is
   signed.  */

void
rapcfi_type_return_signatures (void)
{
  struct rapcfi_type type;
  if (!rapcfi_decl_type (current_function_decl, &type))
    gcc_unreachable ();
  uint32_t rhash = rapcfi_return_hash (&type);

  /* A return that authenticates by itself uses SP alone.  */
  if (rapcfi_target.pac->return_authenticates ())
    {
      error_at (DECL_SOURCE_LOCATION (current_function_decl),
		"rapcfi: %<-fplugin-arg-rapcfi-pac=typed%> cannot bind the "
		"signature of %qD: its returns authenticate it by themselves "
		"(%<-march=armv8.3-a%> or later); use an earlier %<-march%>",
		current_function_decl);
      return;
    }

  unsigned signs = 0, auths = 0;
  rtx_insn *next;
  for (rtx_insn *insn = get_insns (); insn; insn = next)
    {
      next = NEXT_INSN (insn);
      bool sign = rapcfi_target.pac->signs_return_address (insn, true);
      if (!sign && !rapcfi_target.pac->signs_return_address (insn, false))
	continue;
      struct rapcfi_asm seq;
      rapcfi_target.pac->typed_pac (rhash, sign, &seq);
      rtx_insn *typed = rapcfi_emit_asm (insn, false, &seq);
      REG_NOTES (typed) = REG_NOTES (insn);
      RTX_FRAME_RELATED_P (typed) = RTX_FRAME_RELATED_P (insn);
      REG_NOTES (insn) = NULL_RTX;
      delete_insn (insn);
      (sign ? signs : auths)++;
    }
  if (dump_file)
    fprintf (dump_file, "return address signed with the return hash of %s "
	     "[0x%08x] (pac=typed): %u signed, %u authenticated\n",
	     type.encoding, rhash, signs, auths);
}

namespace {

/* Keep the tail call CALL only when its callee returns with the same
   return hash as the current function.  */
void
keep_tail_call_if_types_agree (gcall *call, const struct rapcfi_type *caller)
{
  struct rapcfi_type callee;
  tree fndecl = gimple_call_fndecl (call);
  bool known = (fndecl ? rapcfi_decl_type (fndecl, &callee)
		: (gimple_call_fntype (call)
		   && rapcfi_call_type (gimple_call_fntype (call), &callee)));
  if (known && strcmp (callee.encoding, caller->encoding) == 0)
    return;

  gimple_call_set_tail (call, false);
  statistics_counter_event (cfun, "rapcfi tail calls made normal calls", 1);
  if (dump_file)
    {
      fprintf (dump_file, "tail call made a normal call: callee type %s, "
	       "caller type %s\n", known ? callee.encoding : "unknown",
	       caller->encoding);
      print_gimple_stmt (dump_file, call, 0);
    }
}

/* The symbolic name of an inline assembly input operand whose value, a
   constant pointer to a function type, is replaced by that type's return
   hash: for assembly that calls through such a pointer and must write the
   return-site marker after its call (doc/ABI.md, "Assembly functions").  */
const char *const rethash_operand_name = "rapcfi_rethash";

/* Replace the value of every input operand of ASM named
   rethash_operand_name by the return hash of the type it points to.  */
void
fill_rethash_operands (gasm *stmt)
{
  for (unsigned i = 0; i < gimple_asm_ninputs (stmt); i++)
    {
      tree op = gimple_asm_input_op (stmt, i);
      tree name = TREE_PURPOSE (TREE_PURPOSE (op));
      if (!name || strcmp (TREE_STRING_POINTER (name),
			   rethash_operand_name) != 0)
	continue;
      tree value = TREE_VALUE (op);
      struct rapcfi_type type;
      if (TREE_CODE (value) != INTEGER_CST
	  || !FUNCTION_POINTER_TYPE_P (TREE_TYPE (value))
	  || !rapcfi_call_type (TREE_TYPE (TREE_TYPE (value)), &type))
	{
	  error_at (gimple_location (stmt),
		    "rapcfi: the inline assembly operand %qs must be a "
		    "constant pointer to a function type, such as "
		    "%<(void (*) (int)) 0%>", rethash_operand_name);
	  continue;
	}
      uint32_t rhash = rapcfi_return_hash (&type);
      TREE_VALUE (op) = build_int_cstu (unsigned_type_node, rhash);
      if (dump_file)
	fprintf (dump_file, "inline assembly operand %s: return hash of %s "
		 "[0x%08x]\n", rethash_operand_name, type.encoding, rhash);
    }
}

/* Right before expand: with return checks, tail calls kept only where
   the types agree; always, the return hashes inline assembly asks for.  */
const pass_data pass_data_rapcfi_tail_calls = {
  GIMPLE_PASS,		/* type */
  "rapcfi-tail",	/* name */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  PROP_cfg,		/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

class pass_rapcfi_tail_calls : public gimple_opt_pass
{
public:
  pass_rapcfi_tail_calls (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_rapcfi_tail_calls, ctxt)
  {
  }

  unsigned int execute (function *) final override;
};

unsigned int
pass_rapcfi_tail_calls::execute (function *fun)
{
  struct rapcfi_type caller;
  bool typed = (rapcfi_opts.returns
		&& rapcfi_decl_type (current_function_decl, &caller));
  basic_block bb;

  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi)))
	{
	  if (typed && gimple_call_tail_p (call))
	    keep_tail_call_if_types_agree (call, &caller);
	}
      else if (gasm *stmt = dyn_cast<gasm *> (gsi_stmt (gsi)))
	fill_rethash_operands (stmt);
  return 0;
}

} // anon namespace

opt_pass *
make_pass_rapcfi_tail_calls (gcc::context *ctxt)
{
  return new pass_rapcfi_tail_calls (ctxt);
}
