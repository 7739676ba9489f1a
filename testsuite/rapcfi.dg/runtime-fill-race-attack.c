/* An attacker racing the runtime's fills of the inline checks' cache
   words (runtime-fill-race.h): while one thread makes the runtime fill
   a word again and again, another keeps writing the word of the victim
   site, in the same page, with clock, of another type, catching the
   faults.  Every write must fault, and the victim's call of clock must
   then be stopped.  (With the page made writable while a word was
   filled, writes went through and the call ran with no check.)
   Elsewhere, and in table mode, there is no such word.
   runtime-fill-race-attack-twin.c runs the same fills and calls the
   victim with the right type.  */
/* { dg-do run } */
/* { dg-additional-options "-pthread" } */
/* { dg-shouldfail "the victim's cache cannot be written" } */
/* { dg-output "pid 1\nattacker: (0 writes went through|no site cache)\nrapcfi: indirect (tail )?call in victim\[.a-z0-9\]* \\(\[^)\]*\\) to \[_a-z\]*clock\[^:\]*: expected 'int \\(void\\)'" } */

#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include "runtime-fill-race.h"
#include <time.h>

static void **victim_cache;
static volatile long writes;
static sigjmp_buf fault_jump;

static void
on_fault (int signo)
{
  (void) signo;
  siglongjmp (fault_jump, 1);
}

/* Tries cheaply, with the handler installed once and not blocked in
   it: the windows it races are short.  */
static void *
attacker (void *arg)
{
  (void) arg;
  void *volatile wrong = (void *) clock;
  struct sigaction action;
  memset (&action, 0, sizeof action);
  action.sa_handler = on_fault;
  action.sa_flags = SA_NODEFER;
  sigaction (SIGSEGV, &action, NULL);
  atomic_store (&racer_ready, true);
  while (!atomic_load (&fills_done))
    if (sigsetjmp (fault_jump, 0) == 0)
      {
	*(void *volatile *) victim_cache = wrong;
	writes++;
      }
  signal (SIGSEGV, SIG_DFL);
  return NULL;
}

int
main (void)
{
  printf ("pid %d\n", victim () > 0 ? 1 : 0);
  victim_cache = find_site_cache ((const unsigned char *) victim, 256);
  pthread_t filling, attacking;
  if (victim_cache)
    {
      atomic_store (&racer_ready, false);
      pthread_create (&attacking, NULL, attacker, NULL);
    }
  pthread_create (&filling, NULL, filler, NULL);
  pthread_join (filling, NULL);
  if (victim_cache)
    {
      pthread_join (attacking, NULL);
      printf ("attacker: %ld writes went through\n", writes);
    }
  else
    printf ("attacker: no site cache\n");
  fflush (stdout);
  victim_pointer = (int (*) (void)) (void (*) (void)) clock;
  printf ("not stopped %d\n", victim ());
  return 0;
}
