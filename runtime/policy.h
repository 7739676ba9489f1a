/* The policy (rapcfi.c): whether a violation stops the program.  */

#ifndef RAPCFI_POLICY_H
#define RAPCFI_POLICY_H

#include "rapcfi.h"
#include "units.h"

/* The policy for a violation at SITE, or at an unknown site when SITE is
   NULL: RAPCFI_POLICY_ENFORCE or RAPCFI_POLICY_PERMISSIVE.  */
extern int rapcfi_policy_for (const struct rapcfi_site *site)
  __attribute__ ((visibility ("hidden")));

/* Count a violation that is not reported again (a repeat).  */
extern void rapcfi_count_violation (void)
  __attribute__ ((visibility ("hidden")));

/* Count a violation at SITE (NULL: no site record) and apply the policy:
   return, or stop.  */
extern void rapcfi_violation (const struct rapcfi_site *site)
  __attribute__ ((visibility ("hidden")));

#endif /* RAPCFI_POLICY_H */
