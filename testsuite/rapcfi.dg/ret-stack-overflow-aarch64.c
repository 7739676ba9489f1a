/* ret-stack-overflow.c for aarch64, where a function's frame record
   (saved x29 and x30) is below its locals: copying attacker-sized input
   into a local array runs over the rest of the frame into the frame
   record of the caller, whose saved return address now points at a
   return site of another type.  Stopped when the caller returns.  */
/* { dg-do run { target aarch64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline -fno-stack-protector" } */
/* { dg-shouldfail "overflowed return address" } */
/* { dg-output "rapcfi: return from handle \\(\[^)\]*\\) to 0x\[0-9a-f\]+ \\(main\\+0x\[0-9a-f\]+\\): expected a return site of 'int \\(const char \\*, unsigned long\\)'.*found a return site of another type" } */

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

/* How far the caller's saved return address lies past buf: what an
   attacker learns by reading the binary.  */
unsigned long gap;

__attribute__ ((noinline)) int
parse (const char *data, unsigned long n)
{
  char buf[16];
  gap = (unsigned long) ((char *) __builtin_frame_address (1) + 8 - buf);
  memcpy (buf, data, n);
  return buf[0];
}

__attribute__ ((noinline)) int
handle (const char *data, unsigned long n)
{
  return parse (data, n) + 1;
}

int
main (void)
{
  other_type (1.0);
  printf ("handled %d\n", handle ("hello", 6));
  /* The attack: filler up to the return address, then where to go.  */
  memset (input, 'A', gap);
  memcpy (input + gap, (const void *) &foreign_site, sizeof (void *));
  printf ("handled %d\n", handle ((const char *) input, gap + 8));
  printf ("not reached\n");
  return 0;
}
