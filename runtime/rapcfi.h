/* rapcfi: hash-based control-flow integrity for GCC.  The interface for
   programs built with the plugin, in C and in assembly.  */

#ifndef RAPCFI_H
#define RAPCFI_H

/* The policies: a violation stops the program, or is reported and the
   call proceeds.  */
#define RAPCFI_POLICY_ENFORCE 0
#define RAPCFI_POLICY_PERMISSIVE 1

#ifdef __ASSEMBLER__

/* RAPCFI_TYPED_FUNC_START (NAME): start the global function NAME with the
   preamble that lets C call it through a pointer, in the target's
   layout.  */
#include <rapcfi-asm.h>

/* End the function NAME.  */
#define RAPCFI_FUNC_END(name)				\
  .size name, . - name

#else /* !__ASSEMBLER__ */

/* Do not check the indirect calls in this function (the plugin defines
   __RAPCFI__).  */
#ifdef __RAPCFI__
#define RAPCFI_NOCHECK __attribute__ ((rapcfi_nocheck))
#else
#define RAPCFI_NOCHECK
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Apply POLICY to every violation from now on, whatever the units were
   built with and RAPCFI_POLICY says.  */
extern void rapcfi_set_policy (int policy);

/* The number of violations reported so far.  */
extern unsigned long rapcfi_violations (void);

#ifdef __cplusplus
}
#endif

#endif /* !__ASSEMBLER__ */

#endif /* RAPCFI_H */
