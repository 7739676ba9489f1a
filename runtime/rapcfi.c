/* The failure handlers: an indirect call whose target did not carry the
   expected hash comes here (through arch/<target>/icall-stubs.S), and so
   does a return whose return address did not carry the expected
   return-site marker (through arch/<target>/ret-stub.S), to be allowed,
   or reported and then stopped or let through by the policy.  */

#define _GNU_SOURCE
#include "rapcfi.h"
#include "units.h"
#include "fault.h"
#include "arch/code.h"
#include "typehash/typehash.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RAPCFI_EXPORT __attribute__ ((visibility ("default")))

extern void __rapcfi_icall_failure (void *target, void *site) RAPCFI_EXPORT;
extern void __rapcfi_ret_failure (void *retaddr, void *site) RAPCFI_EXPORT;
extern void *__rapcfi_dlsym_result (void *address) RAPCFI_EXPORT;

/* What the stubs call (arch/<target>/icall-stubs.S, ret-stub.S): hidden
   aliases of the handlers, reached without a PLT entry or a GOT slot
   that a write into the program's data could point elsewhere.  */
#define RAPCFI_HIDDEN_ALIAS(name) \
  __attribute__ ((alias (name), visibility ("hidden")))
extern void rapcfi_icall_failure (void *target, void *site)
  RAPCFI_HIDDEN_ALIAS ("__rapcfi_icall_failure");
extern void rapcfi_ret_failure (void *retaddr, void *site)
  RAPCFI_HIDDEN_ALIAS ("__rapcfi_ret_failure");

/* The policy set by rapcfi_set_policy, and the one RAPCFI_POLICY gives;
   -1 when not given.  Either overrides what the units were built with,
   the first the second.  Each in a page of its own, out of reach of a
   write into the program's data (doc/ABI.md, "What a data-only attacker
   can change"): the first read-only but while rapcfi_set_policy writes
   it, the second sealed for good once read.  */
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
static int
policy_for (const struct rapcfi_site *site)
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

/* The compat policy of the unit of SITE; strict for a site without a
   record.  */
static unsigned
compat_for (const struct rapcfi_site *site)
{
  if (!site)
    return RAPCFI_COMPAT_STRICT;
  return (site->unit_flags & RAPCFI_UNIT_COMPAT_MASK)
	 >> RAPCFI_UNIT_COMPAT_SHIFT;
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
print_symbol (FILE *out, uintptr_t address, const char *name)
{
  char symbol[256];
  if (name && *name)
    fputs (name, out);
  else if (symbolize (address, symbol, sizeof symbol))
    fputs (symbol, out);
  else
    fprintf (out, "%#lx", (unsigned long) address);
}

/* void (int); the raw encoding when it cannot be spelled.  */
static void
print_spelling (FILE *out, const char *encoding)
{
  char spelling[512];
  if (rapcfi_spell_type (encoding, spelling, sizeof spelling) != 0)
    snprintf (spelling, sizeof spelling, "%s", encoding);
  fputs (spelling, out);
}

/* 'void (int)' [0x019c0cac].  */
static void
print_type (FILE *out, const char *encoding, uint32_t hash)
{
  fputc ('\'', out);
  print_spelling (out, encoding);
  fprintf (out, "' [0x%08x]", hash);
}

/* "main (demo.c:14)": the function holding SITE and where it is.  */
static void
print_site (FILE *out, const struct rapcfi_site *site)
{
  fputs (site->function, out);
  if (*site->file && site->line)
    fprintf (out, " (%s:%u)", site->file, (unsigned) site->line);
  else if (*site->file)
    fprintf (out, " (%s)", site->file);
}

/* One line to OUT, for example
     rapcfi: indirect call in main (demo.c:14) to evil: expected
     'void (int)' [0x019c0cac], found 'int (int *)' [0x1234abcd]
   SITE is NULL when the call site has no record, FUNCTION is where
   TARGET lies (PLACE).  For a kCFI preamble outside the recorded
   functions, PLACE is RAPCFI_AT_ENTRY and FUNCTION has no name and the
   hash found, with no type when no recorded function has that hash.
   OUTSIDE, when given, says what TARGET is instead: code rapcfi did not
   compile that the compat policy refuses.  */
static void
report (FILE *out, uintptr_t target, uintptr_t site_address,
	const struct rapcfi_site *site, enum rapcfi_place place,
	const struct rapcfi_function *function, const char *outside)
{
  fprintf (out, "rapcfi: %s ",
	   site && ((site->kind & RAPCFI_SITE_KIND_MASK)
		    == RAPCFI_SITE_TAIL_CALL)
	   ? "indirect tail call" : "indirect call");
  if (site)
    {
      fputs ("in ", out);
      print_site (out, site);
    }
  else
    {
      char symbol[256];
      fprintf (out, "at %#lx", (unsigned long) site_address);
      if (symbolize (site_address, symbol, sizeof symbol))
	fprintf (out, " (%s)", symbol);
    }

  fputs (" to ", out);
  if (outside)
    print_symbol (out, target, NULL);
  else if (place == RAPCFI_AT_ENTRY)
    print_symbol (out, target, function->name);
  else
    fprintf (out, "%#lx", (unsigned long) target);

  fputs (": expected ", out);
  if (site)
    print_type (out, site->type, site->hash);
  else
    fputs ("an unknown type (no call-site record)", out);

  fputs (", found ", out);
  if (outside)
    fputs (outside, out);
  else if (place == RAPCFI_AT_ENTRY && function->type)
    print_type (out, function->type, function->hash);
  else if (place == RAPCFI_AT_ENTRY)
    fprintf (out, "[0x%08x]", function->hash);
  else
    {
      fputs ("no function entry (", out);
      print_symbol (out, function->entry, function->name);
      fprintf (out, "+%#lx)", (unsigned long) (target - function->entry));
    }
  fputs ("\n", out);
}

/* Permissive mode reports each distinct edge once, as sanitizers do (a
   hot call site printed a million identical lines), counts its repeats
   and prints them at exit, in the order of the first reports.  The
   table has a fixed size; once it is full, a new edge is reported every
   time: no new edge goes unreported.  It stays writable: it decides
   what is printed, never what is allowed, and under enforce the first
   violation stops the program anyway.  */
#define REPORTED_EDGES 256

struct reported_edge
{
  uintptr_t from;		/* The call site or the return check's .Lsite.  */
  uintptr_t to;			/* The target or the return address.  */
  unsigned long repeats;	/* Not reported since.  */
  char what[232];		/* "indirect call in main (a.c:12) to evil".  */
};

static struct reported_edge reported_edges[REPORTED_EDGES];
static size_t nreported_edges;
static pthread_mutex_t reported_lock = PTHREAD_MUTEX_INITIALIZER;

/* The edge FROM -> TO, or NULL when it has not been reported.  Called
   with reported_lock held.  */
static struct reported_edge *
find_reported_edge (uintptr_t from, uintptr_t to)
{
  /* Bounded by the table's size too: a write into nreported_edges
     must not make the search read on past it.  */
  for (size_t i = 0; i < nreported_edges && i < REPORTED_EDGES; i++)
    if (reported_edges[i].from == from && reported_edges[i].to == to)
      return &reported_edges[i];
  return NULL;
}

/* Whether the violation on the edge FROM -> TO, at SITE (NULL: no
   record), is a repeat that permissive mode only counts: the policy
   for it is permissive and the edge has been reported.  */
static bool
count_repeat (uintptr_t from, uintptr_t to, const struct rapcfi_site *site)
{
  if (policy_for (site) != RAPCFI_POLICY_PERMISSIVE)
    return false;
  pthread_mutex_lock (&reported_lock);
  struct reported_edge *e = find_reported_edge (from, to);
  if (e)
    e->repeats++;
  pthread_mutex_unlock (&reported_lock);
  if (e)
    atomic_fetch_add (&violation_count, 1);
  return e != NULL;
}

/* A report being written: to a string, which print_report prints, or
   to stderr when there is no memory for one.  */
struct report_buffer
{
  FILE *out;
  char *line;
  size_t size;
};

static void
open_report (struct report_buffer *report)
{
  report->line = NULL;
  report->out = open_memstream (&report->line, &report->size);
  if (!report->out)
    report->out = stderr;
}

/* Print REPORT, of a violation on the edge FROM -> TO, and remember the
   edge with what the report says it is, up to ": expected".  */
static void
print_report (struct report_buffer *report, uintptr_t from, uintptr_t to)
{
  if (report->out == stderr)
    return;
  fclose (report->out);
  fputs (report->line, stderr);
  const char *what = report->line + strlen ("rapcfi: ");
  const char *end = strstr (what, ": expected");
  pthread_mutex_lock (&reported_lock);
  if (nreported_edges < REPORTED_EDGES && !find_reported_edge (from, to))
    {
      struct reported_edge *e = &reported_edges[nreported_edges++];
      e->from = from;
      e->to = to;
      snprintf (e->what, sizeof e->what, "%.*s",
		(int) (end ? end - what : 0), what);
    }
  pthread_mutex_unlock (&reported_lock);
  free (report->line);
}

/* At exit: how often each edge reported once was met again.  */
__attribute__ ((destructor)) static void
print_repeats (void)
{
  pthread_mutex_lock (&reported_lock);
  for (size_t i = 0; i < nreported_edges && i < REPORTED_EDGES; i++)
    if (reported_edges[i].repeats)
      fprintf (stderr, "rapcfi: %s: %lu more time%s\n",
	       reported_edges[i].what, reported_edges[i].repeats,
	       reported_edges[i].repeats == 1 ? "" : "s");
  pthread_mutex_unlock (&reported_lock);
}

/* Count a violation at SITE (NULL: no site record) and apply the policy:
   return, or stop.  */
static void
violation (const struct rapcfi_site *site)
{
  atomic_fetch_add (&violation_count, 1);
  if (policy_for (site) == RAPCFI_POLICY_PERMISSIVE)
    return;
  fputs ("rapcfi: stopping (policy enforce)\n", stderr);
  abort ();
}

/* What compat allows of an indirect call at SITE (NULL: no record) to
   TARGET in code rapcfi did not compile, or to the function RESOLVED its
   PLT entry TARGET goes to: with compat=loose, everything; with strict,
   a function instrumented code took the address of as the expected type
   (or got from dlsym); with off, nothing.  NULL when allowed, else what
   the report says TARGET is.  */
static const char *
compat_refuses_call (uintptr_t target, uintptr_t resolved,
		     const struct rapcfi_site *site)
{
  switch (compat_for (site))
    {
    case RAPCFI_COMPAT_LOOSE:
      return NULL;
    case RAPCFI_COMPAT_STRICT:
      if (rapcfi_compat_allows_call (target, resolved, site))
	return NULL;
      return "code rapcfi did not compile, whose address instrumented "
	     "code does not take as that type (compat=strict)";
    default:
      return "code rapcfi did not compile (compat=off)";
    }
}

/* TARGET is what the call at SITE was about to call; a PLT entry (the
   canonical address of a shared library's function in a non-PIE
   executable) stands for the function it goes to.  A target with a kCFI
   preamble outside the functions rapcfi compiled (an assembly function
   with RAPCFI_TYPED_FUNC_START, an object built by Clang with
   -fsanitize=kcfi) is allowed when its hash is the expected one; one
   without, in code rapcfi did not compile (libc, libm, ...), when the
   site's compat policy allows it (compat_refuses_call).  A recorded
   entry with the expected hash is allowed too, and so is, at a call
   through an unprototyped type, one whose type returns what the expected
   type does (old code calling a K&R definition with arguments).
   Anything else is a violation.  */
void
__rapcfi_icall_failure (void *target, void *site)
{
  uintptr_t to = (uintptr_t) target, from = (uintptr_t) site;
  if (rapcfi_call_cached (from, to))
    return;
  struct rapcfi_call call;
  rapcfi_find_call (to, from, &call);
  const struct rapcfi_site *record = call.known ? &call.site : NULL;
  const char *refused = NULL;
  if (call.plt == RAPCFI_PLT_UNKNOWN
      || (call.place == RAPCFI_OUTSIDE && !call.preamble))
    {
      refused = compat_refuses_call (to, call.target, record);
      if (!refused)
	{
	  rapcfi_cache_call (from, to);
	  return;
	}
      to = call.target;
    }
  else if (call.place == RAPCFI_OUTSIDE)
    {
      to = call.target;
      if (record && call.preamble_hash == record->hash)
	return;
      /* Spell the type from a recorded function with that hash, from a
	 unit hashing as the site's does.  */
      call.place = RAPCFI_AT_ENTRY;
      memset (&call.function, 0, sizeof call.function);
      call.function.entry = to;
      call.function.hash = call.preamble_hash;
      call.function.name = "";
      call.function.type
	= rapcfi_find_type (call.preamble_hash,
			    record ? (int) (record->unit_flags
					    & RAPCFI_UNIT_HASH_MASK)
				   : -1);
    }
  else
    {
      to = call.target;
      /* A function without a preamble: its address never escapes, its
	 entry is no indirect call's target, whatever its type.  */
      if (call.place == RAPCFI_AT_ENTRY && !call.function.preamble)
	call.place = RAPCFI_INSIDE;
      if (call.place == RAPCFI_AT_ENTRY && record
	  && (call.function.hash == record->hash
	      || ((record->kind & RAPCFI_SITE_UNPROTOTYPED)
		  && rapcfi_same_return_type (record->type,
					      call.function.type))))
	return;
    }

  if (count_repeat (from, (uintptr_t) target, record))
    return;
  struct report_buffer buffer;
  open_report (&buffer);
  report (buffer.out, to, from, record, call.place, &call.function, refused);
  print_report (&buffer, from, (uintptr_t) target);
  violation (record);
}

/* Instrumented code got ADDRESS from dlsym or dlvsym (plugin/dlsym.cc):
   compat=strict lets its indirect calls reach it, whatever their type,
   as a name says nothing of one.  */
void *
__rapcfi_dlsym_result (void *address)
{
  if (address)
    rapcfi_admit_dlsym_result ((uintptr_t) address);
  return address;
}

/* " (f+0x10)": where ADDRESS is, from FUNCTION, the recorded function
   holding it, when given, else from the dynamic symbols; nothing when
   neither knows.  */
static void
print_where (FILE *out, uintptr_t address,
	     const struct rapcfi_function *function)
{
  char symbol[256];
  if (function && *function->name)
    {
      uintptr_t offset = address - function->entry;
      if (offset)
	fprintf (out, " (%s+%#lx)", function->name, (unsigned long) offset);
      else
	fprintf (out, " (%s)", function->name);
    }
  else if (symbolize (address, symbol, sizeof symbol))
    fprintf (out, " (%s)", symbol);
}

/* What a return found at its return address.  */
struct return_site
{
  bool marked;			/* A return-site marker is there, */
  uint32_t hash;		/* with this hash, */
  bool recorded;		/* whole, from a table-mode record; else
				   as much of it as the marker in the code
				   holds (rapcfi_code_marker_hash), */
  uintptr_t call_target;	/* after a direct call to this function (a
				   PLT entry seen through; 0: none, or
				   unknown), */
  bool direct;			/* which is */
  struct rapcfi_function callee;	/* this recorded function's entry, */
  size_t ncalls;		/* and after the first byte of a call */
  uintptr_t calls[RAPCFI_MAX_CALLS_BEFORE];	/* at one of these; */
  const char *unprototyped;	/* in table mode, after an indirect call
				   through an unprototyped type, this
				   one (NULL: none).  */
};

/* Look the return site at ADDRESS, in a function of a table-mode unit,
   up in the units' records: its code is not read.  */
static void
look_up_return_site (uintptr_t address, struct return_site *found)
{
  struct rapcfi_return_record record;
  found->marked = rapcfi_find_return_record (address, &record);
  if (!found->marked)
    return;
  found->hash = record.hash;
  found->recorded = true;
  if (record.kind == RAPCFI_RETURN_AFTER_DIRECT_CALL
      && rapcfi_find_function_named (record.string, address, &found->callee)
	 == RAPCFI_AT_ENTRY)
    {
      found->direct = true;
      found->call_target = found->callee.entry;
    }
  else if (record.kind == RAPCFI_RETURN_AFTER_UNPROTOTYPED_CALL)
    found->unprototyped = record.string;
}

/* Read the return site at ADDRESS, in the recorded FUNCTION.  Only the
   function's own bytes are read: they are mapped, whatever ADDRESS is.  */
static void
read_return_site (uintptr_t address, const struct rapcfi_function *function,
		  struct return_site *found)
{
  const unsigned char *code = (const unsigned char *) address;
  uintptr_t before = address - function->entry;
  uintptr_t after = function->size - before;

  found->call_target = 0;
  found->direct = false;
  found->ncalls = 0;
  found->unprototyped = NULL;
  if (function->unit_flags & RAPCFI_UNIT_TABLE)
    {
      look_up_return_site (address, found);
      return;
    }
  found->marked = rapcfi_code_return_marker (code, after, &found->hash);
  if (!found->marked)
    return;

  /* A direct call right before: its target, through its PLT entry, and
     its record if it is recorded.  */
  uintptr_t direct;
  found->ncalls = rapcfi_code_calls_before (code, before, found->calls,
					    &direct);
  if (direct)
    found->direct = (rapcfi_find_callee (direct, &found->callee,
					 &found->call_target)
		     == RAPCFI_AT_ENTRY);
}

/* Whether the return site FOUND, of another type than SITE, the return
   check's record, expects, is still where the returning function may
   return to: after a direct call to that very function (the two units
   disagree about its type: a builtin's idea of FILE *, an unprototyped
   declaration, a K&R definition), or after a checked indirect call
   through an unprototyped type that returns what the function does (old
   code calling a K&R definition with arguments).  FROM is the .Lsite of
   the check.  */
static bool
return_site_agrees (uintptr_t from, const struct rapcfi_site *site,
		    const struct return_site *found)
{
  struct rapcfi_function returning;
  if (found->call_target
      && rapcfi_find_function (from, &returning) != RAPCFI_OUTSIDE
      && found->call_target == returning.entry)
    return true;

  if (found->unprototyped
      && rapcfi_same_return_type (found->unprototyped, site->type))
    return true;
  for (size_t i = 0; i < found->ncalls; i++)
    {
      struct rapcfi_site call;
      if (rapcfi_find_site (found->calls[i], &call)
	  && (call.kind & RAPCFI_SITE_KIND_MASK) == RAPCFI_SITE_CALL
	  && (call.kind & RAPCFI_SITE_UNPROTOTYPED)
	  && rapcfi_same_return_type (call.type, site->type))
	return true;
    }
  return false;
}

/* One line to OUT, for example
     rapcfi: return from f (a.c:7) to 0x55d0c0a01865 (main+0x15): expected
     a return site of 'void (int)' [0x8c2a0a4e], found no return site
   SITE is NULL when the check has no site record, FUNCTION is where the
   return address TO lies (its name "" when nowhere), FOUND what is there
   or, when TO is the .Lsite of a return check, FAILURE_PATH its record,
   or, when TO is in code rapcfi did not compile, OUTSIDE what the report
   says of it.  */
static void
report_return (FILE *out, uintptr_t to, uintptr_t from,
	       const struct rapcfi_site *site,
	       const struct rapcfi_function *function,
	       const struct rapcfi_site *failure_path,
	       const struct return_site *found, const char *outside)
{
  fputs ("rapcfi: return ", out);
  if (site)
    {
      fputs ("from ", out);
      print_site (out, site);
    }
  else
    {
      struct rapcfi_function returning;
      fprintf (out, "at %#lx", (unsigned long) from);
      print_where (out, from, (rapcfi_find_function (from, &returning)
			  != RAPCFI_OUTSIDE ? &returning : NULL));
    }

  fprintf (out, " to %#lx", (unsigned long) to);
  print_where (out, to, function);

  fputs (": expected ", out);
  if (site)
    {
      fputs ("a return site of ", out);
      print_type (out, site->type, site->hash);
    }
  else
    fputs ("an unknown return site (no site record)", out);

  fputs (", found ", out);
  if (outside)
    fputs (outside, out);
  else if (failure_path)
    fprintf (out, "the failure path of the return check in %s",
	     failure_path->function);
  else if (!found->marked)
    fputs ("no return site", out);
  else
    {
      fprintf (out, "a return site %s[0x%08x]",
	       site ? "of another type " : "", found->hash);
      if (found->direct)
	{
	  fputs (" (after a call to ", out);
	  print_symbol (out, found->callee.entry, found->callee.name);
	  fputs (" '", out);
	  print_spelling (out, found->callee.type);
	  fputs ("')", out);
	}
    }
  fputs ("\n", out);
}

/* Whether the function whose return check has the failure path FROM
   (.Lsite) is a signal handler, installed now: the only function that
   returns to the signal return trampoline, where a forged frame above it
   would set every register (SROP).  */
static bool
returning_function_handles_signals (uintptr_t from)
{
  struct rapcfi_function returning;
  return (rapcfi_find_function (from, &returning) != RAPCFI_OUTSIDE
	  && rapcfi_handles_signals (returning.entry, returning.type));
}

/* What compat allows of a return from the check whose record is SITE
   (NULL: none), with the failure path FROM, to RETADDR, outside the code
   rapcfi compiled with return checks: with compat=loose, everything;
   with strict, an address that follows a call (the returning function
   was called from code rapcfi did not compile: libc calling main or a
   qsort comparator), or the signal return trampoline when the returning
   function is a signal handler; with off, nothing.  NULL when allowed,
   else what the report says RETADDR is.  */
static const char *
compat_refuses_return (uintptr_t retaddr, uintptr_t from,
		       const struct rapcfi_site *site)
{
  switch (compat_for (site))
    {
    case RAPCFI_COMPAT_LOOSE:
      /* For the cache.  */
      rapcfi_return_follows_call (retaddr);
      return NULL;
    case RAPCFI_COMPAT_STRICT:
      if (rapcfi_return_follows_call (retaddr))
	return NULL;
      if (rapcfi_return_is_sigreturn (retaddr))
	return (returning_function_handles_signals (from) ? NULL
		: "the signal return trampoline, from a function that is "
		  "no signal handler (compat=strict)");
      return "code rapcfi did not compile, not after a call "
	     "(compat=strict)";
    default:
      return "code rapcfi did not compile (compat=off)";
    }
}

/* RETADDR is where the function whose return check has the failure path
   SITE (.Lsite) is about to return to.  A return address that is not in
   any function rapcfi compiled with return checks is allowed when the
   check's compat policy allows it (compat_refuses_return), unless it is
   the .Lsite of a return check: only the unchecked return of
   __rapcfi_ret_fail goes there, and what follows is a return that is not
   checked again.  One holding a marker with the expected return hash is
   allowed too, and so is one whose marker has another hash but follows
   a call that may have called the function (return_site_agrees).
   Anything else is a violation.  Only the returns compat=strict allows
   are cached: the other answers depend on the function returning as
   well as on where it returns to.  */
void
__rapcfi_ret_failure (void *retaddr, void *site)
{
  uintptr_t to = (uintptr_t) retaddr, from = (uintptr_t) site;
  struct rapcfi_site record;
  bool known = (rapcfi_find_site (from, &record)
		&& (record.kind & RAPCFI_SITE_KIND_MASK) == RAPCFI_SITE_RETURN);
  struct rapcfi_function function;
  enum rapcfi_return_place place = rapcfi_find_return (to, &function);
  struct return_site found = { 0 };
  const char *refused = NULL;
  if (place == RAPCFI_RETURN_UNCHECKED)
    {
      refused = compat_refuses_return (to, from, known ? &record : NULL);
      if (!refused)
	return;
      memset (&function, 0, sizeof function);
      function.name = "";
    }

  struct rapcfi_site failure_path;
  if (place == RAPCFI_RETURN_CHECKED)
    read_return_site (to, &function, &found);
  else if (place == RAPCFI_RETURN_FAILURE_PATH)
    rapcfi_find_site (to, &failure_path);
  if (known && found.marked
      && (found.hash == (found.recorded ? record.hash
			 : rapcfi_code_marker_hash (record.hash))
	  || return_site_agrees (from, &record, &found)))
    return;

  if (count_repeat (from, to, known ? &record : NULL))
    return;
  struct report_buffer buffer;
  open_report (&buffer);
  report_return (buffer.out, to, from, known ? &record : NULL, &function,
		 place == RAPCFI_RETURN_FAILURE_PATH ? &failure_path : NULL,
		 &found, refused);
  print_report (&buffer, from, to);
  violation (known ? &record : NULL);
}

/* Anything but RAPCFI_POLICY_PERMISSIVE enforces: a mistaken value must
   not turn checking off.  */
RAPCFI_EXPORT void
rapcfi_set_policy (int policy)
{
  pthread_mutex_lock (&policy_lock);
  rapcfi_seal_page (&program_policy, false);
  atomic_store (&program_policy.policy, policy == RAPCFI_POLICY_PERMISSIVE
					? RAPCFI_POLICY_PERMISSIVE
					: RAPCFI_POLICY_ENFORCE);
  rapcfi_seal_page (&program_policy, true);
  pthread_mutex_unlock (&policy_lock);
}

RAPCFI_EXPORT unsigned long
rapcfi_violations (void)
{
  return atomic_load (&violation_count);
}
