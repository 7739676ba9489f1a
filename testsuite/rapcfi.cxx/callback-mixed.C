// A C++ program hands extern "C" callbacks to an instrumented C file
// (callback-mixed-c.c, compiled by gcc with the plugin), which calls them
// through int (*) (const struct record *, int): a C-compatible type
// encodes as in C, so C's check passes; and a C++ member function pointer
// is no such callback.
// { dg-do run }
// { dg-additional-sources "callback-mixed-c.c" }
// { dg-output "visited 6" }

#include <cstdio>

extern "C" {
struct record
{
  int key;
};
int visit_records (int (*fn) (const struct record *, int), int n);
int sum_key (const struct record *r, int i) { return r->key + i; }
}

int
main ()
{
  int v = visit_records (sum_key, 3);
  std::printf ("visited %d\n", v);
  return v == 6 ? 0 : 1;
}
