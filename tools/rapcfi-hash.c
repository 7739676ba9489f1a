/* rapcfi-hash: the hashes of a function type, given as a C prototype
   ("int (const char *, ...)") or as its encoding ("_ZTSFiPKczE").

   The encoding of a C type is defined once, in the plugin, so a C
   prototype is not encoded here: it is compiled with the plugin, in a
   probe that takes the address of an external function of that type,

       extern __typeof__ (PROTO) rapcfi_probe;
       void *rapcfi_probe_p = (void *) &rapcfi_probe;

   and the probe's object says what the plugin made of it: the unit's
   imports hold the function's hash and encoding, and the symbol
   __kcfi_typeid_rapcfi_probe (doc/ABI.md) its hash.  Everything else, the
   keyed hashes, the return domain and the C spelling, comes from
   typehash/, as it does for the plugin and the runtime.  */

#define _POSIX_C_SOURCE 200809L
#include "rapcfi-elf.h"
#include "typehash/typehash.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* Set by the build: the compiler the plugin was built for and the
   plugin in the build tree.  */
#ifndef RAPCFI_CC
#define RAPCFI_CC "gcc"
#endif
#ifndef RAPCFI_BUILD_PLUGIN
#define RAPCFI_BUILD_PLUGIN ""
#endif

#define PROBE "rapcfi_probe"

static const char *progname = "rapcfi-hash";

/* Headers the probe includes unless told otherwise: what prototypes
   commonly name (size_t, ssize_t, uint32_t, bool).  */
static const char *const default_headers[]
  = { "stddef.h", "stdint.h", "stdbool.h", "sys/types.h", NULL };

struct options
{
  const char *cc;
  const char *plugin;		/* NULL: -fplugin=rapcfi.  */
  const char **headers;
  size_t nheaders;
  bool have_key;
  unsigned char key[RAPCFI_KEY_SIZE];
  bool brief;
  bool normalize_integers;	/* Encode as normalize-integers does.  */
  enum rapcfi_hash_algorithm brief_hash;	/* What --short prints.  */
};

/* What a type comes to.  */
struct result
{
  char *encoding;		/* NULL when only the hash is known.  */
  uint32_t plugin_hash;		/* What the plugin put in the probe.  */
  bool have_plugin_hash;
  const struct rapcfi_code *code;	/* The probe's target, or NULL.  */
};

static void
usage (FILE *out)
{
  fprintf (out,
	   "Usage: %s [OPTION]... TYPE...\n"
	   "Print the rapcfi hashes of each TYPE, a C function type such as\n"
	   "'int (const char *, ...)' or a type encoding such as _ZTSFiPKczE:\n"
	   "its encoding and C spelling, its kcfi and fnv1a function and return\n"
	   "hashes and, with --seed, its keyed ones.\n"
	   "\n"
	   "  --seed=HEX       also the keyed hashes, under this key (1 to 32\n"
	   "                   hex digits, as -fplugin-arg-rapcfi-seed=)\n"
	   "  --hash=ALGORITHM the hash --short prints: kcfi, keyed or fnv1a\n"
	   "                   (default kcfi, keyed with --seed)\n"
	   "  --plugin=PATH    the plugin that encodes C types (default: the\n"
	   "                   build tree's, else -fplugin=rapcfi)\n"
	   "  --cc=CC          the compiler to load it into (default: %s)\n"
	   "  --include=HEADER include HEADER before a C type (repeatable;\n"
	   "                   replaces the default stddef.h, stdint.h,\n"
	   "                   stdbool.h and sys/types.h); --include= for none\n"
	   "  --short          print only the function hash\n"
	   "  --normalize-integers\n"
	   "                   encode a C type as the plugin's\n"
	   "                   normalize-integers does (int is u3i32)\n"
	   "  --help           print this and exit\n"
	   "\n"
	   "Exit status: 0 when every TYPE was hashed, 1 when one was not, 2 on\n"
	   "bad usage.\n", progname, RAPCFI_CC);
}

/* Run ARGV with stdout and stderr to the file LOG; return its exit
   status, or -1 when it could not run or died.  */
static int
run (char *const argv[], const char *log)
{
  /* What is buffered must not be written twice, by the child too.  */
  fflush (NULL);
  pid_t pid = fork ();
  if (pid < 0)
    return -1;
  if (pid == 0)
    {
      int fd = open (log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
      if (fd < 0 || dup2 (fd, 1) < 0 || dup2 (fd, 2) < 0)
	_exit (127);
      close (fd);
      execvp (argv[0], argv);
      fprintf (stderr, "cannot run %s: %s\n", argv[0], strerror (errno));
      _exit (127);
    }
  int status;
  while (waitpid (pid, &status, 0) < 0)
    if (errno != EINTR)
      return -1;
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* Whether the compiler's messages in LOG are about the probe's text
   rather than about the compiler or the plugin.  */
static bool
errors_in_probe (const char *log)
{
  FILE *f = fopen (log, "r");
  if (!f)
    return false;
  char line[1024];
  bool found = false;
  while (!found && fgets (line, sizeof line, f))
    found = (strncmp (line, "type:", 5) == 0
	     || strncmp (line, "probe:", 6) == 0);
  fclose (f);
  return found;
}

/* Print the compiler's error lines from LOG, without the probe's file
   name and position (the probe is not the user's text).  */
static void
show_errors (const char *log)
{
  FILE *f = fopen (log, "r");
  if (!f)
    return;
  char line[1024];
  int shown = 0;
  bool unknown_name = false;
  while (fgets (line, sizeof line, f) && shown < 10)
    {
      unknown_name |= (strstr (line, "unknown type name") != NULL
		       || strstr (line, "expected expression before") != NULL);
      if (!strstr (line, "error") && !strstr (line, "cannot run"))
	continue;
      const char *text = line;
      if (strncmp (text, "type:", 5) == 0 || strncmp (text, "probe:", 6) == 0)
	{
	  /* FILE:LINE:COLUMN: */
	  for (int colons = 0; *text && colons < 3; text++)
	    colons += *text == ':';
	  text += *text == ' ';
	}
      fprintf (stderr, "  %s", text);
      shown++;
    }
  if (!shown)
    {
      /* Not a diagnostic: show the start of what the compiler said.  */
      rewind (f);
      for (int i = 0; i < 10 && fgets (line, sizeof line, f); i++)
	fprintf (stderr, "  %s", line);
    }
  if (unknown_name)
    fprintf (stderr, "  (a type name needs its header: --include=HEADER)\n");
  fclose (f);
}

/* Write the probe for the C type PROTO to PATH.  The #line directives
   make the compiler's messages point into PROTO itself.  */
static int
write_probe (const char *path, const char *proto, const struct options *o)
{
  FILE *f = fopen (path, "w");
  if (!f)
    return -1;
  for (size_t i = 0; i < o->nheaders; i++)
    if (o->headers[i][0])
      fprintf (f, "#include <%s>\n", o->headers[i]);
  /* &: the probe must compile for any type, so that a type that is not a
     function's is reported as such, not by a confusing cast error.  */
  fprintf (f, "extern __typeof__ (\n#line 1 \"type\"\n%s\n#line 3 \"probe\"\n"
	   ") " PROBE ";\nvoid *" PROBE "_p = (void *) &" PROBE ";\n", proto);
  return fclose (f);
}

/* Split CC (a command, maybe with options) into ARGV from index 0;
   return the number of words.  */
static size_t
split_words (char *cc, char **argv, size_t max)
{
  size_t n = 0;
  for (char *w = strtok (cc, " \t"); w && n < max; w = strtok (NULL, " \t"))
    argv[n++] = w;
  return n;
}

/* Encode the C type PROTO with the plugin.  Return 0; -1 when it does
   not compile or the probe does not read, after saying why unless QUIET;
   -2 when it is not a function type (not said).  */
static int
encode_c_type (const char *proto, const struct options *o, bool quiet,
	       struct result *res)
{
  const char *tmp = getenv ("TMPDIR");
  char dir[4096];
  snprintf (dir, sizeof dir, "%s/rapcfi-hash.XXXXXX", tmp && *tmp ? tmp
							    : "/tmp");
  if (!mkdtemp (dir))
    {
      fprintf (stderr, "%s: cannot make a directory in %s: %s\n", progname,
	       tmp && *tmp ? tmp : "/tmp", strerror (errno));
      return -1;
    }
  char src[4200], obj[4200], log[4200];
  snprintf (src, sizeof src, "%s/probe.c", dir);
  snprintf (obj, sizeof obj, "%s/probe.o", dir);
  snprintf (log, sizeof log, "%s/cc.log", dir);

  int ret = -1;
  char *cc = strdup (o->cc);
  char fplugin[4200];
  snprintf (fplugin, sizeof fplugin, "-fplugin=%s",
	    o->plugin ? o->plugin : "rapcfi");
  char *argv[64];
  size_t n = cc ? split_words (cc, argv, 40) : 0;
  if (n == 0)
    {
      fprintf (stderr, "%s: no compiler given\n", progname);
      goto out;
    }
  /* -O0: the probe has nothing to optimize; -w: the cast of an object's
     address, and the headers, may warn, which is not the user's business;
     -fno-lto: the tables must be in the object now.  */
  const char *flags[] = { fplugin, "-O0", "-w", "-fno-lto",
			  "-fdiagnostics-plain-output", "-x", "c", "-c",
			  src, "-o", obj, NULL };
  for (size_t i = 0; flags[i]; i++)
    argv[n++] = (char *) flags[i];
  if (o->normalize_integers)
    argv[n++] = (char *) "-fplugin-arg-rapcfi-normalize-integers";
  argv[n] = NULL;

  if (write_probe (src, proto, o) != 0)
    {
      fprintf (stderr, "%s: cannot write %s: %s\n", progname, src,
	       strerror (errno));
      goto out;
    }
  int status = run (argv, log);
  if (status != 0)
    {
      if (!quiet && errors_in_probe (log))
	fprintf (stderr, "%s: '%s' is not a C function type (the compiler "
		 "says):\n", progname, proto);
      else if (!quiet)
	fprintf (stderr, "%s: cannot encode '%s': compiling the probe with "
		 "%s failed:\n", progname, proto, fplugin);
      if (!quiet)
	show_errors (log);
      goto out;
    }

  struct rapcfi_image image;
  char err[256];
  if (rapcfi_image_open (&image, obj, err, sizeof err) != 0)
    {
      fprintf (stderr, "%s: cannot read the probe %s: %s\n", progname, obj,
	       err);
      goto out;
    }
  if (image.nunits == 0)
    fprintf (stderr, "%s: the probe has no rapcfi tables: was the plugin "
	     "loaded? (%s)\n", progname, fplugin);
  else
    {
      res->code = image.code;
      for (size_t i = 0; i < image.nimports; i++)
	if (image.imports[i].name && strcmp (image.imports[i].name, PROBE) == 0
	    && image.imports[i].type)
	  {
	    res->encoding = strdup (image.imports[i].type);
	    res->plugin_hash = image.imports[i].hash;
	    res->have_plugin_hash = true;
	    break;
	  }
      uint64_t value;
      if (!res->have_plugin_hash
	  && rapcfi_image_symbol (&image, "__kcfi_typeid_" PROBE, &value) == 0)
	{
	  /* A plugin without imports in its tables: the hash is all it
	     tells.  */
	  res->plugin_hash = (uint32_t) value;
	  res->have_plugin_hash = true;
	}
      ret = res->have_plugin_hash ? 0 : -2;
    }
  rapcfi_image_close (&image);

out:
  free (cc);
  unlink (src);
  unlink (obj);
  unlink (log);
  rmdir (dir);
  return ret;
}

/* Under a hash line, the values the code of a target holds instead of
   FN and RET, when it cannot hold them (arch/code.h, code_hash).  */
static void
print_code_hashes (uint32_t fn, uint32_t ret)
{
  static const unsigned machines[] = { EM_X86_64, EM_AARCH64, EM_RISCV };
  for (size_t i = 0; i < sizeof machines / sizeof machines[0]; i++)
    {
      const struct rapcfi_code *code = rapcfi_code_for_machine (machines[i]);
      if (code && code->code_hash
	  && (code->code_hash (fn) != fn || code->code_hash (ret) != ret))
	printf ("  in %s code: function 0x%08x  return 0x%08x\n", code->name,
		code->code_hash (fn), code->code_hash (ret));
    }
}

static void
print_result (const char *input, const struct result *res,
	      const struct options *o)
{
  uint32_t kcfi_fn = res->plugin_hash;
  if (res->encoding)
    kcfi_fn = rapcfi_type_hash (res->encoding, RAPCFI_DOMAIN_FUNCTION,
				RAPCFI_HASH_KCFI, NULL);

  if (o->brief)
    {
      if (res->encoding)
	printf ("0x%08x\n", rapcfi_type_hash (res->encoding,
					      RAPCFI_DOMAIN_FUNCTION,
					      o->brief_hash, o->key));
      else
	printf ("0x%08x\n", kcfi_fn);
      return;
    }

  char spelling[1024] = "?";
  if (res->encoding)
    rapcfi_spell_type (res->encoding, spelling, sizeof spelling);
  printf ("input:    %s\n", input);
  printf ("type:     %s\n", res->encoding ? spelling : "(unknown)");
  printf ("encoding: %s\n", res->encoding ? res->encoding
		      : "(unknown: the plugin records no imports)");
  if (res->encoding)
    {
      /* Every algorithm but the keyed one, which needs --seed.  */
      for (unsigned h = 0; rapcfi_hash_name (h); h++)
	if (h != RAPCFI_HASH_KEYED)
	  {
	    char label[16];
	    snprintf (label, sizeof label, "%s:", rapcfi_hash_name (h));
	    uint32_t fn
	      = rapcfi_type_hash (res->encoding, RAPCFI_DOMAIN_FUNCTION,
				  (enum rapcfi_hash_algorithm) h, NULL);
	    uint32_t ret
	      = rapcfi_type_hash (res->encoding, RAPCFI_DOMAIN_RETURN,
				  (enum rapcfi_hash_algorithm) h, NULL);
	    printf ("%-10sfunction 0x%08x  return 0x%08x\n", label, fn, ret);
	    print_code_hashes (fn, ret);
	  }
    }
  else
    printf ("kcfi:     function 0x%08x  return (unknown)\n", kcfi_fn);
  if (o->have_key && res->encoding)
    {
      uint32_t fn = rapcfi_type_hash (res->encoding, RAPCFI_DOMAIN_FUNCTION,
				      RAPCFI_HASH_KEYED, o->key);
      uint32_t ret = rapcfi_type_hash (res->encoding, RAPCFI_DOMAIN_RETURN,
				       RAPCFI_HASH_KEYED, o->key);
      printf ("keyed:    function 0x%08x  return 0x%08x\n", fn, ret);
      print_code_hashes (fn, ret);
    }
  else if (o->have_key)
    printf ("keyed:    (unknown without the encoding)\n");
}

/* Hash one TYPE; return 0, or 1 after saying why not.  */
static int
hash_one (const char *input, const struct options *o)
{
  struct result res = { 0 };
  char spelling[1024];

  /* An encoding is an Itanium mangling, which no C type begins with:
     "_Z" is reserved to the implementation.  */
  if (strncmp (input, "_Z", 2) == 0)
    {
      if (strncmp (input, "_ZTSF", 5) != 0
	  || rapcfi_spell_type (input, spelling, sizeof spelling) != 0)
	{
	  fprintf (stderr, "%s: '%s' is not a function type encoding (such "
		   "as _ZTSFvvE)\n", progname, input);
	  return 1;
	}
      res.encoding = strdup (input);
    }
  else
    {
      int got = encode_c_type (input, o, false, &res);
      if (got == -2)
	{
	  /* A common slip is to give the type of a pointer to the
	     function: say which function type that is.  */
	  size_t len = strlen (input) + 64;
	  char *pointee = malloc (len);
	  struct result inner = { 0 };
	  if (pointee)
	    snprintf (pointee, len, "__typeof__ (*(%s) 0)", input);
	  if (pointee && encode_c_type (pointee, o, true, &inner) == 0
	      && inner.encoding
	      && rapcfi_spell_type (inner.encoding, spelling,
				    sizeof spelling) == 0)
	    fprintf (stderr, "%s: '%s' is not a function type but a pointer "
		     "to one: give the function type, '%s'\n", progname,
		     input, spelling);
	  else
	    fprintf (stderr, "%s: '%s' is not a function type (an object of "
		     "this type has no function hash)\n", progname, input);
	  free (inner.encoding);
	  free (pointee);
	  return 1;
	}
      if (got != 0)
	return 1;
      /* The probe's hash is the one its target's code holds.  */
      uint32_t expected = 0;
      if (res.encoding)
	{
	  expected = rapcfi_type_hash (res.encoding, RAPCFI_DOMAIN_FUNCTION,
				       RAPCFI_HASH_KCFI, NULL);
	  if (res.code && res.code->code_hash)
	    expected = res.code->code_hash (expected);
	}
      if (res.encoding && expected != res.plugin_hash)
	{
	  /* Another plugin than this tool's typehash (an old install?).  */
	  fprintf (stderr, "%s: the plugin gave '%s' the hash 0x%08x, but "
		   "its encoding %s hashes to 0x%08x here: plugin and tool "
		   "do not match\n", progname, input, res.plugin_hash,
		   res.encoding, expected);
	  free (res.encoding);
	  return 1;
	}
    }
  print_result (input, &res, o);
  free (res.encoding);
  return 0;
}

int
main (int argc, char **argv)
{
  struct options o = { .cc = RAPCFI_CC };
  const char **headers = calloc ((size_t) argc + 1, sizeof *headers);
  size_t nheaders = 0;
  bool headers_given = false;
  /* The types, in order; options may come anywhere before "--".  */
  const char **types = calloc ((size_t) argc + 1, sizeof *types);
  int ntypes = 0;
  bool options_done = false;
  bool hash_given = false;

  if (!headers || !types)
    return 2;
  if (RAPCFI_BUILD_PLUGIN[0] && access (RAPCFI_BUILD_PLUGIN, R_OK) == 0)
    o.plugin = RAPCFI_BUILD_PLUGIN;

  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (options_done || a[0] != '-')
	types[ntypes++] = a;
      else if (strcmp (a, "--") == 0)
	options_done = true;
      else if (strcmp (a, "--help") == 0 || strcmp (a, "-h") == 0)
	{
	  usage (stdout);
	  return 0;
	}
      else if (strncmp (a, "--seed=", 7) == 0)
	{
	  if (rapcfi_parse_seed (a + 7, o.key) != 0)
	    {
	      fprintf (stderr, "%s: invalid seed '%s': expected 1 to 32 "
		       "hexadecimal digits\n", progname, a + 7);
	      return 2;
	    }
	  o.have_key = true;
	  if (!hash_given)
	    o.brief_hash = RAPCFI_HASH_KEYED;
	}
      else if (strncmp (a, "--hash=", 7) == 0)
	{
	  unsigned h = RAPCFI_HASH_KCFI;
	  while (rapcfi_hash_name (h) && strcmp (rapcfi_hash_name (h), a + 7))
	    h++;
	  if (!rapcfi_hash_name (h))
	    {
	      fprintf (stderr, "%s: unknown hash '%s': expected", progname,
		       a + 7);
	      for (h = 0; rapcfi_hash_name (h); h++)
		fprintf (stderr, "%s %s",
			 h == 0 ? "" : rapcfi_hash_name (h + 1) ? "," : " or",
			 rapcfi_hash_name (h));
	      fputc ('\n', stderr);
	      return 2;
	    }
	  o.brief_hash = (enum rapcfi_hash_algorithm) h;
	  hash_given = true;
	}
      else if (strncmp (a, "--plugin=", 9) == 0)
	o.plugin = a + 9;
      else if (strncmp (a, "--cc=", 5) == 0)
	o.cc = a + 5;
      else if (strncmp (a, "--include=", 10) == 0)
	{
	  headers_given = true;
	  headers[nheaders++] = a + 10;
	}
      else if (strcmp (a, "--short") == 0 || strcmp (a, "-s") == 0)
	o.brief = true;
      else if (strcmp (a, "--normalize-integers") == 0)
	o.normalize_integers = true;
      else
	{
	  fprintf (stderr, "%s: unknown option '%s'\n", progname, a);
	  usage (stderr);
	  return 2;
	}
    }
  if (ntypes == 0)
    {
      usage (stderr);
      return 2;
    }
  if (o.brief_hash == RAPCFI_HASH_KEYED && !o.have_key)
    {
      fprintf (stderr, "%s: --hash=keyed needs --seed=HEX\n", progname);
      return 2;
    }
  if (headers_given)
    {
      o.headers = headers;
      o.nheaders = nheaders;
    }
  else
    {
      o.headers = (const char **) default_headers;
      while (default_headers[o.nheaders])
	o.nheaders++;
    }

  int status = 0;
  for (int i = 0; i < ntypes; i++)
    {
      if (i > 0 && !o.brief)
	putchar ('\n');
      status |= hash_one (types[i], &o);
    }
  free (headers);
  free (types);
  return status;
}
