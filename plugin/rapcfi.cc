/* rapcfi: hash-based control-flow integrity for C, as a GCC plugin.

   Every function whose address can escape gets its type's hash in the 16
   bytes before its entry (Clang kCFI's layout and hashes), and every
   indirect call and tail call is preceded by a check that the target
   carries the hash of the type the call is made through.  Every call is
   followed by a marker with the return hash of its callee's type, and
   every return checks that it returns to a marker of its own type.  A mismatch calls
   the runtime (librapcfi), which reports it and stops or, when permissive,
   lets the call go on.  Edges into code rapcfi did not compile are left to
   the runtime's compat policy.

   Usage:  gcc -fplugin=rapcfi [-fplugin-arg-rapcfi-KEY=VALUE...] ... -lrapcfi
   Keys: policy=enforce|permissive, edges=forward|return|both,
   compat=strict|loose|off, mode=inline|table, hash=kcfi|keyed, seed=HEX.

   mode=table keeps every hash out of the code, for execute-only memory:
   checks look the target or return address up in the runtime's sealed
   table, filled from the per-unit records.

   The parts: loader.cc (the plugin GCC loads, which checks the compiler's
   version and loads this one), options.cc (the keys), encode.cc (type encoding and hash),
   late.cc (the late RTL pass), returns.cc (backward edges), preamble.cc (hashes before entries),
   units.cc (the tables the runtime reads), lto.cc (the link without the
   plugin refused), arch/<target>/ (the instruction sequences).  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"
#include "arch/arch.h"

/* The C preprocessor exists in cc1 only, not in lto1: reach it weakly.  */
#pragma weak parse_in
#pragma weak cpp_define
#pragma weak cpp_force_token_locations
#pragma weak cpp_stop_forcing_token_locations

static struct plugin_info rapcfi_plugin_info = {
  RAPCFI_VERSION,
  NULL				/* help, set in rapcfi_impl_init */
};

/* Have the pass manager run PASS right after the first instance of the
   pass named REFERENCE.  */

static void
insert_pass_after (const char *plugin_name, opt_pass *pass,
		   const char *reference)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

static bool
no_asm_thunks (const_tree, HOST_WIDE_INT, HOST_WIDE_INT, const_tree)
{
  return false;
}

/* Called by the loader (loader.cc), which has checked that this is the
   compiler the plugin was built for.  */

extern "C" int
rapcfi_impl_init (struct plugin_name_args *info,
		  struct plugin_gcc_version *)
{
  rapcfi_plugin_info.help = rapcfi_help_text ();
  register_callback (info->base_name, PLUGIN_INFO, NULL, &rapcfi_plugin_info);

  if (!rapcfi_parse_options (info))
    return 1;

  if (!lang_GNU_C () && !lang_GNU_CXX ()
      && strcmp (lang_hooks.name, "GNU GIMPLE") != 0)
    {
      error ("rapcfi: only C and C++ are supported, not %s",
	     lang_hooks.name);
      return 1;
    }
  /* A this-adjusting thunk the target writes in assembly never reaches
     the RTL passes and would have no preamble, yet a vtable slot holds
     its address and a virtual call checks it.  Built as GIMPLE, it is
     compiled, and given a preamble, like any function.  */
  targetm.asm_out.can_output_mi_thunk = no_asm_thunks;

  insert_pass_after (info->base_name, make_pass_rapcfi_call_types (g),
		     "expand");
  insert_pass_after (info->base_name, make_pass_rapcfi_late (g), "mach");
  /* Right before expand, which makes tail calls into sibling calls.  */
  insert_pass_after (info->base_name, make_pass_rapcfi_tail_calls (g),
		     "optimized");
  /* Under abi=kcfi there is no runtime to admit dlsym's results.  */
  if (!rapcfi_opts.kcfi)
    {
      insert_pass_after (info->base_name, make_pass_rapcfi_dlsym (g),
			 "optimized");
      register_callback (info->base_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
			 (void *) rapcfi_dlsym_roots);
    }

  register_callback (info->base_name, PLUGIN_ATTRIBUTES,
		     rapcfi_register_attributes, NULL);
  register_callback (info->base_name, PLUGIN_ALL_IPA_PASSES_START,
		     rapcfi_record_types, NULL);
  register_callback (info->base_name, PLUGIN_ALL_IPA_PASSES_START,
		     rapcfi_lto_add_guard, NULL);
  register_callback (info->base_name, PLUGIN_ALL_IPA_PASSES_END,
		     rapcfi_lto_drop_guard, NULL);
  register_callback (info->base_name, PLUGIN_FINISH_UNIT, rapcfi_finish_unit,
		     NULL);

  rapcfi_target.init ();
  const char *unsupported;
  if ((unsupported = rapcfi_target.unsupported ()))
    {
      error ("rapcfi: not supported %s", unsupported);
      return 1;
    }
  /* libgcc's __morestack calls its caller back one byte after the return
     address of its call, inside the return-site marker there.  */
  if (flag_split_stack > 0)
    {
      error ("rapcfi: %qs is not supported", "-fsplit-stack");
      return 1;
    }
  if (rapcfi_opts.table && (unsupported = rapcfi_target.table_unsupported ()))
    {
      error ("rapcfi: %<-fplugin-arg-rapcfi-mode=table%> is not supported %s",
	     unsupported);
      return 1;
    }
  if (rapcfi_opts.kcfi && !rapcfi_target.icall_check_kcfi)
    {
      error ("rapcfi: %<-fplugin-arg-rapcfi-abi=kcfi%> is not supported "
	     "on this target");
      return 1;
    }
  rapcfi_install_preamble_hook ();
  if (&parse_in && parse_in)
    {
      /* No source file is open yet: give the definition the location GCC
	 gives its own predefined macros.  */
      cpp_force_token_locations (parse_in, BUILTINS_LOCATION);
      cpp_define (parse_in, "__RAPCFI__");
      /* Linux marks the functions whose indirect calls kCFI must not
	 check __nocfi, which it defines as no_sanitize ("kcfi") for Clang
	 and as nothing for GCC, which drops that attribute: in kCFI's
	 ABI it is rapcfi's own.  */
      if (rapcfi_opts.kcfi)
	cpp_define (parse_in, "__nocfi=__attribute__((rapcfi_nocheck))");
      cpp_stop_forcing_token_locations (parse_in);
    }
  return 0;
}
