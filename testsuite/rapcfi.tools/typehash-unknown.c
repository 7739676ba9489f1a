/* For tools.exp: typehash/'s rapcfi_type_hash asked for an algorithm
   that does not exist must stop with an internal error, not hash with
   another algorithm.  Prints the hash it got otherwise.  */

#include <stdio.h>

#include "typehash/typehash.h"

int
main (void)
{
  unsigned algorithm = (RAPCFI_UNIT_HASH_MASK >> RAPCFI_UNIT_HASH_SHIFT);
  uint32_t hash = rapcfi_type_hash ("_ZTSFvvE", RAPCFI_DOMAIN_FUNCTION,
				    (enum rapcfi_hash_algorithm) algorithm,
				    NULL);
  printf ("hashed with algorithm %u: 0x%08x\n", algorithm, hash);
  return 0;
}
