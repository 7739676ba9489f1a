/* Something is mapped in the lookup table's place before the runtime
   starts (here by a function the executable's .preinit_array runs, as
   AddressSanitizer's shadow was once): a table-mode program stops at
   start-up, before its first check, saying so and naming the mapping;
   an inline-mode program, which needs no table, runs.  */

#include "arch/table-layout.h"
#include "rapcfi.h"

#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>

/* Unchecked: it runs before the table could be mapped.  */
static RAPCFI_NOCHECK void
occupy (void)
{
  mmap ((void *) (uintptr_t) (RAPCFI_TABLE_BASE + 0x10000), 0x10000,
	PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
}

__attribute__ ((section (".preinit_array"), used)) static void
  (*occupy_first) (void) = occupy;

static int
twice (int x)
{
  return 2 * x;
}

int (*volatile call) (int) = twice;

__attribute__ ((constructor (101))) static void
early (void)
{
  printf ("constructor: %d\n", call (21));
}

int
main (void)
{
  printf ("main: %d\n", call (2));
  return 0;
}
