/* An attacker racing the runtime's writes to table mode's lookup table:
   one thread loads and unloads an instrumented library again and again
   (each time the runtime writes the table), keeping it loaded the last
   time, while another keeps writing a forged slot at the table's public
   address, saying that the address 4 bytes into the library's lib_apply
   (a function that makes a call, so that it has code after its entry on
   every target), is a function of type double (double); it
   catches the faults.  Every write must fault.  Then a call through a
   double (double) pointer to that address must be stopped.  With the
   argument "alias", the forger writes instead every other mapping of
   the table memory that /proc/self/maps lists (where the runtime wrote
   the table through a view of its own, made writable while it wrote;
   that one forged the slot after tens of loads), and checks that the
   public view cannot be made writable.  With the argument "honest", no
   forger: the loads and a call of the right type run.  (With the table
   made writable during updates, thousands of writes went through and
   the call passed its check.)  */

#include "arch/table-layout.h"

#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#define LIBRARY "./libtable-dlopen.so"
#define LOADS 2000

struct slot
{
  uintptr_t address;
  uint32_t negated_hash;
};

static volatile struct slot *
slot_of (uintptr_t address)
{
  return (volatile struct slot *) (uintptr_t)
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

static _Atomic uintptr_t target;
static atomic_bool loads_done;
static int failures;
/* Volatile: counted after the stores they count.  */
static volatile long writes, faults;
static __thread sigjmp_buf *fault_jump;

static void
on_fault (int signo)
{
  if (!fault_jump)
    {
      signal (signo, SIG_DFL);
      return;
    }
  siglongjmp (*fault_jump, 1);
}

/* Loads the library LOADS times, and unloads it but the last time: the
   library stays where the forger forged its slot.  */
static long
add_twenty (long x)
{
  return x + 20;
}

static void *
loader (void *arg)
{
  (void) arg;
  for (int i = 0; i < LOADS; i++)
    {
      void *h = dlopen (LIBRARY, RTLD_NOW);
      long (*twice) (long) = h ? (long (*) (long)) dlsym (h, "lib_twice")
			       : NULL;
      void *apply = h ? dlsym (h, "lib_apply") : NULL;
      if (!twice || !apply || twice (i) != 2L * i)
	failures++;
      else
	atomic_store (&target, (uintptr_t) apply + 4);
      if (h && i + 1 < LOADS)
	dlclose (h);
    }
  return NULL;
}

/* Where the forger writes the slot of ADDRESS: in the public view, or
   in the mapping of the table memory at ALIAS.  */
static volatile struct slot *
forged_slot_of (uintptr_t address, uintptr_t alias)
{
  if (!alias)
    return slot_of (address);
  return (volatile struct slot *) (alias + (address & RAPCFI_TABLE_INDEX_MASK)
				   * RAPCFI_TABLE_SCALE);
}

/* The start of a mapping of the table memory, named by its memfd, other
   than the public view; 0 when /proc/self/maps lists none.  */
static uintptr_t
find_alias (void)
{
  uintptr_t alias = 0;
  FILE *maps = fopen ("/proc/self/maps", "r");
  char line[512];
  while (maps && fgets (line, sizeof line, maps))
    {
      unsigned long start, end;
      if (sscanf (line, "%lx-%lx", &start, &end) == 2
	  && start != RAPCFI_TABLE_BASE && strstr (line, "rapcfi-table"))
	alias = start;
    }
  if (maps)
    fclose (maps);
  return alias;
}

static bool alias_mode;

static void *
forger (void *arg)
{
  (void) arg;
  sigjmp_buf jump;
  fault_jump = &jump;
  uint32_t forged = slot_of ((uintptr_t) half_fn)->negated_hash;
  uintptr_t alias = 0;
  while (!atomic_load (&loads_done))
    {
      uintptr_t address = atomic_load (&target);
      if (!address)
	continue;
      if (alias_mode && !alias && !(alias = find_alias ()))
	continue;
      if (sigsetjmp (jump, 1) == 0)
	{
	  volatile struct slot *s = forged_slot_of (address, alias);
	  s->negated_hash = forged;
	  s->address = address;
	  writes++;
	}
      else
	faults++;
    }
  fault_jump = NULL;
  return NULL;
}

int
main (int argc, char **argv)
{
  bool honest = argc > 1 && strcmp (argv[1], "honest") == 0;
  alias_mode = argc > 1 && strcmp (argv[1], "alias") == 0;
  if (alias_mode)
    printf ("public view made writable: %s\n",
	    mprotect ((void *) (uintptr_t) RAPCFI_TABLE_BASE, 4096,
		      PROT_READ | PROT_WRITE) == 0 ? "yes" : "refused");
  struct sigaction action;
  memset (&action, 0, sizeof action);
  action.sa_handler = on_fault;
  sigaction (SIGSEGV, &action, NULL);

  pthread_t loading, forging;
  pthread_create (&loading, NULL, loader, NULL);
  if (!honest)
    pthread_create (&forging, NULL, forger, NULL);
  pthread_join (loading, NULL);
  atomic_store (&loads_done, true);
  if (!honest)
    pthread_join (forging, NULL);
  printf ("loads: %d failures\n", failures);
  if (!honest)
    printf ("forger: %ld writes went through, %ld faulted\n", writes,
	    faults);
  fflush (stdout);

  uintptr_t address = atomic_load (&target);
  if (failures || !address)
    return 1;
  if (honest)
    {
      long (*apply) (long (*) (long), long)
	= (long (*) (long (*) (long), long)) (address - 4);
      printf ("right type: %ld\n", apply (add_twenty, 21));
    }
  else
    {
      double (*wrong) (double) = (double (*) (double)) address;
      printf ("wrong type: %g\n", wrong (1.5));
    }
  return 0;
}
