// An inline function, a class template and a class with an inline
// virtual destructor that both units of comdat.C define: emitted in
// COMDAT groups, one copy kept by the linker.

inline int
shared_twice (int x)
{
  return 2 * x;
}

template <typename T> struct Counter
{
  T n;
  virtual T bump (T by) { return n += by; }
  virtual ~Counter () {}
};

int other_unit (Counter<long> *c, int (*op) (int));
