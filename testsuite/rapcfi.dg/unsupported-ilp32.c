/* rapcfi's records hold 64-bit pointers: aarch64's -mabi=ilp32 is refused.  */
/* { dg-do compile { target aarch64-*-* } } */
/* GCC 16 deprecates -mabi=ilp32 with a warning.  */
/* { dg-options "-mabi=ilp32 -Wno-deprecated" } */
/* { dg-error "rapcfi: not supported for ILP32 code \\(-mabi=ilp32\\)" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
