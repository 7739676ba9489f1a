/* rapcfi-report: how precise the CFI of an instrumented ELF file is.

   A checked indirect call accepts every function whose preamble carries
   the hash it expects, so the number of such functions is what an
   attacker who controls the pointer can still choose from.  For each
   checked call of the file (from its rapcfi notes, doc/ABI.md, or from
   Clang's .kcfi_traps) this counts the functions of the same file with
   that hash, and prints the distribution, the largest classes of
   functions sharing a hash, and the functions no checked call of the file
   can reach.  Return checks are counted the same way against the return
   sites (markers after calls) of the file.

   What lies outside the file (shared libraries, imports) is not
   counted: the runtime's compat policy decides about those edges.  */

#define _POSIX_C_SOURCE 200809L
#include "rapcfi-elf.h"
#include "typehash/typehash.h"

#include <gelf.h>
#include <inttypes.h>
#include <libelf.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *progname = "rapcfi-report";

/* The histogram's buckets: how many targets a check accepts.  */
static const struct
{
  const char *label;
  size_t lo, hi;
} buckets[] = {
  { "0", 0, 0 }, { "1", 1, 1 }, { "2-5", 2, 5 }, { "6-20", 6, 20 },
  { "21-100", 21, 100 }, { ">100", 101, SIZE_MAX }
};
#define NBUCKETS (sizeof buckets / sizeof buckets[0])

struct options
{
  size_t top;
  bool list_sites;
  bool list_unreached;
};

static int
compare_u32 (const void *a, const void *b)
{
  uint32_t x = *(const uint32_t *) a, y = *(const uint32_t *) b;
  return x < y ? -1 : x > y;
}

/* How many of the sorted V (N values) equal KEY.  */
static size_t
count_equal (const uint32_t *v, size_t n, uint32_t key)
{
  size_t lo = 0, hi = n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (v[mid] < key)
	lo = mid + 1;
      else
	hi = mid;
    }
  size_t first = lo;
  hi = n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (v[mid] <= key)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo - first;
}

static size_t
bucket_of (size_t n)
{
  for (size_t b = 0; b < NBUCKETS; b++)
    if (n >= buckets[b].lo && n <= buckets[b].hi)
      return b;
  return NBUCKETS - 1;
}

static void
spell (const char *encoding, char *buf, size_t size)
{
  if (!encoding)
    snprintf (buf, size, "(no record: type unknown)");
  else if (rapcfi_spell_type (encoding, buf, size) != 0)
    snprintf (buf, size, "%s", encoding);
}

/* The return hashes of the return-site markers in the executable
   sections, as the target's decoder reads them (x86_64: cmpl $RHASH,
   %eax, 3d imm32), right after a call.  Requiring the call keeps other
   bytes that happen to read as a marker from being counted.  */
static uint32_t *
find_markers (const struct rapcfi_image *im, size_t *count);

struct class
{
  uint32_t hash;
  size_t functions;
  size_t sites;
  const char *type;
};

static int
compare_classes (const void *a, const void *b)
{
  const struct class *x = a, *y = b;
  if (x->functions != y->functions)
    return x->functions > y->functions ? -1 : 1;
  if (x->sites != y->sites)
    return x->sites > y->sites ? -1 : 1;
  return x->hash < y->hash ? -1 : x->hash > y->hash;
}

static void
print_histogram (const char *title, const char *what, const size_t *hist,
		 size_t total)
{
  printf ("\n%s\n  %-10s %8s %7s\n", title, what, "checks", "share");
  for (size_t b = 0; b < NBUCKETS; b++)
    printf ("  %-10s %8zu %6.1f%%\n", buckets[b].label, hist[b],
	    total ? 100.0 * (double) hist[b] / (double) total : 0.0);
}

static int
report (const char *path, const struct options *o)
{
  struct rapcfi_image im;
  char err[256];
  if (rapcfi_image_open (&im, path, err, sizeof err) != 0)
    {
      fprintf (stderr, "%s: %s: %s\n", progname, path, err);
      return 1;
    }
  if (im.nunits == 0 && im.nkcfi_traps == 0 && im.nkcfi_preambles == 0)
    {
      fprintf (stderr, "%s: %s: no rapcfi notes and no kCFI preambles (not "
	       "built with rapcfi or -fsanitize=kcfi)\n", progname, path);
      rapcfi_image_close (&im);
      return 1;
    }

  /* A slot for every value of the field; rapcfi_image_open refuses the
     values that name no algorithm.  */
  size_t by_hash[(RAPCFI_UNIT_HASH_MASK >> RAPCFI_UNIT_HASH_SHIFT) + 1]
    = { 0 };
  size_t normalized = 0, returns = 0, permissive = 0, table = 0;
  for (size_t u = 0; u < im.nunits; u++)
    {
      uint32_t flags = im.units[u].flags;
      uint32_t hash = ((flags & RAPCFI_UNIT_HASH_MASK)
		       >> RAPCFI_UNIT_HASH_SHIFT);
      by_hash[hash]++;
      normalized += (flags & RAPCFI_UNIT_NORMALIZED) != 0;
      returns += (flags & RAPCFI_UNIT_RETURNS) != 0;
      permissive += (flags & RAPCFI_UNIT_PERMISSIVE) != 0;
      table += (flags & RAPCFI_UNIT_TABLE) != 0;
    }
  size_t ncalls = 0, ntail = 0, nrets = 0;
  for (size_t i = 0; i < im.nsites; i++)
    {
      ncalls += im.sites[i].kind == RAPCFI_SITE_CALL;
      ntail += im.sites[i].kind == RAPCFI_SITE_TAIL_CALL;
      nrets += im.sites[i].kind == RAPCFI_SITE_RETURN;
    }

  printf ("%s: %s\n", progname, path);
  printf ("units: %zu (", im.nunits);
  for (unsigned h = 0; rapcfi_hash_name (h); h++)
    if (h != RAPCFI_HASH_KEYED)
      printf ("%zu %s-hashed, ", by_hash[h], rapcfi_hash_name (h));
  printf ("%zu keyed; %zu with integers normalized; returns checked in %zu; "
	  "%zu permissive; %zu in table mode)\n", by_hash[RAPCFI_HASH_KEYED],
	  normalized, returns, permissive, table);
  /* Table mode's functions have their hash in their record alone.  */
  printf ("functions with a hash: %zu (%zu with a record, %zu with a "
	  "kCFI preamble only)\n", im.nfunctions,
	  im.nfunctions - im.nkcfi_preambles, im.nkcfi_preambles);
  printf ("checked indirect calls: %zu (%zu tail calls; %zu from Clang's "
	  ".kcfi_traps)\n", ncalls + ntail, ntail, im.nkcfi_traps);
  printf ("checked returns: %zu\n", nrets);
  printf ("imports (external functions whose address is taken): %zu\n",
	  im.nimports);
  if (im.nbad)
    printf ("warning: %zu records or entries could not be read\n", im.nbad);

  /* Function hashes, sorted, to count a site's targets.  */
  uint32_t *fh = malloc ((im.nfunctions + 1) * sizeof *fh);
  uint32_t *sh = malloc ((im.nsites + 1) * sizeof *sh);
  if (!fh || !sh)
    return 2;
  for (size_t i = 0; i < im.nfunctions; i++)
    fh[i] = im.functions[i].hash;
  qsort (fh, im.nfunctions, sizeof *fh, compare_u32);
  size_t nsh = 0;
  for (size_t i = 0; i < im.nsites; i++)
    if (im.sites[i].kind != RAPCFI_SITE_RETURN)
      sh[nsh++] = im.sites[i].hash;
  qsort (sh, nsh, sizeof *sh, compare_u32);

  /* Forward edges.  */
  size_t hist[NBUCKETS] = { 0 }, sum = 0, max = 0;
  const struct rapcfi_image_site *widest = NULL;
  for (size_t i = 0; i < im.nsites; i++)
    {
      const struct rapcfi_image_site *s = &im.sites[i];
      if (s->kind == RAPCFI_SITE_RETURN)
	continue;
      size_t n = count_equal (fh, im.nfunctions, s->hash);
      hist[bucket_of (n)]++;
      sum += n;
      if (!widest || n > max)
	{
	  max = n;
	  widest = s;
	}
      if (o->list_sites)
	{
	  char type[512];
	  spell (s->type, type, sizeof type);
	  printf ("site 0x%" PRIx64 " %s (%s:%u) accepts %zu: '%s' "
		  "[0x%08x]\n", s->address, s->function ? s->function : "?",
		  s->file ? s->file : "", s->line, n, type, s->hash);
	}
    }
  print_histogram ("Checked indirect calls by the number of functions of "
		   "this file they accept:", "functions", hist, nsh);
  if (nsh)
    {
      char type[512];
      spell (widest->type, type, sizeof type);
      printf ("  mean %.1f; widest: %zu functions, '%s' [0x%08x], in %s "
	      "(%s:%u)\n", (double) sum / (double) nsh, max, type,
	      widest->hash, widest->function ? widest->function : "?",
	      widest->file ? widest->file : "", widest->line);
    }

  /* Classes of functions sharing a hash.  */
  struct class *classes = calloc (im.nfunctions + 1, sizeof *classes);
  size_t nclasses = 0;
  if (!classes)
    return 2;
  /* One class per distinct hash, in the order of the sorted hashes, so
     that a function's class can be looked up by hash below.  */
  for (size_t i = 0; i < im.nfunctions; i++)
    {
      if (i > 0 && fh[i] == fh[i - 1])
	continue;
      classes[nclasses].hash = fh[i];
      classes[nclasses].functions = count_equal (fh, im.nfunctions, fh[i]);
      classes[nclasses].sites = count_equal (sh, nsh, fh[i]);
      nclasses++;
    }
  /* A type for each class, from any record of it.  */
  for (size_t i = 0; i < im.nfunctions; i++)
    {
      const struct rapcfi_image_function *f = &im.functions[i];
      if (!f->type)
	continue;
      size_t lo = 0, hi = nclasses;
      while (lo < hi)
	{
	  size_t mid = lo + (hi - lo) / 2;
	  if (classes[mid].hash < f->hash)
	    lo = mid + 1;
	  else
	    hi = mid;
	}
      if (lo < nclasses && classes[lo].hash == f->hash && !classes[lo].type)
	classes[lo].type = f->type;
    }
  qsort (classes, nclasses, sizeof *classes, compare_classes);
  printf ("\nLargest classes of functions sharing a hash (%zu classes):\n"
	  "  %9s %6s  %-10s  %s\n", nclasses, "functions", "calls", "hash",
	  "type");
  for (size_t i = 0; i < nclasses && i < o->top; i++)
    {
      char type[512];
      spell (classes[i].type, type, sizeof type);
      printf ("  %9zu %6zu  0x%08x  %s\n", classes[i].functions,
	      classes[i].sites, classes[i].hash, type);
    }

  /* Functions no checked call of this file expects: an indirect call
     reaches them, if at all, over an edge nothing here checks (from
     code rapcfi did not compile, another object, or RAPCFI_NOCHECK).  */
  size_t unreached = 0;
  for (size_t i = 0; i < im.nfunctions; i++)
    unreached += count_equal (sh, nsh, im.functions[i].hash) == 0;
  printf ("\nFunctions with a preamble that no checked call of this file "
	  "accepts: %zu\n(reached only by direct calls or by unchecked "
	  "edges: code rapcfi did not compile, other objects)\n", unreached);
  if (o->list_unreached)
    for (size_t i = 0; i < im.nfunctions; i++)
      if (count_equal (sh, nsh, im.functions[i].hash) == 0)
	{
	  char type[512];
	  spell (im.functions[i].type, type, sizeof type);
	  printf ("  %s '%s'\n", im.functions[i].name
		  ? im.functions[i].name : "?", type);
	}

  /* Function symbols that lie in no record: a checked call the runtime
     sees going there takes it for code rapcfi did not compile.  */
  size_t outside = 0;
  for (size_t k = 0, j = 0; k < im.nsymbols; k++)
    {
      const struct rapcfi_symbol *sym = &im.symbols[k];
      if (strncmp (sym->name, "__cfi_", 6) == 0)
	continue;
      while (j < im.nfunctions
	     && im.functions[j].entry + (im.functions[j].size
					 ? im.functions[j].size : 1)
		  <= sym->address)
	j++;
      if (j >= im.nfunctions || im.functions[j].entry > sym->address)
	outside++;
    }
  printf ("Function symbols without a preamble: %zu\n", outside);

  /* Return edges.  */
  if (nrets)
    {
      size_t nmarkers;
      uint32_t *markers = find_markers (&im, &nmarkers);
      size_t rhist[NBUCKETS] = { 0 }, rsum = 0;
      for (size_t i = 0; i < im.nsites; i++)
	if (im.sites[i].kind == RAPCFI_SITE_RETURN)
	  {
	    size_t n = count_equal (markers, nmarkers,
				   im.code->marker_hash (im.sites[i].hash));
	    rhist[bucket_of (n)]++;
	    rsum += n;
	  }
      print_histogram ("Checked returns by the number of return sites of "
		       "this file they accept:", "sites", rhist, nrets);
      printf ("  mean %.1f (%zu return-site markers found after calls)\n",
	      (double) rsum / (double) nrets, nmarkers);
      free (markers);
    }

  free (classes);
  free (fh);
  free (sh);
  rapcfi_image_close (&im);
  return 0;
}

static uint32_t *
find_markers (const struct rapcfi_image *im, size_t *count)
{
  uint32_t *v = NULL;
  size_t n = 0, cap = 0;
  Elf_Scn *scn = NULL;
  while ((scn = elf_nextscn ((Elf *) im->elf, scn)))
    {
      GElf_Shdr shdr;
      Elf_Data *data;
      if (!gelf_getshdr (scn, &shdr) || shdr.sh_type != SHT_PROGBITS
	  || !(shdr.sh_flags & SHF_EXECINSTR)
	  || !(data = elf_rawdata (scn, NULL)) || !data->d_buf)
	continue;
      const unsigned char *p = data->d_buf;
      size_t size = data->d_size;
      const struct rapcfi_code *code = im->code;
      for (size_t i = code->insn_align; i < size; i += code->insn_align)
	{
	  uint32_t hash;
	  uintptr_t direct;
	  if (!code->return_marker (p + i, size - i, &hash)
	      || !code->follows_call (p + i, i, &direct))
	    continue;
	  if (n == cap)
	    {
	      cap = cap ? 2 * cap : 1024;
	      uint32_t *grown = realloc (v, cap * sizeof *v);
	      if (!grown)
		{
		  free (v);
		  *count = 0;
		  return NULL;
		}
	      v = grown;
	    }
	  v[n++] = hash;
	}
    }
  if (n)
    qsort (v, n, sizeof *v, compare_u32);
  *count = n;
  return v;
}

static void
usage (FILE *out)
{
  fprintf (out,
	   "Usage: %s [OPTION]... FILE...\n"
	   "Report the precision of the CFI of each FILE, an executable, a\n"
	   "shared object or an object built with rapcfi (or Clang's\n"
	   "-fsanitize=kcfi): for each checked indirect call the number of\n"
	   "functions of FILE whose hash it accepts, the largest classes of\n"
	   "functions sharing a hash, and the same for checked returns and\n"
	   "the return sites of FILE.\n"
	   "\n"
	   "  --top=N            show the N largest classes (default 10)\n"
	   "  --sites            list every checked indirect call\n"
	   "  --unreached        list the functions no checked call accepts\n"
	   "  --help             print this and exit\n"
	   "\n"
	   "Exit status: 0, or 1 when a FILE cannot be read or has no tables.\n",
	   progname);
}

int
main (int argc, char **argv)
{
  struct options o = { .top = 10 };
  int first = argc;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (strcmp (a, "--") == 0)
	{
	  first = i + 1;
	  break;
	}
      else if (strcmp (a, "--help") == 0 || strcmp (a, "-h") == 0)
	{
	  usage (stdout);
	  return 0;
	}
      else if (strncmp (a, "--top=", 6) == 0)
	{
	  char *end;
	  o.top = strtoul (a + 6, &end, 10);
	  if (!a[6] || *end)
	    {
	      fprintf (stderr, "%s: invalid number '%s'\n", progname, a + 6);
	      return 2;
	    }
	}
      else if (strcmp (a, "--sites") == 0)
	o.list_sites = true;
      else if (strcmp (a, "--unreached") == 0)
	o.list_unreached = true;
      else if (a[0] == '-' && a[1] == '-')
	{
	  fprintf (stderr, "%s: unknown option '%s'\n", progname, a);
	  usage (stderr);
	  return 2;
	}
      else
	{
	  first = i;
	  break;
	}
    }
  if (first >= argc)
    {
      usage (stderr);
      return 2;
    }
  int status = 0;
  for (int i = first; i < argc; i++)
    {
      if (i > first)
	putchar ('\n');
      status |= report (argv[i], &o);
    }
  return status;
}
