/* A function split into a hot and a cold part (-O2): the cold part has
   a record of its own, so a return to a return site there is judged by
   its marker and stopped, not taken for a return into code rapcfi did
   not compile, after a call.  */
/* { dg-do run } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return to a return site in a cold part" } */
/* { dg-output "rapcfi: return from victim \\(\[^)\]*ret-overwrite-cold-site.c:\[0-9\]+\\) to 0x\[0-9a-f\]+ \\(caller\[.a-z\]*\\+0x\[0-9a-f\]+\\): expected a return site of 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found a return site of another type \\\[0x\[0-9a-f\]+\\\] \\(after a call to other_type 'double \\(double\\)'\\)" } */

#include <stdio.h>
#include "saved-return.h"

void *volatile cold_site;
volatile int take_cold_path;

__attribute__ ((noinline, cold)) double
other_type (double x)
{
  cold_site = __builtin_return_address (0);
  return x * 2;
}

__attribute__ ((noinline)) long
victim (long x)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  if (cold_site)
    *saved_return = cold_site;
  SAVED_RETURN_WRITTEN ();
  cold_site = 0;
  return x + 1;
}

/* The call to other_type is in the cold part at -O2.  */
__attribute__ ((noinline)) double
caller (double x)
{
  if (__builtin_expect (take_cold_path, 0))
    {
      x = other_type (x);
      printf ("cold path %g\n", x);
      return x;
    }
  return x + 1;
}

int
main (void)
{
  take_cold_path = 1;
  caller (1.0);
  take_cold_path = 0;
  printf ("victim %ld\n", victim (1));
  printf ("not reached\n");
  return 0;
}
