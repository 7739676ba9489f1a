/* ret-features.c with every entry a BTI landing pad and rapcfi's
   software return checks (no pac-ret).  */
/* { dg-do run { target aarch64-*-* } } */
/* { dg-options "-fno-inline -mbranch-protection=bti" } */
/* { dg-output "early 1\\nlate 2\\njumped 7\\nret-addr ok\\nnested 12\\nsum 15\\nld 2.5\\npair 3 4\\nfib 55\\ntail 10\\ndone\\n" } */

#include "ret-features.h"
