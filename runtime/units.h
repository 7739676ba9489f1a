/* The per-unit tables of every loaded object (doc/ABI.md, "Per-unit
   tables"), as the failure handler looks them up.  */

#ifndef RAPCFI_UNITS_H
#define RAPCFI_UNITS_H

#include <stdbool.h>
#include <stdint.h>

/* Unit flags.  */
#define RAPCFI_UNIT_PERMISSIVE 0x1u
#define RAPCFI_UNIT_RETURNS 0x2u	/* Returns checked, markers after calls.  */

/* A function record, its strings decoded.  */
struct rapcfi_function
{
  uintptr_t entry;
  uint32_t size;
  uint32_t hash;
  const char *name;
  const char *type;		/* Its type encoding.  */
  uint32_t unit_flags;
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
};

/* Site kinds.  */
#define RAPCFI_SITE_CALL 0
#define RAPCFI_SITE_TAIL_CALL 1
#define RAPCFI_SITE_RETURN 2

/* Where an address lies with respect to the recorded functions.  */
enum rapcfi_place
{
  RAPCFI_OUTSIDE,		/* In no recorded function.  */
  RAPCFI_AT_ENTRY,		/* At a recorded function's entry.  */
  RAPCFI_INSIDE			/* In a recorded function, past its entry.  */
};

/* Where ADDRESS lies; unless RAPCFI_OUTSIDE, *FUNCTION is the function it
   is in.  */
extern enum rapcfi_place rapcfi_find_function (uintptr_t address,
					       struct rapcfi_function *function)
  __attribute__ ((visibility ("hidden")));

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

/* Where the return address ADDRESS lies.  For RAPCFI_RETURN_CHECKED,
   *FUNCTION is the function it is in; for RAPCFI_RETURN_FAILURE_PATH too,
   or its name is "" when it is in none.  */
extern enum rapcfi_return_place rapcfi_find_return
  (uintptr_t address, struct rapcfi_function *function)
  __attribute__ ((visibility ("hidden")));

/* The record of the call site at ADDRESS into *SITE; false when there is
   none.  */
extern bool rapcfi_find_site (uintptr_t address, struct rapcfi_site *site)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_UNITS_H */
