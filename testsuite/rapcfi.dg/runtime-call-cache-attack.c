/* A data-only attacker writes the cache word of an inline check (x86_64:
   found as an attacker would, by decoding the check's cmpq in the
   code) with another target: the word is in .data.rel.ro, read-only
   once relocated, so the write faults, and the call to that target is
   stopped.  Elsewhere, and in table mode, the checks have no such word.
   call-cache-other-target.c is the same call without the write.  */
/* { dg-do run } */
/* { dg-shouldfail "the site's cache cannot be written" } */
/* { dg-output "pid 1\nattacker: (site cache: the write faulted|no site cache)\nrapcfi: indirect (tail )?call in call\[.a-z0-9\]* \\(\[^)\]*\\) to (\[_a-z\]*getpid\\+0x1|0x\[0-9a-f\]+): expected 'int \\(void\\)'" } */

#include "runtime-attacker.h"
#include <unistd.h>

int (*volatile pointer) (void) = getpid;

/* The cache word of the first check in the CODE_SIZE bytes at CODE that
   tests one: cmpq %reg, disp32(%rip); je +6; call *disp32(%rip).  */
static void *
find_site_cache (const unsigned char *code, size_t code_size)
{
#if defined __x86_64__
  for (size_t i = 0; i + 11 <= code_size; i++)
    {
      const unsigned char *p = code + i;
      if ((p[0] & 0xfb) == 0x48 && p[1] == 0x39 && (p[2] & 0xc7) == 0x05
	  && p[7] == 0x74 && p[8] == 0x06 && p[9] == 0xff && p[10] == 0x15)
	{
	  int32_t disp;
	  memcpy (&disp, p + 3, sizeof disp);
	  return (void *) (p + 7 + disp);
	}
    }
#else
  (void) code;
  (void) code_size;
#endif
  return NULL;
}

/* The one call site: its cache holds getpid after the first call.  */
__attribute__ ((noinline)) static int
call (void)
{
  return pointer ();
}

int
main (void)
{
  printf ("pid %d\n", call () > 0 ? 1 : 0);
  void *wrong = (void *) ((const char *) getpid + 1);
  void **cache = find_site_cache ((const unsigned char *) call, 256);
  if (cache)
    printf ("attacker: site cache: %s\n",
	    attack_write (cache, &wrong, sizeof wrong)
	    ? "written" : "the write faulted");
  else
    printf ("attacker: no site cache\n");
  fflush (stdout);
  pointer = (int (*) (void)) (void (*) (void)) wrong;
  printf ("not stopped %d\n", call ());
  return 0;
}
