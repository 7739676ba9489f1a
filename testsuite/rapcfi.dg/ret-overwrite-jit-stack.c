/* The same attack as ret-overwrite-jit-rwx.c into the stack, which a
   nested function's trampoline makes executable (the link marks the
   program's stack so): the forged call and code are in a local array,
   the victim's return address overwritten with the address after that
   call.  The stack is never JIT code: stopped (compat=strict).  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline -Wl,--no-warn-execstack" } */
/* { dg-shouldfail "return into the executable stack" } */
/* { dg-output "rapcfi: return from victim\[.a-z0-9\]* \\(\[^)\]*\\) to 0x\[0-9a-f\]+: expected a return site of 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, not after a call \\(compat=strict\\)" } */

#include <stdio.h>
#include <stdlib.h>
#include "jit-forged.h"
#include "saved-return.h"

static void *volatile forged_return;

static void
escaped (void)
{
  printf ("not stopped\n");
  exit (0);
}

static long
victim (long x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  *saved_return = forged_return;
  SAVED_RETURN_WRITTEN ();
  return x + 1;
}

static long
apply (long (*f) (long), long x)
{
  return f (x);
}

int
main (void)
{
  long offset = 1;
  /* Its trampoline, on the stack, is why the stack is executable.  */
  long add_offset (long x)
  {
    return x + offset;
  }
  _Alignas (16) unsigned char code[64];
  forged_return = jit_forge (code, escaped);
  printf ("nested %ld\n", apply (add_offset, 1));
  printf ("victim %ld\n", victim (1));
  return 0;
}
