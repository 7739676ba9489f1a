/* rapcfi's assembly interface on x86_64, which rapcfi.h includes (and
   make install installs beside it).  RAPCFI_TYPED_FUNC_START: start the
   global function NAME with
   the preamble that lets C call it through a pointer (doc/ABI.md,
   "x86_64 inline mode"), Clang kCFI's __cfi_NAME: 11 nops and
   movl $HASH, %eax.
   Its hash is the symbol __kcfi_typeid_NAME, which the plugin defines in
   every unit that takes the address of NAME, from the type it is declared
   with there.  A PIE or shared object using it must be linked with
   -Wl,-z,noreloc-overflow (doc/ABI.md, "Assembly functions").  */

#ifndef RAPCFI_ASM_H
#define RAPCFI_ASM_H

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

/* The return-site marker an assembly caller writes right after its call
   of the C function NAME, whose returns check for it (doc/ABI.md, "Return
   edges"): cmpl $RHASH, %eax, with RHASH the symbol
   __rapcfi_rethash_NAME, which the plugin defines where NAME is
   defined.  */
#define RAPCFI_RET_SITE(name)				\
  .byte 0x3d;						\
  .long __rapcfi_rethash_##name

#endif /* RAPCFI_ASM_H */
