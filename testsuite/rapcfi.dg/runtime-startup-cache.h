/* One indirect call site, through a pointer of type int (void), for
   runtime-startup-cache-attack.c and its twin: the pointer holds getpid
   first, a C library function whose address the program takes as that
   type (compat allows the call), then what the test puts there.  */

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int (*volatile pointer) (void) = getpid;
long (*volatile other) (long) = labs;

__attribute__ ((noinline)) static int
call (void)
{
  return pointer ();
}
