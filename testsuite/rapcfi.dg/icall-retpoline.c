/* With retpolines the check goes before the call to the thunk, on the
   thunk's register.  */
/* { dg-do compile { target x86_64-*-* } } */
/* x86_64 only: retpolines are x86_64's.  */
/* { dg-options "-mindirect-branch=thunk-extern" } */
/* { dg-final { scan-assembler {addl\t-4\(%(r[a-z0-9]+)\), %r10d\n\tje\t\.Lrapcfi_site[0-9]+\n\tcmpq\t%\1, \.Lrapcfi_cache[0-9]+\(%rip\)\n\tje\t\.Lrapcfi_site[0-9]+\n\t\.pushsection\t\.data\.rel\.ro\.rapcfi_cache, "aw"\n\t\.p2align\t3\n\.Lrapcfi_cache[0-9]+:\n\t\.quad\t0\n\t\.popsection\n\tcall\t\*__rapcfi_icall_fail_\1@GOTPCREL\(%rip\)\n\.Lrapcfi_site[0-9]+:\n# 0 "" 2\n#NO_APP\n\tcall\t__x86_indirect_thunk_\1\n} } } */

int
call_it (int (*f) (int), int x)
{
  return f (x) + 1;
}
