/* The C half of rust.exp, built with rapcfi and normalize-integers: it
   calls the Rust functions of rust-lib.rs through pointers (each call
   checked here against the Rust preamble) and passes them C functions to
   call (each call checked there against the C preamble).  The argument
   chooses a type-confused call in one direction or the other, or a tail
   call from Rust into C.  */

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct Point
{
  int x, y;
};

extern int rust_twice (int);
extern size_t rust_length (const char *);
extern bool rust_on_axis (const struct Point *);
extern int rust_apply (int (*) (int), int);
extern long rust_apply_point (long (*) (const struct Point *),
			      const struct Point *);
extern long rust_apply_long (long (*) (long), long);
extern int rust_tail (int (*) (int), int);

int
c_triple (int x)
{
  return 3 * x;
}

long
c_sum (const struct Point *p)
{
  return p->x + p->y;
}

int (*volatile twice) (int) = rust_twice;
size_t (*volatile length) (const char *) = rust_length;
bool (*volatile on_axis) (const struct Point *) = rust_on_axis;

int
main (int argc, char **argv)
{
  const char *what = argc > 1 ? argv[1] : "";
  struct Point p = { 0, 7 };

  printf ("C -> Rust: %d %zu %d\n", twice (21), length ("rapcfi"),
	  on_axis (&p));
  printf ("Rust -> C: %d %ld\n", rust_apply (c_triple, 5),
	  rust_apply_point (c_sum, &p));
  fflush (stdout);
  if (strcmp (what, "c-confused") == 0)
    {
      long (*volatile confused) (long) = (long (*) (long)) rust_twice;
      printf ("confused C -> Rust: %ld\n", confused (1));
    }
  else if (strcmp (what, "rust-confused") == 0)
    printf ("confused Rust -> C: %ld\n",
	    rust_apply_long ((long (*) (long)) c_triple, 1));
  else if (strcmp (what, "tail") == 0)
    printf ("Rust tail-calls C: %d\n", rust_tail (c_triple, 5));
  return 0;
}
