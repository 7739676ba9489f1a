/* Table mode's lookup table (doc/ABI.md, "Table mode"): the hash of every
   function entry and return site of the loaded table-mode units, where
   the checks the plugin emits look them up without reading code.  */

#ifndef RAPCFI_TABLE_H
#define RAPCFI_TABLE_H

#include <stddef.h>
#include <stdint.h>

/* A function entry or a return site, and its hash.  */
struct rapcfi_table_entry
{
  uintptr_t address;
  uint32_t hash;
};

/* Make the table hold the N ENTRIES (which it sorts): the slots of
   addresses it held and ENTRIES lacks are emptied, the others written.
   An address given twice (a function entry that is also a return site),
   or whose slot another address holds, is left out, for the failure
   handlers to find in the records.  Called with the units' lock held.
   Stops the program when the table cannot be had.  */
extern void rapcfi_table_update (struct rapcfi_table_entry *entries,
				 size_t n)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_TABLE_H */
