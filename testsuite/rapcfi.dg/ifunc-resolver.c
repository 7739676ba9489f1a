/* An ifunc resolver runs while the loader relocates the program, before
   the runtime can answer a failed check and, in table mode, before its
   table is mapped: rapcfi leaves its calls and returns unchecked, and the
   function it chooses is called through the ifunc as usual.  */
/* { dg-do run } */
/* { dg-output "^3\n" } */

#include <stdio.h>

static int
add_one (int x)
{
  return x + 1;
}

static int
add_two (int x)
{
  return x + 2;
}

/* Read by the resolver: data that needs no relocation.  */
static volatile int prefer_two = 1;

static int (*resolve_add (void)) (int)
{
  return prefer_two ? add_two : add_one;
}

int add (int) __attribute__ ((ifunc ("resolve_add")));

int
main (void)
{
  printf ("%d\n", add (1));
  return 0;
}
