/* Spelling a type encoding back as C, for reports ("void (int)" for
   "_ZTSFviE").

   An encoding is "_ZTS" and one <type> of the Itanium C++ ABI mangling,
   in the subset that C types need:

     <type> ::= <builtin>                  v b c a h s t i j l m x y n o
                                            f d e g w, DF<n>_, DF<n>x, Dn
	      | DB <number> _              _BitInt(N)
	      | DU <number> _              unsigned _BitInt(N)
	      | P <type>                   pointer
	      | [r] [V] [K] <type>         restrict, volatile, const
	      | U7_Atomic <type>
	      | F <type> <params> E        <params>: v, or types [z], or z,
					   or nothing (unprototyped)
	      | A [<number>] _ <type>      array
	      | C <builtin>                _Complex
	      | Dv <number> _ <builtin>    vector
	      | <number> <identifier>      struct, union or enum tag
	      | Ut [<number>] _            anonymous struct, union or enum
	      | u <number> <identifier>    vendor type
	      | S [<seq-id>] _             substitution

   Every component that is not a builtin is a substitution candidate,
   numbered in the order it completes (components before the types built
   from them); a run of qualifiers and the type it qualifies count as one
   qualified type, and a substitution adds no candidate.

   Choices where the encoding says less than C:
   - a tag is spelled bare ("foo *"), as the encoding does not tell a
     struct from a union or an enum; an anonymous one is "<anonymous>";
   - a vector is spelled as GCC's diagnostics do, "__vector(4) float";
   - a vendor type is spelled by its name, but for the integer types of a
     normalized encoding (u3i32, spelled int32_t; see below);
   - a normalized encoding, one that ends in ".normalized" (Clang's
     -fsanitize-cfi-icall-experimental-normalize-integers), is spelled as
     the same encoding without the suffix.  */

#include "typehash.h"

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* Deeper types are taken as malformed; this bounds the recursion of both
   the parser and the speller.  */
#define MAX_DEPTH 100

#define QUAL_CONST 1u
#define QUAL_VOLATILE 2u
#define QUAL_RESTRICT 4u
#define QUAL_ATOMIC 8u

enum node_kind
{
  NODE_LEAF,			/* Builtin, tag, _Complex, vector.  */
  NODE_QUALIFIED,
  NODE_POINTER,
  NODE_ARRAY,
  NODE_FUNCTION,
  NODE_SUBSTITUTION
};

/* How a function's parameter list is spelled besides its parameters.  */
enum params_form
{
  PARAMS_LISTED,		/* "(int, char)", "(int, ...)", "(...)".  */
  PARAMS_VOID,			/* "(void)".  */
  PARAMS_UNPROTOTYPED		/* "()".  */
};

struct node
{
  enum node_kind kind;
  /* A leaf's spelling is WORD, TEXT and SUFFIX run together, then its
     INNER leaf ("_Complex" "" "" double, "__vector(" "4" ")" float).
     An array's bound is TEXT, empty when unknown.  */
  const char *word;
  const char *text;
  size_t text_len;
  const char *suffix;
  /* The qualified type, pointee, element, return type, or substituted
     node; -1 for none.  */
  int inner;
  /* A function's first parameter, and the next parameter in a list.  */
  int params;
  int next;
  unsigned quals;
  enum params_form form;
  bool varargs;
  bool builtin;
  /* Nesting depth with substitutions expanded.  */
  int depth;
};

struct parser
{
  const char *s;
  struct node *nodes;
  int nnodes;
  int capacity;
  /* The substitution candidates, as node indices.  */
  int *candidates;
  int ncandidates;
  int depth;
};

static const char *
builtin_word (char c)
{
  switch (c)
    {
    case 'v': return "void";
    case 'b': return "_Bool";
    case 'c': return "char";
    case 'a': return "signed char";
    case 'h': return "unsigned char";
    case 's': return "short";
    case 't': return "unsigned short";
    case 'i': return "int";
    case 'j': return "unsigned int";
    case 'l': return "long";
    case 'm': return "unsigned long";
    case 'x': return "long long";
    case 'y': return "unsigned long long";
    case 'n': return "__int128";
    case 'o': return "unsigned __int128";
    case 'f': return "float";
    case 'd': return "double";
    case 'e': return "long double";
    case 'g': return "__float128";
    case 'w': return "wchar_t";
    default: return NULL;
    }
}

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

static bool
is_identifier_char (char c)
{
  return ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit (c)
	  || c == '_' || c == '$' || c == '.');
}

/* A new node of KIND, or -1 when the table is full.  */
static int
new_node (struct parser *p, enum node_kind kind)
{
  if (p->nnodes == p->capacity)
    return -1;
  struct node *n = &p->nodes[p->nnodes];
  memset (n, 0, sizeof *n);
  n->kind = kind;
  n->word = n->text = n->suffix = "";
  n->inner = n->params = n->next = -1;
  n->depth = 1;
  return p->nnodes++;
}

static int
add_candidate (struct parser *p, int n)
{
  p->candidates[p->ncandidates++] = n;
  return n;
}

/* Follow a substitution to the node it stands for.  */
static const struct node *
resolve (const struct parser *p, int n)
{
  const struct node *node = &p->nodes[n];
  return node->kind == NODE_SUBSTITUTION ? &p->nodes[node->inner] : node;
}

/* The kind of N with substitutions and qualifiers looked through.  */
static enum node_kind
base_kind (const struct parser *p, int n)
{
  const struct node *node = resolve (p, n);
  while (node->kind == NODE_QUALIFIED)
    node = resolve (p, node->inner);
  return node->kind;
}

/* Make N's depth one more than that of its component C; false when that
   is too deep.  */
static bool
deepen (struct parser *p, int n, int c)
{
  int depth = resolve (p, c)->depth + 1;
  if (depth > p->nodes[n].depth)
    p->nodes[n].depth = depth;
  return depth <= MAX_DEPTH;
}

/* A decimal <number>: its digits in *TEXT and *LEN, its value in *VALUE
   (saturated).  False when there is no digit.  */
static bool
parse_number (struct parser *p, const char **text, size_t *len,
	      size_t *value)
{
  *text = p->s;
  *value = 0;
  while (is_digit (*p->s))
    {
      size_t digit = *p->s++ - '0';
      *value = *value > (SIZE_MAX - digit) / 10 ? SIZE_MAX
	       : *value * 10 + digit;
    }
  *len = p->s - *text;
  return *len > 0;
}

/* <number> <identifier>, into *TEXT and *LEN.  */
static bool
parse_source_name (struct parser *p, const char **text, size_t *len)
{
  const char *digits;
  size_t ndigits, length;
  if (!parse_number (p, &digits, &ndigits, &length) || length == 0)
    return false;
  for (size_t i = 0; i < length; i++)
    if (!is_identifier_char (p->s[i]))
      return false;
  *text = p->s;
  *len = length;
  p->s += length;
  return true;
}

static int parse_type (struct parser *p);

static int
parse_builtin (struct parser *p)
{
  const char *word = builtin_word (*p->s);
  const char *text = "";
  size_t len = 0;
  const char *suffix = "";
  if (word)
    p->s++;
  else if (p->s[0] == 'D' && p->s[1] == 'F')
    {
      size_t bits;
      p->s += 2;
      if (!parse_number (p, &text, &len, &bits)
	  || (*p->s != '_' && *p->s != 'x'))
	return -1;
      word = "_Float";
      suffix = *p->s++ == 'x' ? "x" : "";
    }
  else if (p->s[0] == 'D' && p->s[1] == 'n')
    {
      p->s += 2;
      word = "nullptr_t";
    }
  else
    return -1;

  int n = new_node (p, NODE_LEAF);
  if (n < 0)
    return -1;
  p->nodes[n].word = word;
  p->nodes[n].text = text;
  p->nodes[n].text_len = len;
  p->nodes[n].suffix = suffix;
  p->nodes[n].builtin = true;
  return n;
}

static bool
starts_builtin (const char *s)
{
  return (builtin_word (*s)
	  || (s[0] == 'D' && (s[1] == 'F' || s[1] == 'n')));
}

/* DB <number> _ or DU <number> _: a bit-precise integer, which unlike a
   builtin is a substitution candidate.  */
static int
parse_bitint (struct parser *p)
{
  bool is_unsigned = p->s[1] == 'U';
  const char *text;
  size_t len, bits;
  p->s += 2;
  if (!parse_number (p, &text, &len, &bits) || *p->s++ != '_')
    return -1;
  int n = new_node (p, NODE_LEAF);
  if (n < 0)
    return -1;
  p->nodes[n].word = is_unsigned ? "unsigned _BitInt(" : "_BitInt(";
  p->nodes[n].text = text;
  p->nodes[n].text_len = len;
  p->nodes[n].suffix = ")";
  return add_candidate (p, n);
}

/* [r] [V] [K] <type>, or U7_Atomic <type>.  */
static int
parse_qualified (struct parser *p)
{
  unsigned quals = 0;
  if (*p->s == 'U')
    {
      const char *name;
      size_t len;
      p->s++;
      if (!parse_source_name (p, &name, &len)
	  || len != 7 || memcmp (name, "_Atomic", 7) != 0)
	return -1;
      quals = QUAL_ATOMIC;
    }
  else
    {
      if (*p->s == 'r')
	quals |= QUAL_RESTRICT, p->s++;
      if (*p->s == 'V')
	quals |= QUAL_VOLATILE, p->s++;
      if (*p->s == 'K')
	quals |= QUAL_CONST, p->s++;
    }

  int inner = parse_type (p);
  /* C has no qualified function types.  */
  if (inner < 0 || base_kind (p, inner) == NODE_FUNCTION)
    return -1;
  int n = new_node (p, NODE_QUALIFIED);
  if (n < 0 || !deepen (p, n, inner))
    return -1;
  p->nodes[n].quals = quals;
  p->nodes[n].inner = inner;
  return add_candidate (p, n);
}

/* F <type> <params> E.  */
static int
parse_function (struct parser *p)
{
  p->s++;
  int ret = parse_type (p);
  if (ret < 0)
    return -1;
  enum node_kind ret_kind = base_kind (p, ret);
  if (ret_kind == NODE_FUNCTION || ret_kind == NODE_ARRAY)
    return -1;
  int n = new_node (p, NODE_FUNCTION);
  if (n < 0 || !deepen (p, n, ret))
    return -1;
  p->nodes[n].inner = ret;

  int *link = &p->nodes[n].params;
  if (p->s[0] == 'v' && p->s[1] == 'E')
    {
      p->nodes[n].form = PARAMS_VOID;
      p->s++;
    }
  else if (*p->s == 'E')
    p->nodes[n].form = PARAMS_UNPROTOTYPED;
  while (*p->s != 'E')
    {
      if (p->s[0] == 'z' && p->s[1] == 'E')
	{
	  p->nodes[n].varargs = true;
	  p->s++;
	  break;
	}
      int param = parse_type (p);
      /* "v" is only the whole list.  */
      if (param < 0 || !deepen (p, n, param)
	  || (resolve (p, param)->builtin
	      && strcmp (resolve (p, param)->word, "void") == 0))
	return -1;
      *link = param;
      link = &p->nodes[param].next;
    }
  p->s++;
  return add_candidate (p, n);
}

/* A [<number>] _ <type>.  */
static int
parse_array (struct parser *p)
{
  const char *bound;
  size_t len, value;
  p->s++;
  if (!parse_number (p, &bound, &len, &value))
    len = 0;
  if (*p->s++ != '_')
    return -1;
  int elem = parse_type (p);
  if (elem < 0 || base_kind (p, elem) == NODE_FUNCTION)
    return -1;
  int n = new_node (p, NODE_ARRAY);
  if (n < 0 || !deepen (p, n, elem))
    return -1;
  p->nodes[n].text = bound;
  p->nodes[n].text_len = len;
  p->nodes[n].inner = elem;
  return add_candidate (p, n);
}

/* C <builtin> or Dv <number> _ <builtin>: a leaf spelled as a prefix
   and its element.  */
static int
parse_complex_or_vector (struct parser *p)
{
  const char *count = "";
  size_t len = 0, value;
  if (*p->s == 'C')
    p->s++;
  else
    {
      p->s += 2;
      if (!parse_number (p, &count, &len, &value) || value == 0
	  || *p->s++ != '_')
	return -1;
    }
  if (!starts_builtin (p->s))
    return -1;
  int elem = parse_builtin (p);
  int n = elem < 0 ? -1 : new_node (p, NODE_LEAF);
  if (n < 0)
    return -1;
  p->nodes[n].word = len ? "__vector(" : "_Complex";
  p->nodes[n].text = count;
  p->nodes[n].text_len = len;
  p->nodes[n].suffix = len ? ")" : "";
  p->nodes[n].inner = elem;
  p->nodes[n].depth = 2;
  return add_candidate (p, n);
}

/* The C spelling of the normalized integer type named TEXT (LEN bytes,
   i8 to i128 and u8 to u128), or "" when it is not one.  */
static const char *
normalized_integer_word (const char *text, size_t len)
{
  static const char *const words[][2] = {
    { "i8", "int8_t" }, { "u8", "uint8_t" },
    { "i16", "int16_t" }, { "u16", "uint16_t" },
    { "i32", "int32_t" }, { "u32", "uint32_t" },
    { "i64", "int64_t" }, { "u64", "uint64_t" },
    { "i128", "__int128" }, { "u128", "unsigned __int128" } };
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (strlen (words[i][0]) == len && memcmp (words[i][0], text, len) == 0)
      return words[i][1];
  return "";
}

/* A tag, an anonymous tag (Ut [<number>] _) or a vendor type.  */
static int
parse_name (struct parser *p)
{
  const char *word = "", *text = "";
  size_t len = 0;
  if (p->s[0] == 'U' && p->s[1] == 't')
    {
      /* Which anonymous type it is does not show in C.  */
      const char *number;
      size_t ndigits, value;
      p->s += 2;
      parse_number (p, &number, &ndigits, &value);
      if (*p->s++ != '_')
	return -1;
      word = "<anonymous>";
    }
  else
    {
      bool vendor = *p->s == 'u';
      if (vendor)
	p->s++;
      if (!parse_source_name (p, &text, &len))
	return -1;
      if (vendor)
	word = normalized_integer_word (text, len);
      if (*word)
	len = 0;
    }
  int n = new_node (p, NODE_LEAF);
  if (n < 0)
    return -1;
  p->nodes[n].word = word;
  p->nodes[n].text = text;
  p->nodes[n].text_len = len;
  return add_candidate (p, n);
}

/* S_ is the first candidate, S<seq-id>_ the one after seq-id (base
   36, digits then capital letters).  */
static int
parse_substitution (struct parser *p)
{
  size_t index = 0;
  p->s++;
  if (*p->s != '_')
    {
      size_t seq = 0;
      while (*p->s != '_')
	{
	  char c = *p->s++;
	  if (is_digit (c))
	    seq = seq * 36 + (c - '0');
	  else if (c >= 'A' && c <= 'Z')
	    seq = seq * 36 + (c - 'A' + 10);
	  else
	    return -1;
	  if (seq >= (size_t) p->ncandidates)
	    return -1;
	}
      index = seq + 1;
    }
  p->s++;
  if (index >= (size_t) p->ncandidates)
    return -1;
  int n = new_node (p, NODE_SUBSTITUTION);
  if (n < 0)
    return -1;
  p->nodes[n].inner = p->candidates[index];
  return n;
}

static int
parse_type_1 (struct parser *p)
{
  if (starts_builtin (p->s))
    return parse_builtin (p);
  switch (*p->s)
    {
    case 'P':
      {
	p->s++;
	int pointee = parse_type (p);
	int n = pointee < 0 ? -1 : new_node (p, NODE_POINTER);
	if (n < 0 || !deepen (p, n, pointee))
	  return -1;
	p->nodes[n].inner = pointee;
	return add_candidate (p, n);
      }
    case 'r':
    case 'V':
    case 'K':
      return parse_qualified (p);
    case 'U':
      return p->s[1] == 't' ? parse_name (p) : parse_qualified (p);
    case 'F':
      return parse_function (p);
    case 'A':
      return parse_array (p);
    case 'C':
      return parse_complex_or_vector (p);
    case 'D':
      if (p->s[1] == 'B' || p->s[1] == 'U')
	return parse_bitint (p);
      return p->s[1] == 'v' ? parse_complex_or_vector (p) : -1;
    case 'S':
      return parse_substitution (p);
    default:
      return is_digit (*p->s) || *p->s == 'u' ? parse_name (p) : -1;
    }
}

static int
parse_type (struct parser *p)
{
  if (++p->depth > MAX_DEPTH)
    return -1;
  int n = parse_type_1 (p);
  p->depth--;
  return n;
}

/* The output: BUF of SIZE bytes holds LEN characters; once FULL, the rest
   is dropped.  LAST is the last character written, for spacing.  */
struct out
{
  char *buf;
  size_t size;
  size_t len;
  bool full;
  char last;
};

static void
put_text (struct out *o, const char *text, size_t n)
{
  for (size_t i = 0; i < n && !o->full; i++)
    {
      if (o->len + 1 >= o->size)
	o->full = true;
      else
	o->last = o->buf[o->len++] = text[i];
    }
}

/* Put TEXT, after a space when it would otherwise run into the previous
   token ("char *", "void (void)", "__vector(4) float").  */
static void
put_token (struct out *o, const char *text, size_t n)
{
  if (n == 0)
    return;
  bool after_word = is_identifier_char (o->last) || o->last == '>';
  bool word = is_identifier_char (text[0]) || text[0] == '<';
  if ((word && (after_word || o->last == ')'))
      || (after_word && strchr ("*([", text[0])))
    put_text (o, " ", 1);
  put_text (o, text, n);
}

static void
put_string (struct out *o, const char *text)
{
  put_token (o, text, strlen (text));
}

static void
put_quals (struct out *o, unsigned quals)
{
  if (quals & QUAL_CONST)
    put_string (o, "const");
  if (quals & QUAL_VOLATILE)
    put_string (o, "volatile");
  if (quals & QUAL_RESTRICT)
    put_string (o, "restrict");
  if (quals & QUAL_ATOMIC)
    put_string (o, "_Atomic");
}

/* Whether a pointer to N needs parentheses: "int (*)[2]", "void (*)(void)".  */
static bool
pointee_needs_parens (const struct parser *p, int n)
{
  enum node_kind kind = base_kind (p, n);
  return kind == NODE_ARRAY || kind == NODE_FUNCTION;
}

/* A C type is spelled as a left part (the base type and the prefix '*'s)
   and a right part (the suffix '[]'s and parameter lists), around where
   the declarator's name would go.  QUALS are those of an enclosing
   qualified type, still to be applied.  */
static void
spell_left (const struct parser *p, struct out *o, int n, unsigned quals)
{
  const struct node *node = resolve (p, n);
  if (o->full)
    return;
  switch (node->kind)
    {
    case NODE_LEAF:
      put_quals (o, quals);
      /* Only the first part can need a space before it.  */
      if (*node->word)
	{
	  put_string (o, node->word);
	  put_text (o, node->text, node->text_len);
	}
      else
	put_token (o, node->text, node->text_len);
      put_text (o, node->suffix, strlen (node->suffix));
      if (node->inner >= 0)
	spell_left (p, o, node->inner, 0);
      /* A leaf that ends in its own parenthesis (_BitInt(7)) is spaced
	 from what follows as a word is: "_BitInt(7) *".  */
      else if (o->last == ')')
	o->last = '>';
      break;
    case NODE_QUALIFIED:
      spell_left (p, o, node->inner, quals | node->quals);
      break;
    case NODE_POINTER:
      spell_left (p, o, node->inner, 0);
      if (pointee_needs_parens (p, node->inner))
	put_string (o, "(");
      put_string (o, "*");
      put_quals (o, quals);
      break;
    case NODE_ARRAY:
      /* C qualifies the elements of an array, not the array.  */
      spell_left (p, o, node->inner, quals);
      break;
    case NODE_FUNCTION:
      spell_left (p, o, node->inner, 0);
      break;
    case NODE_SUBSTITUTION:
      /* resolve () looked through it.  */
      break;
    }
}

static void spell_params (const struct parser *p, struct out *o,
			  const struct node *fn);

static void
spell_right (const struct parser *p, struct out *o, int n)
{
  const struct node *node = resolve (p, n);
  if (o->full)
    return;
  switch (node->kind)
    {
    case NODE_QUALIFIED:
      spell_right (p, o, node->inner);
      break;
    case NODE_POINTER:
      if (pointee_needs_parens (p, node->inner))
	put_string (o, ")");
      spell_right (p, o, node->inner);
      break;
    case NODE_ARRAY:
      put_string (o, "[");
      put_text (o, node->text, node->text_len);
      put_text (o, "]", 1);
      spell_right (p, o, node->inner);
      break;
    case NODE_FUNCTION:
      spell_params (p, o, node);
      spell_right (p, o, node->inner);
      break;
    case NODE_LEAF:
    case NODE_SUBSTITUTION:
      break;
    }
}

static void
spell_params (const struct parser *p, struct out *o, const struct node *fn)
{
  put_string (o, "(");
  if (fn->form == PARAMS_VOID)
    put_string (o, "void");
  for (int param = fn->params; param >= 0; param = p->nodes[param].next)
    {
      if (param != fn->params)
	put_text (o, ", ", 2);
      spell_left (p, o, param, 0);
      spell_right (p, o, param);
    }
  if (fn->varargs)
    put_string (o, fn->params >= 0 ? ", ..." : "...");
  put_text (o, ")", 1);
}

/* Parse ENCODING into P; false when it is malformed.  */
static bool
parse_encoding (struct parser *p, const char *encoding, int *root)
{
  if (strncmp (encoding, "_ZTS", 4) != 0)
    return false;
  p->s = encoding + 4;
  *root = parse_type (p);
  return *root >= 0 && (*p->s == '\0' || strcmp (p->s, ".normalized") == 0);
}

int
rapcfi_spell_type (const char *encoding, char *buf, size_t size)
{
  struct out o = { buf, size, 0, false, ' ' };
  size_t len = strlen (encoding);
  struct parser p = { 0 };
  /* Every node consumes a character of the encoding.  */
  if (len > 0 && len < INT_MAX)
    {
      p.capacity = len;
      p.nodes = malloc (len * sizeof *p.nodes);
      p.candidates = malloc (len * sizeof *p.candidates);
    }

  int root;
  bool ok = (p.nodes && p.candidates && parse_encoding (&p, encoding, &root));
  if (ok)
    {
      spell_left (&p, &o, root, 0);
      spell_right (&p, &o, root);
    }
  else
    put_text (&o, "?", 1);
  if (size > 0)
    buf[o.len] = '\0';

  free (p.nodes);
  free (p.candidates);
  return ok ? 0 : -1;
}

/* The length of the return type's encoding in the function type ENCODING
   ("_ZTSF<return type><parameters>E"), or 0 when it is malformed.  */
static size_t
return_type_length (const char *encoding)
{
  static const char prefix[] = "_ZTSF";
  size_t len = strlen (encoding);
  if (strncmp (encoding, prefix, sizeof prefix - 1) != 0 || len >= INT_MAX)
    return 0;

  struct parser p = { 0 };
  p.capacity = len;
  p.nodes = malloc (len * sizeof *p.nodes);
  p.candidates = malloc (len * sizeof *p.candidates);
  p.s = encoding + sizeof prefix - 1;
  size_t n = 0;
  if (p.nodes && p.candidates && parse_type (&p) >= 0)
    n = p.s - (encoding + sizeof prefix - 1);
  free (p.nodes);
  free (p.candidates);
  return n;
}

int
rapcfi_same_return_type (const char *a, const char *b)
{
  /* The return type is the first component: its substitutions can only
     refer to parts of itself, so equal types have equal encodings.  */
  size_t na = return_type_length (a);
  return (na > 0 && na == return_type_length (b)
	  && memcmp (a + 5, b + 5, na) == 0);
}

int
rapcfi_void_prototype_of (const char *prototype, const char *unprototyped)
{
  /* What follows the return type: "vE" and "E", with the same suffix
     (".normalized") or none.  */
  size_t n = return_type_length (prototype);
  if (!rapcfi_same_return_type (prototype, unprototyped))
    return 0;
  const char *p = prototype + 5 + n, *u = unprototyped + 5 + n;
  return p[0] == 'v' && p[1] == 'E' && u[0] == 'E' && strcmp (p + 2, u + 1) == 0;
}

/* In this file rather than typehash.c, so that the runtime and
   rapcfi-report, which name algorithms but compute no hash, need neither
   xxHash nor libsodium.  */
const char *
rapcfi_hash_name (unsigned algorithm)
{
  switch (algorithm)
    {
    case RAPCFI_HASH_KCFI:
      return "kcfi";
    case RAPCFI_HASH_KEYED:
      return "keyed";
    case RAPCFI_HASH_FNV1A:
      return "fnv1a";
    default:
      return NULL;
    }
}
