/* The twin of unsupported-split-stack.c in table mode.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fsplit-stack -fplugin-arg-rapcfi-mode=table" } */
/* { dg-error "rapcfi: '-fsplit-stack' is not supported" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
