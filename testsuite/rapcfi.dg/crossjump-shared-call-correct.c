/* Both paths through the merged call run, correctly typed: no report.  */
/* { dg-do run } */
/* { dg-output "mutex 0, hook 3\nmutex 0, no hook\n" } */

#include "crossjump-shared-call.h"

int
main (void)
{
  int mutex = 0;
  struct db db = { { 0 }, &mutex, 0, 0 };
  autocheckpoint (&db, 3);
  printf ("mutex %d, hook %ld\n", mutex, db.hook (db.arg));
  autocheckpoint (&db, 0);
  printf ("mutex %d, %s\n", mutex, db.hook ? "hook" : "no hook");
  return 0;
}

