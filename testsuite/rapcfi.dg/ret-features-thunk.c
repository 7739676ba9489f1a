/* ret-features.c under -fno-inline -mfunction-return=thunk -mindirect-branch=thunk.  */
/* { dg-do run { target x86_64-*-* } } */
/* x86_64 only: retpolines and return thunks are x86_64's.  */
/* { dg-options "-fno-inline -mfunction-return=thunk -mindirect-branch=thunk" } */
/* { dg-output "early 1\nlate 2\njumped 7\nret-addr ok\nnested 12\nsum 15\nld 2.5\npair 3 4\nfib 55\ntail 10\ndone\n" } */

#include "ret-features.h"
