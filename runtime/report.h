/* The reports of violations (report.c).  */

#ifndef RAPCFI_REPORT_H
#define RAPCFI_REPORT_H

#include "returns.h"
#include "units.h"

#include <stdbool.h>
#include <stdint.h>

/* Whether the violation on the edge FROM -> TO, at SITE (NULL: no
   record), is a repeat that permissive mode only counts: the policy
   for it is permissive and the edge has been reported.  */
extern bool rapcfi_count_repeat (uintptr_t from, uintptr_t to,
				 const struct rapcfi_site *site)
  __attribute__ ((visibility ("hidden")));

/* Report the indirect call at FROM to TARGET, the edge FROM -> TARGET,
   one line to stderr, for example
     rapcfi: indirect call in main (demo.c:14) to evil: expected
     'void (int)' [0x019c0cac], found 'int (int *)' [0x1234abcd]
   TO is the function TARGET stands for (TARGET, or where its PLT entry
   or trampoline goes).  SITE is NULL when the call site has no record,
   FUNCTION is where TO lies (PLACE).  For a kCFI preamble outside the
   recorded functions, PLACE is RAPCFI_AT_ENTRY and FUNCTION has no name
   and the hash found, with no type when no recorded function has that
   hash.  OUTSIDE, when given, says what TO is instead: code rapcfi did
   not compile that the compat policy refuses.  */
extern void rapcfi_report_call (uintptr_t from, uintptr_t target,
				uintptr_t to, const struct rapcfi_site *site,
				enum rapcfi_place place,
				const struct rapcfi_function *function,
				const char *outside)
  __attribute__ ((visibility ("hidden")));

/* Report the return checked at FROM (.Lsite) to TO, one line to stderr,
   for example
     rapcfi: return from f (a.c:7) to 0x55d0c0a01865 (main+0x15): expected
     a return site of 'void (int)' [0x8c2a0a4e], found no return site
   SITE is NULL when the check has no site record, FUNCTION is where the
   return address TO lies (its name "" when nowhere), FOUND what is there
   or, when TO is the .Lsite of a return check, FAILURE_PATH its record,
   or, when TO is in code rapcfi did not compile, OUTSIDE what the report
   says of it; when TO is a return site after a call to code that checks
   no returns, OUTSIDE says why compat refuses it.  */
extern void rapcfi_report_return (uintptr_t from, uintptr_t to,
				  const struct rapcfi_site *site,
				  const struct rapcfi_function *function,
				  const struct rapcfi_site *failure_path,
				  const struct return_site *found,
				  const char *outside)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_REPORT_H */
