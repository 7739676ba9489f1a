// A C++ function pointer overwritten with a function of another type
// (its parameter a class in a namespace, not an int): stopped.
// { dg-do run }
// { dg-options "-fno-inline" }
// { dg-shouldfail "type-confused indirect call" }
// { dg-output "rapcfi: indirect call in main \[^\n\]*to _Z6targetPN3geo5PointE: expected '\[^'\]*' \\\[0x\[0-9a-f\]+\\\], found '_ZTSFiPN3geo5PointEE'" }

#include <cstdio>
#include <cstring>

namespace geo
{
struct Point
{
  int x, y;
};
}

int twice (int x) { return 2 * x; }
int target (geo::Point *p) { return p->x; }

int (*volatile op) (int) = twice;

int
main ()
{
  int (*confused) (geo::Point *) = target;
  std::memcpy ((void *) &op, &confused, sizeof op);
  std::printf ("%d\n", op (5));
  return 0;
}
