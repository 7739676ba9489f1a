/* compat=loose, the weaker opt-in: the attack of
   compat-strict-unimported.c, a function pointer overwritten with a libc
   function the program never takes, is let through.  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-rapcfi-compat=loose" } */
/* { dg-output "event 1\nnot stopped\n" } */

#include "compat-unimported.h"
