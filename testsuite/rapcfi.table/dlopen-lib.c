/* The library dlopen-threads.c loads and unloads again and again.  */

long
lib_twice (long x)
{
  return 2 * x;
}

long
lib_apply (long (*f) (long), long x)
{
  return f (x) + 1;
}
