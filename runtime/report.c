/* The reports of violations: one line each, naming the site, the target
   and what was expected and found, in permissive mode once per edge, its
   repeats counted and printed at exit.  */

#define _GNU_SOURCE
#include "report.h"
#include "lookup.h"
#include "policy.h"
#include "typehash/typehash.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The line rapcfi_report_call prints (report.h), to OUT; TARGET is
   what the header calls TO.  */
static void
write_call_report (FILE *out, uintptr_t target, uintptr_t site_address,
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
bool
rapcfi_count_repeat (uintptr_t from, uintptr_t to,
		     const struct rapcfi_site *site)
{
  if (rapcfi_policy_for (site) != RAPCFI_POLICY_PERMISSIVE)
    return false;
  pthread_mutex_lock (&reported_lock);
  struct reported_edge *e = find_reported_edge (from, to);
  if (e)
    e->repeats++;
  pthread_mutex_unlock (&reported_lock);
  if (e)
    rapcfi_count_violation ();
  return e != NULL;
}

/* A report being written: to a string, which print_report prints, or to
   stderr when there is no memory for one.  */
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

/* The line rapcfi_report_return prints (report.h), to OUT.  */
static void
write_return_report (FILE *out, uintptr_t to, uintptr_t from,
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
  if (outside && !found->marked)
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
      if (outside)
	fprintf (out, " (%s)", outside);
    }
  fputs ("\n", out);
}

void
rapcfi_report_call (uintptr_t from, uintptr_t target, uintptr_t to,
		    const struct rapcfi_site *site, enum rapcfi_place place,
		    const struct rapcfi_function *function,
		    const char *outside)
{
  struct report_buffer buffer;
  open_report (&buffer);
  write_call_report (buffer.out, to, from, site, place, function, outside);
  print_report (&buffer, from, target);
}

void
rapcfi_report_return (uintptr_t from, uintptr_t to,
		      const struct rapcfi_site *site,
		      const struct rapcfi_function *function,
		      const struct rapcfi_site *failure_path,
		      const struct return_site *found, const char *outside)
{
  struct report_buffer buffer;
  open_report (&buffer);
  write_return_report (buffer.out, to, from, site, function, failure_path,
		       found, outside);
  print_report (&buffer, from, to);
}
