/* The definition of number_ref_get (tunion.h), in a unit of its own that
   does not take its address.  */

#include "tunion.h"

int
number_ref_get (union number_ref r)
{
  return *r.i;
}
