/* An attacker of what a child of fork builds its lookup table from: the
   parent loads a library, then, reading all its memory as an attacker
   can, writes the hash of double (double) over lib_twice's (a long
   (long) function) wherever it finds the pair of lib_twice's address
   and hash (the runtime's record of the entries its table holds), with
   plain stores that may fault.  Then a child of fork calls lib_twice
   through a double (double) pointer: it must be stopped.  With the
   argument "honest", no attacker, and the child calls lib_twice with
   its type.  (With the entries held in a heap array, the child's table
   said lib_twice was double (double), and the call ran.)  */

#include "arch/table-layout.h"

#include <dlfcn.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define LIBRARY "./libtable-dlopen.so"

struct slot
{
  uintptr_t address;
  uint32_t negated_hash;
};

static const volatile struct slot *
slot_of (uintptr_t address)
{
  return (const volatile struct slot *) (uintptr_t)
    (RAPCFI_TABLE_BASE + (address & RAPCFI_TABLE_INDEX_MASK)
     * RAPCFI_TABLE_SCALE);
}

static double
half (double x)
{
  return x / 2;
}

/* Its address taken: its slot holds the hash of double (double).  */
static double (*volatile half_fn) (double) = half;

static sigjmp_buf fault_jump;

static void
on_fault (int signo)
{
  (void) signo;
  siglongjmp (fault_jump, 1);
}

/* Write FORGED over HASH wherever the pair of ADDRESS and HASH is in
   the readable mappings but the table's public view; count the copies
   written and those whose write faulted.  */
static void
forge_everywhere (uintptr_t address, uint32_t hash, uint32_t forged,
		  long *written, long *faulted)
{
  FILE *maps = fopen ("/proc/self/maps", "r");
  char line[512];
  while (maps && fgets (line, sizeof line, maps))
    {
      unsigned long start, end;
      char perms[5], path[256] = "";
      if (sscanf (line, "%lx-%lx %4s %*s %*s %*s %255s", &start, &end,
		  perms, path) < 3
	  || perms[0] != 'r' || start == RAPCFI_TABLE_BASE
	  || strncmp (path, "[v", 2) == 0 || strncmp (path, "/dev/", 5) == 0)
	continue;
      for (uintptr_t p = start; p + 16 <= end; p += sizeof (uintptr_t))
	if (*(const uintptr_t *) p == address
	    && *(const uint32_t *) (p + 8) == hash)
	  {
	    if (sigsetjmp (fault_jump, 1) == 0)
	      {
		*(volatile uint32_t *) (p + 8) = forged;
		++*written;
	      }
	    else
	      ++*faulted;
	  }
    }
  if (maps)
    fclose (maps);
}

int
main (int argc, char **argv)
{
  int honest = argc > 1 && strcmp (argv[1], "honest") == 0;
  void *h = dlopen (LIBRARY, RTLD_NOW);
  void *twice = h ? dlsym (h, "lib_twice") : NULL;
  if (!twice)
    return 1;
  if (!honest)
    {
      struct sigaction action;
      memset (&action, 0, sizeof action);
      action.sa_handler = on_fault;
      sigaction (SIGSEGV, &action, NULL);
      sigaction (SIGBUS, &action, NULL);
      long written = 0, faulted = 0;
      forge_everywhere ((uintptr_t) twice,
			0u - slot_of ((uintptr_t) twice)->negated_hash,
			0u - slot_of ((uintptr_t) half_fn)->negated_hash,
			&written, &faulted);
      signal (SIGSEGV, SIG_DFL);
      signal (SIGBUS, SIG_DFL);
      printf ("attacker: %s\n", written + faulted ? "found the entry"
						   : "found nothing");
    }
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      if (honest)
	printf ("child, right type: %ld\n",
		((long (*) (long)) twice) (21));
      else
	printf ("child, wrong type: %g\n",
		((double (*) (double)) twice) (1.5));
      fflush (stdout);
      _exit (0);
    }
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid)
    return 1;
  if (WIFSIGNALED (status))
    printf ("child: killed by signal %d\n", WTERMSIG (status));
  else
    printf ("child: exit %d\n", WEXITSTATUS (status));
  return 0;
}
