// Exceptions thrown through instrumented frames (unwinding does not
// return through their checked returns), caught by type, rethrown; a
// static initializer and destructor; the standard library's algorithms,
// std::function and shared_ptr calling back into instrumented code; and
// a virtual call into libstdc++ (std::runtime_error::what through a
// std::exception &), which is left unchecked: all pass.
// { dg-do run }
// { dg-output "caught boom 3\n.*sorted a b c\n.*function 8\n" }

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

static int destroyed;

struct Guard
{
  std::string name;
  Guard (const char *n) : name (n) {}
  ~Guard () { destroyed++; }
};

static Guard global_guard ("static");

__attribute__ ((noinline)) int
thrower (int depth)
{
  Guard g ("thrower");
  if (depth == 0)
    throw std::runtime_error ("boom");
  return thrower (depth - 1) + 1;
}

__attribute__ ((noinline)) int
rethrower ()
{
  try
    {
      return thrower (2);
    }
  catch (...)
    {
      throw;
    }
}

int
main ()
{
  try
    {
      rethrower ();
    }
  catch (const std::exception &e)
    {
      std::printf ("caught %s %d\n", e.what (), destroyed);
    }
  std::vector<std::string> v = { "c", "a", "b" };
  std::sort (v.begin (), v.end (),
	     [] (const std::string &a, const std::string &b) { return a < b; });
  std::printf ("sorted %s %s %s\n", v[0].c_str (), v[1].c_str (),
	       v[2].c_str ());
  auto p = std::make_shared<Guard> ("shared");
  int base = 5;
  std::function<int (int)> f = [&] (int x) { return x + base; };
  std::printf ("function %d\n", f (3));
  return 0;
}
