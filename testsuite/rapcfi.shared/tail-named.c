/* A library rapcfi did not compile tail-calls program_step by name (a
   jump to its PLT entry, no pointer): program_step returns to the return
   site after the call to lib_tail_named, of another type.  The library's
   code jumps to it: allowed (compat=strict).  tail-named-attack.c is its
   attack twin.  */

#include <stdio.h>

int lib_tail_named (int, int);

int
program_step (int x)
{
  printf ("step %d\n", x);
  return x * 2;
}

int
main (void)
{
  printf ("result %d\n", lib_tail_named (1, 2));
  return 0;
}
