/* The x86_64 return check's race (doc/ABI.md, "Limits"): the check reads
   the return address from the stack, and ret reads it again.  A second
   thread writing the slot between the two reads sends the return where
   it likes, unchecked.  This program measures how often it wins; it is
   no test (it passes or fails nothing).

       ret-race [RETURNS]

   The main thread calls victim, a long (long), RETURNS times (default
   RET_RACE_RETURNS, 200000) from the loop in run; while it returns, the racer thread
   writes its return slot over and over with another return site of
   run, the one after a call to a double (double), and back with the
   genuine one.  Built with rapcfi, run with RAPCFI_POLICY=permissive
   so that a detection is counted, not fatal: each return lands at the
   genuine site or the other, after a violation report or not.  A
   landing at the other site with no violation counted is the race won.
   Under enforce, a run ends at the first detection; the chance that the
   race is won first is won / (won + detected), printed last.  */

#define _GNU_SOURCE
#include "rapcfi.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef RET_RACE_RETURNS
#define RET_RACE_RETURNS 200000
#endif

static void *volatile *volatile slot;	/* victim's return slot.  */
static void *volatile genuine;		/* Its genuine return address.  */
static void *volatile other_site;	/* After the call to other_type.  */
static atomic_int armed;		/* The racer writes while set, */
static atomic_int racing;		/* and says so.  */
static volatile int in_victim;
static volatile double double_sink;
static volatile int calibrating = 1;

__attribute__ ((noinline)) double
other_type (double x)
{
  other_site = __builtin_return_address (0);
  return x * 2;
}

__attribute__ ((noinline)) long
victim (long x)
{
  genuine = __builtin_return_address (0);
  slot = (void *volatile *) __builtin_frame_address (0) + 1;
  in_victim = 1;
  atomic_store (&armed, 1);
  while (!atomic_load (&racing))
    ;
  return x + 1;
}

static void *
racer (void *unused)
{
  (void) unused;
  for (;;)
    {
      while (!atomic_load (&armed))
	;
      atomic_store (&racing, 1);
      void *volatile *s = slot;
      void *bad = other_site, *good = genuine;
      while (atomic_load_explicit (&armed, memory_order_relaxed))
	{
	  *s = bad;
	  *s = good;
	}
      atomic_store (&racing, 0);
    }
  return NULL;
}

/* Stop the racer before anything else is called from here: its writes
   go to the slot every call from run uses.  */
static inline void
disarm (void)
{
  atomic_store (&armed, 0);
  while (atomic_load (&racing))
    ;
}

static unsigned long genuine_clean, genuine_detected, other_clean,
  other_detected;

/* Calls victim N times; returns land at the genuine site or, the racer
   winning or not, at the one after the call to other_type, which runs
   only once, to find it (CALIBRATING).  */
__attribute__ ((noinline)) static void
run (long n)
{
  unsigned long before = rapcfi_violations ();
  for (long i = 0; i < n; i++)
    {
      if (calibrating)
	{
	  double_sink = other_type (1.0);
	  if (in_victim)
	    {
	      disarm ();
	      in_victim = 0;
	      unsigned long now = rapcfi_violations ();
	      if (now == before)
		other_clean++;
	      else
		other_detected++;
	      before = now;
	    }
	  continue;
	}
      victim (i);
      disarm ();
      in_victim = 0;
      unsigned long now = rapcfi_violations ();
      if (now == before)
	genuine_clean++;
      else
	genuine_detected++;
      before = now;
    }
}

int
main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : RET_RACE_RETURNS;
  pthread_t thread;
  run (1);			/* Finds other_site.  */
  calibrating = 0;
  pthread_create (&thread, NULL, racer, NULL);
  run (n);
  unsigned long won = other_clean;
  unsigned long detected = genuine_detected + other_detected;
  printf ("returns %ld: genuine %lu, genuine after a detection %lu, "
	  "other site after a detection %lu, other site undetected (won) "
	  "%lu\n", n, genuine_clean, genuine_detected, other_detected, won);
  printf ("won before the first detection: %.3f\n",
	  won + detected ? (double) won / (double) (won + detected) : 0.0);
  return 0;
}
