/* A call through an unprototyped pointer type is checked against the
   prototype its promoted arguments spell: add (int, int) called through
   int (*) () with two ints passes.  */
/* { dg-do run } */
/* { dg-options "-std=gnu89 -w" } */
/* { dg-output "sum 7\nold 9\n" } */

#include <stdio.h>

int
add (int a, int b)
{
  return a + b;
}

/* A K&R definition: its promoted parameters are its prototype.  */
int
old_style (a, b)
     char a;
     float b;
{
  return a + (int) b;
}

int (*volatile fp) ();

int
main ()
{
  fp = add;
  printf ("sum %d\n", fp (3, 4));
  fp = old_style;
  printf ("old %d\n", fp ('\004', 5.0f));
  return 0;
}
