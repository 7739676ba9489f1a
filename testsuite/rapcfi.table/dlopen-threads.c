/* Table mode while objects come and go: two threads load an instrumented
   library with dlopen, call into it and back through pointers and unload
   it, over and over, while two others make checked calls among the
   program's own functions.  No call may be refused, and none may return
   a wrong result.  Then, with one thread: an unloaded library's
   functions are gone from the lookup table, and (argument "confused") a
   call into the library through a pointer of another type is
   stopped.  */

#include "arch/table-layout.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define LIBRARY "./libtable-dlopen.so"
#define LOADS 300
#define CALLS 200000

static long
square (long x)
{
  return x * x;
}

static long
negate (long x)
{
  return -x;
}

static long (*volatile own[2]) (long) = { square, negate };
static long (*volatile callback) (long) = square;
static int failures;
static pthread_mutex_t failures_lock = PTHREAD_MUTEX_INITIALIZER;

static void
failed (const char *what)
{
  pthread_mutex_lock (&failures_lock);
  if (failures++ < 10)
    printf ("FAIL: %s\n", what);
  pthread_mutex_unlock (&failures_lock);
}

static void *
loader (void *arg)
{
  (void) arg;
  for (int i = 0; i < LOADS; i++)
    {
      void *h = dlopen (LIBRARY, RTLD_NOW);
      if (!h)
	{
	  failed (dlerror ());
	  return NULL;
	}
      long (*twice) (long) = (long (*) (long)) dlsym (h, "lib_twice");
      long (*apply) (long (*) (long), long)
	= (long (*) (long (*) (long), long)) dlsym (h, "lib_apply");
      if (!twice || !apply || twice (i) != 2L * i
	  || apply (callback, i) != (long) i * i + 1)
	failed ("a call into the library");
      dlclose (h);
    }
  return NULL;
}

static void *
caller (void *arg)
{
  long sum = 0, expected = 0;
  (void) arg;
  for (long i = 0; i < CALLS; i++)
    {
      sum += own[i & 1] (i);
      expected += (i & 1) ? -i : i * i;
    }
  if (sum != expected)
    failed ("a call among the program's functions");
  return NULL;
}

/* The slot the lookup table has for ADDRESS (table-layout.h).  */
static uintptr_t
slot_address (uintptr_t address)
{
  return *(volatile uintptr_t *) (uintptr_t)
    (RAPCFI_TABLE_BASE + (address & RAPCFI_TABLE_INDEX_MASK)
     * RAPCFI_TABLE_SCALE);
}

int
main (int argc, char **argv)
{
  pthread_t threads[4];
  for (int i = 0; i < 4; i++)
    pthread_create (&threads[i], NULL, i < 2 ? loader : caller, NULL);
  for (int i = 0; i < 4; i++)
    pthread_join (threads[i], NULL);
  printf ("threads: %d failures\n", failures);

  void *h = dlopen (LIBRARY, RTLD_NOW);
  uintptr_t twice = (uintptr_t) dlsym (h, "lib_twice");
  printf ("loaded: lib_twice %s the table\n",
	  slot_address (twice) == twice ? "in" : "not in");
  if (argc > 1 && strcmp (argv[1], "confused") == 0)
    {
      double (*wrong) (double) = (double (*) (double)) twice;
      printf ("confused call returned %g\n", wrong (1.5));
    }
  dlclose (h);
  printf ("unloaded: %s, lib_twice %s the table\n",
	  dlopen (LIBRARY, RTLD_NOW | RTLD_NOLOAD) ? "still mapped" : "gone",
	  slot_address (twice) == twice ? "still in" : "not in");
  return failures != 0;
}
