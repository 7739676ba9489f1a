/* abi=kcfi defines Linux's __nocfi (compiler_types.h defines it as
   nothing for GCC, which drops no_sanitize ("kcfi")): the indirect call
   of a __nocfi function is not checked, the other function's is.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -fplugin-arg-rapcfi-abi=kcfi" } */
/* { dg-final { scan-assembler-times {\tud2\n} 1 } } */
/* { dg-final { scan-assembler {\nchecked:(.*\n)*\taddl\t-4\(%r11\), %r10d\n(.*\n)*\tud2\n} } } */

#ifndef __nocfi
#error "abi=kcfi defines __nocfi"
#endif

void (*volatile pointer) (int);

__nocfi void
unchecked (void)
{
  pointer (1);
}

void
checked (void)
{
  pointer (2);
}
