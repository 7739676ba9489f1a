/* As ret-overwrite-static-site.c, with the functions cloned at -O2
   (constprop, isra) and the caller inlined: each clone has a record and
   its own return check; the return to the site after the call to another
   clone, of another type, is stopped.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline-small-functions -fno-inline-functions-called-once" } */
/* { dg-shouldfail "return to the return site of another clone" } */
/* { dg-output "rapcfi: return from clone_victim\[.a-z0-9\]* \\(\[^)\]*ret-clone.h:\[0-9\]+\\) to 0x\[0-9a-f\]+ \\(outer\\+0x\[0-9a-f\]+\\): expected a return site of 'long \\(long, long\\)' \\\[0x\[0-9a-f\]+\\\], found a return site of another type \\\[0x\[0-9a-f\]+\\\] \\(after a call to clone_other\[.a-z0-9\]* 'double \\(const pair \\*\\)'\\)" } */

#include "ret-clone.h"

int
main (int argc, char **argv)
{
  (void) argv;
  clone_overwrite = 1;
  outer (argc);
  return 0;
}
