/* Table mode across fork: a child's lookup table is its own.  The
   parent loads a library, then starts a child (by fork, or by a raw
   clone system call, which runs no fork handler); the child unloads the
   library, which must leave the parent's table as it was, then the
   parent loads another library, which must not reach the child's
   table.  */

#define _GNU_SOURCE
#include "arch/table-layout.h"

#include <dlfcn.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define LIBRARY "./libtable-dlopen.so"
#define OTHER_LIBRARY "./libtable-fork.so"

/* Whether the lookup table has ADDRESS in its slot (table-layout.h).  */
static int
in_table (uintptr_t address)
{
  return *(volatile uintptr_t *) (uintptr_t)
    (RAPCFI_TABLE_BASE + (address & RAPCFI_TABLE_INDEX_MASK)
     * RAPCFI_TABLE_SCALE) == address;
}

static uintptr_t
lib_twice (void *h)
{
  return h ? (uintptr_t) dlsym (h, "lib_twice") : 0;
}

/* The child: unload H, say so on TO_PARENT, read the address of the
   other library's lib_twice from FROM_PARENT; exit with 0 when its
   table lost lib_twice and never had the other.  */
static void
child (void *h, int to_parent, int from_parent)
{
  uintptr_t twice = lib_twice (h);
  dlclose (h);
  int status = in_table (twice) ? 1 : 0;
  uintptr_t other = 0;
  if (write (to_parent, "u", 1) != 1
      || read (from_parent, &other, sizeof other) != sizeof other)
    _exit (4);
  if (!other || in_table (other))
    status |= 2;
  _exit (status);
}

static void
run (const char *how)
{
  void *h = dlopen (LIBRARY, RTLD_NOW);
  uintptr_t twice = lib_twice (h);
  int to_parent[2], to_child[2];
  if (!twice || pipe (to_parent) || pipe (to_child))
    exit (1);
  fflush (stdout);
  pid_t pid = (how[0] == 'f' ? fork ()
	       : (pid_t) syscall (SYS_clone, SIGCHLD, 0, 0, 0, 0));
  if (pid == 0)
    child (h, to_parent[1], to_child[0]);
  char done;
  if (pid < 0 || read (to_parent[0], &done, 1) != 1)
    exit (1);
  int kept = in_table (twice);
  void *other_h = dlopen (OTHER_LIBRARY, RTLD_NOW);
  uintptr_t other = lib_twice (other_h);
  int status;
  if (write (to_child[1], &other, sizeof other) != sizeof other
      || waitpid (pid, &status, 0) != pid || !WIFEXITED (status))
    exit (1);
  printf ("%s: the child's unloading %s the parent's table, the "
	  "parent's loading %s the child's\n", how,
	  kept ? "left" : "emptied",
	  WEXITSTATUS (status) & 2 ? "reached" : "stayed out of");
  if (WEXITSTATUS (status) & ~2)
    printf ("%s: the child's table is wrong (%d)\n", how,
	    WEXITSTATUS (status));
  dlclose (other_h);
  dlclose (h);
  close (to_parent[0]);
  close (to_parent[1]);
  close (to_child[0]);
  close (to_child[1]);
}

int
main (void)
{
  run ("fork");
  run ("clone");
  return 0;
}
