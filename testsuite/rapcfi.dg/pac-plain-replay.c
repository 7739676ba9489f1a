/* The twin of pac-typed-replay.c, with plain pac-ret: the return address
   signed in a function of type int (int) authenticates in one of type
   double (double) at the same SP, and the program goes on at a return
   site of the wrong type.  This test passes when the replay goes
   undetected: it documents what pac=typed adds.  */
/* { dg-do run { target aarch64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -mbranch-protection=pac-ret" } */
/* { dg-output "replay undetected 4 times of 4: b_func returned where a_func returns" } */

#include "pac-replay.h"
