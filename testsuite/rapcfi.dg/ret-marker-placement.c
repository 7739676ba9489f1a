/* Every call that returns is followed by a marker (x86_64: 5 bytes) with the return
   hash of its callee's type; a noreturn call and a sibling call are not.
   void (int) has return hash 0x5fdb9cb6 under kcfi.  */
/* { dg-do compile } */
/* { dg-options "-fno-inline" } */
/* { dg-final { scan-assembler {\tcall\t[^\n]*take_int[^\n]*\n(#[^\n]*\n)*\t\.byte\t0x3d\n\t\.long\t0x5fdb9cb6\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\tcall\t\*%r[a-z0-9]+\n(#[^\n]*\n)*\t\.byte\t0x3d\n\t\.long\t0x5fdb9cb6\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not {\tcall\t[^\n]*abort[^\n]*\n(#[^\n]*\n)*\t\.byte\t0x3d} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\tjmp\t[^\n]*take_int} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\tbl\ttake_int\n(//[^\n]*\n|#[^\n]*\n)*\t\.inst\t0xea7396df\n} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler {\tblr\tx[0-9]+\n(//[^\n]*\n|#[^\n]*\n)*\t\.inst\t0xea7396df\n} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler-not {\tbl\tabort\n(//[^\n]*\n|#[^\n]*\n)*\t\.inst} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler {\tb\ttake_int} { target aarch64-*-* } } } */

#include <stdlib.h>

void take_int (int);

void (*volatile fp) (int);

void
direct (int x)
{
  take_int (x);
  take_int (x + 1);
}

void
indirect (int x)
{
  fp (x);
  fp (x + 1);
}

void
stop (int x)
{
  if (x)
    abort ();
  take_int (x);
}

/* Same type as take_int: the tail call stays a jump.  */
void
sibling (int x)
{
  take_int (x * 2);
}
