/* A signal handler rapcfi did not compile (assembly here) that jumps to
   an instrumented callback through a pointer: the callback returns to
   the signal return trampoline in its place.  It was never installed
   itself, but a handler rapcfi did not compile was, and may jump to any
   function of a handler's type.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-output "callback 1\n" } */

#include <signal.h>
#include <stdio.h>

static volatile sig_atomic_t count;

static void
on_callback (int sig)
{
  if (sig == SIGUSR1)
    count++;
}

void (*volatile callback) (int) = on_callback;

extern void foreign_handler (int);
__asm__ (".text\n"
	 ".globl foreign_handler\n"
	 ".type foreign_handler, @function\n"
	 "foreign_handler:\n"
	 "\tjmp *callback(%rip)\n"
	 ".size foreign_handler, . - foreign_handler\n");

int
main (void)
{
  signal (SIGUSR1, foreign_handler);
  raise (SIGUSR1);
  printf ("callback %d\n", (int) count);
  return 0;
}
