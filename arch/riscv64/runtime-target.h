/* What the runtime's C code needs of riscv64 beyond its machine code
   (arch/code.h): the registers a signal or makecontext left.  */

#ifndef RAPCFI_RUNTIME_TARGET_H
#define RAPCFI_RUNTIME_TARGET_H

#include <stdint.h>
#include <ucontext.h>

/* Nothing to take: the stub that calls such code saves the floating
   point registers first.  */
#define RAPCFI_GENERAL_REGS_ONLY

/* The return address of CONTEXT's function, as a ret would take it:
   ra.  */
static inline uintptr_t
rapcfi_context_return_address (const ucontext_t *context)
{
  return context->uc_mcontext.__gregs[REG_RA];
}

/* The instruction CONTEXT was stopped at.  */
static inline uintptr_t
rapcfi_context_pc (const ucontext_t *context)
{
  return context->uc_mcontext.__gregs[REG_PC];
}

static inline void
rapcfi_context_set_pc (ucontext_t *context, uintptr_t pc)
{
  context->uc_mcontext.__gregs[REG_PC] = pc;
}

#endif /* RAPCFI_RUNTIME_TARGET_H */
