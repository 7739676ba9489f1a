/* Results of dlsym: the runtime's strict compat policy lets an indirect
   call reach a function outside instrumented code only when instrumented
   code took its address, and dlsym is how a program takes the address of
   a function it has no declaration of.  So every

     p = dlsym (handle, name);

   in instrumented code becomes

     tmp = dlsym (handle, name);
     p = __rapcfi_dlsym_result (tmp);

   which hands the result to the runtime to admit, and returns it.  The
   call to dlsym itself stays where it was: dlsym (RTLD_NEXT, ...) looks
   for the symbol after the object its caller is in.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"

namespace {

/* Whether FNDECL is the C library's dlsym or dlvsym.  */
bool
dlsym_decl_p (tree fndecl)
{
  if (!fndecl || !TREE_PUBLIC (fndecl) || DECL_INITIAL (fndecl)
      || !DECL_FILE_SCOPE_P (fndecl))
    return false;
  const char *name = rapcfi_function_name (fndecl);
  return strcmp (name, "dlsym") == 0 || strcmp (name, "dlvsym") == 0;
}

/* void *__rapcfi_dlsym_result (void *), built once per unit; a GC root
   (rapcfi_dlsym_roots).  */
tree admit_decl;

tree
get_admit_decl (void)
{
  if (!admit_decl)
    {
      tree type = build_function_type_list (ptr_type_node, ptr_type_node,
					    NULL_TREE);
      admit_decl = build_fn_decl ("__rapcfi_dlsym_result", type);
      TREE_NOTHROW (admit_decl) = 1;
      DECL_ATTRIBUTES (admit_decl)
	= tree_cons (get_identifier ("leaf"), NULL_TREE,
		     DECL_ATTRIBUTES (admit_decl));
    }
  return admit_decl;
}

/* Pass the result of CALL, at GSI, through __rapcfi_dlsym_result.  */
void
admit_result (gimple_stmt_iterator *gsi, gcall *call)
{
  tree lhs = gimple_call_lhs (call);
  tree result = (TREE_CODE (lhs) == SSA_NAME ? copy_ssa_name (lhs)
		 : make_ssa_name (TREE_TYPE (lhs)));
  gimple_call_set_lhs (call, result);
  update_stmt (call);

  tree admit = get_admit_decl ();
  gcall *admission = gimple_build_call (admit, 1, result);
  gimple_call_set_lhs (admission, lhs);
  gimple_set_location (admission, gimple_location (call));
  gsi_insert_after (gsi, admission, GSI_NEW_STMT);

  cgraph_node *caller = cgraph_node::get (current_function_decl);
  if (caller)
    caller->create_edge (cgraph_node::get_create (admit), admission,
			 gimple_bb (call)->count);
}

const pass_data pass_data_rapcfi_dlsym = {
  GIMPLE_PASS,		/* type */
  "rapcfi-dlsym",	/* name */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  PROP_cfg | PROP_ssa,	/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

class pass_rapcfi_dlsym : public gimple_opt_pass
{
public:
  pass_rapcfi_dlsym (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_rapcfi_dlsym, ctxt)
  {
  }

  bool gate (function *) final override
  {
    return rapcfi_opts.forward && rapcfi_opts.compat == RAPCFI_COMPAT_STRICT;
  }

  unsigned int execute (function *) final override;
};

unsigned int
pass_rapcfi_dlsym::execute (function *fun)
{
  basic_block bb;
  unsigned int todo = 0;

  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
	/* A dlsym that can throw (-fexceptions) ends its block: there is
	   no place after it on every path.  Its result is not admitted.  */
	if (call && gimple_call_lhs (call)
	    && dlsym_decl_p (gimple_call_fndecl (call))
	    && !stmt_ends_bb_p (call))
	  {
	    admit_result (&gsi, call);
	    /* The new call's memory operands.  */
	    todo = TODO_update_ssa_only_virtuals;
	    if (dump_file)
	      fprintf (dump_file, "%s: dlsym result admitted at line %d\n",
		       function_name (fun),
		       LOCATION_LINE (gimple_location (call)));
	  }
      }
  return todo;
}

} // anon namespace

const struct ggc_root_tab rapcfi_dlsym_roots[] = {
  { &admit_decl, 1, sizeof (admit_decl), gt_ggc_mx_tree_node,
    gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

opt_pass *
make_pass_rapcfi_dlsym (gcc::context *ctxt)
{
  return new pass_rapcfi_dlsym (ctxt);
}
