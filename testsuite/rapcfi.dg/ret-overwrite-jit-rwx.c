/* jit-return.c's attack twin for a JIT that keeps its code writable:
   an attacker writes a call instruction and code of its own into a
   mapping that is writable and executable, and overwrites the victim's
   return address with the address after that call.  Memory that can be
   written is no JIT code whose calls can be trusted: stopped
   (compat=strict).  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return into a writable executable mapping" } */
/* { dg-output "rapcfi: return from victim\[.a-z0-9\]* \\(\[^)\]*\\) to 0x\[0-9a-f\]+: expected a return site of 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile, not after a call \\(compat=strict\\)" } */

#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
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

int
main (void)
{
  unsigned char *page = mmap (NULL, 4096,
			      PROT_READ | PROT_WRITE | PROT_EXEC,
			      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED)
    return 2;
  forged_return = jit_forge (page + 64, escaped);
  printf ("victim %ld\n", victim (1));
  return 0;
}
