/* What the runtime's C code needs of x86_64 beyond its machine code
   (arch/code.h): the registers a signal or makecontext left.  */

#ifndef RAPCFI_RUNTIME_TARGET_H
#define RAPCFI_RUNTIME_TARGET_H

#include <stdint.h>
#include <ucontext.h>

/* For code that must not touch the x87, SSE or MMX state (as
   -mgeneral-regs-only): x86_64 has SSE unless this takes it.  */
#define RAPCFI_GENERAL_REGS_ONLY \
  _Pragma ("GCC target (\"general-regs-only\")")

/* The return address of CONTEXT's function, as a ret would take it: the
   top of its stack.  */
static inline uintptr_t
rapcfi_context_return_address (const ucontext_t *context)
{
  return *(const uintptr_t *) context->uc_mcontext.gregs[REG_RSP];
}

/* The instruction CONTEXT was stopped at.  */
static inline uintptr_t
rapcfi_context_pc (const ucontext_t *context)
{
  return (uintptr_t) context->uc_mcontext.gregs[REG_RIP];
}

static inline void
rapcfi_context_set_pc (ucontext_t *context, uintptr_t pc)
{
  context->uc_mcontext.gregs[REG_RIP] = (greg_t) pc;
}

#endif /* RAPCFI_RUNTIME_TARGET_H */
