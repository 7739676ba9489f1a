/* compat=off: main returning into libc, which called it, is refused: off
   is for programs whose every caller is instrumented.  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-rapcfi-compat=off" } */
/* { dg-shouldfail "compat=off" } */
/* { dg-output "rapcfi: return from main \\(\[^)\]*\\) to 0x\[0-9a-f\]+\[^:\]*: expected a return site of 'int \\(void\\)' \\\[0x\[0-9a-f\]+\\\], found code rapcfi did not compile \\(compat=off\\)" } */

/* A call that is not a tail call makes main save its return address
   (on aarch64 a leaf's never leaves the link register, and its returns
   go unchecked).  */
static volatile int status;

__attribute__ ((noinline)) static void
touch (void)
{
  status = 0;
}

int
main (void)
{
  touch ();
  return status;
}
