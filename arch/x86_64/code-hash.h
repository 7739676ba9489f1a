/* x86_64: a type's hash as the code holds it, for the plugin (its
   preambles and checks) and the tools (arch/x86_64/code.c).

   An endbr64 (f3 0f 1e fa) or endbr32 (f3 0f 1e fb) is a landing pad for
   indirect branches under CET's IBT wherever its four bytes are, the
   immediate of a movl included.  A preamble holds HASH and a check
   -HASH as such an immediate, so a hash that is, or whose negation is,
   0xfa1e0ff3 or 0xfb1e0ff3 would give the code a landing pad in the
   middle of an instruction.  Clang replaces those four values by the
   next one, neither of whose signs is an endbr; so does rapcfi, so that
   its preambles and checks stay Clang's.  */

#ifndef RAPCFI_X86_64_CODE_HASH_H
#define RAPCFI_X86_64_CODE_HASH_H

#include <stdint.h>

#define RAPCFI_X86_64_ENDBR64 0xfa1e0ff3u	/* As a little-endian word.  */
#define RAPCFI_X86_64_ENDBR32 0xfb1e0ff3u

static inline uint32_t
rapcfi_x86_64_code_hash (uint32_t hash)
{
  if (hash == RAPCFI_X86_64_ENDBR64 || hash == 0u - RAPCFI_X86_64_ENDBR64
      || hash == RAPCFI_X86_64_ENDBR32 || hash == 0u - RAPCFI_X86_64_ENDBR32)
    return hash + 1;
  return hash;
}

#endif /* RAPCFI_X86_64_CODE_HASH_H */
