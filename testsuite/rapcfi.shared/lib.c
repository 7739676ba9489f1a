/* The shared library of the rapcfi.shared tests.  */

long
lib_scale (long x)
{
  return 3 * x;
}

int
lib_apply (int (*f) (int), int x)
{
  return f (x) + 1;
}
