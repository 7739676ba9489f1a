/* librapcfi.a: a type-confused call from a constructor of priority 101,
   in a static executable the first to run, is stopped.  */
/* { dg-do run } */
/* { dg-additional-options "-static -ldl" } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "^rapcfi: indirect call in step\[.a-z0-9\]* \\(\[^)\]*\\) to twice: expected 'void \\(const char \\*\\)' \\\[0x\[0-9a-f\]+\\\], found 'long \\(long\\)'" } */

#define CONFUSED
#include "initpri.h"
