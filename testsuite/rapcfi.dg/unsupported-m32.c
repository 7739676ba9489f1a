/* rapcfi checks 64-bit code only: -m32 is refused, not compiled into
   assembly with 64-bit registers.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-m32" } */
/* { dg-error "rapcfi: not supported for 32-bit code \\(-m32\\)" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
