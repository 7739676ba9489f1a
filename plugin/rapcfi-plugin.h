/* Declarations shared by the parts of the rapcfi plugin.  */

#ifndef RAPCFI_PLUGIN_H
#define RAPCFI_PLUGIN_H

#include <stdint.h>

#include "abi/rapcfi-abi.h"
#include "typehash/typehash.h"

/* What the user chose with -fplugin-arg-rapcfi-KEY=VALUE (options.cc).  */
struct rapcfi_options
{
  uint32_t unit_flags;		/* The choices the unit descriptor records
				   (RAPCFI_UNIT_*), as the plugin writes
				   them; compat, hash, returns, table and
				   normalize_integers are read from it.  */
  enum rapcfi_compat compat;
  enum rapcfi_hash_algorithm hash;
  unsigned char key[16];
  bool forward;			/* Check indirect calls.  */
  bool returns;			/* Check returns.  */
  bool table;			/* mode=table: hashes in tables, none read
				   from code (doc/ABI.md, "Table mode").  */
  bool pac_typed;		/* Sign return addresses with the return
				   hash too (aarch64 pac-ret).  */
  bool ret_register;		/* ret=register: return through the
				   register the return address was checked
				   in (x86_64).  */
  bool normalize_integers;	/* Encode integer types by size and
				   signedness (encode.cc).  */
  bool kcfi;			/* abi=kcfi: Clang's -fsanitize=kcfi
				   exactly, for a program with its own trap
				   handler (a kernel): forward edges, a
				   mismatch traps, no runtime, no tables.  */
};

extern struct rapcfi_options rapcfi_opts;

/* options.cc  */
extern bool rapcfi_parse_options (const struct plugin_name_args *);
extern const char *rapcfi_help_text (void);

/* encode.cc: the type of a function as an encoding and its hash.  */
struct rapcfi_type
{
  uint32_t hash;
  const char *encoding;	/* GC-independent, lives for the compilation.  */
};

extern const char *const rapcfi_type_attribute;
extern const char *const rapcfi_unchecked_attribute;
extern bool rapcfi_encode_fntype (tree fntype, struct rapcfi_type *);
extern bool rapcfi_call_type (tree fntype, struct rapcfi_type *);
extern bool rapcfi_decl_type (tree fndecl, struct rapcfi_type *);
extern void rapcfi_member_types (tree fndecl, vec<rapcfi_type> *);
extern uint32_t rapcfi_return_hash (const struct rapcfi_type *);
extern tree rapcfi_type_attribute_args (const struct rapcfi_type *,
					uint32_t extra);

/* record.cc: types recorded before IPA.  */
extern void rapcfi_record_types (void *, void *);
extern bool rapcfi_nocheck_p (tree fndecl);
extern bool rapcfi_ifunc_resolver_p (tree fndecl);
extern void rapcfi_register_attributes (void *, void *);

/* units.cc: the per-unit tables the runtime reads (abi/rapcfi-abi.h).  */
extern unsigned rapcfi_new_label (void);
extern void rapcfi_record_function (unsigned preamble_label,
				    unsigned entry_offset, unsigned end_label,
				    tree fndecl,
				    const struct rapcfi_type *);
extern void rapcfi_record_local_function (unsigned end_label, tree fndecl,
					  const struct rapcfi_type *);
extern void rapcfi_record_cold_part (unsigned start_label, unsigned end_label,
				     tree fndecl, const struct rapcfi_type *);
extern void rapcfi_record_site (unsigned site_label, rtx_insn *insn,
				const struct rapcfi_type *, unsigned kind);
extern void rapcfi_record_typeid (tree fndecl, const struct rapcfi_type *);
extern void rapcfi_record_member_type (tree fndecl,
				       const struct rapcfi_type *);
extern void rapcfi_record_return_site (unsigned label, uint32_t rhash,
				       enum rapcfi_return_site_kind kind,
				       const char *string);
extern void rapcfi_record_return_hash (tree fndecl, uint32_t rhash);
extern void rapcfi_finish_unit (void *, void *);
extern const char *rapcfi_function_name (tree fndecl);

/* preamble.cc  */
extern void rapcfi_install_preamble_hook (void);
extern unsigned rapcfi_prefix_nops (void);
extern void rapcfi_prepare_function_preamble (unsigned end_label);

/* call-types.cc  */
extern opt_pass *make_pass_rapcfi_call_types (gcc::context *);

/* late.cc  */
struct rapcfi_asm;
extern opt_pass *make_pass_rapcfi_late (gcc::context *);
extern rtx_insn *rapcfi_emit_asm (rtx_insn *insn, bool after,
				  const struct rapcfi_asm *);
extern void rapcfi_emit_at_end (const struct rapcfi_asm *);

/* dlsym.cc  */
extern opt_pass *make_pass_rapcfi_dlsym (gcc::context *);
extern const struct ggc_root_tab rapcfi_dlsym_roots[];

/* returns.cc  */
extern opt_pass *make_pass_rapcfi_tail_calls (gcc::context *);
extern bool rapcfi_returns_checkable_p (void);
extern void rapcfi_mark_return_site (rtx_insn *call);
/* No label: the function has no failure path yet.  */
#define RAPCFI_NO_LABEL (~0u)
extern unsigned rapcfi_check_return (rtx_insn *ret, unsigned failure);
extern void rapcfi_emit_return_failure_path (unsigned failure);
extern void rapcfi_type_return_signatures (void);

/* lto.cc  */
extern void rapcfi_lto_add_guard (void *, void *);
extern void rapcfi_lto_drop_guard (void *, void *);

#endif /* RAPCFI_PLUGIN_H */
