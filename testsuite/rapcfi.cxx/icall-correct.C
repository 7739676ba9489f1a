// Calls through function pointers in C++, each to a function of the
// pointer's type: a free function, an extern "C" one, a static member, a
// function taking classes in a namespace and references: all pass.
// { dg-do run }
// { dg-options "-fno-inline" }
// { dg-output "sum 42" }

#include <cstdio>

namespace geo
{
struct Point
{
  int x, y;
};
}

static int twice (int x) { return 2 * x; }
extern "C" int plus_one (int x) { return x + 1; }
struct Tools
{
  static int square (int x) { return x * x; }
};
static int manhattan (const geo::Point &a, geo::Point *b)
{
  return a.x + a.y + b->x + b->y;
}

int (*volatile ops[]) (int) = { twice, plus_one, Tools::square };
int (*volatile dist) (const geo::Point &, geo::Point *) = manhattan;

int
main ()
{
  geo::Point a = { 1, 2 }, b = { 3, 4 };
  int sum = ops[0] (5) + ops[1] (5) + ops[2] (4) + dist (a, &b);
  std::printf ("sum %d\n", sum);
  return sum == 42 ? 0 : 1;
}
