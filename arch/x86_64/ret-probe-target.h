/* What runtime/ret-probe.c needs of x86_64.  */

#ifndef RAPCFI_RET_PROBE_TARGET_H
#define RAPCFI_RET_PROBE_TARGET_H

#include <stdint.h>
#include <ucontext.h>

/* No x87, SSE or MMX code from here on: the same as -mgeneral-regs-only.
   x86_64 has SSE unless that took it.  */
#pragma GCC target ("general-regs-only")
#if defined __SSE__ || defined __MMX__
#error "ret-probe.c must be compiled for the general registers only"
#endif

/* The return address of CONTEXT's function, as a ret would take it: the
   top of its stack.  */
static inline uintptr_t
rapcfi_context_return_address (const ucontext_t *context)
{
  return *(const uintptr_t *) context->uc_mcontext.gregs[REG_RSP];
}

#endif /* RAPCFI_RET_PROBE_TARGET_H */
