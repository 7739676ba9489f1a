/* The functions of the nocheck-inlined tests: SLOT points to a function
   of another prototype than the calls through it expect; call_exempt
   (RAPCFI_NOCHECK) and call_checked make that call, each always inlined
   into its caller.  As Clang's no_sanitize ("kcfi"), the attribute is
   that of the function the call is written in, wherever it is
   inlined.  */

#include <stdio.h>
#include "rapcfi.h"

typedef void (*handler_fn) (int);

int
wrong_type (int *p)
{
  printf ("wrong_type reached\n");
  return p ? *p : 0;
}

handler_fn volatile slot = (handler_fn) (void (*) (void)) wrong_type;

static inline __attribute__ ((always_inline)) RAPCFI_NOCHECK void
call_exempt (void)
{
  slot (0);
}

static inline __attribute__ ((always_inline)) void
call_checked (void)
{
  slot (0);
}
