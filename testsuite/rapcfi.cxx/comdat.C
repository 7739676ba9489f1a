// Two units defining the same inline functions and template
// instantiations, each calling them through pointers and vtables: the
// tables of both units name labels in their copies, which the linker
// used to discard (a failed link); both copies are kept now, and every
// call passes.
// { dg-do run }
// { dg-additional-sources "comdat-other.cc" }
// { dg-output "result 19" }

#include <cstdio>
#include "comdat-shared.h"

int (*volatile op) (int) = shared_twice;

int
main ()
{
  Counter<long> *c = new Counter<long> ();
  c->n = 1;
  int r = op (3) + (int) c->bump (2) + other_unit (c, shared_twice);
  delete c;
  std::printf ("result %d\n", r);
  return r == 19 ? 0 : 1;
}
