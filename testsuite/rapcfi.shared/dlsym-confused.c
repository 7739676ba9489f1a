/* What dlsym returns for an instrumented library function, called through
   the wrong type, is stopped.  */

#include <dlfcn.h>
#include <stdio.h>

/* A reference keeps the library loaded even under --as-needed.  */
long lib_scale (long);
long (*volatile keep) (long) = lib_scale;

int
main (void)
{
  void *self = dlopen (NULL, RTLD_NOW);
  int (*fp) (int) = (int (*) (int)) dlsym (self, "lib_apply");
  if (!fp)
    return 0;
  printf ("%d\n", fp (1));
  return 0;
}
