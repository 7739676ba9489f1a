/* Transparent unions in code rapcfi compiles: a function declared with a
   transparent-union parameter is called through pointers whose parameter
   is a member type of the union, as GCC's type compatibility allows, and
   through one of its own type; defined in this unit (peek, static) and in
   another (number_ref_get).  tunion-confused-user.c is its attacked
   twin.  */
/* { dg-do run } */
/* { dg-additional-sources "tunion-lib.c" } */
/* { dg-output "^own 7\nint 7\nlong 7\npeek int 9\npeek long 9\n$" } */

#include <stdio.h>
#include "tunion.h"

typedef union
{
  const int *i;
  const unsigned *u;
} peek_ref __attribute__ ((transparent_union));

static int
peek (peek_ref r)
{
  return *r.i;
}

int (*volatile own_fn) (union number_ref) = number_ref_get;
int (*volatile int_fn) (int *) = number_ref_get;
int (*volatile long_fn) (long *) = number_ref_get;
int (*volatile peek_int) (const int *) = peek;
int (*volatile peek_unsigned) (const unsigned *) = peek;

int
main (void)
{
  int i = 7;
  long l = 7;
  unsigned u = 9;
  int j = 9;
  printf ("own %d\n", own_fn (&i));
  printf ("int %d\n", int_fn (&i));
  printf ("long %d\n", long_fn (&l));
  printf ("peek int %d\n", peek_int (&j));
  printf ("peek long %d\n", peek_unsigned (&u));
  return 0;
}
