/* The runtime's own code, where no return may go (own-code.c).  */

#ifndef RAPCFI_OWN_CODE_H
#define RAPCFI_OWN_CODE_H

#include <stdbool.h>
#include <stdint.h>

/* Whether ADDRESS is in the runtime's code: librapcfi.so's executable
   segment, or the part of a static executable that librapcfi.a
   brought.  */
extern bool rapcfi_in_own_code (uintptr_t address)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_OWN_CODE_H */
