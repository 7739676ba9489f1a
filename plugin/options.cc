/* -fplugin-arg-rapcfi-KEY[=VALUE]: one table says every key, the values
   it takes, its help and what each value sets, and the parsing, the
   errors and the help text are made from it.  An unknown key or a bad
   value is an error, reported as the compiler reports its own.  */

#include "gcc-compat.h"
#include "intl.h"
#include "rapcfi-plugin.h"
#include "typehash/typehash.h"

struct rapcfi_options rapcfi_opts;

namespace {

/* Choices that the unit descriptor does not record.  */
enum
{
  CHOICE_FORWARD = 1,		/* Check indirect calls.  */
  CHOICE_PAC_TYPED = 2,
  CHOICE_RET_REGISTER = 4,
  CHOICE_KCFI = 8		/* abi=kcfi.  */
};

/* A value of an option and what choosing it sets: bits of the unit
   descriptor's flags (abi/rapcfi-abi.h), which the plugin writes as they
   are, and CHOICE_* bits.  */
struct option_value
{
  const char *name;
  uint32_t unit_flags;
  unsigned choices;
};

/* A key.  It takes one of VALUES (those before the first without a name,
   or all of them: a key given more than the array holds does not
   compile), DEFAULT_VALUE when it is not given; or nothing, when
   VALUES[0] has no name (a switch, which sets VALUES[0]); or, when PARSE
   is set, whatever PARSE accepts, spelled VALUE_HELP in the help.  */
struct option
{
  const char *key;
  option_value values[4];
  const char *default_value;
  bool (*parse) (const char *value);
  const char *value_help;
  const char *help;
};

bool have_seed;

/* seed=HEX: the key of hash=keyed.  */

bool
parse_seed (const char *value)
{
  if (!value || rapcfi_parse_seed (value, rapcfi_opts.key) != 0)
    {
      error ("rapcfi: invalid value %qs for %<-fplugin-arg-rapcfi-seed%>; "
	     "expected 1 to 32 hexadecimal digits", value ? value : "");
      return false;
    }
  have_seed = true;
  return true;
}

#define COMPAT(c) ((uint32_t) (c) << RAPCFI_UNIT_COMPAT_SHIFT)
#define HASH(h) ((uint32_t) (h) << RAPCFI_UNIT_HASH_SHIFT)

const option options[] = {
  { "policy",
    { { "enforce", 0, 0 }, { "permissive", RAPCFI_UNIT_PERMISSIVE, 0 } },
    "enforce", NULL, NULL,
    "what a violation does; RAPCFI_POLICY overrides it at run time" },
  { "hash",
    { { "kcfi", HASH (RAPCFI_HASH_KCFI), 0 },
      { "keyed", HASH (RAPCFI_HASH_KEYED), 0 },
      { "fnv1a", HASH (RAPCFI_HASH_FNV1A), 0 } },
    "kcfi", NULL, NULL,
    "kcfi: Clang -fsanitize=kcfi compatible; fnv1a: 32-bit FNV-1a, as "
    "GCC's kCFI and Clang's -fsanitize-kcfi-hash=FNV-1a; keyed: "
    "SipHash-2-4 with the key seed=" },
  { "seed", {}, NULL, parse_seed, "HEX",
    "1 to 32 hex digits, the key of hash=keyed" },
  { "edges",
    { { "forward", 0, CHOICE_FORWARD },
      { "return", RAPCFI_UNIT_RETURNS, 0 },
      { "both", RAPCFI_UNIT_RETURNS, CHOICE_FORWARD } },
    "both", NULL, NULL, "what is checked" },
  { "compat",
    { { "strict", COMPAT (RAPCFI_COMPAT_STRICT), 0 },
      { "loose", COMPAT (RAPCFI_COMPAT_LOOSE), 0 },
      { "off", COMPAT (RAPCFI_COMPAT_OFF), 0 } },
    "strict", NULL, NULL,
    "edges into code rapcfi did not compile: strict allows only functions "
    "whose address instrumented code takes and returns to just after a "
    "call; loose allows anything there; off allows nothing" },
  { "mode",
    { { "inline", 0, 0 }, { "table", RAPCFI_UNIT_TABLE, 0 } },
    "inline", NULL, NULL,
    "inline: hashes in the code; table: hashes in read-only tables, no "
    "hash read from code, for execute-only memory" },
  { "pac",
    { { "plain", 0, 0 }, { "typed", 0, CHOICE_PAC_TYPED } },
    "plain", NULL, NULL,
    "aarch64 with pac-ret: typed binds each signed return address to the "
    "function's return hash as well as to SP" },
  { "ret",
    { { "stack", 0, 0 }, { "register", 0, CHOICE_RET_REGISTER } },
    "stack", NULL, NULL,
    "x86_64: register pops the return address into the register it is "
    "checked in and jumps there, so that no other thread can change it "
    "between the check and the return; slower, no return-stack "
    "prediction, no shadow stack" },
  { "abi",
    { { "rapcfi", 0, 0 }, { "kcfi", 0, CHOICE_KCFI } },
    "rapcfi", NULL, NULL,
    "kcfi: the code Clang's -fsanitize=kcfi makes, for a kernel's own "
    "kCFI: indirect calls checked, a mismatch traps where the kernel's "
    "handler decodes it, no runtime, no tables; no return edge unless "
    "edges=both is given, whose failures call the kernel's "
    "__rapcfi_ret_fail" },
  { "normalize-integers",
    { { NULL, RAPCFI_UNIT_NORMALIZED, 0 } },
    NULL, NULL, NULL,
    "encode integer types by size and signedness, as Clang's "
    "-fsanitize-cfi-icall-experimental-normalize-integers and rustc's "
    "-Zsanitizer-cfi-normalize-integers do" }
};

#undef COMPAT
#undef HASH

bool
switch_p (const option &o)
{
  return !o.parse && !o.values[0].name;
}

/* The number of values O takes: every loop over them is bounded by it,
   so that a key with as many values as the array holds needs no
   terminator.  */

size_t
value_count (const option &o)
{
  size_t n = 0;
  while (n < ARRAY_SIZE (o.values) && o.values[n].name)
    n++;
  return n;
}

/* The values of O as the help and the errors spell them, "a|b|c".  */

const char *
value_list (const option &o)
{
  static char buf[128];
  buf[0] = '\0';
  for (size_t i = 0; i < value_count (o); i++)
    {
      if (i > 0)
	strncat (buf, "|", sizeof buf - strlen (buf) - 1);
      strncat (buf, o.values[i].name, sizeof buf - strlen (buf) - 1);
    }
  gcc_assert (strlen (buf) + 1 < sizeof buf);
  return buf;
}

/* The keys as the error for an unknown one lists them: "'a', 'b' and
   'c'", in the compiler's quotes.  */

const char *
key_list (void)
{
  static char buf[256];
  buf[0] = '\0';
  for (size_t i = 0; i < ARRAY_SIZE (options); i++)
    {
      const char *sep = (i == 0 ? "" : i + 1 < ARRAY_SIZE (options) ? ", "
			 : " and ");
      const char *parts[] = { sep, open_quote, options[i].key, close_quote };
      for (const char *part : parts)
	strncat (buf, part, sizeof buf - strlen (buf) - 1);
    }
  return buf;
}

/* The value of O named NAME, or NULL after reporting an error.  */

const option_value *
find_value (const option &o, const char *name)
{
  if (name)
    for (size_t i = 0; i < value_count (o); i++)
      if (strcmp (name, o.values[i].name) == 0)
	return &o.values[i];

  if (name)
    error ("rapcfi: invalid value %qs for %<-fplugin-arg-rapcfi-%s%>; "
	   "expected %qs", name, o.key, value_list (o));
  else
    error ("rapcfi: %<-fplugin-arg-rapcfi-%s%> needs a value: %qs",
	   o.key, value_list (o));
  return NULL;
}

/* What the options given so far set: the unit's flags and CHOICE_*
   bits.  */
struct option_state
{
  uint32_t unit_flags;
  unsigned choices;
};

/* Replace in *S what option O sets with what its value V does.  */

void
choose (option_state *s, const option &o, const option_value &v)
{
  uint32_t unit_mask = 0;
  unsigned choice_mask = 0;
  /* Every slot: a switch's one value has no name, the unused ones set
     nothing.  */
  for (const option_value &w : o.values)
    {
      unit_mask |= w.unit_flags;
      choice_mask |= w.choices;
    }
  s->unit_flags = (s->unit_flags & ~unit_mask) | v.unit_flags;
  s->choices = (s->choices & ~choice_mask) | v.choices;
}

/* Parse KEY=VALUE (VALUE NULL for the key alone) into *S.  */

bool
parse_option (option_state *s, const char *key, const char *value)
{
  for (const option &o : options)
    {
      if (strcmp (key, o.key) != 0)
	continue;
      if (o.parse)
	return o.parse (value);
      if (switch_p (o))
	{
	  if (value)
	    {
	      error ("rapcfi: %<-fplugin-arg-rapcfi-%s%> takes no value "
		     "(given %qs)", key, value);
	      return false;
	    }
	  choose (s, o, o.values[0]);
	  return true;
	}
      const option_value *v = find_value (o, value);
      if (v)
	choose (s, o, *v);
      return v != NULL;
    }

  error ("rapcfi: unknown option %<-fplugin-arg-rapcfi-%s%>; valid keys "
	 "are %s", key, key_list ());
  return false;
}

/* Whether KEY=VALUE asks for what abi=kcfi leaves to the kernel (what a
   failure does, edges into other code) or does not have (tables, a
   return edge without the forward one).  */

bool
not_with_kcfi_p (const char *key, const char *value)
{
  return (strcmp (key, "policy") == 0 || strcmp (key, "compat") == 0
	  || (strcmp (key, "edges") == 0 && value
	      && strcmp (value, "return") == 0)
	  || (strcmp (key, "mode") == 0 && value
	      && strcmp (value, "table") == 0));
}

} // anon namespace

/* The plugin's --help text, from the table.  */

const char *
rapcfi_help_text (void)
{
  static char *text;
  if (text)
    return text;
  text = xstrdup ("hash-based control-flow integrity.  Options "
		  "(-fplugin-arg-rapcfi-KEY=VALUE): ");
  for (const option &o : options)
    {
      const char *values = (o.parse ? o.value_help
			    : switch_p (o) ? NULL : value_list (o));
      text = reconcat (text, text, &o == options ? "" : ", ", o.key,
		       values ? "=" : "", values ? values : "", " (",
		       switch_p (o) ? "no value: " : "", o.help,
		       o.default_value ? "; default " : "",
		       o.default_value ? o.default_value : "", ")", NULL);
    }
  return text;
}

bool
rapcfi_parse_options (const struct plugin_name_args *info)
{
  option_state s = { 0, 0 };
  for (const option &o : options)
    if (o.default_value)
      {
	const option_value *v = find_value (o, o.default_value);
	gcc_assert (v);
	choose (&s, o, *v);
      }

  bool ok = true;
  memset (&rapcfi_opts, 0, sizeof rapcfi_opts);
  have_seed = false;
  const struct plugin_argument *not_with_kcfi = NULL;
  bool edges_given = false;
  for (int i = 0; i < info->argc; i++)
    if (!parse_option (&s, info->argv[i].key, info->argv[i].value))
      ok = false;
    else
      {
	if (not_with_kcfi_p (info->argv[i].key, info->argv[i].value))
	  not_with_kcfi = &info->argv[i];
	if (strcmp (info->argv[i].key, "edges") == 0)
	  edges_given = true;
      }

  uint32_t flags = s.unit_flags;
  rapcfi_opts.unit_flags = flags;
  rapcfi_opts.compat = (enum rapcfi_compat)
    ((flags & RAPCFI_UNIT_COMPAT_MASK) >> RAPCFI_UNIT_COMPAT_SHIFT);
  rapcfi_opts.hash = (enum rapcfi_hash_algorithm)
    ((flags & RAPCFI_UNIT_HASH_MASK) >> RAPCFI_UNIT_HASH_SHIFT);
  rapcfi_opts.returns = flags & RAPCFI_UNIT_RETURNS;
  rapcfi_opts.table = flags & RAPCFI_UNIT_TABLE;
  rapcfi_opts.normalize_integers = flags & RAPCFI_UNIT_NORMALIZED;
  rapcfi_opts.forward = s.choices & CHOICE_FORWARD;
  rapcfi_opts.pac_typed = s.choices & CHOICE_PAC_TYPED;
  rapcfi_opts.ret_register = s.choices & CHOICE_RET_REGISTER;
  rapcfi_opts.kcfi = s.choices & CHOICE_KCFI;

  /* Under abi=kcfi the kernel's handler decides what a failure does, and
     there is no runtime to tell; the return edge is the kernel's choice
     (edges=both), since it needs the kernel's own failure path and
     markers in its assembly.  */
  if (ok && rapcfi_opts.kcfi && not_with_kcfi)
    {
      error ("rapcfi: %<-fplugin-arg-rapcfi-%s%s%s%> cannot be used with "
	     "%<-fplugin-arg-rapcfi-abi=kcfi%>", not_with_kcfi->key,
	     not_with_kcfi->value ? "=" : "",
	     not_with_kcfi->value ? not_with_kcfi->value : "");
      ok = false;
    }
  if (rapcfi_opts.kcfi && !edges_given)
    rapcfi_opts.returns = false;

  if (ok && rapcfi_opts.hash == RAPCFI_HASH_KEYED && !have_seed)
    {
      error ("rapcfi: %<-fplugin-arg-rapcfi-hash=keyed%> needs "
	     "%<-fplugin-arg-rapcfi-seed=HEX%>");
      ok = false;
    }
  if (ok && rapcfi_opts.hash != RAPCFI_HASH_KEYED && have_seed)
    {
      error ("rapcfi: %<-fplugin-arg-rapcfi-seed%> is only used with "
	     "%<-fplugin-arg-rapcfi-hash=keyed%>");
      ok = false;
    }
  return ok;
}
