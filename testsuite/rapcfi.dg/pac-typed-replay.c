/* With pac=typed, the return address signed in a function of type int
   (int) fails authentication in one of type double (double) at the same
   SP: the program is stopped where pac-ret alone lets it go on
   (pac-plain-replay.c).  Without FEAT_FPAC (qemu 7.2) the failed
   authentication leaves an invalid address, and the return faults.  A
   signature collides about 1 time in 100; the replay is tried at 4
   depths (pac-replay.h), so the program runs to its end about 1 time in
   10^8.  */
/* { dg-do run { target aarch64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -mbranch-protection=pac-ret -fplugin-arg-rapcfi-pac=typed" } */
/* { dg-shouldfail "replayed signed return address" } */

#include "pac-replay.h"
