/* The failure handler: an indirect call whose target did not carry the
   expected hash comes here (through arch/<target>/icall-stubs.S), to be
   allowed, or reported and then stopped or let through by the policy.  */

#define _GNU_SOURCE
#include "rapcfi.h"
#include "units.h"
#include "typehash/typehash.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RAPCFI_EXPORT __attribute__ ((visibility ("default")))

extern void __rapcfi_icall_failure (void *target, void *site) RAPCFI_EXPORT;

/* The policy set by rapcfi_set_policy, and the one RAPCFI_POLICY gives;
   -1 when not given.  Either overrides what the units were built with,
   the first the second.  */
static atomic_int program_policy = -1;
static int environment_policy = -1;
static pthread_once_t environment_once = PTHREAD_ONCE_INIT;

static atomic_ulong violation_count;

/* Ignored in setuid programs (secure_getenv), whose environment is the
   attacker's.  */
static void
read_environment_policy (void)
{
  const char *value = secure_getenv ("RAPCFI_POLICY");
  if (!value)
    return;
  if (strcmp (value, "enforce") == 0)
    environment_policy = RAPCFI_POLICY_ENFORCE;
  else if (strcmp (value, "permissive") == 0)
    environment_policy = RAPCFI_POLICY_PERMISSIVE;
  else
    {
      fprintf (stderr, "rapcfi: RAPCFI_POLICY=%s is neither enforce nor "
	       "permissive; using enforce\n", value);
      environment_policy = RAPCFI_POLICY_ENFORCE;
    }
}

/* Read RAPCFI_POLICY at startup too, so that a misspelt value is
   reported before any violation.  */
__attribute__ ((constructor)) static void
check_environment_policy (void)
{
  pthread_once (&environment_once, read_environment_policy);
}

/* The policy for a violation at SITE, or at an unknown site when SITE is
   NULL.  */
static int
policy_for (const struct rapcfi_site *site)
{
  int policy = atomic_load (&program_policy);
  if (policy >= 0)
    return policy;
  pthread_once (&environment_once, read_environment_policy);
  if (environment_policy >= 0)
    return environment_policy;
  if (site && (site->unit_flags & RAPCFI_UNIT_PERMISSIVE))
    return RAPCFI_POLICY_PERMISSIVE;
  return RAPCFI_POLICY_ENFORCE;
}

/* Write to BUF the symbol that holds ADDRESS in the dynamic symbol
   table, as "name+0x10"; false when there is none.  */
static bool
symbolize (uintptr_t address, char *buf, size_t size)
{
  Dl_info info;
  if (!dladdr ((void *) address, &info) || !info.dli_sname)
    return false;
  uintptr_t offset = address - (uintptr_t) info.dli_saddr;
  if (offset)
    snprintf (buf, size, "%s+%#lx", info.dli_sname, (unsigned long) offset);
  else
    snprintf (buf, size, "%s", info.dli_sname);
  return true;
}

/* ADDRESS as NAME when given, else as its dynamic symbol, else as a
   number.  */
static void
print_symbol (uintptr_t address, const char *name)
{
  char symbol[256];
  if (name && *name)
    fputs (name, stderr);
  else if (symbolize (address, symbol, sizeof symbol))
    fputs (symbol, stderr);
  else
    fprintf (stderr, "%#lx", (unsigned long) address);
}

/* 'void (int)' [0x019c0cac]; the raw encoding when it cannot be
   spelled.  */
static void
print_type (const char *encoding, uint32_t hash)
{
  char spelling[512];
  if (rapcfi_spell_type (encoding, spelling, sizeof spelling) != 0)
    snprintf (spelling, sizeof spelling, "%s", encoding);
  fprintf (stderr, "'%s' [0x%08x]", spelling, hash);
}

/* One line, for example
     rapcfi: indirect call in main (demo.c:14) to evil: expected
     'void (int)' [0x019c0cac], found 'int (int *)' [0x1234abcd]
   SITE is NULL when the call site has no record, FUNCTION is where
   TARGET lies (PLACE).  */
static void
report (uintptr_t target, uintptr_t site_address,
	const struct rapcfi_site *site, enum rapcfi_place place,
	const struct rapcfi_function *function)
{
  flockfile (stderr);
  fprintf (stderr, "rapcfi: %s ",
	   site && site->kind == RAPCFI_SITE_TAIL_CALL
	   ? "indirect tail call" : "indirect call");
  if (site)
    {
      fprintf (stderr, "in %s", site->function);
      if (*site->file && site->line)
	fprintf (stderr, " (%s:%u)", site->file, (unsigned) site->line);
      else if (*site->file)
	fprintf (stderr, " (%s)", site->file);
    }
  else
    {
      char symbol[256];
      fprintf (stderr, "at %#lx", (unsigned long) site_address);
      if (symbolize (site_address, symbol, sizeof symbol))
	fprintf (stderr, " (%s)", symbol);
    }

  fputs (" to ", stderr);
  if (place == RAPCFI_AT_ENTRY)
    print_symbol (target, function->name);
  else
    fprintf (stderr, "%#lx", (unsigned long) target);

  fputs (": expected ", stderr);
  if (site)
    print_type (site->type, site->hash);
  else
    fputs ("an unknown type (no call-site record)", stderr);

  fputs (", found ", stderr);
  if (place == RAPCFI_AT_ENTRY)
    print_type (function->type, function->hash);
  else
    {
      fputs ("no function entry (", stderr);
      print_symbol (function->entry, function->name);
      fprintf (stderr, "+%#lx)", (unsigned long) (target - function->entry));
    }
  fputs ("\n", stderr);
  funlockfile (stderr);
}

/* TARGET is what the call at SITE was about to call.  A target that is
   not in any function rapcfi compiled is allowed (code built without it:
   libc, libm, ...); one that is a recorded entry with the expected hash
   is too.  Anything else is a violation.  */
void
__rapcfi_icall_failure (void *target, void *site)
{
  uintptr_t to = (uintptr_t) target, from = (uintptr_t) site;
  struct rapcfi_function function;
  enum rapcfi_place place = rapcfi_find_function (to, &function);
  if (place == RAPCFI_OUTSIDE)
    return;

  struct rapcfi_site record;
  bool known = rapcfi_find_site (from, &record);
  if (place == RAPCFI_AT_ENTRY && known && function.hash == record.hash)
    return;

  report (to, from, known ? &record : NULL, place, &function);
  atomic_fetch_add (&violation_count, 1);
  if (policy_for (known ? &record : NULL) == RAPCFI_POLICY_PERMISSIVE)
    return;
  fputs ("rapcfi: stopping (policy enforce)\n", stderr);
  abort ();
}

/* Anything but RAPCFI_POLICY_PERMISSIVE enforces: a mistaken value must
   not turn checking off.  */
RAPCFI_EXPORT void
rapcfi_set_policy (int policy)
{
  atomic_store (&program_policy, policy == RAPCFI_POLICY_PERMISSIVE
				 ? RAPCFI_POLICY_PERMISSIVE
				 : RAPCFI_POLICY_ENFORCE);
}

RAPCFI_EXPORT unsigned long
rapcfi_violations (void)
{
  return atomic_load (&violation_count);
}
