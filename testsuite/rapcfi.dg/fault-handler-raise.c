/* The runtime's SIGSEGV handler (runtime/fault.c, for inline checks whose
   load faults) must not change what a SIGSEGV does to a program without
   a handler: a child that raises SIGSEGV dies of it, as googletest's
   death tests expect (it exited 1 when the handler returned).  A real
   fault kills too.  */
/* { dg-do run } */
/* { dg-output "raise: killed by signal 11\n(qemu: \[^\n\]*\n)?fault: killed by signal 11\n" } */

#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static int *volatile null_pointer;

static void
report (const char *what, void (*action) (void))
{
  fflush (stdout);
  pid_t child = fork ();
  if (child == 0)
    {
      action ();
      _exit (1);
    }
  int status;
  waitpid (child, &status, 0);
  if (WIFSIGNALED (status))
    printf ("%s: killed by signal %d\n", what, WTERMSIG (status));
  else
    printf ("%s: exited %d\n", what, WEXITSTATUS (status));
}

static void
raise_segv (void)
{
  raise (SIGSEGV);
}

static void
fault (void)
{
  *null_pointer = 1;
}

int
main (void)
{
  report ("raise", raise_segv);
  report ("fault", fault);
  return 0;
}
