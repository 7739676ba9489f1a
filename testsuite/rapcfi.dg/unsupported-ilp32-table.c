/* The twin of unsupported-ilp32.c in table mode.  */
/* { dg-do compile { target aarch64-*-* } } */
/* { dg-options "-mabi=ilp32 -fplugin-arg-rapcfi-mode=table" } */
/* { dg-error "rapcfi: not supported for ILP32 code \\(-mabi=ilp32\\)" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
