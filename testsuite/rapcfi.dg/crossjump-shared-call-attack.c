/* The merged call is checked: leave pointed at a function of another
   type is stopped on the path that reaches it through the merge.  */
/* { dg-do run } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "rapcfi: indirect call in (autocheckpoint|set_hook) \\(\[^)\]*\\) to wrong_type: expected 'void \\(int \\*\\)'" } */

#include "crossjump-shared-call.h"

long
wrong_type (long x)
{
  printf ("wrong_type reached\n");
  return x;
}

int
main (void)
{
  int mutex = 0;
  struct db db = { { 0 }, &mutex, 0, 0 };
  autocheckpoint (&db, 3);
  config.mutex.leave = (void (*) (int *)) (void (*) (void)) wrong_type;
  autocheckpoint (&db, 0);
  printf ("not reached\n");
  return 0;
}
