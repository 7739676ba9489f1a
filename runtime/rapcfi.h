/* rapcfi: hash-based control-flow integrity for GCC.  The interface for
   programs built with the plugin, in C and in assembly.  */

#ifndef RAPCFI_H
#define RAPCFI_H

/* The policies: a violation stops the program, or is reported and the
   call proceeds.  */
#define RAPCFI_POLICY_ENFORCE 0
#define RAPCFI_POLICY_PERMISSIVE 1

#ifdef __ASSEMBLER__

/* Start the global function NAME with the preamble that lets C call it
   through a pointer (doc/ABI.md, "x86_64 inline mode", "aarch64 inline
   mode", "riscv64 inline mode").  Its hash is the
   symbol __kcfi_typeid_NAME, which the plugin defines in every unit that
   takes the address of NAME, from the type it is declared with there.
   A PIE or shared object using it must be linked with
   -Wl,-z,noreloc-overflow (doc/ABI.md, "Assembly functions").  */
#if defined __aarch64__
/* The entry is a BTI landing pad (a nop without BTI).  */
#define RAPCFI_TYPED_FUNC_START(name)			\
  .p2align 4;						\
  .rept 3; nop; .endr;					\
  .word __kcfi_typeid_##name;				\
  .globl name;						\
  .type name, %function;				\
name:							\
  hint 34
#elif defined __riscv
#define RAPCFI_TYPED_FUNC_START(name)			\
  .p2align 2;						\
  .word __kcfi_typeid_##name;				\
  .globl name;						\
  .type name, @function;				\
name:
#else
#define RAPCFI_TYPED_FUNC_START(name)			\
  .p2align 4;						\
  .globl __cfi_##name;					\
  .type __cfi_##name, @function;			\
__cfi_##name:						\
  .rept 11; nop; .endr;					\
  movl $__kcfi_typeid_##name, %eax;			\
  .size __cfi_##name, . - __cfi_##name;			\
  .globl name;						\
  .type name, @function;				\
name:
#endif

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
