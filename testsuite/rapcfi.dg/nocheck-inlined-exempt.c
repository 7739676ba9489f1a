/* The call written in an exempt function (RAPCFI_NOCHECK, Linux's
   __nocfi) and inlined into a checked one stays unchecked, as with
   Clang's no_sanitize ("kcfi"): the kernel's bpf_dispatcher_nop_func
   calls BPF programs, which have no kCFI preamble on arm64, so.  The
   forward edge alone: wrong_type's return to a return site of another
   type is the return edge's to stop.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rapcfi-edges=forward" } */
/* { dg-output "wrong_type reached\nreturned\n" } */

#include "nocheck-inlined.h"

int
main (void)
{
  call_exempt ();
  printf ("returned\n");
  return 0;
}
