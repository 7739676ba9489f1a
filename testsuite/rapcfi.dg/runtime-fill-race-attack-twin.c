/* runtime-fill-race-attack.c's correct twin: the same fills, no
   attacker; the victim site then calls getppid, of its type.  */
/* { dg-do run } */
/* { dg-additional-options "-pthread" } */
/* { dg-output "pid 1\nfills done\nppid 1\n" } */

#include <stdio.h>
#include "runtime-fill-race.h"

int
main (void)
{
  printf ("pid %d\n", victim () > 0 ? 1 : 0);
  pthread_t filling;
  pthread_create (&filling, NULL, filler, NULL);
  pthread_join (filling, NULL);
  printf ("fills done\n");
  victim_pointer = getppid;
  printf ("ppid %d\n", victim () > 0 ? 1 : 0);
  return 0;
}
