/* What a failed return check finds at its return address (returns.c).  */

#ifndef RAPCFI_RETURNS_H
#define RAPCFI_RETURNS_H

#include "units.h"
#include "arch/code.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What a return found at its return address.  */
struct return_site
{
  bool marked;			/* A return-site marker is there, */
  uint32_t hash;		/* with this hash, */
  bool recorded;		/* whole, from a table-mode record; else
				   as much of it as the marker in the code
				   holds (rapcfi_code_marker_hash), */
  uintptr_t call_target;	/* after a direct call to this function (a
				   PLT entry seen through; 0: none, or
				   unknown), */
  bool direct;			/* which is */
  struct rapcfi_function callee;	/* this recorded function's entry, */
  bool after_unchecked_call;	/* after a direct call to code that
				   checks no returns, which may have
				   tail-called the returning function, */
  size_t ncalls;		/* and after the first byte of a call */
  uintptr_t calls[RAPCFI_MAX_CALLS_BEFORE];	/* at one of these; */
  const char *unprototyped;	/* in table mode, after an indirect call
				   through an unprototyped type, this
				   one (NULL: none), */
  const char *typed;		/* or through this prototype (NULL:
				   none, or not recorded).  */
};

/* Read the return site at ADDRESS, in the recorded FUNCTION, into
   *FOUND.  */
extern void rapcfi_read_return_site (uintptr_t address,
				     const struct rapcfi_function *function,
				     struct return_site *found)
  __attribute__ ((visibility ("hidden")));

/* Whether the return site FOUND, of another type than SITE, the return
   check's record, expects, is still where the returning function may
   return to.  FROM is the .Lsite of the check.  */
extern bool rapcfi_return_site_agrees (uintptr_t from,
				       const struct rapcfi_site *site,
				       const struct return_site *found)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_RETURNS_H */
