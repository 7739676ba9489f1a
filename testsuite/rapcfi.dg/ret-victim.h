/* The victim of ret-correct-return, ret-overwrite-foreign-site and
   abi-kcfi-returns-overwrite: it writes over its saved return address
   the return site after other_type's call when OVERWRITE says so, else
   its own return address (ret-other-type.h).  */

#include "ret-other-type.h"

__attribute__ ((noinline)) int
victim (int x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  *saved_return = overwrite ? foreign_site : __builtin_return_address (0);
  SAVED_RETURN_WRITTEN ();
  return x + 1;
}
