/* Type hashes: a function type's encoding (an Itanium type mangling, as
   Clang's -fsanitize=kcfi uses) to its 32-bit hash, and back to a C
   spelling for reports.  Shared by the plugin (C++), the runtime and the
   tools, so that they cannot drift apart.  */

#ifndef RAPCFI_TYPEHASH_H
#define RAPCFI_TYPEHASH_H

#include <stddef.h>
#include <stdint.h>

/* enum rapcfi_hash_algorithm: the numbers a unit's flags record.  */
#include "abi/rapcfi-abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Bytes of a keyed hash's key.  */
#define RAPCFI_KEY_SIZE 16

/* The kcfi hash of ENCODING: the low 32 bits of its XXH64 with seed 0,
   exactly what Clang computes.  */
extern uint32_t rapcfi_hash_kcfi (const char *encoding);

/* The FNV-1a hash of ENCODING: 32-bit FNV-1a (offset basis 0x811c9dc5,
   prime 0x01000193) over its bytes, the hash of GCC's kCFI patches and of
   Clang's -fsanitize-kcfi-hash=FNV-1a.  */
extern uint32_t rapcfi_hash_fnv1a (const char *encoding);

/* The keyed hash of ENCODING: the low 32 bits of its SipHash-2-4 under
   KEY.  */
extern uint32_t rapcfi_hash_keyed (const char *encoding,
				   const unsigned char key[RAPCFI_KEY_SIZE]);

/* The name of ALGORITHM as hash= spells it ("kcfi", "keyed", "fnv1a"),
   or NULL for a number that is none.  */
extern const char *rapcfi_hash_name (unsigned algorithm);

/* A type's hash as a function hash (in preambles, checked by indirect
   calls) or as a return hash (in return-site markers, checked by
   returns).  */
enum rapcfi_hash_domain
{
  RAPCFI_DOMAIN_FUNCTION,
  RAPCFI_DOMAIN_RETURN
};

/* The hash of ENCODING in DOMAIN under ALGORITHM; KEY, the key of
   RAPCFI_HASH_KEYED, is not read by the others.  A return hash hashes
   ENCODING followed by ".ret".  Keyed hashes put the domain in bit 31
   (clear for functions, set for returns), so a marker is never a valid
   function hash; kcfi and FNV-1a function hashes must stay those of the
   compilers they interoperate with, so there the domains are kept apart
   by hashing different strings.  */
extern uint32_t rapcfi_type_hash (const char *encoding,
				  enum rapcfi_hash_domain domain,
				  enum rapcfi_hash_algorithm algorithm,
				  const unsigned char *key);

/* Parse TEXT, 1 to 32 hex digits with an optional 0x, into KEY as a
   big-endian number.  Return 0, or -1 (KEY unchanged) when TEXT is not
   such a number.  */
extern int rapcfi_parse_seed (const char *text,
			      unsigned char key[RAPCFI_KEY_SIZE]);

/* Write to BUF (SIZE bytes, truncated to fit) the C spelling of ENCODING,
   e.g. "void (int)" for "_ZTSFviE".  Return 0, or -1 with "?" in BUF when
   ENCODING is malformed.  */
extern int rapcfi_spell_type (const char *encoding, char *buf, size_t size);

/* Whether the function type encodings A and B have the same return type;
   0 when either is malformed.  */
extern int rapcfi_same_return_type (const char *a, const char *b);

/* Whether the function type encoding PROTOTYPE is a prototype without
   parameters, R (void), and UNPROTOTYPED that of a function defined
   without parameters or a prototype (a K&R "R f () { ... }") with the
   same return type, R (): C makes them compatible.  */
extern int rapcfi_void_prototype_of (const char *prototype,
				     const char *unprototyped);

#ifdef __cplusplus
}
#endif

#endif /* RAPCFI_TYPEHASH_H */
