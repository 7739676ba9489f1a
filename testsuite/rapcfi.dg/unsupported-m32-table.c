/* The twin of unsupported-m32.c in table mode.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-m32 -fplugin-arg-rapcfi-mode=table" } */
/* { dg-error "rapcfi: not supported for 32-bit code \\(-m32\\)" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
