/* What the runtime's compat policy needs to know of the target's machine
   code: the instruction sequences themselves are arch/<target>/code.c's.  */

#ifndef RAPCFI_ARCH_CODE_H
#define RAPCFI_ARCH_CODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Whether the BEFORE bytes that end at END (all of them readable) end with
   a call instruction: END is then a return address that call pushed.  */
extern bool rapcfi_code_follows_call (const unsigned char *end, size_t before)
  __attribute__ ((visibility ("hidden")));

/* Whether the AFTER bytes at CODE (all readable) begin with the signal
   return trampoline a signal handler returns to (the C library's
   sa_restorer).  */
extern bool rapcfi_code_is_sigreturn (const unsigned char *code, size_t after)
  __attribute__ ((visibility ("hidden")));

/* The longest trampoline rapcfi_code_trampoline knows.  */
#define RAPCFI_TRAMPOLINE_MAX 32

/* Whether the AFTER bytes at CODE begin with the trampoline GCC builds
   for a nested function whose address is taken, the function it goes to
   into *TARGET.  */
extern bool rapcfi_code_trampoline (const unsigned char *code, size_t after,
				    uintptr_t *target)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_ARCH_CODE_H */
