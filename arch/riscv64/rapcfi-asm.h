/* rapcfi's assembly interface on riscv64, which rapcfi.h includes (and
   make install installs beside it): start the global function NAME with
   the preamble that lets C call it through a pointer (doc/ABI.md,
   "riscv64 inline mode"), the hash in the word before the entry.
   Its hash is the symbol __kcfi_typeid_NAME, which the plugin defines in
   every unit that takes the address of NAME, from the type it is declared
   with there.  A PIE or shared object using it must be linked with
   -Wl,-z,noreloc-overflow (doc/ABI.md, "Assembly functions").  */

#ifndef RAPCFI_ASM_H
#define RAPCFI_ASM_H

#define RAPCFI_TYPED_FUNC_START(name)			\
  .p2align 2;						\
  .word __kcfi_typeid_##name;				\
  .globl name;						\
  .type name, @function;				\
name:

#endif /* RAPCFI_ASM_H */
