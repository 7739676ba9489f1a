/* ret=register: the return address is popped into the register the
   check reads the marker through, and the function returns through it,
   so a thread rewriting the stack slot between the check and the return
   cannot win.  bench/ret-race.c's race, bounded: 20000 returns, the
   racer writing the slot while each happens; under the default sequence
   the race is won about once per 400 returns at -O2 (doc/ABI.md),
   here never.
   Permissive, so that each detection is counted, not fatal.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fplugin-arg-rapcfi-ret=register -fno-omit-frame-pointer -pthread" } */
/* { dg-env "RAPCFI_POLICY=permissive" } */
/* { dg-output "returns 20000: \[^\n\]*, other site undetected \\(won\\) 0\n" } */

#define RET_RACE_RETURNS 20000
#include "../../bench/ret-race.c"
