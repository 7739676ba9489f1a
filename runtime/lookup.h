/* Looking addresses up in the records of the loaded objects (lookup.c).
   Each function takes the tables' lock and makes the tables describe the
   objects loaded now; the rapcfi_lookup_* ones are for callers holding
   the lock already.  */

#ifndef RAPCFI_LOOKUP_H
#define RAPCFI_LOOKUP_H

#include "resolve.h"
#include "units.h"

#include <stdbool.h>
#include <stdint.h>

/* Where ADDRESS lies; unless RAPCFI_OUTSIDE, *FUNCTION is the function it
   is in.  */
extern enum rapcfi_place rapcfi_find_function (uintptr_t address,
					       struct rapcfi_function *function)
  __attribute__ ((visibility ("hidden")));

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

/* The record of the table-mode return site ADDRESS into *RECORD; false
   when there is none.  */
extern bool rapcfi_find_return_record (uintptr_t address,
				       struct rapcfi_return_record *record)
  __attribute__ ((visibility ("hidden")));

/* The recorded function called NAME that a direct call at the return
   site ADDRESS reaches: the one in the object holding ADDRESS, else the
   first in the loader's order.  Its place as rapcfi_find_function says,
   RAPCFI_OUTSIDE when there is none.  */
extern enum rapcfi_place rapcfi_find_function_named
  (const char *name, uintptr_t address, struct rapcfi_function *function)
  __attribute__ ((visibility ("hidden")));

/* The type encoding of a recorded function whose preamble hash is HASH,
   in a unit whose hash algorithm (flags & RAPCFI_UNIT_HASH_MASK) is
   ALGORITHM, or in any unit when ALGORITHM is -1; NULL when there is
   none.  */
extern const char *rapcfi_find_type (uint32_t hash, int algorithm)
  __attribute__ ((visibility ("hidden")));

/* Where the target of a direct call to TARGET lies, as
   rapcfi_find_function says, seeing through a PLT entry: *RESOLVED is
   the function TARGET is or goes to, 0 for a PLT entry going nobody
   knows where.  */
extern enum rapcfi_place rapcfi_find_callee
  (uintptr_t target, struct rapcfi_function *function, uintptr_t *resolved)
  __attribute__ ((visibility ("hidden")));

/* What the indirect-call handler needs to know of a call at SITE to
   TARGET, in one look at the tables.  A PLT entry is seen through: what
   follows is about the function it goes to.  */
struct rapcfi_call
{
  enum rapcfi_plt_place plt;	/* Whether TARGET is a PLT entry.  */
  uintptr_t target;		/* TARGET, or where the PLT entry goes.  */
  enum rapcfi_place place;	/* Where that target lies: */
  struct rapcfi_function function;	/* in this function, unless
					   RAPCFI_OUTSIDE.  */
  bool known;			/* SITE has a record: */
  struct rapcfi_site site;	/* this one.  */
  bool preamble;		/* When RAPCFI_OUTSIDE, a kCFI preamble (11
				   nops, movl $HASH, %eax) ends the site's
				   unit's prefix M bytes (0 without a
				   record) before that target, in the
				   executable segment of a loaded object
				   that holds it (never for a PLT entry
				   going nobody knows where, never read
				   for a site of a table-mode unit), */
  uint32_t preamble_hash;	/* with this HASH.  */
};

extern void rapcfi_find_call (uintptr_t target, uintptr_t site,
			      struct rapcfi_call *call)
  __attribute__ ((visibility ("hidden")));

/* Where ADDRESS lies, as rapcfi_find_function says.  Called with the
   tables' lock held and the tables fresh.  */
extern enum rapcfi_place rapcfi_lookup_function
  (uintptr_t address, struct rapcfi_function *function)
  __attribute__ ((visibility ("hidden")));

struct segment;

/* The executable segment holding ADDRESS, or NULL.  Called with the
   tables' lock held and the tables fresh.  */
extern const struct segment *rapcfi_lookup_segment (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_LOOKUP_H */
