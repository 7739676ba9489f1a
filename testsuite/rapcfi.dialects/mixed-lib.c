/* The library of mixed-main.c.  */

long
lib_twice (long x)
{
  return 2 * x;
}
