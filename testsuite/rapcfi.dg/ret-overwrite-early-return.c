/* The early return of a function with two returns, which share one
   failure path, overwritten with the return site after a call to a
   function of another prototype: stopped.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "the early return goes to the return site of another type" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*ret-two-returns.h:\[0-9\]+\\) to 0x\[0-9a-f\]+ \\(caller\\+0x\[0-9a-f\]+\\): expected a return site of 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found a return site of another type \\\[0x\[0-9a-f\]+\\\] \\(after a call to other_type 'double \\(double\\)'\\)" } */

#include "ret-two-returns.h"

int
main (int argc, char **argv)
{
  (void) argv;
  overwrite = 1;
  caller (argc);
  return 0;
}
