// A C++ member function whose saved return address is overwritten with
// the entry of another function: stopped.
// { dg-do run }
// { dg-options "-fno-omit-frame-pointer -fno-inline" }
// { dg-shouldfail "return to a function entry" }
// { dg-output "rapcfi: return from _ZN6Victim3runEi \\(\[^)\]*\\) to 0x\[0-9a-f\]+ \\(_Z6gadgetv\\): expected a return site of 'int \\(int\\)' \\\[0x\[0-9a-f\]+\\\], found no return site" }

#include <cstdio>
#include "../rapcfi.dg/saved-return.h"

__attribute__ ((noinline)) void
gadget ()
{
  std::printf ("gadget reached\n");
}

struct Victim
{
  int base;
  __attribute__ ((noinline)) int run (int x);
};

int
Victim::run (int x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  *saved_return = (void *) gadget;
  SAVED_RETURN_WRITTEN ();
  return x + base;
}

int
main ()
{
  Victim v = { 1 };
  std::printf ("victim %d\n", v.run (2));
  return 0;
}
