/* __attribute__ ((rapcfi_nocheck)) (RAPCFI_NOCHECK) leaves a function's
   calls unchecked; other functions stay checked.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler-times {call\t\*__rapcfi_icall_fail_} 1 } } */

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
