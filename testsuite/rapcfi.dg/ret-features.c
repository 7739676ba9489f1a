/* Return checks keep the features they meet working: several epilogues
   (shrink-wrapping), noreturn, setjmp/longjmp, __builtin_return_address,
   nested functions called through pointers, variadic functions, long
   double and structure returns, recursion and tail calls of both kinds.
   ret-features-*.c run the same code under other options.  */
/* { dg-do run } */
/* { dg-options "-fno-inline" } */
/* { dg-output "early 1\nlate 2\njumped 7\nret-addr ok\nnested 12\nsum 15\nld 2.5\npair 3 4\nfib 55\ntail 10\ndone\n" } */

#include "ret-features.h"
