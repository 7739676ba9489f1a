/* The handler that sends a fault of an inline check's load to the
   check's failure path (fault.c).  */

#ifndef RAPCFI_FAULT_H
#define RAPCFI_FAULT_H

/* Install it, where SIGSEGV has its default action.  Called by the
   runtime's constructor: a static executable links fault.c for it.  */
extern void rapcfi_install_fault_handler (void)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_FAULT_H */
