/* The hashes of a type encoding, and the parser of the keyed hash's
   seed.  */

#include "typehash.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sodium.h>
#include <xxhash.h>

_Static_assert (crypto_shorthash_KEYBYTES == RAPCFI_KEY_SIZE,
		"SipHash-2-4 takes a 16-byte key");
_Static_assert (crypto_shorthash_BYTES == 8,
		"SipHash-2-4 gives a 64-bit value");

uint32_t
rapcfi_hash_kcfi (const char *encoding)
{
  return (uint32_t) XXH64 (encoding, strlen (encoding), 0);
}

uint32_t
rapcfi_hash_fnv1a (const char *encoding)
{
  uint32_t hash = 0x811c9dc5u;
  for (const unsigned char *p = (const unsigned char *) encoding; *p; p++)
    hash = (hash ^ *p) * 0x01000193u;
  return hash;
}

/* crypto_shorthash needs no sodium_init: SipHash has a single portable
   implementation, so there is no CPU dispatch to set up, and it draws no
   random numbers.  */
uint32_t
rapcfi_hash_keyed (const char *encoding,
		   const unsigned char key[RAPCFI_KEY_SIZE])
{
  unsigned char out[crypto_shorthash_BYTES];
  crypto_shorthash (out, (const unsigned char *) encoding, strlen (encoding),
		    key);
  /* The 64-bit result is stored little-endian: its low half comes
     first.  */
  return ((uint32_t) out[0] | (uint32_t) out[1] << 8
	  | (uint32_t) out[2] << 16 | (uint32_t) out[3] << 24);
}

uint32_t
rapcfi_type_hash (const char *encoding, enum rapcfi_hash_domain domain,
		  enum rapcfi_hash_algorithm algorithm,
		  const unsigned char *key)
{
  static const char return_suffix[] = ".ret";
  const char *text = encoding;
  char buf[512];
  char *heap = NULL;

  if (domain == RAPCFI_DOMAIN_RETURN)
    {
      size_t n = strlen (encoding);
      text = buf;
      if (n + sizeof return_suffix > sizeof buf)
	{
	  heap = malloc (n + sizeof return_suffix);
	  if (!heap)
	    abort ();
	  text = heap;
	}
      memcpy ((char *) text, encoding, n);
      memcpy ((char *) text + n, return_suffix, sizeof return_suffix);
    }

  uint32_t hash;
  switch (algorithm)
    {
    case RAPCFI_HASH_KEYED:
      hash = rapcfi_hash_keyed (text, key);
      hash = (domain == RAPCFI_DOMAIN_FUNCTION ? hash & 0x7fffffffu
	      : hash | 0x80000000u);
      break;
    case RAPCFI_HASH_FNV1A:
      hash = rapcfi_hash_fnv1a (text);
      break;
    case RAPCFI_HASH_KCFI:
      hash = rapcfi_hash_kcfi (text);
      break;
    default:
      /* A caller's bug: a hash of another algorithm than the one asked
	 for would fail every check it meets.  */
      fprintf (stderr, "rapcfi: internal error: rapcfi_type_hash: unknown "
	       "hash algorithm %u\n", (unsigned) algorithm);
      abort ();
    }
  free (heap);
  return hash;
}

static int
hex_digit_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

int
rapcfi_parse_seed (const char *text,
		   unsigned char key[RAPCFI_KEY_SIZE])
{
  if (text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
    text += 2;
  size_t ndigits = strlen (text);
  if (ndigits == 0 || ndigits > 2 * RAPCFI_KEY_SIZE)
    return -1;

  /* Right-align: the last digit is the low nibble of the last byte.  */
  unsigned char parsed[RAPCFI_KEY_SIZE] = { 0 };
  for (size_t i = 0; i < ndigits; i++)
    {
      int v = hex_digit_value (text[ndigits - 1 - i]);
      if (v < 0)
	return -1;
      parsed[RAPCFI_KEY_SIZE - 1 - i / 2] |= v << (i % 2 ? 4 : 0);
    }
  memcpy (key, parsed, RAPCFI_KEY_SIZE);
  return 0;
}
