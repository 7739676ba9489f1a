/* C23 prototypes whose kcfi hashes rapcfi must compute exactly as Clang
   does: kcfi-compat.exp compiles this file with both compilers under
   -std=c23 and -std=gnu23 (c2x and gnu2x for a compiler that does not
   know the name yet) and compares the hash in each __cfi_cNN_*
   preamble, as for corpus.c.

   A feature not every compiler has is compiled only when both accept it:
   kcfi-compat.exp defines CORPUS_<FEATURE> after a probe.  The comment
   before each function gives the Itanium encoding Clang hashes.  */

#include <stdbool.h>
#include <stddef.h>

volatile int corpus_sink;
#define SINK(n) (corpus_sink = (n))

/* bool (bool): _ZTSFbbE */
bool c01_bool (bool b) { SINK (1); return b; }

/* bool *(const bool *, _Bool): _ZTSFPbPKbbE */
bool *c02_bool_pointer (const bool *p, _Bool b)
{ SINK (2); return (bool *) p + b; }

/* int ([[maybe_unused]] int, [[gnu::unused]] char *), itself
   [[nodiscard]]: attributes are no part of the type, _ZTSFiiPcE */
[[nodiscard]] int c03_attributes ([[maybe_unused]] int x,
				  [[gnu::unused]] char *y)
{ SINK (3); return 0; }

#ifdef CORPUS_EMPTY_PARENS
/* void (): in C23 a prototype without parameters, _ZTSFvvE */
void c04_empty_parens () { SINK (4); }

/* int (int (*) ()): _ZTSFiPFivEE */
int c05_empty_parens_pointer (int (*f) ()) { SINK (5); return f != 0; }
#endif

#ifdef CORPUS_TYPEOF
/* typeof (int) (typeof (long), typeof (int (*) (int))): _ZTSFilPFiiEE */
typeof (int) c06_typeof (typeof (long) x, typeof (int (*) (int)) f)
{ SINK (6); return f ((int) x); }
#endif

#ifdef CORPUS_TYPEOF_UNQUAL
/* void (typeof_unqual (const int) *): _ZTSFvPiE */
void c07_typeof_unqual (typeof_unqual (const int) *p) { SINK (7); *p = 0; }
#endif

#ifdef CORPUS_NULLPTR
/* void (nullptr_t, nullptr_t): Dn is a builtin, never substituted,
   _ZTSFvDnDnE */
void c08_nullptr (typeof (nullptr) a, typeof (nullptr) b)
{ SINK (8); (void) a; (void) b; }

/* nullptr_t *(nullptr_t *, const nullptr_t *): _ZTSFPDnS_PKDnE */
typeof (nullptr) *c09_nullptr_pointer (typeof (nullptr) *p,
				       const typeof (nullptr) *q)
{ SINK (9); (void) q; return p; }
#endif

#ifdef CORPUS_BITINT
/* _BitInt(7) (_BitInt(7), unsigned _BitInt(65), unsigned _BitInt(1)):
   a bit-precise integer is a substitution candidate,
   _ZTSFDB7_S_DU65_DU1_E */
_BitInt(7) c10_bitint (_BitInt(7) a, unsigned _BitInt(65) b,
		       unsigned _BitInt(1) c)
{ SINK (10); return a + (_BitInt(7)) b + c; }

/* void (_BitInt(32) *, unsigned _BitInt(8) *, _BitInt(32) *):
   _ZTSFvPDB32_PDU8_S0_E */
void c11_bitint_pointers (_BitInt(32) *a, unsigned _BitInt(8) *b,
			  _BitInt(32) *c)
{ SINK (11); *a = *c + *b; }

/* _BitInt(128) (signed _BitInt(128), long): _ZTSFDB128_S_lE */
_BitInt(128) c12_bitint_wide (signed _BitInt(128) a, long b)
{ SINK (12); return a + b; }
#endif

#ifdef CORPUS_CONSTEXPR
constexpr int corpus_rows = 4;

/* void (int (*)[4]), the bound a constexpr object: _ZTSFvPA4_iE */
void c13_constexpr_bound (int (*a)[corpus_rows]) { SINK (13); (*a)[0] = 0; }
#endif

#ifdef CORPUS_ENUM_FIXED
enum corpus_small : unsigned char { CORPUS_SMALL };

/* enum corpus_small (enum corpus_small *, enum corpus_small):
   an enum with a fixed underlying type is still named by its tag,
   _ZTSF12corpus_smallPS_S_E */
enum corpus_small c14_enum_fixed (enum corpus_small *p, enum corpus_small e)
{ SINK (14); return *p = e; }
#endif

#ifdef CORPUS_VARIADIC_ONLY
/* void (...): _ZTSFvzE */
void c15_variadic_only (...) { SINK (15); }
#endif
