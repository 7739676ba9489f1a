/* The half of rapcfi.gccs/gccs.exp's mixed program built by this GCC:
   calls into the other half through pointers, and a callback from it;
   with the argument "confused", a call through a pointer of another type
   (stopped).  */

#include <stdio.h>
#include <string.h>

struct point
{
  int x, y;
};

extern long (*const mixed_scale_ptr) (long);
extern int (*const mixed_norm_ptr) (const struct point *);
extern int mixed_apply (int (*) (const char *, int), const char *);

static int
weigh (const char *s, int factor)
{
  return (int) strlen (s) * factor;
}

int (*volatile apply_ptr) (int (*) (const char *, int), const char *)
  = mixed_apply;

int
main (int argc, char **argv)
{
  struct point p = { 3, 4 };
  printf ("scale %ld\n", mixed_scale_ptr (7));
  printf ("norm %d\n", mixed_norm_ptr (&p));
  printf ("apply %d\n", apply_ptr (weigh, "four"));
  if (argc > 1 && strcmp (argv[1], "confused") == 0)
    {
      long (*volatile confused) (const struct point *)
	= (long (*) (const struct point *)) (void *) mixed_scale_ptr;
      printf ("confused %ld\n", confused (&p));
    }
  printf ("done\n");
  return 0;
}
