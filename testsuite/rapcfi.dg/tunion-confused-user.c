/* The attacked twin of tunion-user.c: number_ref_get's transparent-union
   parameter admits pointers of its members' types, int * and long *, and
   no other: a pointer whose parameter is a char *, overwritten with its
   address, is stopped.  */
/* { dg-do run } */
/* { dg-additional-sources "tunion-lib.c" } */
/* { dg-shouldfail "a transparent union's function through a non-member type" } */
/* { dg-output "int 7\n.*rapcfi: indirect call in main \\(\[^)\]*\\) to number_ref_get: expected 'int \\(char \\*\\)' \\\[0x\[0-9a-f\]+\\\], found 'int \\(number_ref\\)'" } */

#include <stdio.h>
#include <string.h>
#include "tunion.h"

static int
first_char (char *s)
{
  return s[0];
}

int (*volatile int_fn) (int *) = number_ref_get;
int (*volatile char_fn) (char *) = first_char;

int
main (void)
{
  int i = 7;
  char c[] = "x";
  printf ("int %d\n", int_fn (&i));
  printf ("char %d\n", char_fn (c));
  /* The attacker's write: int_fn's value into char_fn.  */
  void *stolen = (void *) int_fn;
  memcpy ((void *) &char_fn, &stolen, sizeof stolen);
  printf ("char %d\n", char_fn (c));
  printf ("not stopped\n");
  return 0;
}
