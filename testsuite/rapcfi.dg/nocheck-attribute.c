/* __attribute__ ((rapcfi_nocheck)) (RAPCFI_NOCHECK) leaves a function's
   indirect calls and returns unchecked; other functions stay checked, and
   the exempt function's calls still get return-site markers, because its
   callees check their returns.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler-times {call\t\*__rapcfi_icall_fail_} 1 { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-times {call\t\*__rapcfi_ret_fail} 1 { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-times {\t\.byte\t0x3d\n} 2 { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-times {adrp\tx[0-9]+, :got:__rapcfi_icall_fail_} 1 { target aarch64-*-* } } } */
/* { dg-final { scan-assembler-times {adrp\tx16, :got:__rapcfi_ret_fail} 1 { target aarch64-*-* } } } */
/* { dg-final { scan-assembler-times {\t\.inst\t0x[0-9a-f]{8}\n} 2 { target aarch64-*-* } } } */

#include "rapcfi.h"

RAPCFI_NOCHECK int
trusted (int (*f) (void))
{
  return f () + 1;
}

int
checked (int (*f) (void))
{
  return f () + 2;
}
