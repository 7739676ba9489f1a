/* -fsanitize=address: checked calls and returns work, in table mode too
   (its lookup table was once where AddressSanitizer's shadow begins,
   and its first constructor crashed).  asan-confused.c is its attack
   twin, asan-overflow.c shows AddressSanitizer still at work.  */
/* { dg-do run { target x86_64-*-* aarch64-*-* } } */
/* Not riscv64: under qemu-riscv64 AddressSanitizer stops an empty
   program in its own allocator (sanitizer_allocator_primary32.h).  */
/* { dg-additional-options "-fsanitize=address" } */
/* { dg-env "ASAN_OPTIONS=detect_leaks=0" } */
/* { dg-output "^sorted 1 2 3 4, length 4\nsaid\n$" } */

#include "asan.h"
