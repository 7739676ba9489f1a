/* Right after expand: give every indirect call a type that RTL
   cross-jumping keeps.

   The late pass reads the type an indirect call is made through from its
   MEM_EXPR, *fn, which expand builds anew for each call.  Cross-jumping
   (and head merging) may merge two identical call insns, and then keeps
   MEM_EXPR only when both are equal: two calls of one type through
   different pointers would lose it.  So every indirect call of one type
   gets the same MEM_EXPR, and its CALL_INSN_FUNCTION_USAGE a (use
   (const_int)) of the type's key, which old_insns_match_p compares: calls
   of different types are never merged, calls of one type keep it.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"

namespace {

/* What the late pass distinguishes in a call's type: its hash, whether
   it is prototyped (compat rules), whether it is left unchecked.  */
HOST_WIDE_INT
call_type_key (tree fntype)
{
  struct rapcfi_type type;
  if (!rapcfi_call_type (fntype, &type))
    return -1;
  return ((HOST_WIDE_INT) type.hash << 2
	  | (prototype_p (fntype) ? 0 : 2)
	  | (lookup_attribute (rapcfi_unchecked_attribute,
			       TYPE_ATTRIBUTES (fntype)) ? 1 : 0));
}

struct typed_call
{
  HOST_WIDE_INT key;
  tree expr;
};

unsigned int
share_call_types (void)
{
  auto_vec<typed_call> exprs;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!CALL_P (insn))
	continue;
      rtx call = get_call_rtx_from (insn);
      if (!call)
	continue;
      rtx mem = XEXP (call, 0);
      tree expr = MEM_EXPR (mem);
      if (CONSTANT_P (XEXP (mem, 0)) || !expr
	  || TREE_CODE (expr) == FUNCTION_DECL
	  || !FUNC_OR_METHOD_TYPE_P (TREE_TYPE (expr)))
	continue;
      HOST_WIDE_INT key = call_type_key (TREE_TYPE (expr));
      if (key < 0)
	continue;

      tree shared = NULL_TREE;
      for (const typed_call &t : exprs)
	if (t.key == key)
	  shared = t.expr;
      if (!shared)
	{
	  shared = expr;
	  exprs.safe_push ({ key, expr });
	}
      set_mem_expr (mem, shared);
      CALL_INSN_FUNCTION_USAGE (insn)
	= gen_rtx_EXPR_LIST (VOIDmode,
			     gen_rtx_USE (VOIDmode, GEN_INT (key)),
			     CALL_INSN_FUNCTION_USAGE (insn));
      if (dump_file)
	fprintf (dump_file, "indirect call (insn %d): type key "
		 HOST_WIDE_INT_PRINT_HEX "\n", INSN_UID (insn), key);
    }
  return 0;
}

const pass_data pass_data_rapcfi_call_types = {
  RTL_PASS,		/* type */
  "rapcfi_call_types",	/* name */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  0,			/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

class pass_rapcfi_call_types : public rtl_opt_pass
{
public:
  pass_rapcfi_call_types (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_rapcfi_call_types, ctxt)
  {
  }

  unsigned int
  execute (function *) final override
  {
    return share_call_types ();
  }
};

} // anon namespace

opt_pass *
make_pass_rapcfi_call_types (gcc::context *ctxt)
{
  return new pass_rapcfi_call_types (ctxt);
}
