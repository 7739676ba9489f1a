/* A callback tail-called by a library rapcfi did not compile returns to
   the library's caller, to the return site after the call to
   lib_tail_apply, whose type is not the callback's: the library may
   have jumped to the callback, whose address is taken, and the return
   is allowed (compat=strict).  tail-call-attack.c is its attack twin.  */

#include <stdio.h>

int lib_tail_apply (int (*) (int), int);

static int
callback (int x)
{
  printf ("callback %d\n", x);
  return x * 2;
}

int
main (void)
{
  printf ("result %d\n", lib_tail_apply (callback, 3));
  return 0;
}
