/* librapcfi.a, in a static executable: the runtime's record of the
   signal handlers installed is attacked (runtime-signal-record.h): the
   writes fault and victim's return to the signal return trampoline is
   stopped.
   ret-overwrite-sigreturn-handler-type-twin.c is the correct twin.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-additional-options "-static -ldl" } */
/* { dg-shouldfail "return to the signal return trampoline from no handler" } */
/* { dg-output "attacker: handler_record: the write faulted\nrapcfi: return from victim \\(\[^)\]*sigreturn-forged.h:\[0-9\]+\\) to 0x\[0-9a-f\]+\[^:\]*: expected a return site of 'void \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found the signal return trampoline, from a function that is no signal handler \\(compat=strict\\)" } */

#include "runtime-signal-record.h"
