/* ret-features.c under -fno-inline -fstack-protector-strong.  */
/* { dg-do run } */
/* { dg-options "-fno-inline -fstack-protector-strong" } */
/* { dg-output "early 1\nlate 2\njumped 7\nret-addr ok\nnested 12\nsum 15\nld 2.5\npair 3 4\nfib 55\ntail 10\ndone\n" } */

#include "ret-features.h"
