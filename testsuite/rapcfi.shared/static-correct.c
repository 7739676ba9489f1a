/* The static functions of a shared library return normally.  */

void lib_static_run (int);

int
main (void)
{
  lib_static_run (0);
  return 0;
}
