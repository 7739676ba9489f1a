/* Functions whose address never escapes have no preamble, but a record
   all the same: a static function's return address overwritten with the
   return site after a direct call to another static function, of another
   prototype, in a static function, is stopped.  Without the records the
   return site was taken for code rapcfi did not compile, after a call,
   and allowed.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return to the return site of another static function" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*ret-static.h:\[0-9\]+\\) to 0x\[0-9a-f\]+ \\(caller\\+0x\[0-9a-f\]+\\): expected a return site of 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found a return site of another type \\\[0x\[0-9a-f\]+\\\] \\(after a call to other_type 'double \\(double\\)'\\)" } */

#include "ret-static.h"

int
main (int argc, char **argv)
{
  (void) argv;
  overwrite = 1;
  caller (argc);
  return 0;
}
