// An object whose vtable pointer is overwritten with a fake vtable, its
// slot the address of a function of another type (int (const char *)
// where the virtual call expects int (int)): stopped.  `this' is no part
// of the type (as in Clang), the method's qualifiers and parameters are.
// { dg-do run }
// { dg-shouldfail "virtual call through a fake vtable" }
// The expected hash is Clang's for the slot: clang-19 -fsanitize=kcfi puts
// 0x258a3d10 in the preamble of a method int (int) const.
// { dg-output "rapcfi: indirect call in _Z9call_areaPK5Shape \[^\n\]*to _Z6gadgetPKc: expected '_ZTSKFiiE' \\\[0x258a3d10\\\], found 'int \\(const char \\*\\)'" }

#include <cstdio>

struct Shape
{
  virtual int area (int scale) const;
};

int
Shape::area (int scale) const
{
  return scale;
}

int
gadget (const char *s)
{
  std::printf ("gadget reached: %s\n", s);
  return 0;
}

__attribute__ ((noipa)) int
call_area (const Shape *s)
{
  return s->area (3);
}

void *fake_vtable[] = { (void *) gadget };

int
main ()
{
  Shape *s = new Shape;
  std::printf ("area %d\n", call_area (s));
  /* The attack: the object's first word, its vtable pointer.  */
  void **vptr = (void **) s;
  *vptr = fake_vtable;
  std::printf ("area %d\n", call_area (s));
  return 0;
}
