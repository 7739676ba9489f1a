/* A classic stack buffer overflow: copying attacker-sized input into a
   local array runs over the saved frame pointer and the return address,
   which now points at a return site of another type.  Stopped.  */
/* { dg-do run { target x86_64-*-* } } */
/* x86_64 only: its return address lies above the buffer; on aarch64 the
   frame record is below the locals (ret-stack-overflow-aarch64.c).  */
/* { dg-options "-fno-omit-frame-pointer -fno-inline -fno-stack-protector" } */
/* { dg-shouldfail "overflowed return address" } */
/* { dg-output "rapcfi: return from parse \\(\[^)\]*\\) to 0x\[0-9a-f\]+ \\(main\\+0x\[0-9a-f\]+\\): expected a return site of 'int \\(const char \\*, unsigned long\\)'.*found a return site of another type" } */

#include <stdio.h>
#include <string.h>

void *volatile foreign_site;

__attribute__ ((noinline)) double
other_type (double x)
{
  foreign_site = __builtin_return_address (0);
  return x;
}

unsigned char input[256];

/* How far the return address lies past buf: what an attacker learns by
   reading the binary.  */
unsigned long gap;

__attribute__ ((noinline)) int
parse (const char *data, unsigned long n)
{
  char buf[16];
  gap = (unsigned long) ((char *) __builtin_frame_address (0) + 8 - buf);
  memcpy (buf, data, n);
  return buf[0];
}

int
main (void)
{
  other_type (1.0);
  printf ("parsed %d\n", parse ("hello", 6));
  /* The attack: filler up to the return address, then where to go.  */
  memset (input, 'A', gap);
  memcpy (input + gap, (const void *) &foreign_site, sizeof (void *));
  printf ("parsed %d\n", parse ((const char *) input, gap + 8));
  printf ("not reached\n");
  return 0;
}
