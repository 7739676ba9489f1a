/* What runtime/ret-probe.c needs of aarch64.  The stub that calls it
   saves the SIMD registers first, so that it may use them.  */

#ifndef RAPCFI_RET_PROBE_TARGET_H
#define RAPCFI_RET_PROBE_TARGET_H

#include <stdint.h>
#include <ucontext.h>

/* The return address of CONTEXT's function, as a ret would take it: the
   link register.  */
static inline uintptr_t
rapcfi_context_return_address (const ucontext_t *context)
{
  return context->uc_mcontext.regs[30];
}

#endif /* RAPCFI_RET_PROBE_TARGET_H */
