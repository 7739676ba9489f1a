/* The twin of unsupported-ilp32.c in table mode.  */
/* { dg-do compile { target aarch64-*-* } } */
/* GCC 16 deprecates -mabi=ilp32 with a warning.  */
/* { dg-options "-mabi=ilp32 -Wno-deprecated -fplugin-arg-rapcfi-mode=table" } */
/* { dg-error "rapcfi: not supported for ILP32 code \\(-mabi=ilp32\\)" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
