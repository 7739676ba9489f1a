/* The units' records of every loaded object (doc/ABI.md, "Per-unit
   tables"), decoded, as the failure handlers see them: their flags, the
   function and call-site records, and where an address lies with
   respect to them.  */

#ifndef RAPCFI_UNITS_H
#define RAPCFI_UNITS_H

#include <stdbool.h>
#include <stdint.h>

/* Unit flags.  */
#define RAPCFI_UNIT_PERMISSIVE 0x1u
#define RAPCFI_UNIT_RETURNS 0x2u	/* Returns checked, markers after calls.  */
#define RAPCFI_UNIT_HASH_MASK 0xf0u	/* The hash algorithm, bits 4-7.  */
#define RAPCFI_UNIT_COMPAT_SHIFT 2	/* The compat policy, bits 2-3: */
#define RAPCFI_UNIT_COMPAT_MASK 0xcu
#define RAPCFI_COMPAT_STRICT 0
#define RAPCFI_COMPAT_LOOSE 1
#define RAPCFI_COMPAT_OFF 2
#define RAPCFI_UNIT_TABLE 0x100u	/* mode=table: no hash in its code.  */
#define RAPCFI_UNIT_NORMALIZED 0x200u	/* normalize-integers encodings.  */

/* A function record, its strings decoded.  */
struct rapcfi_function
{
  uintptr_t entry;
  uint32_t size;
  uint32_t hash;
  const char *name;
  const char *type;		/* Its type encoding.  */
  uint32_t unit_flags;
  bool preamble;		/* False for a function whose address never
				   escapes: no indirect call may reach it.  */
};

/* A call-site record, its strings decoded, with its unit's flags.  */
struct rapcfi_site
{
  uintptr_t address;
  uint32_t hash;
  const char *function;
  const char *file;
  uint32_t line;
  const char *type;		/* The expected type encoding.  */
  uint32_t kind;
  uint32_t unit_flags;
  uint32_t unit_prefix;		/* Its unit's M: nops between hash and entry.  */
};

/* Site kinds: the low byte of the kind field.  */
#define RAPCFI_SITE_KIND_MASK 0xffu
#define RAPCFI_SITE_CALL 0
#define RAPCFI_SITE_TAIL_CALL 1
#define RAPCFI_SITE_RETURN 2
/* Kind bit: an (indirect) call made through an unprototyped type.  */
#define RAPCFI_SITE_UNPROTOTYPED 0x100u

/* Where an address lies with respect to the recorded functions.  */
enum rapcfi_place
{
  RAPCFI_OUTSIDE,		/* In no recorded function.  */
  RAPCFI_AT_ENTRY,		/* At a recorded function's entry.  */
  RAPCFI_INSIDE			/* In a recorded function, past its entry.  */
};

/* Where a return address lies, for the return check.  */
enum rapcfi_return_place
{
  RAPCFI_RETURN_UNCHECKED,	/* In no recorded function, or in one of a
				   unit built without return checks, whose
				   calls have no markers (compat).  */
  RAPCFI_RETURN_CHECKED,	/* In a function of a unit with return
				   checks.  */
  RAPCFI_RETURN_FAILURE_PATH	/* At the .Lsite of a return check, which
				   no checked return goes to.  */
};

/* A table-mode return site's record (doc/ABI.md, "Table mode").  */
struct rapcfi_return_record
{
  uint32_t hash;		/* The return hash of the call's type.  */
  uint32_t kind;		/* What the call is: */
  const char *string;		/* the direct callee's name, or the type of
				   an indirect call through an unprototyped
				   type.  */
};

#define RAPCFI_RETURN_AFTER_CALL 0
#define RAPCFI_RETURN_AFTER_DIRECT_CALL 1
#define RAPCFI_RETURN_AFTER_UNPROTOTYPED_CALL 2

#endif /* RAPCFI_UNITS_H */
