/* rapcfi's assembly interface on aarch64, which rapcfi.h includes (and
   make install installs beside it): start the global function NAME with
   the preamble that lets C call it through a pointer (doc/ABI.md,
   "aarch64 inline mode"), the hash in the word before the entry.
   Its hash is the symbol __kcfi_typeid_NAME, which the plugin defines in
   every unit that takes the address of NAME, from the type it is declared
   with there.  A PIE or shared object using it must be linked with
   -Wl,-z,noreloc-overflow (doc/ABI.md, "Assembly functions").
   The entry is a BTI landing pad (a nop without BTI).  */

#ifndef RAPCFI_ASM_H
#define RAPCFI_ASM_H

#define RAPCFI_TYPED_FUNC_START(name)			\
  .p2align 4;						\
  .rept 3; nop; .endr;					\
  .word __kcfi_typeid_##name;				\
  .globl name;						\
  .type name, %function;				\
name:							\
  hint 34

#endif /* RAPCFI_ASM_H */
