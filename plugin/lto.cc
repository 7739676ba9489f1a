/* -flto: the code of a unit compiled for LTO is generated at the link, by
   lto1, which must load the plugin too; without it the program would link
   with no check at all.  So a unit compiled for LTO streams, with its
   bytecode, a top-level asm statement that references a symbol nothing
   defines.  Wherever code is generated with the plugin loaded (lto1 at
   the link, or cc1 for a fat object's own code, after streaming), the
   plugin drops that statement; lto1 without the plugin emits it, and the
   link fails naming the symbol.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"

/* In a section of its own, kept by --gc-sections.  */
static const char lto_guard[]
  = "\t.pushsection .rapcfi_lto_guard,\"awR\"\n"
    "\t.dc.a __rapcfi_lto_link_needs_fplugin_rapcfi\n"
    "\t.popsection";

/* PLUGIN_ALL_IPA_PASSES_START of a unit compiled for LTO, before its
   bytecode is streamed.  */

void
rapcfi_lto_add_guard (void *, void *)
{
  if (flag_generate_lto && !in_lto_p)
    symtab->finalize_toplevel_asm (build_string (strlen (lto_guard),
						 lto_guard));
}

/* PLUGIN_ALL_IPA_PASSES_END: the bytecode is streamed; code is generated
   next, if at all.  */

void
rapcfi_lto_drop_guard (void *, void *)
{
  asm_node *last = NULL;
  for (asm_node *node = symtab->first_asm_symbol (); node;
       node = rapcfi_next_asm_node (node))
    if (strcmp (TREE_STRING_POINTER (node->asm_str), lto_guard) == 0)
      {
	if (last)
	  last->next = node->next;
	else
	  symtab->asmnodes = rapcfi_next_asm_node (node);
	if (symtab->asm_last_node == node)
	  symtab->asm_last_node = last;
      }
    else
      last = node;
}
