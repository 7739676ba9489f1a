/* The policy: whether a violation stops the program or is reported and
   let through, from rapcfi_set_policy, RAPCFI_POLICY or the unit, each
   kept where a write into the program's data cannot change it; and the
   count of violations.  */

#define _GNU_SOURCE
#include "rapcfi.h"
#include "fault.h"
#include "policy.h"
#include "seal.h"
#include "units.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RAPCFI_EXPORT __attribute__ ((visibility ("default")))

/* The policy set by rapcfi_set_policy, and the one RAPCFI_POLICY gives;
   -1 when not given.  Either overrides what the units were built with,
   the first the second.  Each in a page of its own, out of reach of a
   write into the program's data (doc/ABI.md, "What a data-only attacker
   can change"): the first read-only, written by rapcfi_set_policy
   without making it writable (rapcfi_page_write), the second sealed for good once read.  */
static struct __attribute__ ((aligned (RAPCFI_SEALED_PAGE)))
{
  atomic_int policy;
} program_policy = { -1 };
_Static_assert (sizeof program_policy == RAPCFI_SEALED_PAGE, "one page");

static struct __attribute__ ((aligned (RAPCFI_SEALED_PAGE)))
{
  atomic_bool read;		/* The environment has been read.  */
  int policy;
} environment_policy = { false, -1 };
_Static_assert (sizeof environment_policy == RAPCFI_SEALED_PAGE,
		"one page");

/* Serializes the writers of the two.  */
static pthread_mutex_t policy_lock = PTHREAD_MUTEX_INITIALIZER;

static atomic_ulong violation_count;

/* RAPCFI_POLICY's policy, -1 when not set.  Ignored in setuid programs
   (secure_getenv), whose environment is the attacker's.  */
static int
parse_environment_policy (void)
{
  const char *value = secure_getenv ("RAPCFI_POLICY");
  if (!value)
    return -1;
  if (strcmp (value, "enforce") == 0)
    return RAPCFI_POLICY_ENFORCE;
  if (strcmp (value, "permissive") == 0)
    return RAPCFI_POLICY_PERMISSIVE;
  fprintf (stderr, "rapcfi: RAPCFI_POLICY=%s is neither enforce nor "
	   "permissive; using enforce\n", value);
  return RAPCFI_POLICY_ENFORCE;
}

/* Read RAPCFI_POLICY once, at the first violation or at start-up,
   whichever comes first, and seal it.  */
static void
read_environment_policy (void)
{
  if (atomic_load (&environment_policy.read))
    return;
  pthread_mutex_lock (&policy_lock);
  if (!atomic_load (&environment_policy.read))
    {
      environment_policy.policy = parse_environment_policy ();
      atomic_store (&environment_policy.read, true);
      rapcfi_seal_page_for_good (&environment_policy);
    }
  pthread_mutex_unlock (&policy_lock);
}

/* Read RAPCFI_POLICY at startup too, so that a misspelt value is
   reported before any violation; and make rapcfi_set_policy's page
   read-only.  And let no inline check fault (fault.c).  */
__attribute__ ((constructor)) static void
seal_policies (void)
{
  rapcfi_install_fault_handler ();
  read_environment_policy ();
  pthread_mutex_lock (&policy_lock);
  rapcfi_seal_page (&program_policy, true);
  pthread_mutex_unlock (&policy_lock);
}

/* The policy for a violation at SITE, or at an unknown site when SITE is
   NULL.  */
int
rapcfi_policy_for (const struct rapcfi_site *site)
{
  int policy = atomic_load (&program_policy.policy);
  if (policy >= 0)
    return policy;
  read_environment_policy ();
  if (environment_policy.policy >= 0)
    return environment_policy.policy;
  if (site && (site->unit_flags & RAPCFI_UNIT_PERMISSIVE))
    return RAPCFI_POLICY_PERMISSIVE;
  return RAPCFI_POLICY_ENFORCE;
}

void
rapcfi_count_violation (void)
{
  atomic_fetch_add (&violation_count, 1);
}

/* Count a violation at SITE (NULL: no site record) and apply the policy:
   return, or stop.  */
void
rapcfi_violation (const struct rapcfi_site *site)
{
  rapcfi_count_violation ();
  if (rapcfi_policy_for (site) == RAPCFI_POLICY_PERMISSIVE)
    return;
  fputs ("rapcfi: stopping (policy enforce)\n", stderr);
  abort ();
}

/* Anything but RAPCFI_POLICY_PERMISSIVE enforces: a mistaken value must
   not turn checking off.  */
RAPCFI_EXPORT void
rapcfi_set_policy (int policy)
{
  pthread_mutex_lock (&policy_lock);
  int chosen = (policy == RAPCFI_POLICY_PERMISSIVE
		? RAPCFI_POLICY_PERMISSIVE : RAPCFI_POLICY_ENFORCE);
  rapcfi_page_write (&program_policy, (void *) &program_policy.policy,
		     &chosen, sizeof chosen);
  pthread_mutex_unlock (&policy_lock);
}

RAPCFI_EXPORT unsigned long
rapcfi_violations (void)
{
  return atomic_load (&violation_count);
}
