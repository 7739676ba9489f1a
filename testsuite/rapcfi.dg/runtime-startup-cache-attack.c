/* A data-only attacker forges an entry of the runtime's cache of the
   calls compat allowed between objects loaded at start-up, which checks
   read without a lock: after a call through a pointer to getpid, which
   compat allows and caches, it finds the call site in the cache (it is
   readable) and writes, in every slot, that site with labs, whose
   address instrumented code takes as long (long) only.  The cache's page is read-only,
   written by the runtime without making it writable: the writes fault, and the call of labs
   from that site is stopped.  runtime-startup-cache-attack-twin.c makes
   the same calls without the attack.  */
/* { dg-do run } */
/* { dg-shouldfail "the forged cache entry cannot be written" } */
/* { dg-output "pid 1\nattacker: site found, the writes faulted\nrapcfi: indirect (tail )?call in call\[.a-z0-9\]* \\(\[^)\]*\\) to (\[_a-z\]*abs|0x\[0-9a-f\]+)\[^\n\]*: expected 'int \\(void\\)'" } */

#include "runtime-attacker.h"
#include "runtime-startup-cache.h"

int
main (void)
{
  printf ("pid %d\n", call () > 0);
  struct attack_object runtime;
  attack_runtime_object (&runtime);
  size_t size;
  uintptr_t *cache = attack_symbol (&runtime, "startup_calls", &size);
  uintptr_t site = 0;
  /* Slots of a site and a target, getpid's the one filled.  */
  for (size_t i = 0; cache && i + 1 < size / sizeof *cache; i += 2)
    if (cache[i + 1] == (uintptr_t) getpid)
      site = cache[i];
  size_t written = 0;
  for (size_t i = 0; site && i + 1 < size / sizeof *cache; i += 2)
    {
      uintptr_t forged[2] = { site, (uintptr_t) labs };
      if (attack_write (&cache[i], forged, sizeof forged))
	written++;
    }
  printf ("attacker: %s, %s\n", site ? "site found" : "no site",
	  written ? "written" : "the writes faulted");
  fflush (stdout);
  pointer = (int (*) (void)) other;
  printf ("labs %d\n", call ());
  return 0;
}
