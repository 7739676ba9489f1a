/* Two bodies identical but for the types their indirect calls are made
   through must not be folded by IPA-ICF: the folded body could check only
   one of the types, and the other caller's correct call would be
   stopped.  */
/* { dg-do run } */
/* { dg-output "int target 1\nlong target 2\n" } */

#include <stdio.h>

static __attribute__ ((noinline)) void
call_int (void *p)
{
  void (*fp) (int *) = p;
  fp (0);
}

static __attribute__ ((noinline)) void
call_long (void *p)
{
  void (*fp) (long *) = p;
  fp (0);
}

void
int_target (int *p)
{
  printf ("int target %d\n", p ? *p : 1);
}

void
long_target (long *p)
{
  printf ("long target %d\n", p ? (int) *p : 2);
}

int
main (void)
{
  call_int ((void *) int_target);
  call_long ((void *) long_target);
  return 0;
}
