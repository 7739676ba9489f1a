/* The per-unit tables the runtime reads: one note that finds the unit's
   function records, call-site records and strings, laid out as
   abi/rapcfi-abi.h defines them.  They are collected while functions are
   output and written at the end of the unit.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"
#include "arch/arch.h"

namespace {

struct function_record
{
  unsigned preamble_label;
  unsigned entry_offset;	/* From the preamble's start to the entry.  */
  unsigned end_label;
  uint32_t hash;
  unsigned name;
  unsigned type;
};

struct site_record
{
  unsigned label;
  uint32_t hash;
  unsigned function;
  unsigned file;
  unsigned line;
  unsigned type;
  unsigned kind;
};

/* Table mode: a return site, the address right after a call.  */
struct return_site_record
{
  unsigned label;
  uint32_t rhash;
  unsigned kind;
  unsigned string;
};

/* An external function whose address the unit takes: its typeid symbol,
   and its record in the unit's imports, which tells the runtime's compat
   policy that calls may reach it with this hash.  Or, MEMBER_TYPE, a
   further type a function with a transparent-union parameter whose
   address the unit takes may be called through: an import record
   only.  */
struct typeid_record
{
  bool member_type;
  const char *name;
  tree assembler_name;		/* An identifier: never collected.  */
  tree symbol;			/* Its name as the assembler sees it, the
				   identifier assemble_name marks.  */
  uint32_t hash;
  unsigned name_offset;
  unsigned type_offset;
};

/* A function of the unit with a preamble and checked returns: its return
   hash as __rapcfi_rethash_<name>, for assembly that calls it and must put
   a return-site marker after the call.  */
struct rethash_record
{
  const char *name;
  bool global;
  bool weak;
  uint32_t rhash;
};

/* A function without a preamble (its address never escapes): found by
   its symbol, local to the unit, as no preamble label precedes it.  Or
   the cold part of a function, from START_LABEL on (SYMBOL NULL).  */
struct local_function_record
{
  const char *symbol;
  unsigned start_label;
  unsigned end_label;
  uint32_t hash;
  unsigned name;
  unsigned type;
};

auto_vec<function_record> functions;
auto_vec<local_function_record> local_functions;
auto_vec<site_record> sites;
auto_vec<return_site_record> return_sites;
auto_vec<typeid_record> typeids;
auto_vec<rethash_record> rethashes;

/* The string blob: every string once, by offset.  */
auto_vec<char> strings;
hash_map<nofree_string_hash, unsigned> *string_offsets;

unsigned
intern (const char *s)
{
  if (!string_offsets)
    string_offsets = new hash_map<nofree_string_hash, unsigned>;
  if (unsigned *known = string_offsets->get (s))
    return *known;
  unsigned offset = strings.length ();
  for (const char *p = s; *p; p++)
    strings.safe_push (*p);
  strings.safe_push ('\0');
  string_offsets->put (xstrdup (s), offset);
  return offset;
}

unsigned next_label;

/* Write the string blob as .byte lines: no escaping to get wrong.  */
void
output_strings (FILE *file)
{
  for (unsigned i = 0; i < strings.length (); i++)
    fprintf (file, "%s%u%s", i % 16 == 0 ? "\t.byte\t" : ", ",
	     (unsigned char) strings[i], i % 16 == 15 ? "\n" : "");
  if (strings.length () % 16 != 0)
    fputc ('\n', file);
}

} // anon namespace

unsigned
rapcfi_new_label (void)
{
  return next_label++;
}

/* The name under which FNDECL is known to the assembler and the linker.  */

const char *
rapcfi_function_name (tree fndecl)
{
  return targetm.strip_name_encoding
    (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl)));
}

void
rapcfi_record_function (unsigned preamble_label, unsigned entry_offset,
			unsigned end_label, tree fndecl,
			const struct rapcfi_type *type)
{
  function_record r;
  r.preamble_label = preamble_label;
  r.entry_offset = entry_offset;
  r.end_label = end_label;
  r.hash = type->hash;
  r.name = intern (rapcfi_function_name (fndecl));
  r.type = intern (type->encoding);
  functions.safe_push (r);
}

void
rapcfi_record_local_function (unsigned end_label, tree fndecl,
			      const struct rapcfi_type *type)
{
  local_function_record r;
  r.symbol = xstrdup (rapcfi_function_name (fndecl));
  r.start_label = 0;
  r.end_label = end_label;
  r.hash = type->hash;
  r.name = intern (r.symbol);
  r.type = intern (type->encoding);
  local_functions.safe_push (r);
}

void
rapcfi_record_cold_part (unsigned start_label, unsigned end_label,
			 tree fndecl, const struct rapcfi_type *type)
{
  local_function_record r;
  r.symbol = NULL;
  r.start_label = start_label;
  r.end_label = end_label;
  r.hash = type->hash;
  r.name = intern (ACONCAT ((rapcfi_function_name (fndecl), ".cold", NULL)));
  r.type = intern (type->encoding);
  local_functions.safe_push (r);
}

void
rapcfi_record_site (unsigned site_label, rtx_insn *insn,
		    const struct rapcfi_type *type, unsigned kind)
{
  location_t loc = INSN_LOCATION (insn);
  if (loc == UNKNOWN_LOCATION)
    loc = DECL_SOURCE_LOCATION (current_function_decl);
  expanded_location where = expand_location (loc);

  site_record r;
  r.label = site_label;
  r.hash = type->hash;
  r.function = intern (rapcfi_function_name (current_function_decl));
  /* As __FILE__ is: -ffile-prefix-map and -fmacro-prefix-map keep build
     directories out of the object.  */
  r.file = intern (where.file ? remap_macro_filename (where.file) : "");
  r.line = where.line;
  r.type = intern (type->encoding);
  r.kind = kind;
  sites.safe_push (r);
}

void
rapcfi_record_return_site (unsigned label, uint32_t rhash,
			   enum rapcfi_return_site_kind kind,
			   const char *string)
{
  return_site_record r;
  r.label = label;
  r.rhash = rhash;
  r.kind = kind;
  r.string = string ? intern (string) : 0;
  return_sites.safe_push (r);
}

/* Record FNDECL under TYPE, as its own type or (MEMBER_TYPE) as a type
   with a transparent union's member in its place.  */

static void
push_typeid_record (tree fndecl, const struct rapcfi_type *type,
		    bool member_type)
{
  typeid_record r;
  r.member_type = member_type;
  r.name = xstrdup (rapcfi_function_name (fndecl));
  r.assembler_name = DECL_ASSEMBLER_NAME (fndecl);
  r.symbol = get_identifier (r.name);
  r.hash = type->hash;
  r.name_offset = intern (r.name);
  r.type_offset = intern (type->encoding);
  typeids.safe_push (r);
}

/* An external function whose address this unit takes: define its hash as
   __kcfi_typeid_<name>, as Clang does (hidden, so that a PIE or a shared
   object resolves it at link time), so assembly that defines it can put
   the right hash in its preamble (rapcfi.h, RAPCFI_TYPED_FUNC_START).  */

void
rapcfi_record_typeid (tree fndecl, const struct rapcfi_type *type)
{
  push_typeid_record (fndecl, type, false);
}

/* FNDECL, defined in this unit or not, has a transparent-union parameter
   and the unit takes its address: calls through TYPE, that parameter's
   type replaced by a member's, may reach it (rapcfi_member_types).  An
   import record tells the runtime, which checks them after the hash of
   a call differed (doc/ABI.md, "Per-unit tables").  */

void
rapcfi_record_member_type (tree fndecl, const struct rapcfi_type *type)
{
  push_typeid_record (fndecl, type, true);
}

/* FNDECL returns with return hash RHASH: define __rapcfi_rethash_<name>
   with the function's binding (hidden when global: it is no part of a
   shared object's interface), so that assembly calling it, a kernel's
   entry code for one, can write the marker its returns check for
   (doc/ABI.md, "Assembly functions").  */

void
rapcfi_record_return_hash (tree fndecl, uint32_t rhash)
{
  rethash_record r;
  r.name = xstrdup (rapcfi_function_name (fndecl));
  r.global = TREE_PUBLIC (fndecl);
  r.weak = DECL_WEAK (fndecl);
  r.rhash = rhash;
  rethashes.safe_push (r);
}

/* One constructor and one destructor per linked object (a COMDAT group
   that every unit emits and the linker keeps once): they tell the
   runtime that the object was loaded, or is being unloaded, by an
   address inside it.  The runtime then fills the lookup table of table
   mode from the object's records, or empties the object's slots before
   its code goes away, and refuses objects of both modes in one process
   as soon as they are loaded.  */

static void
output_object_hooks (FILE *f)
{
  if (!rapcfi_target.object_hooks_p ())
    return;
  rapcfi_target.output_object_hook (f, "__rapcfi_object_init",
				    "__rapcfi_object_loaded", "init_array");
  rapcfi_target.output_object_hook (f, "__rapcfi_object_fini",
				    "__rapcfi_object_unloading", "fini_array");
}

/* Start the table NAME in SECTION, labelled .Lrapcfi_NAME for the note.  */

static void
output_table_start (FILE *f, const char *section, const char *name)
{
  fprintf (f, "\t.pushsection\t%s, \"a\"\n\t.balign\t%d\n.Lrapcfi_%s:\n",
	   section, RAPCFI_TABLE_ALIGN, name);
}

/* PLUGIN_FINISH_UNIT: write the tables and the note.  */

void
rapcfi_finish_unit (void *, void *)
{
  FILE *f = asm_out_file;
  if (!f || seen_error ())
    return;

  for (const typeid_record &t : typeids)
    if (!t.member_type)
      fprintf (f, "\t.weak\t__kcfi_typeid_%s\n"
	       "\t.hidden\t__kcfi_typeid_%s\n"
	       "\t.set\t__kcfi_typeid_%s, 0x%08x\n", t.name, t.name, t.name,
	       t.hash);

  for (const rethash_record &r : rethashes)
    {
      if (r.weak)
	fprintf (f, "\t.weak\t__rapcfi_rethash_%s\n", r.name);
      else if (r.global)
	fprintf (f, "\t.globl\t__rapcfi_rethash_%s\n", r.name);
      if (r.global)
	fprintf (f, "\t.hidden\t__rapcfi_rethash_%s\n", r.name);
      fprintf (f, "\t.set\t__rapcfi_rethash_%s, 0x%08x\n", r.name, r.rhash);
    }

  /* Clang's kCFI has only the typeids (and rapcfi's return edge the
     return hashes, for the kernel's assembly): no runtime reads the
     rest, and a kernel's linker script has no place for it.  */
  if (rapcfi_opts.kcfi)
    return;

  /* Each record's fields in the order of its struct in
     abi/rapcfi-abi.h, one .long for each 32-bit field.  */
  static_assert (sizeof (struct rapcfi_function_record) == 5 * 4,
		 "function and local function records: five words");
  static_assert (sizeof (struct rapcfi_site_record) == 7 * 4,
		 "call-site records: seven words");
  static_assert (sizeof (struct rapcfi_import_record) == 8 + 4 * 4,
		 "import records: an address and four words");
  static_assert (sizeof (struct rapcfi_return_site_record) == 4 * 4,
		 "return-site records: four words");

  output_table_start (f, RAPCFI_SECTION_FUNCS, "funcs");
  for (const function_record &r : functions)
    fprintf (f, "\t.long\t.Lrapcfi_pre%u + %u - .\n"
	     "\t.long\t.Lrapcfi_end%u - .Lrapcfi_pre%u - %u\n"
	     "\t.long\t0x%08x, %u, %u\n",
	     r.preamble_label, r.entry_offset,
	     r.end_label, r.preamble_label, r.entry_offset,
	     r.hash, r.name, r.type);
  fprintf (f, "\t.popsection\n");

  output_table_start (f, RAPCFI_SECTION_LOCALS, "locals");
  for (const local_function_record &r : local_functions)
    {
      fputs ("\t.long\t", f);
      if (r.symbol)
	assemble_name (f, r.symbol);
      else
	fprintf (f, ".Lrapcfi_cold%u", r.start_label);
      fprintf (f, " - .\n\t.long\t.Lrapcfi_end%u - ", r.end_label);
      if (r.symbol)
	assemble_name (f, r.symbol);
      else
	fprintf (f, ".Lrapcfi_cold%u", r.start_label);
      fprintf (f, "\n\t.long\t0x%08x, %u, %u\n", r.hash, r.name, r.type);
    }
  fprintf (f, "\t.popsection\n");

  output_table_start (f, RAPCFI_SECTION_SITES, "sites");
  for (const site_record &r : sites)
    fprintf (f, "\t.long\t.Lrapcfi_site%u - .\n"
	     "\t.long\t0x%08x, %u, %u, %u, %u, %u\n",
	     r.label, r.hash, r.function, r.file, r.line, r.type,
	     r.kind);
  fprintf (f, "\t.popsection\n");

  /* The imports' addresses are the loader's to fill in, as it does the
     GOT: in relocated data that is read-only after relocation (RELRO).
     Only functions the unit's code still refers to: the address taken
     before IPA may have gone with dead code, and a reference that only
     the table made could fail to link.  */
  unsigned nimports = 0;
  fprintf (f, "\t.pushsection\t" RAPCFI_SECTION_IMPORTS ", \"aw\"\n"
	   "\t.balign\t%d\n.Lrapcfi_imports:\n", RAPCFI_IMPORTS_ALIGN);
  for (const typeid_record &t : typeids)
    if (TREE_SYMBOL_REFERENCED (t.symbol))
      {
	fputs ("\t.quad\t", f);
	assemble_name (f, IDENTIFIER_POINTER (t.assembler_name));
	fprintf (f, "\n\t.long\t%u, 0x%08x, %u, %u\n", t.name_offset, t.hash,
		 t.type_offset, t.member_type ? RAPCFI_IMPORT_MEMBER_TYPE : 0);
	nimports++;
      }
  fprintf (f, "\t.popsection\n");

  output_table_start (f, RAPCFI_SECTION_RETS, "rets");
  for (const return_site_record &r : return_sites)
    fprintf (f, "\t.long\t.Lrapcfi_rs%u - .\n\t.long\t0x%08x, %u, %u\n",
	     r.label, r.rhash, r.kind, r.string);
  fprintf (f, "\t.popsection\n");
  output_object_hooks (f);

  fprintf (f, "\t.pushsection\t" RAPCFI_SECTION_STRINGS ", \"a\"\n"
	   ".Lrapcfi_strings:\n");
  output_strings (f);
  fprintf (f, "\t.popsection\n");

  /* The descriptor, word by word: a table's word is a rel field to its
     label, any other a number.  */
  struct
  {
    const char *label;
    unsigned value;
  } words[RAPCFI_UNIT_WORDS] = {};
  words[RAPCFI_UNIT_WORD_VERSION].value = RAPCFI_UNIT_VERSION;
  words[RAPCFI_UNIT_WORD_FLAGS].value = rapcfi_opts.unit_flags;
  words[RAPCFI_UNIT_WORD_FUNCS].label = ".Lrapcfi_funcs";
  words[RAPCFI_UNIT_WORD_NFUNCS].value = functions.length ();
  words[RAPCFI_UNIT_WORD_SITES].label = ".Lrapcfi_sites";
  words[RAPCFI_UNIT_WORD_NSITES].value = sites.length ();
  words[RAPCFI_UNIT_WORD_STRINGS].label = ".Lrapcfi_strings";
  words[RAPCFI_UNIT_WORD_STRSIZE].value = strings.length ();
  words[RAPCFI_UNIT_WORD_PREFIX].value = rapcfi_prefix_nops ();
  words[RAPCFI_UNIT_WORD_IMPORTS].label = ".Lrapcfi_imports";
  words[RAPCFI_UNIT_WORD_NIMPORTS].value = nimports;
  words[RAPCFI_UNIT_WORD_RETS].label = ".Lrapcfi_rets";
  words[RAPCFI_UNIT_WORD_NRETS].value = return_sites.length ();
  words[RAPCFI_UNIT_WORD_LOCALS].label = ".Lrapcfi_locals";
  words[RAPCFI_UNIT_WORD_NLOCALS].value = local_functions.length ();

  fprintf (f, "\t.pushsection\t" RAPCFI_NOTE_SECTION ", \"a\", @note\n"
	   "\t.balign\t4\n"
	   "\t.long\t%u\n\t.long\t%u\n\t.long\t%u\n"
	   "\t.asciz\t\"" RAPCFI_NOTE_NAME "\"\n\t.balign\t4\n",
	   (unsigned) sizeof RAPCFI_NOTE_NAME,
	   (unsigned) sizeof (struct rapcfi_unit_descriptor), NT_RAPCFI_UNIT);
  for (const auto &w : words)
    if (w.label)
      fprintf (f, "\t.long\t%s - .\n", w.label);
    else
      fprintf (f, "\t.long\t%u\n", w.value);
  fprintf (f, "\t.popsection\n");
}
