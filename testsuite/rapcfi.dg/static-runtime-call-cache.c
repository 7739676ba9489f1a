/* librapcfi.a fills the cache word of an inline check (x86_64, inline
   mode) as the shared runtime does: there, the linker made the check's
   call of the runtime a direct call (addr32 call, 67 e8, relaxed from
   call *foo@GOTPCREL(%rip)), which the runtime must recognise too, or
   every call through the site takes the slow path.  The word is read
   after one call to getpid through a pointer.  Elsewhere, and in table
   mode, the checks have no such word.  */
/* { dg-do run } */
/* { dg-additional-options "-static" } */
/* { dg-output "pid 1\n(site cache: getpid|no site cache)\npid 1\n" } */

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int (*volatile pointer) (void) = getpid;

/* The cache word of the first check in the CODE_SIZE bytes at CODE that
   tests one: cmpq %reg, disp32(%rip); je +6.  */
static void *
find_site_cache (const unsigned char *code, size_t code_size)
{
#if defined __x86_64__
  for (size_t i = 0; i + 9 <= code_size; i++)
    {
      const unsigned char *p = code + i;
      if ((p[0] & 0xfb) == 0x48 && p[1] == 0x39 && (p[2] & 0xc7) == 0x05
	  && p[7] == 0x74 && p[8] == 0x06)
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

__attribute__ ((noinline)) static int
call (void)
{
  return pointer ();
}

int
main (void)
{
  printf ("pid %d\n", call () > 0 ? 1 : 0);
  void *const *cache = find_site_cache ((const unsigned char *) call, 256);
  if (cache)
    printf ("site cache: %s\n", *cache == (void *) getpid ? "getpid"
				 : *cache ? "another address" : "empty");
  else
    printf ("no site cache\n");
  printf ("pid %d\n", call () > 0 ? 1 : 0);
  return 0;
}
