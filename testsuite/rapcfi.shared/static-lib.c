/* A shared library whose static functions, none of whose addresses
   escapes, return to each other's return sites when asked
   (rapcfi.dg/ret-static.h): lib_static_run (1) overwrites victim's
   return address with the site after the call to other_type.  */

#include "../rapcfi.dg/ret-static.h"

void
lib_static_run (int attack)
{
  overwrite = attack;
  caller (1);
}
