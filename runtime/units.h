/* The units' records of every loaded object (doc/ABI.md, "Per-unit
   tables"), decoded, as the failure handlers see them: their flags, the
   function and call-site records, and where an address lies with
   respect to them.  */

#ifndef RAPCFI_UNITS_H
#define RAPCFI_UNITS_H

#include <stdbool.h>
#include <stdint.h>

/* The records, their flags and kinds, as the plugin writes them.  */
#include "abi/rapcfi-abi.h"

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


#endif /* RAPCFI_UNITS_H */
