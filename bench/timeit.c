/* timeit: run a command once and say how long it took, for bench.sh.

       timeit [-o FILE] [-e FILE] COMMAND [ARG]...

   Runs COMMAND with stdout to FILE (-o) and stderr to FILE (-e), and
   prints one line:

       WALL USER SYS STATUS MAXRSS

   seconds of wall-clock (monotonic) time, user and system CPU time of
   the command and its children (a compiler driver's cc1 and as), the
   exit status, or "signal N" when it was killed, and the peak resident
   set size in KiB of the command or of the largest of its children
   (cc1, for a compile).  Exits 0 when it
   could run the command, 1 otherwise: the command's failure is data, not
   an error of timeit.  A C helper rather than time(1), which is not
   everywhere, or the shell's, whose format and precision vary.  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
seconds (struct timeval tv)
{
  return (double) tv.tv_sec + (double) tv.tv_usec / 1e6;
}

static int
redirect (const char *path, int fd)
{
  int f = open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (f < 0 || dup2 (f, fd) < 0)
    return -1;
  close (f);
  return 0;
}

int
main (int argc, char **argv)
{
  const char *out = NULL, *err = NULL;
  int i = 1;
  for (; i + 1 < argc && argv[i][0] == '-'; i += 2)
    if (strcmp (argv[i], "-o") == 0)
      out = argv[i + 1];
    else if (strcmp (argv[i], "-e") == 0)
      err = argv[i + 1];
    else
      break;
  if (i >= argc)
    {
      fprintf (stderr, "usage: timeit [-o FILE] [-e FILE] COMMAND [ARG]...\n");
      return 1;
    }

  struct timespec t0, t1;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  pid_t pid = fork ();
  if (pid < 0)
    {
      perror ("timeit: fork");
      return 1;
    }
  if (pid == 0)
    {
      if ((out && redirect (out, 1) != 0) || (err && redirect (err, 2) != 0))
	{
	  perror ("timeit: redirect");
	  _exit (127);
	}
      execvp (argv[i], argv + i);
      fprintf (stderr, "timeit: cannot run %s: %s\n", argv[i],
	       strerror (errno));
      _exit (127);
    }
  int status;
  struct rusage ru;
  while (wait4 (pid, &status, 0, &ru) < 0)
    if (errno != EINTR)
      {
	perror ("timeit: wait4");
	return 1;
      }
  clock_gettime (CLOCK_MONOTONIC, &t1);

  double wall = (double) (t1.tv_sec - t0.tv_sec)
		+ (double) (t1.tv_nsec - t0.tv_nsec) / 1e9;
  if (WIFSIGNALED (status))
    printf ("%.4f %.4f %.4f signal %d %ld\n", wall, seconds (ru.ru_utime),
	    seconds (ru.ru_stime), WTERMSIG (status), ru.ru_maxrss);
  else
    printf ("%.4f %.4f %.4f %d %ld\n", wall, seconds (ru.ru_utime),
	    seconds (ru.ru_stime), WEXITSTATUS (status), ru.ru_maxrss);
  return 0;
}
