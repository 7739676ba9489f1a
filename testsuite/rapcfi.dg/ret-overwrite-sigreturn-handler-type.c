/* compat=strict: victim, of the type of the installed SIGINT handler but
   never installed itself, returns to the signal return trampoline with
   a forged frame (sigreturn-forged.h): stopped.
   ret-overwrite-sigreturn-handler-type-twin.c is its correct twin.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return to the signal return trampoline from no handler" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*sigreturn-forged.h:\[0-9\]+\\) to 0x\[0-9a-f\]+\[^:\]*: expected a return site of 'void \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found the signal return trampoline, from a function that is no signal handler \\(compat=strict\\)" } */

#include "sigreturn-forged.h"

int
main (void)
{
  install ();
  victim (1);
  printf ("victim returned\n");
  return 0;
}
