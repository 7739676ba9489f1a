/* ret-features.c with return addresses signed (pac-ret) and bound to
   the return hash (pac=typed), and every entry a BTI landing pad.  */
/* { dg-do run { target aarch64-*-* } } */
/* { dg-options "-fno-inline -mbranch-protection=standard -fplugin-arg-rapcfi-pac=typed" } */
/* { dg-output "early 1\\nlate 2\\njumped 7\\nret-addr ok\\nnested 12\\nsum 15\\nld 2.5\\npair 3 4\\nfib 55\\ntail 10\\ndone\\n" } */

#include "ret-features.h"
