/* The foreign return site of the ret-static and ret-two-returns tests:
   OTHER_TYPE, a static function of another prototype than their
   victims', saves in FOREIGN_SITE the return site after its first call;
   a victim writes it over its own return address when OVERWRITE says
   so.  */

#include <stdio.h>
#include "saved-return.h"

static void *volatile foreign_site;
static volatile int overwrite;
static volatile double double_sink;

__attribute__ ((noinline)) static double
other_type (double x)
{
  if (!foreign_site)
    foreign_site = __builtin_return_address (0);
  return x * 2;
}
