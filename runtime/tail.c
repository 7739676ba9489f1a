/* What code that checks no returns (a library rapcfi did not compile, an
   edges=forward unit) can tail-call: the tail-call rule of compat=strict
   lets a function return to a return site of another type after a
   direct call to such code only when that code can have jumped to it.
   The callee's extent comes from the object's dynamic symbol table (or
   its record); its code is followed from its entry, instruction by
   instruction (arch/<target>/code.c), along every branch: a jump through
   a register or memory reached that way can go to any function; a
   direct jump out of the extent goes to a function whose code is read in
   turn.  */

#define _GNU_SOURCE
#include "tail.h"
#include "lookup.h"
#include "objects.h"
#include "resolve.h"
#include "arch/code.h"

#include <pthread.h>
#include <string.h>

/* How many functions one question reads, how many paths through one are
   pending at a time: more is answered as "may reach any".  */
#define MAX_FUNCTIONS 16
#define MAX_PENDING 256

/* The most code of one function that is read: of a function that begins
   no dynamic symbol (a library's local function, an ifunc's
   implementation, the cold part of a function), up to the next symbol
   or this far; a larger named function may reach any.  */
#define MAX_EXTENT 65536

/* The instructions already followed in the function being read, a bit
   per byte; under the tables' lock.  */
static unsigned char followed[MAX_EXTENT / 8];

/* The code of the function at ADDRESS, which checks no returns, from
   ADDRESS to *END, its name into *NAME; false when there is none to read
   (a function with return checks, whose tail calls go only to functions
   of its own return type, or code in no loaded object).  Called with the
   tables' lock held and the tables fresh.  */
static bool
unchecked_code (uintptr_t address, uintptr_t *end, const char **name)
{
  struct rapcfi_function function;
  *name = NULL;
  switch (rapcfi_lookup_function (address, &function))
    {
    case RAPCFI_AT_ENTRY:
      if (function.unit_flags & RAPCFI_UNIT_RETURNS)
	return false;
      *end = address + function.size;
      *name = function.name;
      return true;
    case RAPCFI_INSIDE:
      return false;
    case RAPCFI_OUTSIDE:
      break;
    }
  const struct segment *g = rapcfi_lookup_segment (address);
  if (!g)
    return false;
  const struct rapcfi_object *object = &rapcfi_tables.objects[g->object];
  uintptr_t symbol_end;
  bool named = rapcfi_object_function_at (object, address, &symbol_end,
					  name);
  if (!named && (!symbol_end || symbol_end - address > MAX_EXTENT))
    symbol_end = (g->end - address > MAX_EXTENT ? address + MAX_EXTENT
		  : g->end);
  *end = symbol_end < g->end ? symbol_end : g->end;
  return *end > address;
}

/* Whether the code at ADDRESS, which begins no function symbol, is a
   stub that jumps through a GOT slot of its object that no DT_JMPREL
   relocation fills (.plt.got: the PLT entry of a function whose address
   the object also takes): where the slot points into *RESOLVED.  Called
   with the tables' lock held and the tables fresh.  */
static bool
got_stub (uintptr_t address, uintptr_t *resolved)
{
  const struct segment *g = rapcfi_lookup_segment (address);
  uintptr_t slot, end;
  const char *name;
  if (!g || !rapcfi_code_plt_jump ((const unsigned char *) address,
				   g->end - address, &slot))
    return false;
  const struct rapcfi_object *object = &rapcfi_tables.objects[g->object];
  if (rapcfi_object_function_at (object, address, &end, &name)
      || !rapcfi_object_maps (object, slot, sizeof (uintptr_t)))
    return false;
  *resolved = *(const volatile uintptr_t *) slot;
  return true;
}

/* Follow the code from CODE to CODE + SIZE from its first instruction
   along every path: whether one jumps through a register or memory, or
   the code does not decode, or there are more paths or functions than
   this reads (true: it may reach any function).  The targets of direct
   jumps and branches out of it are added to the *NQUEUE in QUEUE, each
   once.  Called with the tables' lock held.  */
static bool
reaches_any (const unsigned char *code, size_t size, uintptr_t *queue,
	     size_t *nqueue)
{
  if (size > MAX_EXTENT)
    return true;
  memset (followed, 0, (size + 7) / 8);
  size_t pending[MAX_PENDING], npending = 0;
  pending[npending++] = 0;
  while (npending)
    {
      size_t at = pending[--npending];
      while (at < size && !(followed[at / 8] & (1u << (at % 8))))
	{
	  followed[at / 8] |= 1u << (at % 8);
	  enum rapcfi_flow flow;
	  ptrdiff_t target = 0;
	  size_t n = rapcfi_code_flow (code + at, size - at, &flow, &target);
	  if (!n || flow == RAPCFI_FLOW_INDIRECT)
	    return true;
	  if (flow == RAPCFI_FLOW_BRANCH || flow == RAPCFI_FLOW_JUMP)
	    {
	      target += (ptrdiff_t) at;
	      if (target >= 0 && (size_t) target < size)
		{
		  if (npending == MAX_PENDING)
		    return true;
		  pending[npending++] = (size_t) target;
		}
	      else
		{
		  uintptr_t away = (uintptr_t) code + (uintptr_t) target;
		  bool seen = false;
		  for (size_t j = 0; j < *nqueue && !seen; j++)
		    seen = queue[j] == away;
		  if (!seen)
		    {
		      if (*nqueue == MAX_FUNCTIONS)
			return true;
		      queue[(*nqueue)++] = away;
		    }
		}
	    }
	  if (flow == RAPCFI_FLOW_JUMP || flow == RAPCFI_FLOW_END)
	    break;
	  at += n;
	}
    }
  return false;
}

/* Whether NAME is one whose result the plugin gives
   __rapcfi_dlsym_result (plugin/dlsym.cc).  */
static bool
launders (const char *name)
{
  return name && (strcmp (name, "dlsym") == 0 || strcmp (name, "dlvsym") == 0);
}

enum rapcfi_tail_reach
rapcfi_tail_reach (uintptr_t callee, uintptr_t returning, const char **name)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  uintptr_t queue[MAX_FUNCTIONS];
  size_t nqueue = 0;
  enum rapcfi_tail_reach reach = RAPCFI_TAIL_NONE;
  *name = NULL;
  queue[nqueue++] = callee;
  for (size_t done = 0; done < nqueue && reach == RAPCFI_TAIL_NONE; done++)
    {
      uintptr_t address = queue[done], resolved, end;
      const char *function_name;
      switch (rapcfi_lookup_plt (address, &resolved))
	{
	case RAPCFI_PLT_RESOLVED:
	  address = resolved;
	  break;
	case RAPCFI_PLT_UNKNOWN:
	  continue;
	case RAPCFI_NOT_PLT:
	  if (got_stub (address, &resolved))
	    address = resolved;
	  break;
	}
      if (address == returning)
	{
	  reach = RAPCFI_TAIL_REACHES;
	  break;
	}
      if (!unchecked_code (address, &end, &function_name))
	continue;
      if (done == 0)
	{
	  *name = function_name;
	  if (launders (function_name))
	    {
	      reach = RAPCFI_TAIL_LAUNDERED;
	      break;
	    }
	}
      if (reaches_any ((const unsigned char *) address, end - address,
		       queue, &nqueue))
	reach = RAPCFI_TAIL_REACHES;
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return reach;
}

uintptr_t
rapcfi_find_uninstrumented (const char *name)
{
  pthread_mutex_lock (&rapcfi_tables_lock);
  rapcfi_refresh_tables ();
  uintptr_t address = 0;
  for (size_t i = 0; i < rapcfi_tables.nobjects; i++)
    {
      enum rapcfi_definition d
	= rapcfi_object_defines (&rapcfi_tables.objects[i], name, &address);
      if (d == RAPCFI_DEFINED)
	break;
      address = 0;
      if (d == RAPCFI_DEFINED_IFUNC)
	break;
    }
  pthread_mutex_unlock (&rapcfi_tables_lock);
  return address;
}
