// Calls through pointers to member functions, virtual and not, const and
// not, converted from a base's to a derived class's: the method's type
// without `this' is what both the call and the preamble encode, so all
// pass.
// { dg-do run }
// { dg-options "-fno-inline" }
// { dg-output "8 8 20" }

#include <cstdio>

struct Base
{
  int v;
  virtual int f (int x) { return x + v; }
  int g (int x) const { return x * v; }
};

struct Derived : Base
{
  int f (int x) override { return x - v; }
};

__attribute__ ((noipa)) int
call (Derived *d, int (Derived::*pmf) (int))
{
  return (d->*pmf) (10);
}

__attribute__ ((noipa)) int
call_const (const Derived *d, int (Base::*pmf) (int) const)
{
  return (d->*pmf) (10);
}

int
main ()
{
  Derived d;
  d.v = 2;
  std::printf ("%d %d %d\n", call (&d, &Base::f), call (&d, &Derived::f),
	       call_const (&d, &Base::g));
  return 0;
}
