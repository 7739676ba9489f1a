/* -fplugin-arg-rapcfi-KEY[=VALUE]: parsed in one loop; an unknown key or a
   bad value is an error, reported as the compiler reports its own.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"
#include "typehash/typehash.h"

struct rapcfi_options rapcfi_opts;

const char *rapcfi_help_text
  = "hash-based control-flow integrity.  Options "
    "(-fplugin-arg-rapcfi-KEY=VALUE): "
    "policy=enforce|permissive (what a violation does, default enforce; "
    "RAPCFI_POLICY overrides it at run time), "
    "hash=kcfi|keyed|fnv1a (kcfi: Clang -fsanitize=kcfi compatible, "
    "default; fnv1a: 32-bit FNV-1a, as GCC's kCFI and Clang's "
    "-fsanitize-kcfi-hash=FNV-1a; keyed: SipHash-2-4 with the key seed=), "
    "seed=HEX (1 to 32 hex digits, the key of hash=keyed), "
    "edges=forward|return|both (what is checked, default both), "
    "compat=strict|loose|off (edges into code rapcfi did not compile: "
    "strict allows only functions whose address instrumented code takes "
    "and returns to just after a call; loose allows anything there; off "
    "allows nothing; default strict), "
    "mode=inline|table (inline: hashes in the code, default; table: "
    "hashes in read-only tables, no hash read from code, for "
    "execute-only memory), "
    "pac=plain|typed (aarch64 with pac-ret: typed binds each signed return "
    "address to the function's return hash as well as to SP; default "
    "plain), "
    "ret=stack|register (x86_64: register pops the return address into "
    "the register it is checked in and jumps there, so that no other "
    "thread can change it between the check and the return; slower, no "
    "return-stack prediction, no shadow stack; default stack), "
    "abi=rapcfi|kcfi (kcfi: the code Clang's -fsanitize=kcfi makes, for "
    "a kernel's own kCFI: indirect calls checked, a mismatch traps where "
    "the kernel's handler decodes it, no return edge, no runtime, no "
    "tables; default rapcfi), "
    "normalize-integers (no value: encode integer types by size and "
    "signedness, as Clang's "
    "-fsanitize-cfi-icall-experimental-normalize-integers and rustc's "
    "-Zsanitizer-cfi-normalize-integers do)";

/* Return the index of VALUE in CHOICES (NULL-terminated), or report an
   error naming KEY and the valid choices.  */

static int
parse_choice (const char *key, const char *value, const char *const *choices)
{
  if (value)
    for (int i = 0; choices[i]; i++)
      if (strcmp (value, choices[i]) == 0)
	return i;

  char valid[128] = "";
  for (int i = 0; choices[i]; i++)
    {
      if (i)
	strncat (valid, "|", sizeof valid - strlen (valid) - 1);
      strncat (valid, choices[i], sizeof valid - strlen (valid) - 1);
    }
  if (value)
    error ("rapcfi: invalid value %qs for %<-fplugin-arg-rapcfi-%s%>; "
	   "expected %qs", value, key, valid);
  else
    error ("rapcfi: %<-fplugin-arg-rapcfi-%s%> needs a value: %qs",
	   key, valid);
  return -1;
}

bool
rapcfi_parse_options (const struct plugin_name_args *info)
{
  static const char *const policies[] = { "enforce", "permissive", NULL };
  /* Indexed by enum rapcfi_hash_algorithm.  */
  static const char *const hashes[] = { "kcfi", "keyed", "fnv1a", NULL };
  static const char *const edges[] = { "forward", "return", "both", NULL };
  static const char *const compats[] = { "strict", "loose", "off", NULL };
  static const char *const modes[] = { "inline", "table", NULL };
  static const char *const pacs[] = { "plain", "typed", NULL };
  static const char *const rets[] = { "stack", "register", NULL };
  static const char *const abis[] = { "rapcfi", "kcfi", NULL };
  bool ok = true;
  bool have_seed = false;
  /* What abi=kcfi leaves to the kernel or does not have.  */
  const char *not_with_kcfi = NULL;
  int choice;

  memset (&rapcfi_opts, 0, sizeof rapcfi_opts);
  rapcfi_opts.forward = rapcfi_opts.returns = true;
  for (int i = 0; i < info->argc; i++)
    {
      const char *key = info->argv[i].key;
      const char *value = info->argv[i].value;

      if (strcmp (key, "policy") == 0)
	{
	  if ((choice = parse_choice (key, value, policies)) < 0)
	    ok = false;
	  else
	    rapcfi_opts.policy = (enum rapcfi_policy) choice;
	  not_with_kcfi = key;
	}
      else if (strcmp (key, "hash") == 0)
	{
	  if ((choice = parse_choice (key, value, hashes)) < 0)
	    ok = false;
	  else
	    rapcfi_opts.hash = (enum rapcfi_hash_algorithm) choice;
	}
      else if (strcmp (key, "compat") == 0)
	{
	  if ((choice = parse_choice (key, value, compats)) < 0)
	    ok = false;
	  else
	    rapcfi_opts.compat = (enum rapcfi_compat) choice;
	  not_with_kcfi = key;
	}
      else if (strcmp (key, "edges") == 0)
	{
	  if ((choice = parse_choice (key, value, edges)) < 0)
	    ok = false;
	  else
	    {
	      rapcfi_opts.forward = choice != 1;
	      rapcfi_opts.returns = choice != 0;
	      if (rapcfi_opts.returns)
		not_with_kcfi = key;
	    }
	}
      else if (strcmp (key, "mode") == 0)
	{
	  if ((choice = parse_choice (key, value, modes)) < 0)
	    ok = false;
	  else
	    rapcfi_opts.table = choice == 1;
	  if (rapcfi_opts.table)
	    not_with_kcfi = key;
	}
      else if (strcmp (key, "abi") == 0)
	{
	  if ((choice = parse_choice (key, value, abis)) < 0)
	    ok = false;
	  else
	    rapcfi_opts.kcfi = choice == 1;
	}
      else if (strcmp (key, "pac") == 0)
	{
	  if ((choice = parse_choice (key, value, pacs)) < 0)
	    ok = false;
	  else
	    rapcfi_opts.pac_typed = choice == 1;
	}
      else if (strcmp (key, "ret") == 0)
	{
	  if ((choice = parse_choice (key, value, rets)) < 0)
	    ok = false;
	  else
	    rapcfi_opts.ret_register = choice == 1;
	}
      else if (strcmp (key, "normalize-integers") == 0)
	{
	  if (value)
	    {
	      error ("rapcfi: %<-fplugin-arg-rapcfi-normalize-integers%> "
		     "takes no value (given %qs)", value);
	      ok = false;
	    }
	  else
	    rapcfi_opts.normalize_integers = true;
	}
      else if (strcmp (key, "seed") == 0)
	{
	  if (!value || rapcfi_parse_seed (value, rapcfi_opts.key) != 0)
	    {
	      error ("rapcfi: invalid value %qs for "
		     "%<-fplugin-arg-rapcfi-seed%>; expected 1 to 32 "
		     "hexadecimal digits", value ? value : "");
	      ok = false;
	    }
	  else
	    have_seed = true;
	}
      else
	{
	  error ("rapcfi: unknown option %<-fplugin-arg-rapcfi-%s%>; "
		 "valid keys are %qs, %qs, %qs, %qs, %qs, %qs, %qs, %qs, %qs "
		 "and %qs",
		 key, "policy", "edges", "compat", "mode", "hash", "seed",
		 "pac", "ret", "abi", "normalize-integers");
	  ok = false;
	}
    }

  /* Under abi=kcfi the kernel's handler decides what a failure does, and
     there is neither a return edge nor a runtime to tell.  */
  if (ok && rapcfi_opts.kcfi && not_with_kcfi)
    {
      error ("rapcfi: %<-fplugin-arg-rapcfi-%s%> cannot be used with "
	     "%<-fplugin-arg-rapcfi-abi=kcfi%>", not_with_kcfi);
      ok = false;
    }
  if (rapcfi_opts.kcfi)
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
