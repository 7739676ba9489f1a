/* policy=permissive: the violation is reported, then the call goes on.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-rapcfi-policy=permissive" } */
/* { dg-output "rapcfi: indirect call in main .* to wrong_type: expected 'void \\(int\\)'.*wrong_type reached\n.*after the call" } */

#include <stdio.h>

typedef void (*handler_fn) (int);

int
wrong_type (int *p)
{
  printf ("wrong_type reached\n");
  return p != 0;
}

handler_fn volatile slot;

int
main (void)
{
  slot = (handler_fn) (void (*) (void)) wrong_type;
  slot (0);
  printf ("after the call\n");
  return 0;
}
