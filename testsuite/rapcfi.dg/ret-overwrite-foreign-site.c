/* A saved return address overwritten, through __builtin_frame_address,
   with a return site that follows a call to a function of another
   prototype: the return is stopped.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return to a foreign return site" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*ret-victim.h:\[0-9\]+\\) to 0x\[0-9a-f\]+ \\(main\\+0x\[0-9a-f\]+\\): expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found a return site of another type" } */

#include "ret-victim.h"

int
main (void)
{
  other_type (1);
  overwrite = 1;
  printf ("victim %d\n", victim (2));
  printf ("not reached\n");
  return 0;
}
