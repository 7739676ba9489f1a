/* The runtime remembers return addresses found in code rapcfi did not
   compile, until an object is loaded or unloaded.  A return into a
   library without tables is allowed, twice (the second time from the
   cache); the library is unloaded and one with a unit that checks
   returns is loaded in its place, with code at the same address; the
   same return is now into a recorded function, at no return site, and
   is reported.  */

#include "rapcfi.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>

extern uint64_t misalign;
extern void returner (void);
extern void run_return (void *to, void (*returner) (void));
extern char return_finish[];

/* Load LIBRARY, aim its lib_pad at RETURN_FINISH; its lib_pad.  */
static void *
load (const char *library, void **handle)
{
  *handle = dlopen (library, RTLD_NOW);
  if (!*handle)
    {
      printf ("FAIL: %s\n", dlerror ());
      return NULL;
    }
  void **cont = dlsym (*handle, "lib_cont");
  *cont = return_finish;
  return dlsym (*handle, "lib_pad");
}

int
main (void)
{
  int ok = 1;
  void *handle;
  setvbuf (stdout, NULL, _IONBF, 0);
  misalign = 8;

  void *pad = load ("./ret-cache-plain.so", &handle);
  if (!pad)
    return 1;
  for (int i = 0; i < 2; i++)
    {
      printf ("return into a library without tables\n");
      run_return (pad, returner);
    }
  ok &= rapcfi_violations () == 0;
  dlclose (handle);

  void *again = load ("./ret-cache-checked.so", &handle);
  if (!again)
    return 1;
  if (again != pad)
    printf ("note: the library came back at another address\n");
  printf ("return into a library with return checks\n");
  run_return (again, returner);
  ok &= rapcfi_violations () == 1;
  dlclose (handle);

  puts (ok ? "PASS: ret-cache" : "FAIL: ret-cache");
  return !ok;
}
