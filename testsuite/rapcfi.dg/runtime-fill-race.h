/* A thread that makes the runtime fill inline checks' cache words
   again and again (x86_64, inline mode; the filler), and a victim site
   whose word is in the same page (.data.rel.ro, read-only once
   relocated).  */

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

/* Rounds of fills: each round, each of the SITES filling sites calls
   getpid or getppid, by turns, through a pointer of its own.  Their
   pairs of site and target outnumber the runtime's cache of calls
   between objects loaded at start-up, which therefore misses again and
   again, and each miss fills the site's word.  */
#define ROUNDS 40
#define SITES 256

#define FILL_SITE(n)							\
  static int (*volatile filled_##n) (void) = getpid;			\
  __attribute__ ((noinline)) static int					\
  fill_##n (int turn)							\
  {									\
    filled_##n = turn & 1 ? getppid : getpid;				\
    return filled_##n ();						\
  }
#define FILL_SITES4(n) FILL_SITE (n##0) FILL_SITE (n##1) FILL_SITE (n##2) \
  FILL_SITE (n##3)
#define FILL_SITES16(n) FILL_SITES4 (n##0) FILL_SITES4 (n##1)		\
  FILL_SITES4 (n##2) FILL_SITES4 (n##3)
#define FILL_SITES64(n) FILL_SITES16 (n##0) FILL_SITES16 (n##1)	\
  FILL_SITES16 (n##2) FILL_SITES16 (n##3)
FILL_SITES64 (0) FILL_SITES64 (1) FILL_SITES64 (2) FILL_SITES64 (3)

#define FILL_NAME(n) fill_##n,
#define FILL_NAMES4(n) FILL_NAME (n##0) FILL_NAME (n##1) FILL_NAME (n##2) \
  FILL_NAME (n##3)
#define FILL_NAMES16(n) FILL_NAMES4 (n##0) FILL_NAMES4 (n##1)		\
  FILL_NAMES4 (n##2) FILL_NAMES4 (n##3)
#define FILL_NAMES64(n) FILL_NAMES16 (n##0) FILL_NAMES16 (n##1)	\
  FILL_NAMES16 (n##2) FILL_NAMES16 (n##3)
static int (*const fills[SITES]) (int) = {
  FILL_NAMES64 (0) FILL_NAMES64 (1) FILL_NAMES64 (2) FILL_NAMES64 (3)
};

int (*volatile victim_pointer) (void) = getpid;
static atomic_bool fills_done;
/* Set by whoever races the fills, so that they wait for it.  */
static atomic_bool racer_ready = true;

/* The cache word of the first check in the CODE_SIZE bytes at CODE that
   tests one: cmpq %reg, disp32(%rip); je +6; then the call of the
   runtime.  */
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
victim (void)
{
  return victim_pointer ();
}

static void *
filler (void *arg)
{
  (void) arg;
  while (!atomic_load (&racer_ready))
    ;
  for (int round = 0; round < ROUNDS; round++)
    for (int i = 0; i < SITES; i++)
      fills[i] (round);
  atomic_store (&fills_done, true);
  return NULL;
}
