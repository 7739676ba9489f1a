/* Calls through an unprototyped type (doc/ABI.md, the kind field's bit
   8): old code calls a K&R definition, long f (), through a pointer of
   type long (*) () with arguments, so the call expects the prototype of
   its promoted arguments, long (long), and its return site carries that
   type's return hash.  Such a call may reach a recorded function whose
   type returns what the expected type does, and the function may return
   to the return site of such a call, through call *%reg, call *%r8-%r15
   or a retpoline thunk: both are allowed.  A call through a prototyped
   type, or to a function returning another type, is still a violation,
   and so is the return that follows.  The unit is permissive: a
   violation is reported, counted and let through.

   rapcfi.runtime/runtime.exp builds it with the plain compiler (the
   assembly plays the plugin's part) and runs it.  */

#include "rapcfi.h"

#include <stdio.h>

typedef long (*caller_t) (void *, long);

extern long call_unproto_l (void *, long), call_unproto_l_r11 (void *, long),
  call_unproto_l_thunk (void *, long), call_unproto_i (void *, long),
  call_proto_l (void *, long), tail_unproto_l (void *, long),
  tail_unproto_i (void *, long);
extern char knr[], knr_int[];

static const struct
{
  const char *name;
  caller_t caller;
  void *fn;
  unsigned long violations;
} cases[] = {
  { "unprototyped call", call_unproto_l, knr, 0 },
  { "unprototyped call through %r11", call_unproto_l_r11, knr, 0 },
  { "unprototyped call through a retpoline", call_unproto_l_thunk, knr, 0 },
  { "unprototyped call returning int", call_unproto_i, knr_int, 0 },
  { "unprototyped call returning another type", call_unproto_i, knr, 2 },
  { "prototyped call", call_proto_l, knr, 2 },
  { "unprototyped tail call", tail_unproto_l, knr, 0 },
  { "unprototyped tail call returning another type", tail_unproto_i, knr, 1 },
};
#define NCASES (sizeof cases / sizeof cases[0])

int
main (void)
{
  int ok = 1;
  setvbuf (stdout, NULL, _IONBF, 0);
  for (unsigned c = 0; c < NCASES; c++)
    {
      printf ("%s\n", cases[c].name);
      unsigned long before = rapcfi_violations ();
      long got = cases[c].caller (cases[c].fn, 100 + c);
      if ((int) got != (int) (100 + c))
	{
	  printf ("FAIL: %s: returned %ld, not %u\n", cases[c].name, got,
		  100 + c);
	  ok = 0;
	}
      if (rapcfi_violations () - before != cases[c].violations)
	{
	  printf ("FAIL: %s: %lu violations, not %lu\n", cases[c].name,
		  rapcfi_violations () - before, cases[c].violations);
	  ok = 0;
	}
    }
  puts (ok ? "PASS: unprototyped" : "FAIL: unprototyped");
  return !ok;
}
