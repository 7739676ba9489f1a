/* The object ABI: what the plugin writes into every unit it compiles and
   the runtime and the tools read back (doc/ABI.md, "Per-unit tables").
   The writer and the readers include this one definition, so that they
   cannot disagree about a number or a layout.  Plain C, for the runtime
   and the tools (C11) and the plugin (C++).

   Every table is little-endian 32-bit words but for the import's
   address; a "rel" field holds its target's address minus its own.  */

#ifndef RAPCFI_ABI_H
#define RAPCFI_ABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
#define RAPCFI_ABI_ASSERT(expr, what) static_assert (expr, what)
#else
#define RAPCFI_ABI_ASSERT(expr, what) _Static_assert (expr, what)
#endif

/* The note: one a unit, in RAPCFI_NOTE_SECTION.  */
#define RAPCFI_NOTE_SECTION ".note.rapcfi"
#define RAPCFI_NOTE_NAME "rapcfi"
#define NT_RAPCFI_UNIT 1
/* 2: x86_64's return-site marker is the 5-byte cmpl $RHASH, %eax (1 had
   the 7-byte nopl RHASH(%rax)).  */
#define RAPCFI_UNIT_VERSION 2

/* The sections of the tables the descriptor points to.  */
#define RAPCFI_SECTION_FUNCS ".rapcfi.funcs"
#define RAPCFI_SECTION_LOCALS ".rapcfi.locals"
#define RAPCFI_SECTION_SITES ".rapcfi.sites"
#define RAPCFI_SECTION_RETS ".rapcfi.rets"
#define RAPCFI_SECTION_STRINGS ".rapcfi.strings"
/* Relocated by the loader, so in .data.rel.ro: read-only under RELRO.  */
#define RAPCFI_SECTION_IMPORTS ".data.rel.ro.rapcfi_imports"

/* The alignment of the records: 4 bytes, the imports' 8 for their
   address.  */
#define RAPCFI_TABLE_ALIGN 4
#define RAPCFI_IMPORTS_ALIGN 8

/* The note's descriptor, word by word.  It grew at the end: a reader
   takes what the note's descsz holds (RAPCFI_UNIT_DESCRIPTOR_V*_SIZE).  */
enum rapcfi_unit_word
{
  RAPCFI_UNIT_WORD_VERSION,	/* RAPCFI_UNIT_VERSION.  */
  RAPCFI_UNIT_WORD_FLAGS,	/* RAPCFI_UNIT_* below.  */
  RAPCFI_UNIT_WORD_FUNCS,	/* rel: struct rapcfi_function_record[].  */
  RAPCFI_UNIT_WORD_NFUNCS,
  RAPCFI_UNIT_WORD_SITES,	/* rel: struct rapcfi_site_record[].  */
  RAPCFI_UNIT_WORD_NSITES,
  RAPCFI_UNIT_WORD_STRINGS,	/* rel: the string blob.  */
  RAPCFI_UNIT_WORD_STRSIZE,
  RAPCFI_UNIT_WORD_PREFIX,	/* M: patchable nops between hash and
				   entry.  */
  RAPCFI_UNIT_WORD_RESERVED,	/* 0.  */
  RAPCFI_UNIT_WORD_IMPORTS,	/* rel: struct rapcfi_import_record[].  */
  RAPCFI_UNIT_WORD_NIMPORTS,
  RAPCFI_UNIT_WORD_RETS,	/* rel: struct rapcfi_return_site_record[]
				   (table mode).  */
  RAPCFI_UNIT_WORD_NRETS,
  RAPCFI_UNIT_WORD_LOCALS,	/* rel: struct rapcfi_function_record[] of
				   functions without a preamble.  */
  RAPCFI_UNIT_WORD_NLOCALS,
  RAPCFI_UNIT_WORDS
};

struct rapcfi_unit_descriptor
{
  uint32_t version;
  uint32_t flags;
  int32_t funcs;
  uint32_t nfuncs;
  int32_t sites;
  uint32_t nsites;
  int32_t strings;
  uint32_t strsize;
  uint32_t prefix;
  uint32_t reserved;
  int32_t imports;
  uint32_t nimports;
  int32_t rets;
  uint32_t nrets;
  int32_t locals;
  uint32_t nlocals;
};

/* The first descriptor had no imports, the second no return sites, the
   third no functions without a preamble.  */
#define RAPCFI_UNIT_DESCRIPTOR_V1_SIZE (4 * RAPCFI_UNIT_WORD_IMPORTS)
#define RAPCFI_UNIT_DESCRIPTOR_V2_SIZE (4 * RAPCFI_UNIT_WORD_RETS)
#define RAPCFI_UNIT_DESCRIPTOR_V3_SIZE (4 * RAPCFI_UNIT_WORD_LOCALS)

/* The descriptor's flags.  */
#define RAPCFI_UNIT_PERMISSIVE 0x1u	/* policy=permissive.  */
#define RAPCFI_UNIT_RETURNS 0x2u	/* Returns checked, markers after
					   calls.  */
#define RAPCFI_UNIT_COMPAT_SHIFT 2	/* enum rapcfi_compat, bits 2-3.  */
#define RAPCFI_UNIT_COMPAT_MASK 0xcu
#define RAPCFI_UNIT_HASH_SHIFT 4	/* enum rapcfi_hash_algorithm, bits
					   4-7.  */
#define RAPCFI_UNIT_HASH_MASK 0xf0u
#define RAPCFI_UNIT_TABLE 0x100u	/* mode=table: no hash in its code.  */
#define RAPCFI_UNIT_NORMALIZED 0x200u	/* normalize-integers encodings.  */

/* What the runtime allows on edges into or out of code rapcfi did not
   compile (doc/ABI.md, "Compat").  */
enum rapcfi_compat
{
  RAPCFI_COMPAT_STRICT = 0,
  RAPCFI_COMPAT_LOOSE = 1,
  RAPCFI_COMPAT_OFF = 2
};

/* The hash algorithms (doc/ABI.md, "Type encoding and hashes").  */
enum rapcfi_hash_algorithm
{
  RAPCFI_HASH_KCFI = 0,
  RAPCFI_HASH_KEYED = 1,
  RAPCFI_HASH_FNV1A = 2
};

/* A function with a preamble (RAPCFI_SECTION_FUNCS), or one without
   (RAPCFI_SECTION_LOCALS): the cold part of a function among them.  */
struct rapcfi_function_record
{
  int32_t entry;		/* rel.  */
  uint32_t size;		/* From the entry to the end of its hot
				   part.  */
  uint32_t hash;		/* Its type's hash.  */
  uint32_t name;		/* String offsets.  */
  uint32_t type;
};

/* A checked call or return (RAPCFI_SECTION_SITES).  */
struct rapcfi_site_record
{
  int32_t address;		/* rel: the checked call, or a return
				   check's failure path.  */
  uint32_t hash;		/* The expected hash.  */
  uint32_t function;		/* String offset.  */
  uint32_t file;		/* String offset.  */
  uint32_t line;
  uint32_t type;		/* String offset: the expected type.  */
  uint32_t kind;		/* enum rapcfi_site_kind, and flags.  */
};

/* A site record's kind: its low byte.  */
#define RAPCFI_SITE_KIND_MASK 0xffu
enum rapcfi_site_kind
{
  RAPCFI_SITE_CALL = 0,
  RAPCFI_SITE_TAIL_CALL = 1,
  RAPCFI_SITE_RETURN = 2
};
/* Or'ed into the kind: the call is made through an unprototyped type;
   its expected type is what its promoted arguments spell.  */
#define RAPCFI_SITE_UNPROTOTYPED 0x100u

/* Table mode: a return site, the address right after a call
   (RAPCFI_SECTION_RETS).  */
struct rapcfi_return_site_record
{
  int32_t address;		/* rel.  */
  uint32_t hash;		/* The return hash of the callee's type.  */
  uint32_t kind;		/* enum rapcfi_return_site_kind.  */
  uint32_t string;		/* String offset, as the kind says.  */
};

/* What a return site follows.  */
enum rapcfi_return_site_kind
{
  RAPCFI_RETURN_AFTER_CALL = 0,
  RAPCFI_RETURN_AFTER_DIRECT_CALL = 1,	/* Its string: the callee's name.  */
  RAPCFI_RETURN_AFTER_UNPROTOTYPED_CALL = 2,	/* Its string: the type the
						   indirect call is made
						   through.  */
  RAPCFI_RETURN_AFTER_TYPED_CALL = 3	/* An indirect call through a
					   prototype: its string, that
					   type.  */
};

/* An external function whose address the unit takes
   (RAPCFI_SECTION_IMPORTS): its address filled in by the loader.  */
struct rapcfi_import_record
{
  uint64_t address;
  uint32_t name;		/* String offset.  */
  uint32_t hash;		/* The hash of the type it was declared
				   with.  */
  uint32_t type;		/* String offset: that type.  */
  uint32_t flags;		/* RAPCFI_IMPORT_* below; 0 before.  */
};

/* An import record's flags.  RAPCFI_IMPORT_MEMBER_TYPE: a function, in
   the unit or not, with a transparent-union parameter, whose address the
   unit takes; its type is the function's with a member type of that
   union in the parameter's place, which GCC lets a pointer have.  */
#define RAPCFI_IMPORT_MEMBER_TYPE 0x1u

RAPCFI_ABI_ASSERT (sizeof (struct rapcfi_unit_descriptor)
		   == 4 * RAPCFI_UNIT_WORDS, "ABI: descriptor");
RAPCFI_ABI_ASSERT (offsetof (struct rapcfi_unit_descriptor, imports)
		   == 4 * RAPCFI_UNIT_WORD_IMPORTS, "ABI: descriptor v1");
RAPCFI_ABI_ASSERT (offsetof (struct rapcfi_unit_descriptor, rets)
		   == 4 * RAPCFI_UNIT_WORD_RETS, "ABI: descriptor v2");
RAPCFI_ABI_ASSERT (offsetof (struct rapcfi_unit_descriptor, locals)
		   == 4 * RAPCFI_UNIT_WORD_LOCALS, "ABI: descriptor v3");
RAPCFI_ABI_ASSERT (sizeof (struct rapcfi_function_record) == 20,
		   "ABI: function");
RAPCFI_ABI_ASSERT (sizeof (struct rapcfi_site_record) == 28,
		   "ABI: call site");
RAPCFI_ABI_ASSERT (sizeof (struct rapcfi_return_site_record) == 16,
		   "ABI: return site");
RAPCFI_ABI_ASSERT (sizeof (struct rapcfi_import_record) == 24,
		   "ABI: import");
RAPCFI_ABI_ASSERT (offsetof (struct rapcfi_import_record, name) == 8,
		   "ABI: import name");
RAPCFI_ABI_ASSERT ((RAPCFI_UNIT_COMPAT_MASK >> RAPCFI_UNIT_COMPAT_SHIFT)
		   >= RAPCFI_COMPAT_OFF, "ABI: compat bits");
RAPCFI_ABI_ASSERT ((RAPCFI_UNIT_HASH_MASK >> RAPCFI_UNIT_HASH_SHIFT)
		   >= RAPCFI_HASH_FNV1A, "ABI: hash bits");

#endif /* RAPCFI_ABI_H */
