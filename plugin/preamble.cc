/* Preambles: the hash in the bytes before the entry of every function whose
   address can escape.

   GCC writes the function's alignment, then asks the target for the
   patchable nops that go before the label
   (targetm.asm_out.print_patchable_function_entry), then writes the label.
   rapcfi wraps that hook and, for a function that needs a preamble, asks
   for one more nop than the user did, so the hook is called right where the
   preamble belongs even without -fpatchable-function-entry.  The wrapper
   writes the preamble and then the user's nops, if any.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"
#include "arch/arch.h"

static void (*target_patchable_entry) (FILE *, unsigned HOST_WIDE_INT, bool);

/* The preamble of the function being output, between the late pass and
   the hook.  */
static struct
{
  bool pending;
  bool label_written;
  unsigned user_entry;		/* The nops the user wanted before...  */
  unsigned user_size;		/* ... and in all.  */
  struct rapcfi_preamble preamble;
} current;

static void
print_preamble_and_patch_area (FILE *file, unsigned HOST_WIDE_INT count,
			       bool record_p)
{
  if (!current.pending)
    {
      target_patchable_entry (file, count, record_p);
      return;
    }
  if (!current.label_written)
    {
      current.label_written = true;
      rapcfi_target.output_preamble (file, &current.preamble);
      if (current.user_entry > 0)
	target_patchable_entry (file, current.user_entry, true);
      return;
    }
  current.pending = false;
  if (current.user_size > current.user_entry)
    target_patchable_entry (file, current.user_size - current.user_entry,
			    current.user_entry == 0);
}

void
rapcfi_install_preamble_hook (void)
{
  target_patchable_entry = targetm.asm_out.print_patchable_function_entry;
  targetm.asm_out.print_patchable_function_entry
    = print_preamble_and_patch_area;
}

/* The nops -fpatchable-function-entry=N,M puts between the hash and the
   entry (M): call sites read the hash past them.  */

unsigned
rapcfi_prefix_nops (void)
{
  HOST_WIDE_INT size = 0, entry = 0;
  if (flag_patchable_function_entry)
    parse_and_check_patch_area (flag_patchable_function_entry, false, &size,
				&entry);
  return entry;
}

static bool
escapes_p (cgraph_node *node, void *)
{
  return (TREE_PUBLIC (node->decl) || node->address_taken
	  || node->externally_visible || DECL_PRESERVE_P (node->decl));
}

/* Whether the address of the current function can escape: it is
   externally visible or its address is taken, under any of its names.  */

static bool
needs_preamble_p (tree decl)
{
  cgraph_node *node = cgraph_node::get (decl);
  if (!node)
    return TREE_PUBLIC (decl);
  return node->call_for_symbol_and_aliases (escapes_p, NULL, true);
}

static const char *
visibility_directive (tree decl)
{
  if (!TREE_PUBLIC (decl))
    return NULL;
  switch (DECL_VISIBILITY (decl))
    {
    case VISIBILITY_HIDDEN:
    case VISIBILITY_INTERNAL:
      return "hidden";
    case VISIBILITY_PROTECTED:
      return "protected";
    default:
      return NULL;
    }
}

/* Called by the late pass for the current function, before final: arrange
   for its preamble to be written, and record it.  END_LABEL marks the end
   of its hot part.  */

void
rapcfi_prepare_function_preamble (unsigned end_label)
{
  tree decl = current_function_decl;
  struct rapcfi_type type;

  current.pending = false;
  if (!rapcfi_decl_type (decl, &type))
    return;
  /* Without a preamble the runtime still needs its record: its return
     sites are rapcfi's, whose markers a return to them must match, not
     code rapcfi did not compile that compat judges; and the function
     returning from a check must be known by its entry.  */
  if (!needs_preamble_p (decl))
    {
      rapcfi_record_local_function (end_label, decl, &type);
      statistics_counter_event (cfun, "rapcfi functions without preamble", 1);
      return;
    }

  unsigned prefix = rapcfi_prefix_nops ();
  if (crtl->patch_area_entry > prefix)
    {
      error_at (DECL_SOURCE_LOCATION (decl),
		"rapcfi: %qD has more patchable nops before its entry (%u) "
		"than %<-fpatchable-function-entry%> (%u); its hash would "
		"not be where callers look for it", decl,
		(unsigned) crtl->patch_area_entry, prefix);
      return;
    }

  const char *name = rapcfi_function_name (decl);
  current.preamble.symbol = ggc_strdup (ACONCAT (("__cfi_", name, NULL)));
  current.preamble.label = rapcfi_new_label ();
  current.preamble.hash = type.hash;
  current.preamble.global = TREE_PUBLIC (decl);
  current.preamble.weak = DECL_WEAK (decl);
  current.preamble.visibility = visibility_directive (decl);
  current.preamble.padding = prefix - crtl->patch_area_entry;
  current.preamble.table = rapcfi_opts.table;
  current.preamble.kcfi = rapcfi_opts.kcfi;
  current.preamble.prefix = prefix;
  current.user_entry = crtl->patch_area_entry;
  current.user_size = crtl->patch_area_size;
  current.label_written = false;
  current.pending = true;
  statistics_counter_event (cfun, "rapcfi preambles", 1);
  crtl->patch_area_entry = current.user_entry + 1;
  crtl->patch_area_size = current.user_size + 1;

  rapcfi_record_function (current.preamble.label,
			  (rapcfi_target.preamble_size
			   + prefix * rapcfi_target.nop_size ()), end_label,
			  decl, &type);
  if (rapcfi_opts.returns && rapcfi_returns_checkable_p ())
    rapcfi_record_return_hash (decl, rapcfi_return_hash (&type));
}
