/* What a failed return check finds at its return address: a return-site
   marker and its hash, read from the code or, in table mode, from the
   units' records, and the call it follows, which may make another type's
   return site one the function may still return to.  */

#define _GNU_SOURCE
#include "returns.h"
#include "compat.h"
#include "lookup.h"
#include "tail.h"
#include "arch/code.h"
#include "typehash/typehash.h"

#include <stddef.h>

/* Whether a direct call to what lies at PLACE, the recorded CALLEE when
   at an entry, went to code that checks no returns: code rapcfi did not
   compile, or a function of a unit built without return checks.  Such
   code may have tail-called the returning function.  */
static bool
callee_checks_no_returns (enum rapcfi_place place,
			  const struct rapcfi_function *callee)
{
  return (place == RAPCFI_OUTSIDE
	  || (place == RAPCFI_AT_ENTRY
	      && !(callee->unit_flags & RAPCFI_UNIT_RETURNS)));
}

/* Look the return site at ADDRESS, in a function of a table-mode unit,
   up in the units' records: its code is not read.  */
static void
look_up_return_site (uintptr_t address, struct return_site *found)
{
  struct rapcfi_return_record record;
  found->marked = rapcfi_find_return_record (address, &record);
  if (!found->marked)
    return;
  found->hash = record.hash;
  found->recorded = true;
  if (record.kind == RAPCFI_RETURN_AFTER_DIRECT_CALL)
    {
      /* A callee no unit records by that name is code rapcfi did not
	 compile.  */
      enum rapcfi_place place
	= rapcfi_find_function_named (record.string, address, &found->callee);
      found->direct = place == RAPCFI_AT_ENTRY;
      if (found->direct)
	found->call_target = found->callee.entry;
      else if (place == RAPCFI_OUTSIDE)
	found->call_target = rapcfi_find_uninstrumented (record.string);
      found->after_unchecked_call
	= callee_checks_no_returns (place, &found->callee);
    }
  else if (record.kind == RAPCFI_RETURN_AFTER_UNPROTOTYPED_CALL)
    found->unprototyped = record.string;
  else if (record.kind == RAPCFI_RETURN_AFTER_TYPED_CALL)
    found->typed = record.string;
}

/* Read the return site at ADDRESS, in the recorded FUNCTION.  Only the
   function's own bytes are read: they are mapped, whatever ADDRESS is.  */
void
rapcfi_read_return_site (uintptr_t address,
			 const struct rapcfi_function *function,
			 struct return_site *found)
{
  const unsigned char *code = (const unsigned char *) address;
  uintptr_t before = address - function->entry;
  uintptr_t after = function->size - before;

  found->call_target = 0;
  found->direct = false;
  found->after_unchecked_call = false;
  found->ncalls = 0;
  found->unprototyped = NULL;
  found->typed = NULL;
  if (function->unit_flags & RAPCFI_UNIT_TABLE)
    {
      look_up_return_site (address, found);
      return;
    }
  found->marked = rapcfi_code_return_marker (code, after, &found->hash);
  if (!found->marked)
    return;

  /* A direct call right before: its target, through its PLT entry, and
     its record if it is recorded; code that is not (call_target outside
     the recorded functions) or that checks no returns may have
     tail-called the returning function.  */
  uintptr_t direct;
  found->ncalls = rapcfi_code_calls_before (code, before, found->calls,
					    &direct);
  if (!direct)
    return;
  enum rapcfi_place place = rapcfi_find_callee (direct, &found->callee,
						&found->call_target);
  found->direct = place == RAPCFI_AT_ENTRY;
  found->after_unchecked_call
    = (found->call_target
       && callee_checks_no_returns (place, &found->callee));
}

/* Whether the return site FOUND, of another type than SITE, the return
   check's record, expects, is still where the returning function may
   return to: after a direct call to that very function (the two units
   disagree about its type: a builtin's idea of FILE *, an unprototyped
   declaration, a K&R definition), or after a checked indirect call
   through an unprototyped type that returns what the function does (old
   code calling a K&R definition with arguments), or through a type
   compatible with the function's: a prototype without parameters for
   a K&R definition without any, or a type that a unit recorded as the
   function's with a member type of its transparent-union parameter's
   union in its place (compat.c).  FROM is the .Lsite of the check.  */
bool
rapcfi_return_site_agrees (uintptr_t from, const struct rapcfi_site *site,
			   const struct return_site *found)
{
  struct rapcfi_function returning;
  bool known = rapcfi_find_function (from, &returning) != RAPCFI_OUTSIDE;
  if (found->call_target && known && found->call_target == returning.entry)
    return true;

  if (found->unprototyped
      && rapcfi_same_return_type (found->unprototyped, site->type))
    return true;
  if (found->typed && known
      && (rapcfi_void_prototype_of (found->typed, site->type)
	  || rapcfi_member_type_allows_return (returning.entry, found->typed)))
    return true;
  for (size_t i = 0; i < found->ncalls; i++)
    {
      struct rapcfi_site call;
      if (rapcfi_find_site (found->calls[i], &call)
	  && (call.kind & RAPCFI_SITE_KIND_MASK) == RAPCFI_SITE_CALL
	  && (((call.kind & RAPCFI_SITE_UNPROTOTYPED)
	       && rapcfi_same_return_type (call.type, site->type))
	      || (!(call.kind & RAPCFI_SITE_UNPROTOTYPED)
		  && rapcfi_void_prototype_of (call.type, site->type))
	      || (known
		  && rapcfi_member_type_allows_return (returning.entry,
						       call.type))))
	return true;
    }
  return false;
}
