/* libc calls back into instrumented code (qsort and bsearch comparators,
   atexit handlers, a thread start routine, a signal handler) and
   instrumented code calls libc through pointers: all of it works.  */
/* { dg-do run } */
/* { dg-additional-options "-pthread" } */
/* { dg-output "sorted 1 2 3 5 8\nfound 5\nsignal 10\nthread 42\nlibc strlen 5\nat exit\n" } */

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
compare_ints (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

static void
say_bye (void)
{
  printf ("at exit\n");
}

static volatile sig_atomic_t got_signal;

static void
on_signal (int sig)
{
  got_signal = sig;
}

static void *
thread_main (void *arg)
{
  printf ("thread %d\n", *(int *) arg);
  return arg;
}

size_t (*volatile length_of) (const char *) = strlen;

int
main (void)
{
  int v[] = { 5, 3, 8, 1, 2 };
  qsort (v, 5, sizeof v[0], compare_ints);
  printf ("sorted %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4]);

  int key = 5;
  int *hit = bsearch (&key, v, 5, sizeof v[0], compare_ints);
  printf ("found %d\n", hit ? *hit : -1);

  signal (SIGUSR1, on_signal);
  raise (SIGUSR1);
  printf ("signal %d\n", (int) got_signal);

  pthread_t t;
  int answer = 42;
  pthread_create (&t, NULL, thread_main, &answer);
  pthread_join (t, NULL);

  printf ("libc strlen %zu\n", length_of ("hello"));
  atexit (say_bye);
  return 0;
}
