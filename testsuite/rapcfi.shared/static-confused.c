/* A static function of a shared library returning to the return site
   after a call to another static function of another type is stopped.  */

void lib_static_run (int);

int
main (void)
{
  lib_static_run (1);
  return 0;
}
