// The C++ side of callback-mixed.C hands the C caller a callback of the
// wrong type (its first parameter a C++ class, not struct record), cast
// to the type C expects: the C caller's check stops it.
// { dg-do run }
// { dg-additional-sources "callback-mixed-c.c" }
// { dg-shouldfail "wrong-type callback from C++ called by C" }
// { dg-output "rapcfi: indirect call in visit_records \[^\n\]*to _Z8wrong_cbPN2ns5OtherEi: expected 'int \\(const record \\*, int\\)' \\\[0x\[0-9a-f\]+\\\], found '_ZTSFiPN2ns5OtherEiE'" }

#include <cstdio>

extern "C" {
struct record
{
  int key;
};
int visit_records (int (*fn) (const struct record *, int), int n);
}

namespace ns
{
struct Other
{
  long a, b;
};
}

int wrong_cb (ns::Other *o, int i) { return (int) o->a + i; }

int
main ()
{
  typedef int (*cb) (const struct record *, int);
  int v = visit_records ((cb) wrong_cb, 3);
  std::printf ("visited %d\n", v);
  return 0;
}
