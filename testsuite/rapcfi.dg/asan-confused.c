/* -fsanitize=address: a type-confused call is stopped.  */
/* { dg-do run { target x86_64-*-* aarch64-*-* } } */
/* { dg-additional-options "-fsanitize=address" } */
/* { dg-env "ASAN_OPTIONS=detect_leaks=0" } */
/* { dg-shouldfail "rapcfi stops the call" } */
/* { dg-output "^sorted 1 2 3 4, length 4\nrapcfi: indirect call in main \\(\[^)\]*\\) to twice: expected 'void \\(const char \\*\\)' \\\[0x\[0-9a-f\]+\\\], found 'long \\(long\\)'" } */

#define CONFUSED
#include "asan.h"
