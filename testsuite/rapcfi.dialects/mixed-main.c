/* A program and a library, each built with a -fplugin-arg-rapcfi-hash
   that dialects.exp chooses: one algorithm runs, two are refused at
   start-up.  With an argument, the program also loads that library with
   dlopen, which is refused when it hashes otherwise.  */

#include <dlfcn.h>
#include <stdio.h>

extern long lib_twice (long);

long (*volatile twice) (long) = lib_twice;

int
main (int argc, char **argv)
{
  if (argc > 1)
    printf ("dlopen %s\n", dlopen (argv[1], RTLD_NOW) ? "loaded" : dlerror ());
  printf ("twice %ld\n", twice (21));
  return 0;
}
