/* The twin of unsupported-mx32.c in table mode.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-mx32 -fplugin-arg-rapcfi-mode=table" } */
/* { dg-error "rapcfi: not supported for x32 code \\(-mx32\\)" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
