/* Before IPA (PLUGIN_ALL_IPA_PASSES_START), while every type is still as
   the front end built it: record the type of every function on its
   declaration and the type every indirect call expects on the call.

   Recording now keeps later passes from changing them: clones (IPA-SRA,
   IPA-CP) keep their origin's type, and LTO, which streams types without
   what the encoding needs (typedef names of anonymous structs, _Atomic),
   reads the recorded hashes instead.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"

namespace {

/* A call through an unprototyped type, f (a, b) with f declared
   "int f ()": C requires its promoted arguments to match the callee's
   parameters, so they are the prototype to check against.  A call without
   arguments keeps the unprototyped type, which is also the type of a K&R
   definition without parameters ("int f () { ... }").  */
tree
promoted_prototype (gcall *call, tree fntype)
{
  tree params = void_list_node;
  for (int i = gimple_call_num_args (call) - 1; i >= 0; i--)
    params = tree_cons (NULL_TREE,
			TYPE_MAIN_VARIANT (TREE_TYPE (gimple_call_arg (call, i))),
			params);
  return build_function_type (TREE_TYPE (fntype), params);
}

void
attach_decl_type (tree decl, const struct rapcfi_type *type, uint32_t extra)
{
  DECL_ATTRIBUTES (decl)
    = tree_cons (get_identifier (rapcfi_type_attribute),
		 rapcfi_type_attribute_args (type, extra),
		 DECL_ATTRIBUTES (decl));
}

bool
has_type_attribute_p (tree decl)
{
  return lookup_attribute (rapcfi_type_attribute, DECL_ATTRIBUTES (decl));
}

/* Whether CALL is a C++ virtual call through a class a system header
   declares (std::exception, std::basic_streambuf).  Its overriders are
   mostly in libstdc++, whose vtables hand out their addresses: code
   rapcfi did not compile, which no instrumented code takes the address
   of, so compat=strict would refuse a correct e.what ().  Such a call is
   left unchecked (README, "C++"); its return-site marker stays, for an
   overrider the program defines.  */
bool
library_virtual_call_p (gcall *call)
{
  tree fn = gimple_call_fn (call);
  if (!fn || TREE_CODE (fn) != OBJ_TYPE_REF)
    return false;
  tree cls = TYPE_MAIN_VARIANT (obj_type_ref_class (fn));
  tree name = TYPE_NAME (cls);
  return name && TREE_CODE (name) == TYPE_DECL && DECL_IN_SYSTEM_HEADER (name);
}

/* Record what CALL expects; return the expected hash, or 0 for a call
   that needs no record.  */
uint32_t
record_call (gcall *call)
{
  tree fntype = gimple_call_fntype (call);
  if (!fntype || gimple_call_internal_p (call))
    return 0;

  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && fndecl_built_in_p (fndecl))
    return 0;

  struct rapcfi_type type;
  tree expected = (prototype_p (fntype) || gimple_call_num_args (call) == 0
		   ? fntype : promoted_prototype (call, fntype));
  if (!rapcfi_encode_fntype (expected, &type))
    return 0;

  if (fndecl)
    {
      /* A direct call to a function declared without a prototype and
	 defined elsewhere: its arguments tell its type.  */
      if (!prototype_p (TREE_TYPE (fndecl)) && !DECL_INITIAL (fndecl)
	  && !has_type_attribute_p (fndecl))
	attach_decl_type (fndecl, &type, 0);
      return 0;
    }

  /* The call keeps its ABI (an unprototyped call still sets %al for a
     variadic callee): only a variant of its type carries the record.  */
  tree attr = tree_cons (get_identifier (rapcfi_type_attribute),
			 rapcfi_type_attribute_args (&type, 0), NULL_TREE);
  if (library_virtual_call_p (call))
    attr = tree_cons (get_identifier (rapcfi_unchecked_attribute), NULL_TREE,
		      attr);
  gimple_call_set_fntype (call, build_type_attribute_variant (fntype, attr));
  return type.hash;
}

/* Record the calls of the body of NODE; return a digest of the types its
   indirect calls expect.  */
uint32_t
record_body (cgraph_node *node)
{
  function *fn = DECL_STRUCT_FUNCTION (node->decl);
  uint32_t digest = 0;
  basic_block bb;

  if (!fn || !fn->cfg)
    return 0;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi)))
	{
	  uint32_t hash = record_call (call);
	  if (hash)
	    digest = (digest ^ hash) * 0x01000193u;
	}
  return digest;
}

} // anon namespace

void
rapcfi_record_types (void *, void *)
{
  cgraph_node *node;
  struct rapcfi_type type;

  /* Bodies first: their calls name the types of unprototyped callees.
     The digest goes into the declaration's record, so that IPA-ICF, which
     compares those, does not fold two bodies whose calls expect different
     types (their code would be the same, their checks not).  */
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      uint32_t digest = record_body (node);
      if (!has_type_attribute_p (node->decl)
	  && rapcfi_decl_type (node->decl, &type))
	attach_decl_type (node->decl, &type, digest);
    }

  FOR_EACH_FUNCTION (node)
    {
      if (!has_type_attribute_p (node->decl)
	  && rapcfi_decl_type (node->decl, &type))
	attach_decl_type (node->decl, &type, 0);
      /* An extern inline function's body is for inlining only (glibc's
	 atoi at -O2): its address is the external definition's.  */
      if ((!node->definition || DECL_EXTERNAL (node->decl))
	  && node->address_taken
	  && rapcfi_decl_type (node->decl, &type))
	rapcfi_record_typeid (node->decl, &type);
      if (node->address_taken)
	{
	  auto_vec<rapcfi_type> member_types;
	  rapcfi_member_types (node->decl, &member_types);
	  for (const rapcfi_type &t : member_types)
	    rapcfi_record_member_type (node->decl, &t);
	}
    }
}
