/* PLT entries (doc/ABI.md, "PLT entries").  In a non-PIE executable, the
   address of a shared library's function taken in the executable is the
   executable's PLT entry for it, which has no preamble: the runtime
   judges a call to it as a call to the function it goes to, whether its
   GOT slot is bound yet (lazy binding) or not, and names that function
   in its report; a PLT entry of code without records, or of an ifunc not
   bound yet, is allowed (the units are compat=loose: compat=strict is
   rapcfi.dg/compat-strict-*.c's).  A return after a direct call through the PLT
   to the returning function itself is allowed whatever type the return
   site names; after one to another function, it is a violation.  The
   units are permissive: a violation is reported, counted and let
   through.

   rapcfi.runtime/runtime.exp builds it with the plain compiler (the
   assembly plays the plugin's part), -fno-pie -no-pie -z lazy, with
   the library plt-lib.S, and runs it.  */

#include "rapcfi.h"

#include <stdio.h>
#include <string.h>

extern long call_ll (void *, long), call_dd (void *, long);
extern long direct_ll (long), direct_other (long);
extern long lib_ll (long), lib_other (long), lib_plain (long);

static int ok = 1;

static void
run (const char *what, long got, long want, unsigned long before,
     unsigned long violations)
{
  if (got != want)
    {
      printf ("FAIL: %s: returned %ld, not %ld\n", what, got, want);
      ok = 0;
    }
  if (rapcfi_violations () - before != violations)
    {
      printf ("FAIL: %s: %lu violations, not %lu\n", what,
	      rapcfi_violations () - before, violations);
      ok = 0;
    }
}

#define RUN(what, call, want, violations)				\
  do									\
    {									\
      printf ("%s\n", what);						\
      unsigned long before = rapcfi_violations ();			\
      long got = call;							\
      run (what, got, want, before, violations);			\
    }									\
  while (0)

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  RUN ("PLT entry, wrong type, not bound yet",
       call_dd ((void *) lib_ll, 1), 3, 2);
  RUN ("PLT entry, wrong type, bound", call_dd ((void *) lib_ll, 2), 6, 2);
  RUN ("PLT entry, right type, not bound yet",
       call_ll ((void *) lib_other, 3), 9, 0);
  RUN ("PLT entry, right type, bound", call_ll ((void *) lib_ll, 4), 12, 0);
  RUN ("PLT entry of code without records",
       call_ll ((void *) lib_plain, 5), 15, 0);
  RUN ("PLT entry of an ifunc, not bound yet",
       call_ll ((void *) strlen, (long) "abcdef"), 6, 0);
  RUN ("PLT entry of an ifunc, bound",
       call_ll ((void *) strlen, (long) "abcdefg"), 7, 0);
  RUN ("direct call through the PLT, return site of another type",
       direct_ll (6), 18, 0);
  RUN ("direct call through the PLT to another function",
       direct_other (7), 21, 1);
  puts (ok ? "PASS: plt" : "FAIL: plt");
  return !ok;
}
