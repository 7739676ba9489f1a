/* rapcfi's records hold 64-bit pointers: -mx32 is refused too.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-mx32" } */
/* { dg-error "rapcfi: not supported for x32 code \\(-mx32\\)" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
