/* The targets whose machine code the tools read (arch/code.h).  Adding a
   target adds its description here.  */

#include "arch/code.h"

static const struct rapcfi_code *const targets[] = {
  &rapcfi_code_x86_64,
  &rapcfi_code_aarch64,
  &rapcfi_code_riscv64,
};

const struct rapcfi_code *
rapcfi_code_for_machine (unsigned machine)
{
  for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
    if (targets[i]->elf_machine == machine)
      return targets[i];
  return NULL;
}
