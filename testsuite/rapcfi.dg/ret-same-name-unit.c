/* The other unit of ret-overwrite-same-name.c: a static function of the
   same name, another type, and the return site after a call to it.  */
/* { dg-do compile } */

void *volatile b_site;
volatile double b_sink;

__attribute__ ((noinline)) static double
helper (double x)
{
  b_site = __builtin_return_address (0);
  return x * 2;
}

__attribute__ ((noinline)) void
b_run (double x)
{
  b_sink = helper (x);
}
