/* compat=loose, the weaker opt-in: the attack of
   compat-strict-unimported.c, a function pointer overwritten with a libc
   function the program never takes, is let through.  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-rapcfi-compat=loose" } */
/* { dg-output "event 1\nnot stopped\n" } */

#include "compat-attacker.h"
#include <stdio.h>

static void
on_event (int x)
{
  printf ("event %d\n", x);
}

void (*volatile handler) (int) = on_event;

int
main (void)
{
  handler (1);
  handler = (void (*) (int)) (void *) LIBC_ADDRESS (getpid);
  handler (2);
  printf ("not stopped\n");
  return 0;
}
