/* Every indirect call keeps its type after cross-jumping: the pass after
   expand gives each of the four a type key, and on x86_64 the two calls
   of leave are merged into one, checked: three checks.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-rtl-all-stats" } */

#include "crossjump-shared-call.h"

/* { dg-final { scan-rtl-dump-times {indirect call \(insn [0-9]+\): type key} 4 "rapcfi_call_types" } } */
/* { dg-final { scan-rtl-dump {rapcfi indirect calls checked: 3\n} "rapcfi" { target x86_64-*-* } } } */
/* { dg-bogus "type of this indirect call was lost" "" { target *-*-* } 0 } */
