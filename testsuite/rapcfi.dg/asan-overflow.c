/* -fsanitize=address: AddressSanitizer still reports a heap overflow in
   a program with rapcfi's checks.  */
/* { dg-do run { target x86_64-*-* aarch64-*-* } } */
/* { dg-additional-options "-fsanitize=address" } */
/* { dg-env "ASAN_OPTIONS=detect_leaks=0" } */
/* { dg-shouldfail "AddressSanitizer stops the read" } */
/* { dg-output "^sorted 1 2 3 4, length 4\n.*AddressSanitizer: heap-buffer-overflow" } */

#define OVERFLOW
#include "asan.h"
