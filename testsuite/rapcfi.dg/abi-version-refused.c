/* An object with a unit of an older ABI version (doc/ABI.md: version 1
   laid out x86_64's return-site markers otherwise) beside this one's: the
   runtime refuses it by name at start-up instead of taking its code for
   code rapcfi did not compile.  The old unit's note is written here by
   hand, with no tables.  */
/* { dg-do run } */
/* { dg-shouldfail "a unit of ABI version 1" } */
/* { dg-output "rapcfi: \[^\n\]*abi-version-refused\[^\n\]* was built by a rapcfi of another ABI version \\(1; this runtime's is 2\\): rebuild it with this rapcfi" } */

#include <stdio.h>

__asm__ (".pushsection .note.rapcfi, \"a\", @note\n\t"
	 ".balign 4\n\t"
	 ".long 7, 40, 1\n\t"
	 ".asciz \"rapcfi\"\n\t"
	 ".balign 4\n\t"
	 ".long 1\n\t"		/* version */
	 ".fill 9, 4, 0\n\t"
	 ".popsection");

int
main (void)
{
  puts ("ran with a unit of version 1");
  return 0;
}
