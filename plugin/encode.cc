/* Type encoding: a C function type as an Itanium type mangling (the
   string Clang's -fsanitize=kcfi hashes), and its 32-bit hash.

   C decides what is "the same type": typedefs are resolved, qualifiers on
   parameters and on the return type are dropped, arrays and functions in
   parameter position decay to pointers, and structs, unions and enums are
   named by their tag.  _Atomic is the exception: Clang makes it a type
   (mangled U7_Atomic), not a qualifier, so it stays on parameters and on
   the return type.  A K&R definition is encoded with its promoted
   parameter types, as a prototype would declare them, and one without
   parameters as unprototyped, as Clang does.

   With normalize-integers, integer types (_Bool and char included) are
   encoded by size and signedness alone, as Clang's
   -fsanitize-cfi-icall-experimental-normalize-integers and rustc's
   -Zsanitizer-cfi-normalize-integers do: int is u3i32 and so is int32_t,
   whatever type a target defines it as, so that languages whose integer
   types map onto C's differently agree on the hashes.  */

#include "gcc-compat.h"
#include "rapcfi-plugin.h"
#include "typehash/typehash.h"
#include "arch/arch.h"

#include <dlfcn.h>

/* The name of the internal attribute that carries a type from before IPA
   to final: on a function's declaration, the type it was declared with;
   on the type of a call, the type the call expects.  It has a space, so
   no user can spell it.  */
const char *const rapcfi_type_attribute = "rapcfi type";

/* Also on the type of a call: the call is not to be checked
   (record.cc, library_virtual_call_p).  */
const char *const rapcfi_unchecked_attribute = "rapcfi unchecked";

static uint32_t rapcfi_function_hash (const char *encoding);

namespace {

/* An encoding being built.  SUBSTITUTIONS holds the unsubstituted
   encodings of the components seen so far, in the order the Itanium ABI
   numbers them; NULL when building one of those keys.  Keys are never
   normalized: Clang looks substitutions up by type, so long * and
   long long * stay two candidates even where both normalize to
   Pu3i64.  */
struct encoder
{
  auto_vec<char> out;
  auto_vec<char *> *substitutions;
  bool normalize_integers;
};

void
put (encoder *e, const char *s)
{
  while (*s)
    e->out.safe_push (*s++);
}

void
put_number (encoder *e, unsigned HOST_WIDE_INT n)
{
  char buf[32];
  snprintf (buf, sizeof buf, HOST_WIDE_INT_PRINT_UNSIGNED, n);
  put (e, buf);
}

void encode_type (encoder *e, tree type);

/* The C++ front end's mangle_type_string, the Itanium mangling of a type
   (without _ZTS), or NULL outside cc1plus.  cc1 and lto1 do not have it,
   so it is looked up at run time.  lto1 never needs it: every type is
   encoded before IPA and the encoding streamed in an attribute.  */
typedef const char *(*mangle_type_fn) (tree);

mangle_type_fn
cxx_mangler (void)
{
  static bool looked;
  static mangle_type_fn fn;
  if (!looked)
    {
      looked = true;
      fn = (mangle_type_fn) dlsym (RTLD_DEFAULT,
				   "_Z18mangle_type_stringP9tree_node");
    }
  return fn;
}

/* Whether TYPE is named NAME (by a TYPE_DECL or, for some builtins, an
   identifier).  */
bool
named_p (tree type, const char *name)
{
  tree n = TYPE_NAME (type);
  if (n && TREE_CODE (n) == TYPE_DECL)
    n = DECL_NAME (n);
  return n && TREE_CODE (n) == IDENTIFIER_NODE
	 && strcmp (IDENTIFIER_POINTER (n), name) == 0;
}

/* The code of a builtin type, or NULL when TYPE (unqualified) is not
   one.  Builtins are never substitution candidates.  */
const char *
builtin_code (tree type)
{
  tree mv = TYPE_MAIN_VARIANT (type);
  switch (TREE_CODE (mv))
    {
    case VOID_TYPE:
      return "v";
    case BOOLEAN_TYPE:
      return "b";
    case INTEGER_TYPE:
      if (mv == char_type_node)
	return "c";
      if (mv == signed_char_type_node)
	return "a";
      if (mv == unsigned_char_type_node)
	return "h";
      if (mv == short_integer_type_node)
	return "s";
      if (mv == short_unsigned_type_node)
	return "t";
      if (mv == integer_type_node)
	return "i";
      if (mv == unsigned_type_node)
	return "j";
      if (mv == long_integer_type_node)
	return "l";
      if (mv == long_unsigned_type_node)
	return "m";
      if (mv == long_long_integer_type_node)
	return "x";
      if (mv == long_long_unsigned_type_node)
	return "y";
      /* wchar_t, char8_t, char16_t and char32_t are types of their
	 own in C++.  */
      if (cxx_mangler ())
	return cxx_mangler () (mv);
      /* Other integer types (__int128, types rebuilt by LTO) by size.  */
      switch (TYPE_PRECISION (mv))
	{
	case 8:
	  /* LTO streams plain char back as a type of its own, not
	     char_type_node; only its name still tells it from signed
	     char.  */
	  if (named_p (mv, "char"))
	    return "c";
	  return TYPE_UNSIGNED (mv) ? "h" : "a";
	case 16:
	  return TYPE_UNSIGNED (mv) ? "t" : "s";
	case 32:
	  return TYPE_UNSIGNED (mv) ? "j" : "i";
	case 64:
	  return TYPE_UNSIGNED (mv) ? "m" : "l";
	case 128:
	  return TYPE_UNSIGNED (mv) ? "o" : "n";
	default:
	  return NULL;
	}
    case REAL_TYPE:
      if (mv == float_type_node)
	return "f";
      if (mv == double_type_node)
	return "d";
      if (mv == long_double_type_node)
	return "e";
      if (TYPE_PRECISION (mv) == 16)
	return "DF16_";
      if (TYPE_PRECISION (mv) == 128)
	return "g";
      return TYPE_PRECISION (mv) == 32 ? "f" : "d";
    case NULLPTR_TYPE:
      /* C23's and C++'s nullptr_t.  */
      return "Dn";
    default:
      return NULL;
    }
}

/* The normalized encoding of TYPE (unqualified), or NULL when it is not
   an integer type.  Clang substitutes one representative per size and
   signedness, so the encoding is also the integer's substitution key.  */
const char *
normalized_integer_code (tree type)
{
  tree mv = TYPE_MAIN_VARIANT (type);
  if ((TREE_CODE (mv) != INTEGER_TYPE && TREE_CODE (mv) != BOOLEAN_TYPE)
      || !TYPE_SIZE (mv) || !tree_fits_uhwi_p (TYPE_SIZE (mv)))
    return NULL;
  /* The size in memory, not the precision: _Bool is u2u8.  */
  bool is_unsigned = TYPE_UNSIGNED (mv);
  switch (tree_to_uhwi (TYPE_SIZE (mv)))
    {
    case 8:
      return is_unsigned ? "u2u8" : "u2i8";
    case 16:
      return is_unsigned ? "u3u16" : "u3i16";
    case 32:
      return is_unsigned ? "u3u32" : "u3i32";
    case 64:
      return is_unsigned ? "u3u64" : "u3i64";
    case 128:
      return is_unsigned ? "u4u128" : "u4i128";
    default:
      return NULL;
    }
}

/* The tag of a struct, union or enum.  A typedef names an anonymous one,
   as the Itanium ABI does for linkage: the first typedef of exactly that
   type, whichever typedef TYPE is spelled with, so that "typedef struct
   { ... } A, B;" makes B * encode as P1A, as Clang does.  */
const char *
tag_name (tree type)
{
  tree mv = TYPE_MAIN_VARIANT (type);
  tree name = TYPE_NAME (mv);
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  if (name)
    return IDENTIFIER_POINTER (name);

  /* Each typedef of the type is a variant of it named by its TYPE_DECL,
     whose DECL_ORIGINAL_TYPE is what it was declared as.  Typedefs of
     a typedef or of a qualified type do not name it, as in Clang.  */
  tree first = NULL_TREE;
  for (tree v = TYPE_NEXT_VARIANT (mv); v; v = TYPE_NEXT_VARIANT (v))
    {
      tree decl = TYPE_NAME (v);
      if (decl && TREE_CODE (decl) == TYPE_DECL && DECL_NAME (decl)
	  && DECL_ORIGINAL_TYPE (decl) == mv
	  && (!first || DECL_UID (decl) < DECL_UID (first)))
	first = decl;
    }
  /* Without that (free_lang_data drops DECL_ORIGINAL_TYPE), the typedef
     at hand is the best name left.  */
  if (!first && TYPE_NAME (type) && TREE_CODE (TYPE_NAME (type)) == TYPE_DECL)
    first = TYPE_NAME (type);
  return first && DECL_NAME (first) ? IDENTIFIER_POINTER (DECL_NAME (first))
	 : NULL;
}

/* TYPE without its top-level qualifiers, _Atomic excepted: Clang's
   _Atomic T is a type of its own, which stripping qualifiers (its
   getSignatureParameterType, for one) leaves alone.  */
tree
strip_qualifiers (tree type)
{
  return build_qualified_type (type, TYPE_QUALS (type) & TYPE_QUAL_ATOMIC);
}

/* The type a parameter of TYPE has in a prototype: arrays and functions
   decay to pointers, top-level qualifiers are dropped.  */
tree
parameter_type (tree type)
{
  if (TREE_CODE (type) == ARRAY_TYPE)
    return build_pointer_type (TREE_TYPE (type));
  if (TREE_CODE (type) == FUNCTION_TYPE)
    return build_pointer_type (type);
  return strip_qualifiers (type);
}

void
encode_function (encoder *e, tree fntype, tree params)
{
  tree args = TYPE_ARG_TYPES (fntype);
  if (TREE_CODE (fntype) == METHOD_TYPE)
    {
      /* `this' is not part of the type; its qualifiers are the
	 method's.  */
      int quals = TYPE_QUALS (TREE_TYPE (TREE_VALUE (args)));
      if (quals & TYPE_QUAL_VOLATILE)
	put (e, "V");
      if (quals & TYPE_QUAL_CONST)
	put (e, "K");
      args = TREE_CHAIN (args);
    }
  put (e, "F");
  /* Clang 16 would keep const, volatile and restrict on the return type
     too, but GCC's C front end has already dropped them (DR 423) and
     kept only _Atomic: there is nothing left here to encode.  */
  encode_type (e, strip_qualifiers (TREE_TYPE (fntype)));
  if (prototype_p (fntype) || params)
    {
      bool any = false;
      if (params)
	for (tree p = params; p; p = DECL_CHAIN (p))
	  {
	    encode_type (e, parameter_type (DECL_ARG_TYPE (p)));
	    any = true;
	  }
      else
	for (tree a = args; a && a != void_list_node;
	     a = TREE_CHAIN (a))
	  {
	    encode_type (e, parameter_type (TREE_VALUE (a)));
	    any = true;
	  }
      if (stdarg_p (fntype))
	put (e, "z");
      else if (!any)
	put (e, "v");
    }
  put (e, "E");
}

/* Write the structure of TYPE, its components through encode_type.  */
void
encode_structure (encoder *e, tree type)
{
  int quals = TYPE_QUALS (type);
  if (quals & (TYPE_QUAL_CONST | TYPE_QUAL_VOLATILE | TYPE_QUAL_RESTRICT))
    {
      if (quals & TYPE_QUAL_RESTRICT)
	put (e, "r");
      if (quals & TYPE_QUAL_VOLATILE)
	put (e, "V");
      if (quals & TYPE_QUAL_CONST)
	put (e, "K");
      encode_type (e, build_qualified_type (type, quals & TYPE_QUAL_ATOMIC));
      return;
    }
  if (quals & TYPE_QUAL_ATOMIC)
    {
      put (e, "U7_Atomic");
      encode_type (e, build_qualified_type (type, TYPE_UNQUALIFIED));
      return;
    }

  switch (TREE_CODE (type))
    {
    case POINTER_TYPE:
      put (e, "P");
      encode_type (e, TREE_TYPE (type));
      break;
    case REFERENCE_TYPE:
      put (e, TYPE_REF_IS_RVALUE (type) ? "O" : "R");
      encode_type (e, TREE_TYPE (type));
      break;
    case FUNCTION_TYPE:
    case METHOD_TYPE:
      encode_function (e, type, NULL_TREE);
      break;
    case ARRAY_TYPE:
      put (e, "A");
      if (TYPE_DOMAIN (type) && TYPE_MAX_VALUE (TYPE_DOMAIN (type))
	  && tree_fits_uhwi_p (TYPE_MAX_VALUE (TYPE_DOMAIN (type))))
	put_number (e, tree_to_uhwi (TYPE_MAX_VALUE (TYPE_DOMAIN (type))) + 1);
      /* GNU C's int[0] has a domain with no upper bound, as a flexible
	 array member does; only its size, zero, tells them apart.  Clang
	 writes its length, A0_.  */
      else if (TYPE_SIZE (type) && integer_zerop (TYPE_SIZE (type)))
	put (e, "0");
      put (e, "_");
      encode_type (e, TREE_TYPE (type));
      break;
    case COMPLEX_TYPE:
      put (e, "C");
      encode_type (e, TREE_TYPE (type));
      break;
    case VECTOR_TYPE:
      put (e, "Dv");
      put_number (e, TYPE_VECTOR_SUBPARTS (type).to_constant ());
      put (e, "_");
      encode_type (e, TREE_TYPE (type));
      break;
    case RECORD_TYPE:
    case UNION_TYPE:
    case ENUMERAL_TYPE:
      {
	/* The full Itanium name, N3foo3BarE, 3BarIiE, M3FooFivE for a
	   pointer to member function, which GCC's C++ front end represents
	   as a record.  Substitution candidates inside it (the namespace
	   prefix, template arguments) are numbered by the mangler on its
	   own: where a later component of the function type could refer
	   to one of them, Clang writes S<n>_ and this writes it out again.
	   Both sides of every rapcfi check encode the same way, so that
	   changes the hash, never the verdict.  */
	if (cxx_mangler ())
	  {
	    put (e, cxx_mangler () (TYPE_MAIN_VARIANT (type)));
	    break;
	  }
	const char *name = tag_name (type);
	if (name)
	  {
	    put_number (e, strlen (name));
	    put (e, name);
	  }
	else
	  put (e, "Ut_");
      }
      break;
#if BUILDING_GCC_VERSION >= 14000
    case BITINT_TYPE:
      /* C23's _BitInt(N), DB<N>_, and unsigned _BitInt(N), DU<N>_: not
	 a builtin, a substitution candidate, and never normalized.  */
      put (e, TYPE_UNSIGNED (type) ? "DU" : "DB");
      put_number (e, TYPE_PRECISION (type));
      put (e, "_");
      break;
#endif
    case OFFSET_TYPE:
      /* A pointer to data member, int B::* (M1Bi): only C++ has one.  */
      if (cxx_mangler ())
	{
	  put (e, cxx_mangler () (TYPE_MAIN_VARIANT (type)));
	  break;
	}
      /* Fall through.  */
    default:
      /* Fixed-point and other exotic types: a vendor name keeps them
	 apart from everything else.  */
      put (e, "u7unknown");
      break;
    }
}

/* The unsubstituted encoding of TYPE, the key substitutions compare.  */
char *
plain_encoding (tree type)
{
  encoder key;
  key.substitutions = NULL;
  key.normalize_integers = false;
  encode_structure (&key, type);
  key.out.safe_push ('\0');
  return xstrdup (key.out.address ());
}

/* Write S_ or S<seq-id>_ for the substitution candidate KEY and return
   true, or return false when KEY is not one yet.  */
bool
put_substitution (encoder *e, const char *key)
{
  unsigned i;
  char *seen;
  FOR_EACH_VEC_ELT (*e->substitutions, i, seen)
    if (strcmp (seen, key) == 0)
      {
	put (e, "S");
	if (i > 0)
	  put_number (e, i - 1);
	put (e, "_");
	return true;
      }
  return false;
}

void
encode_type (encoder *e, tree type)
{
  const char *code = TYPE_QUALS (type) ? NULL : builtin_code (type);
  const char *normalized = (code && e->normalize_integers
			    ? normalized_integer_code (type) : NULL);
  if (normalized)
    {
      /* A vendor type, unlike a builtin, is a substitution candidate.  */
      if (!put_substitution (e, normalized))
	{
	  put (e, normalized);
	  e->substitutions->safe_push (xstrdup (normalized));
	}
      return;
    }
  if (code)
    {
      put (e, code);
      return;
    }
  if (!e->substitutions)
    {
      encode_structure (e, type);
      return;
    }

  char *key = plain_encoding (type);
  if (put_substitution (e, key))
    {
      free (key);
      return;
    }
  encode_structure (e, type);
  e->substitutions->safe_push (key);
}

bool
finish (encoder *e, struct rapcfi_type *type)
{
  /* Clang and rustc hash normalized encodings with this suffix, which
     keeps them apart from every unnormalized one.  */
  if (e->normalize_integers)
    put (e, ".normalized");
  e->out.safe_push ('\0');
  type->encoding = xstrdup (e->out.address ());
  type->hash = rapcfi_function_hash (type->encoding);
  unsigned i;
  char *key;
  FOR_EACH_VEC_ELT (*e->substitutions, i, key)
    free (key);
  return true;
}

bool
encode_toplevel (tree fntype, tree params, struct rapcfi_type *type)
{
  if (!FUNC_OR_METHOD_TYPE_P (fntype))
    return false;
  auto_vec<char *> substitutions;
  encoder e;
  e.substitutions = &substitutions;
  e.normalize_integers = rapcfi_opts.normalize_integers;
  put (&e, "_ZTS");
  encode_function (&e, fntype, params);
  return finish (&e, type);
}

} // anon namespace

/* HASH as the target's code can hold it (arch.h, code_hash).  */

static uint32_t
target_hash (uint32_t hash)
{
  return rapcfi_target.code_hash ? rapcfi_target.code_hash (hash) : hash;
}

/* The function hash of ENCODING under the chosen algorithm.  */

static uint32_t
rapcfi_function_hash (const char *encoding)
{
  return target_hash (rapcfi_type_hash (encoding, RAPCFI_DOMAIN_FUNCTION,
					rapcfi_opts.hash, rapcfi_opts.key));
}

/* The return hash of TYPE: what return-site markers of calls to functions
   of TYPE carry and what those functions' returns check.  */

uint32_t
rapcfi_return_hash (const struct rapcfi_type *type)
{
  return target_hash (rapcfi_type_hash (type->encoding, RAPCFI_DOMAIN_RETURN,
					rapcfi_opts.hash, rapcfi_opts.key));
}

/* Encode FNTYPE, the type through which a call is made.  */

bool
rapcfi_encode_fntype (tree fntype, struct rapcfi_type *type)
{
  return encode_toplevel (fntype, NULL_TREE, type);
}

/* At most this many types for a function with transparent-union
   parameters, its own excepted: the product of its unions' member counts
   (glibc's have one such parameter of at most 13 members).  */
#define RAPCFI_MAX_MEMBER_TYPES 64

/* Whether TYPE is a transparent union: GCC makes a parameter of it
   compatible with each of its members' types.  */

static bool
transparent_union_p (tree type)
{
  return TREE_CODE (type) == UNION_TYPE && TYPE_TRANSPARENT_AGGR (type);
}

/* The types FNDECL may also be called through, as GCC's type
   compatibility says (comptypes): each transparent-union parameter
   replaced by one of its union's members' types, every combination of
   them, into TYPES.  None when it has no such parameter, or too many
   combinations (RAPCFI_MAX_MEMBER_TYPES).  */

void
rapcfi_member_types (tree fndecl, vec<rapcfi_type> *types)
{
  tree fntype = TREE_TYPE (fndecl);
  if (TREE_CODE (fntype) != FUNCTION_TYPE || !prototype_p (fntype))
    return;
  /* The parameter lists built so far, in reverse, starting empty.  */
  auto_vec<tree> lists;
  lists.safe_push (NULL_TREE);
  bool any = false;
  tree a;
  for (a = TYPE_ARG_TYPES (fntype); a && a != void_list_node;
       a = TREE_CHAIN (a))
    {
      tree param = TREE_VALUE (a);
      auto_vec<tree> choices;
      if (transparent_union_p (param))
	{
	  for (tree f = TYPE_FIELDS (param); f; f = DECL_CHAIN (f))
	    if (TREE_CODE (f) == FIELD_DECL)
	      choices.safe_push (TREE_TYPE (f));
	  any = true;
	}
      else
	choices.safe_push (param);
      if (lists.length () * choices.length () > RAPCFI_MAX_MEMBER_TYPES)
	return;
      auto_vec<tree> longer;
      for (tree list : lists)
	for (tree choice : choices)
	  longer.safe_push (tree_cons (NULL_TREE, choice, list));
      lists.truncate (0);
      lists.safe_splice (longer);
    }
  if (!any)
    return;
  /* A, the end of the list: void_list_node, or NULL_TREE when variadic.  */
  for (tree list : lists)
    {
      tree params = a;
      for (tree p = list; p; p = TREE_CHAIN (p))
	params = tree_cons (NULL_TREE, TREE_VALUE (p), params);
      rapcfi_type type;
      if (encode_toplevel (build_function_type (TREE_TYPE (fntype), params),
			   NULL_TREE, &type))
	types->safe_push (type);
    }
}

/* Read a type recorded in ATTR (see rapcfi_type_attribute_args).  */

static void
read_type_attribute (tree attr, struct rapcfi_type *type)
{
  tree args = TREE_VALUE (attr);
  type->hash = (uint32_t) tree_to_uhwi (TREE_VALUE (args));
  type->encoding = TREE_STRING_POINTER (TREE_VALUE (TREE_CHAIN (args)));
}

/* The arguments of rapcfi_type_attribute: the hash, the encoding and
   EXTRA, a value that tells functions apart for IPA-ICF.  */

tree
rapcfi_type_attribute_args (const struct rapcfi_type *type, uint32_t extra)
{
  return tree_cons (NULL_TREE, build_int_cstu (unsigned_type_node, type->hash),
		    tree_cons (NULL_TREE,
			       build_string (strlen (type->encoding) + 1,
					     type->encoding),
			       tree_cons (NULL_TREE,
					  build_int_cstu (unsigned_type_node,
							  extra),
					  NULL_TREE)));
}

/* The type a call through FNTYPE expects: the one recorded before IPA
   when there is one (LTO streams types without some of what the encoding
   needs), else FNTYPE's own.  */

bool
rapcfi_call_type (tree fntype, struct rapcfi_type *type)
{
  tree attr = lookup_attribute (rapcfi_type_attribute,
				TYPE_ATTRIBUTES (fntype));
  if (attr)
    {
      read_type_attribute (attr, type);
      return true;
    }
  return rapcfi_encode_fntype (fntype, type);
}

/* The type of the function FNDECL defines or declares.  Prefer what was
   recorded before IPA: clones and merged bodies must keep the type of the
   declaration the user wrote.  */

bool
rapcfi_decl_type (tree fndecl, struct rapcfi_type *type)
{
  tree attr = lookup_attribute (rapcfi_type_attribute,
				DECL_ATTRIBUTES (fndecl));
  if (attr)
    {
      read_type_attribute (attr, type);
      return true;
    }

  tree fntype = TREE_TYPE (fndecl);
  /* A K&R definition: its parameters' promoted types are its prototype.
     One without parameters stays unprototyped, F<ret>E and not
     F<ret>vE: Clang gives "int f () {}" no prototype either.  */
  tree params = (!prototype_p (fntype) && DECL_INITIAL (fndecl)
		 ? DECL_ARGUMENTS (fndecl) : NULL_TREE);
  return encode_toplevel (fntype, params, type);
}

/* __attribute__ ((rapcfi_nocheck)): leave this function's indirect calls
   unchecked.  */

static tree
handle_nocheck_attribute (tree *node, tree name, tree, int, bool *no_add)
{
  if (TREE_CODE (*node) != FUNCTION_DECL)
    {
      warning (OPT_Wattributes, "%qE attribute only applies to functions",
	       name);
      *no_add = true;
    }
  return NULL_TREE;
}

static struct attribute_spec nocheck_attribute = {
  "rapcfi_nocheck", 0, 0, true, false, false, false,
  handle_nocheck_attribute, NULL
};

void
rapcfi_register_attributes (void *, void *)
{
  register_attribute (&nocheck_attribute);
}

bool
rapcfi_nocheck_p (tree fndecl)
{
  return lookup_attribute ("rapcfi_nocheck", DECL_ATTRIBUTES (fndecl));
}

static bool
ifunc_p (cgraph_node *node, void *)
{
  return node->ifunc_resolver;
}

/* Whether FNDECL is the resolver of an ifunc: the loader calls it while
   relocating, before the runtime can answer a failed check (or, in table
   mode, has mapped its table).  */

bool
rapcfi_ifunc_resolver_p (tree fndecl)
{
  cgraph_node *node = cgraph_node::get (fndecl);
  return node && node->call_for_symbol_and_aliases (ifunc_p, NULL, true);
}
