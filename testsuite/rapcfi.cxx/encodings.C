// The encodings of C++ function types at indirect calls, as Clang's kCFI
// writes them: a method without `this', its const as K (0x258a3d10 is
// clang-19's hash of _ZTSKFiiE); classes in namespaces and templates by
// their full names; references, rvalue references, pointers to members,
// std::nullptr_t and C++'s character types; and the same hash as C for
// a C-compatible type (_ZTSFiiE, 0x00050794).
// { dg-do compile }
// { dg-options "-O2 -fdump-rtl-all" }
// { dg-final { scan-rtl-dump {checked indirect call \(insn [0-9]+\) for _ZTSFiiE \[0x00050794\]} "rapcfi" } }
// { dg-final { scan-rtl-dump {checked indirect call \(insn [0-9]+\) for _ZTSKFiiE \[0x258a3d10\]} "rapcfi" } }
// { dg-final { scan-rtl-dump {checked indirect call \(insn [0-9]+\) for _ZTSFvvE \[0xa540670c\]} "rapcfi" } }
// { dg-final { scan-rtl-dump {checked indirect call \(insn [0-9]+\) for _ZTSFiRKN3geo5PointEOiE } "rapcfi" } }
// { dg-final { scan-rtl-dump {checked indirect call \(insn [0-9]+\) for _ZTSFvP3BoxIlEwDsDnE } "rapcfi" } }
// { dg-final { scan-rtl-dump {checked indirect call \(insn [0-9]+\) for _ZTSFiM5ShapeKFiiEM5ShapeiE } "rapcfi" } }

namespace geo
{
struct Point
{
  int x;
};
}

template <typename T> struct Box
{
  T t;
};

struct Shape
{
  int side;
  virtual int area (int) const;
  virtual void reset ();
};

int (*volatile plain) (int);
int (*volatile by_ref) (const geo::Point &, int &&);
void (*volatile templ) (Box<long> *, wchar_t, char16_t, decltype (nullptr));
int (*volatile members) (int (Shape::*) (int) const, int Shape::*);

int
use (Shape *s, const geo::Point &p)
{
  int x = 1;
  templ (0, 0, 0, nullptr);
  s->reset ();
  return plain (1) + s->area (2) + by_ref (p, static_cast<int &&> (x))
	 + members (&Shape::area, &Shape::side);
}
