/* A pointer into the middle of an instrumented function is no function
   entry: stopped.  */
/* { dg-do run } */
/* { dg-shouldfail "not a function entry" } */
/* { dg-output "rapcfi: indirect call in main .* to 0x\[0-9a-f\]+: expected 'void \\(int\\)' \\\[0x019c0cac\\\], found no function entry \\(victim\\+0x\[0-9a-f\]+\\)" } */

#include <stdio.h>
#include <stdint.h>

typedef void (*handler_fn) (int);

void
victim (int x)
{
  printf ("victim %d\n", x);
  printf ("victim again %d\n", x);
}

handler_fn volatile slot;

int
main (void)
{
  slot = (handler_fn) ((uintptr_t) victim + 4);
  slot (1);
  return 0;
}
