/* -fsplit-stack is refused: libgcc's __morestack calls back into its caller
   one byte after the return address of its call (past the "ret" that
   follows it), where a return-site marker would be entered in its middle,
   and that "ret" would return from the function on the old stack without
   a check.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fsplit-stack" } */
/* { dg-error "rapcfi: '-fsplit-stack' is not supported" "" { target *-*-* } 0 } */

int (*volatile by_int) (int);

int
call (void)
{
  return by_int (1);
}
