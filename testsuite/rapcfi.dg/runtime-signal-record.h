/* The attack of runtime-signal-record-attack.c and its static twin:
   victim is written into every slot of the runtime's record of the
   signal handlers ever installed (runtime/signals.c), found in the
   runtime's symbol table, and then returns to the signal return
   trampoline with a forged frame (sigreturn-forged.h).  The record is
   read-only: the writes fault, and the return is stopped.  */

#include "runtime-attacker.h"
#include "sigreturn-forged.h"

static void
attack_record (void)
{
  struct attack_object runtime;
  attack_runtime_object (&runtime);
  size_t size;
  uintptr_t *slots = attack_symbol (&runtime, "handler_record", &size);
  if (!slots)
    {
      printf ("attacker: handler_record: absent\n");
      return;
    }
  /* The handlers, then their count.  */
  size_t n = size / sizeof *slots - 1, written = 0;
  uintptr_t forged = (uintptr_t) victim;
  for (size_t i = 0; i < n; i++)
    written += attack_write (&slots[i], &forged, sizeof forged);
  uint32_t count = (uint32_t) n;
  written += attack_write (&slots[n], &count, sizeof count);
  printf ("attacker: handler_record: %s\n",
	  written ? "written" : "the write faulted");
  fflush (stdout);
}

int
main (void)
{
  install ();
  attack_record ();
  victim (1);
  printf ("victim returned\n");
  return 0;
}
