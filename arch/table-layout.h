/* Where table mode's lookup table lives (doc/ABI.md, "Table mode"), for
   the checks the plugin emits and the runtime that fills the table.  One
   slot of 16 bytes (the address, then the negated hash) for every 4
   bytes of code, the slot of address A at

     RAPCFI_TABLE_BASE + (A & RAPCFI_TABLE_INDEX_MASK) * 4

   so that an x86_64 check finds it in three instructions: a 32-bit
   move, an and with an immediate and a load whose address is an absolute
   32-bit displacement plus a scaled index, which needs no relocation in
   a PIE or a shared object.  The table is a direct-mapped window of 64
   MiB of code, 256 MiB of address space mapped read-only at a fixed
   address in the low 2 GiB: pages no slot was written or read in are
   never backed.  It ends 64 KiB below 2 GiB, the highest place a
   sign-extended 32-bit displacement reaches, as far as it can be from a
   non-PIE program's heap (since Linux 6.9 the heap of a 64-bit program
   starts anywhere in the 1 GiB after its data: at 1 GiB, the table's
   first address once, some static programs found it taken at start-up),
   and below AddressSanitizer's shadow, which begins at 0x7fff8000 on
   x86_64 (at 0x70000000, the table overlapped it).  The base is a
   multiple of 64 KiB: aarch64's check builds it with one movz, and 64
   KiB pages exist there.  */

#ifndef RAPCFI_TABLE_LAYOUT_H
#define RAPCFI_TABLE_LAYOUT_H

#define RAPCFI_TABLE_BASE 0x6fff0000u
#define RAPCFI_TABLE_INDEX_MASK 0x03fffffcu
#define RAPCFI_TABLE_SCALE 4
#define RAPCFI_TABLE_SLOT_SIZE 16
#define RAPCFI_TABLE_HASH_OFFSET 8
#define RAPCFI_TABLE_SIZE ((RAPCFI_TABLE_INDEX_MASK + 4) * RAPCFI_TABLE_SCALE)

#endif /* RAPCFI_TABLE_LAYOUT_H */
