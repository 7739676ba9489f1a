/* What code that checks no returns can tail-call (tail.c), for the
   tail-call rule of compat=strict (compat.c).  */

#ifndef RAPCFI_TAIL_H
#define RAPCFI_TAIL_H

#include <stdint.h>

/* Whether the function a direct call went to, code that checks no
   returns, can have tail-called another.  */
enum rapcfi_tail_reach
{
  RAPCFI_TAIL_NONE,		/* Not that one.  */
  RAPCFI_TAIL_REACHES,		/* Yes: it jumps through a pointer, or
				   (through direct jumps) to that one.  */
  RAPCFI_TAIL_LAUNDERED		/* Never: dlsym or dlvsym, whose result
				   instrumented code gives
				   __rapcfi_dlsym_result, which admits it
				   for calls of every type.  */
};

/* Whether the function at CALLEE (a PLT entry seen through), which
   checks no returns, may have tail-called the function whose entry is
   RETURNING; its name into *NAME (NULL when unknown).  */
extern enum rapcfi_tail_reach rapcfi_tail_reach (uintptr_t callee,
						 uintptr_t returning,
						 const char **name)
  __attribute__ ((visibility ("hidden")));

/* The address of the first definition of NAME, a function rapcfi did not
   compile, in the loaded objects, in the loader's order; 0 when none is
   known (an ifunc's).  */
extern uintptr_t rapcfi_find_uninstrumented (const char *name)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_TAIL_H */
