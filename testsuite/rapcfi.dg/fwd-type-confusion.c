/* An indirect call through a pointer that an attacker pointed at a
   function of another prototype is stopped before the call.  */
/* { dg-do run } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "rapcfi: indirect call in main \\(\[^)\]*fwd-type-confusion.c:\[0-9\]+\\) to wrong_type: expected 'void \\(int\\)' \\\[0x019c0cac\\\], found 'int \\(int \\*\\)'" } */

#include <stdio.h>

typedef void (*handler_fn) (int);

void
right_type (int x)
{
  printf ("right_type %d\n", x);
}

int
wrong_type (int *p)
{
  printf ("wrong_type reached\n");
  return p ? *p : 0;
}

handler_fn volatile slot = right_type;

int
main (void)
{
  slot = (handler_fn) (void (*) (void)) wrong_type;
  slot (1);
  printf ("not reached\n");
  return 0;
}
