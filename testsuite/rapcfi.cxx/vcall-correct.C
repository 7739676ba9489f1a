// Virtual calls, each reaching a method of the slot's type: through a
// base class, through a second base (a this-adjusting thunk, which GCC
// otherwise writes in assembly, without a preamble), a const method, a
// class template's method and virtual destructors: all pass.
// { dg-do run }
// { dg-output "total 1111" }

#include <cstdio>

namespace zoo
{
struct Animal
{
  virtual int legs () const = 0;
  virtual ~Animal () {}
};
struct Named
{
  virtual const char *name () { return "?"; }
  virtual int weight (int scale) { return scale; }
  virtual ~Named () {}
};
template <typename T> struct Box : Animal, Named
{
  T n;
  Box (T n) : n (n) {}
  int legs () const override { return (int) n; }
  const char *name () override { return "box"; }
  int weight (int scale) override { return 100 * scale; }
};
}

__attribute__ ((noipa)) int
count (zoo::Animal *a)
{
  return a->legs ();
}

__attribute__ ((noipa)) int
weigh (zoo::Named *n)
{
  return n->weight (10) + (n->name ()[0] == 'b');
}

int
main ()
{
  zoo::Box<long> *b = new zoo::Box<long> (10);
  int total = count (b) + weigh (b);
  zoo::Named *n = b;
  delete n;
  std::printf ("total %d\n", total + 100);
  return total == 1011 ? 0 : 1;
}
