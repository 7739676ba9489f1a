/* Correct calls and returns between an executable and a shared library:
   through pointers both ways and through dlsym.  */

#include <dlfcn.h>
#include <stdio.h>

long lib_scale (long);
int lib_apply (int (*) (int), int);

static int
twice (int x)
{
  return 2 * x;
}

long (*volatile scale) (long) = lib_scale;

int
main (void)
{
  printf ("lib_scale %ld\n", scale (7));
  printf ("callback %d\n", lib_apply (twice, 3) + 1);
  void *self = dlopen (NULL, RTLD_NOW);
  long (*found) (long) = (long (*) (long)) dlsym (self, "lib_scale");
  printf ("dlsym lib_scale %ld\n", found ? found (2) * 7 / 3 : -1L);
  printf ("done\n");
  return 0;
}
