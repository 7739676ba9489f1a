/* The correct twin of hash-endbr.c: calls through pointers of the types
   whose hashes the x86_64 code holds changed (0xfa1e0ff3 and 0x05e1f00d,
   each replaced by the next value) pass their checks, in inline and in
   table mode, whose table the runtime builds from the records; a call
   through the other type is still stopped.  */
/* { dg-do run } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "preamble 1\ncheck 2\nrapcfi: indirect call in main \\(\[^)\]*hash-endbr-run.c:\[0-9\]+\\) to preamble_endbr: expected 'void \\(SLmQ8Jaa \\*\\)' \\\[0x05e1f00\[de\]\\\], found 'void \\(SM3FIaca \\*\\)'" } */

#include <stdio.h>

struct SM3FIaca;
struct SLmQ8Jaa;

__attribute__ ((noinline)) static void
preamble_endbr (struct SM3FIaca *p)
{
  printf ("preamble %d\n", (int) (p == 0));
}

__attribute__ ((noinline)) static void
check_endbr (struct SLmQ8Jaa *p)
{
  printf ("check %d\n", 1 + (int) (p == 0));
}

void (*volatile preamble_pointer) (struct SM3FIaca *) = preamble_endbr;
void (*volatile check_pointer) (struct SLmQ8Jaa *) = check_endbr;

int
main (void)
{
  preamble_pointer (0);
  check_pointer (0);
  fflush (stdout);
  /* The other type's function through this type's pointer.  */
  void (*volatile confused) (struct SLmQ8Jaa *)
    = (void (*) (struct SLmQ8Jaa *)) preamble_endbr;
  confused (0);
  printf ("confusion not stopped\n");
  return 0;
}
