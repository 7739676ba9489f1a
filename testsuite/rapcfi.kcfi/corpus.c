/* Prototypes whose kcfi hashes rapcfi must compute exactly as Clang's
   -fsanitize=kcfi does.  kcfi-compat.exp compiles this file with both
   compilers and compares the hash in each __cfi_fNN_* preamble.

   Every function is a non-static definition, so both compilers give it a
   preamble.  Each body stores a different number, so that no two
   functions have the same body and neither compiler folds them together.
   The comment before each function gives its prototype, and the Itanium
   encoding Clang hashes.  */

#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>

volatile int corpus_sink;
#define SINK(n) (corpus_sink = (n))

struct point { int x, y; };
struct rect { struct point lo, hi; };
union num { int i; double d; };
enum color { RED, GREEN, BLUE };
struct opaque;

typedef struct point point_t;
typedef struct { int a; } anon_t;
typedef void (*handler_t) (int);
typedef const int *cint_ptr;
typedef int v4si __attribute__ ((vector_size (16)));
typedef float v4sf __attribute__ ((vector_size (16)));
typedef unsigned char v16qu __attribute__ ((vector_size (16)));
typedef struct { int z; } anon2_a, anon2_b;
typedef anon2_a anon2_c;

/* Scalars of every width and signedness.  */

/* void (void): _ZTSFvvE */
void f01_void (void) { SINK (1); }

/* char (char): _ZTSFccE */
char f02_char (char a) { SINK (2); return a; }

/* signed char (signed char): _ZTSFaaE */
signed char f03_schar (signed char a) { SINK (3); return a; }

/* unsigned char (unsigned char): _ZTSFhhE */
unsigned char f04_uchar (unsigned char a) { SINK (4); return a; }

/* short (short): _ZTSFssE */
short f05_short (short a) { SINK (5); return a; }

/* unsigned short (unsigned short): _ZTSFttE */
unsigned short f06_ushort (unsigned short a) { SINK (6); return a; }

/* int (int): _ZTSFiiE */
int f07_int (int a) { SINK (7); return a; }

/* unsigned (unsigned): _ZTSFjjE */
unsigned f08_uint (unsigned a) { SINK (8); return a; }

/* long (long): _ZTSFllE */
long f09_long (long a) { SINK (9); return a; }

/* unsigned long (unsigned long): _ZTSFmmE */
unsigned long f10_ulong (unsigned long a) { SINK (10); return a; }

/* long long (long long): _ZTSFxxE */
long long f11_llong (long long a) { SINK (11); return a; }

/* unsigned long long (unsigned long long): _ZTSFyyE */
unsigned long long f12_ullong (unsigned long long a) { SINK (12); return a; }

/* _Bool (_Bool): _ZTSFbbE */
_Bool f13_bool (_Bool a) { SINK (13); return a; }

/* float (float): _ZTSFffE */
float f14_float (float a) { SINK (14); return a; }

/* double (double): _ZTSFddE */
double f15_double (double a) { SINK (15); return a; }

/* long double (long double): _ZTSFeeE */
long double f16_ldouble (long double a) { SINK (16); return a; }

/* __int128 (__int128): _ZTSFnnE */
__int128 f17_int128 (__int128 a) { SINK (17); return a; }

/* unsigned __int128 (unsigned __int128): _ZTSFooE */
unsigned __int128 f18_uint128 (unsigned __int128 a) { SINK (18); return a; }

/* _Float16 (_Float16): _ZTSFDF16_DF16_E; GCC 11 has no _Float16 on
   x86_64 (kcfi-compat.exp defines CORPUS_FLOAT16 where it is there).  */
#ifdef CORPUS_FLOAT16
_Float16 f19_float16 (_Float16 a) { SINK (19); return a; }
#endif

/* __float128 (__float128): _ZTSFggE; x86_64 has it, aarch64 not.  */
#ifdef __SIZEOF_FLOAT128__
__float128 f20_float128 (__float128 a) { SINK (20); return a; }
#endif

/* void (int, long, char, double): _ZTSFvilcdE */
void f21_mixed (int a, long b, char c, double d)
{ SINK (21 + a + b + c + (int) d); }

/* Pointers and qualifiers.  */

/* void (int *): _ZTSFvPiE */
void f22_intp (int *p) { SINK (22); (void) p; }

/* void (char **): _ZTSFvPPcE */
void f23_charpp (char **p) { SINK (23); (void) p; }

/* void *(void *, const void *): _ZTSFPvS_PKvE */
void *f24_memlike (void *d, const void *s) { SINK (24); (void) s; return d; }

/* int (const char *, char *): _ZTSFiPKcPcE */
int f25_strlike (const char *a, char *b) { SINK (25); return a == b; }

/* void (volatile int *, const volatile int *): _ZTSFvPViPVKiE */
void f26_volatile (volatile int *a, const volatile int *b)
{ SINK (26); (void) a; (void) b; }

/* void (int *restrict, int *restrict): _ZTSFvPiS_E (top-level restrict
   is not part of the type) */
void f27_restrict (int *restrict a, int *restrict b)
{ SINK (27); (void) a; (void) b; }

/* void (char *restrict *): _ZTSFvPrPcE (inner restrict is) */
void f28_inner_restrict (char *restrict *p) { SINK (28); (void) p; }

/* void (const int, volatile double): _ZTSFvidE (top-level qualifiers
   are not part of the type) */
void f29_toplevel_quals (const int a, volatile double b)
{ SINK (29 + a + (int) b); }

/* void (const char *const *): _ZTSFvPKPKcE */
void f30_cpcp (const char *const *p) { SINK (30); (void) p; }

/* void (int *volatile *): _ZTSFvPVPiE */
void f31_vp (int *volatile *p) { SINK (31); (void) p; }

/* Structs, unions and enums by tag, and substitutions.  */

/* void (struct point *): _ZTSFvP5pointE */
void f32_struct_ptr (struct point *p) { SINK (32); (void) p; }

/* void (struct point *, struct point *, struct rect *, struct rect *,
         struct point): _ZTSFvP5pointS0_P4rectS2_S_E */
void f33_subst (struct point *a, struct point *b, struct rect *c,
		struct rect *d, struct point e)
{ SINK (33 + e.x); (void) a; (void) b; (void) c; (void) d; }

/* struct point (struct rect, union num, enum color):
   _ZTSF5point4rect3num5colorE */
struct point f34_by_value (struct rect r, union num n, enum color c)
{ SINK (34 + c + n.i); return r.lo; }

/* union num *(union num *, const union num *): _ZTSFP3numS0_PKS_E */
union num *f35_union (union num *a, const union num *b)
{ SINK (35); (void) b; return a; }

/* enum color (enum color, enum color *): _ZTSF5colorS_PS_E */
enum color f36_enum (enum color c, enum color *p)
{ SINK (36); (void) p; return c; }

/* void (struct opaque *, struct opaque **): _ZTSFvP6opaquePS0_E */
void f37_opaque (struct opaque *a, struct opaque **b)
{ SINK (37); (void) a; (void) b; }

/* Typedefs resolve.  */

/* size_t (size_t, uint8_t, int32_t): _ZTSFmmhiE */
size_t f38_stdint (size_t a, uint8_t b, int32_t c)
{ SINK (38 + b + c); return a; }

/* void (point_t *, struct point *): _ZTSFvP5pointS0_E */
void f39_typedef_struct (point_t *a, struct point *b)
{ SINK (39); (void) a; (void) b; }

/* void (anon_t *, anon_t), anon_t a typedef'd anonymous struct: the
   typedef names it, _ZTSFvP6anon_tS_E */
void f40_anon (anon_t *a, anon_t b) { SINK (40 + b.a); (void) a; }

/* void (handler_t), handler_t being void (*)(int): _ZTSFvPFviEE */
void f41_handler (handler_t h) { SINK (41); (void) h; }

/* void (cint_ptr), cint_ptr being const int *: _ZTSFvPKiE */
void f42_cint_ptr (cint_ptr p) { SINK (42); (void) p; }

/* Arrays and functions as parameters decay; pointers to arrays.  */

/* void (int, int [10]), the array decaying to int *: _ZTSFviPiE */
void f43_array_param (int n, int a[10]) { SINK (43 + n); (void) a; }

/* void (char [][16]): _ZTSFvPA16_cE */
void f44_array2_param (char a[][16]) { SINK (44); (void) a; }

/* void (int (*)[4]): _ZTSFvPA4_iE */
void f45_ptr_to_array (int (*p)[4]) { SINK (45); (void) p; }

/* void (const int (*)[4]): _ZTSFvPA4_KiE */
void f46_ptr_to_const_array (const int (*p)[4]) { SINK (46); (void) p; }

/* void (int (int)): _ZTSFvPFiiEE */
void f47_function_param (int fn (int)) { SINK (47); (void) fn; }

/* void (double [3][4], long): _ZTSFvPA4_dlE */
void f48_matrix (double m[3][4], long n) { SINK (48 + n); (void) m; }

/* void (int, long [n]), a variable-length array parameter:
   _ZTSFviPlE */
void f49_vla_param (int n, long a[n]) { SINK (49 + n); (void) a; }

/* int (*(void))[8], returning a pointer to an array: _ZTSFPA8_ivE */
int (*f50_returns_ptr_to_array (void))[8] { SINK (50); return 0; }

/* Function pointers, as parameters and results.  */

/* void (void (*)(void)): _ZTSFvPFvvEE */
void f51_callback (void (*cb) (void)) { SINK (51); (void) cb; }

/* void (*(int))(double): _ZTSFPFvdEiE */
void (*f52_returns_fnptr (int a)) (double) { SINK (52 + a); return 0; }

/* void (*(int, void (*)(int)))(int), like signal: _ZTSFPFviEiS0_E */
void (*f53_signal (int sig, void (*h) (int))) (int)
{ SINK (53 + sig); return h; }

/* int (int (*)(const void *, const void *)): _ZTSFiPFiPKvS0_EE */
int f54_comparator (int (*cmp) (const void *, const void *))
{ SINK (54); return cmp != 0; }

/* void (int (*)()), a pointer to an unprototyped function:
   _ZTSFvPFiEE */
void f55_noproto_fnptr (int (*fn) ()) { SINK (55); (void) fn; }

/* void (void (**)(int)): _ZTSFvPPFviEE */
void f56_fnptrptr (void (**h) (int)) { SINK (56); (void) h; }

/* Varargs.  */

/* int (const char *, ...): _ZTSFiPKczE */
int f57_printf (const char *fmt, ...) { SINK (57); return fmt != 0; }

/* void (int, ...): _ZTSFvizE */
void f58_varargs (int n, ...) { SINK (58 + n); }

/* Complex and vector types.  */

/* _Complex double (_Complex double): _ZTSFCdS_E */
_Complex double f59_complex (_Complex double z) { SINK (59); return z; }

/* void (_Complex float, _Complex long double): _ZTSFvCfCeE */
void f60_complex2 (_Complex float a, _Complex long double b)
{ SINK (60); (void) a; (void) b; }

/* v4si (v4si, v4sf), vector_size (16) types: _ZTSFDv4_iS_Dv4_fE */
v4si f61_vector (v4si a, v4sf b) { SINK (61); (void) b; return a; }

/* void (v16qu *), pointer to a vector of unsigned char:
   _ZTSFvPDv16_hE */
void f62_vector_ptr (v16qu *p) { SINK (62); (void) p; }

/* _Atomic.  */

/* void (_Atomic int *): _ZTSFvPU7_AtomiciE */
void f63_atomic_ptr (_Atomic int *p) { SINK (63); (void) p; }

/* void (_Atomic long): Clang's _Atomic is a type, not a qualifier, so it
   stays on a parameter: _ZTSFvU7_AtomiclE */
void f64_atomic_param (_Atomic long a) { SINK (64); (void) a; }

/* _Atomic int (void): _ZTSFU7_AtomicivE */
_Atomic int f65_atomic_return (void) { SINK (65); return 0; }

/* void (const _Atomic int *, _Atomic int *): _ZTSFvPKU7_AtomiciPS_E */
void f66_const_atomic (const _Atomic int *a, _Atomic int *b)
{ SINK (66); (void) a; (void) b; }

/* Qualified return types.  */

/* const int (void): Clang 16 keeps const on the return type, _ZTSFKivE;
   GCC's C front end drops it (DR 423) before the plugin sees the type,
   so rapcfi can only write _ZTSFivE.  An expected failure.  */
const int f67_const_return (void) { SINK (67); return 0; }

/* const char *(void): _ZTSFPKcvE */
const char *f68_const_char_return (void) { SINK (68); return 0; }

/* volatile struct point *(void): _ZTSFPV5pointvE */
volatile struct point *f69_volatile_struct_return (void)
{ SINK (69); return 0; }

/* More substitutions.  */

/* void (struct point *, point_t *, anon_t *, union num *, struct point *,
         union num *): _ZTSFvP5pointS0_P6anon_tP3numS0_S4_E */
void f70_subst2 (struct point *a, point_t *b, anon_t *c, union num *d,
		 struct point *e, union num *f)
{ SINK (70); (void) a; (void) b; (void) c; (void) d; (void) e; (void) f; }

/* void (enum color *, enum color *const): _ZTSFvP5colorS0_E */
void f71_enum_ptrs (enum color *a, enum color *const b)
{ SINK (71); (void) a; (void) b; }

/* void (float *, double *, long double *): _ZTSFvPfPdPeE */
void f72_float_ptrs (float *a, double *b, long double *c)
{ SINK (72); (void) a; (void) b; (void) c; }

/* unsigned char *(signed char *, char *): _ZTSFPhPaPcE */
unsigned char *f73_char_ptrs (signed char *a, char *b)
{ SINK (73); (void) a; (void) b; return 0; }

/* void (__int128 *, unsigned __int128 *): _ZTSFvPnPoE */
void f74_int128_ptrs (__int128 *a, unsigned __int128 *b)
{ SINK (74); (void) a; (void) b; }

/* void (_Bool *, const _Bool): _ZTSFvPbbE */
void f75_bool_ptr (_Bool *a, const _Bool b) { SINK (75 + b); (void) a; }

/* void (struct rect *(*)(struct rect *)): _ZTSFvPFP4rectS0_EE */
void f76_fn_of_struct (struct rect *(*fn) (struct rect *))
{ SINK (76); (void) fn; }

/* void (const volatile void *, volatile void *): _ZTSFvPVKvPVvE */
void f77_cv_void (const volatile void *a, volatile void *b)
{ SINK (77); (void) a; (void) b; }

/* long (*(*(void))(int))(long), a pointer to a function returning a
   function pointer: _ZTSFPFPFllEiEvE */
long (*(*f78_fnptr_fnptr (void)) (int)) (long) { SINK (78); return 0; }

/* K&R definitions.  */

/* int (), a K&R definition without parameters, has no prototype:
   _ZTSFiE */
int f79_knr_noparams () { SINK (79); return 0; }

/* double (a, b, c) float a; short b; char c;, a K&R definition: its
   promoted parameter types, double (double, int, int): _ZTSFddiiE */
double f80_knr_promoted (a, b, c) float a; short b; char c;
{ SINK (80 + b + c); return a; }

/* GNU C zero-length arrays.  */

/* void (int (*)[0]): _ZTSFvPA0_iE */
void f81_zero_length (int (*p)[0]) { SINK (81); (void) p; }

/* An anonymous struct with two typedef names: the first names it.  */

/* void (anon2_b *, anon2_a *): _ZTSFvP7anon2_aS0_E */
void f82_anon_second_name (anon2_b *a, anon2_a *b)
{ SINK (82); (void) a; (void) b; }

/* void (anon2_c *), anon2_c a typedef of anon2_a: _ZTSFvP7anon2_aE */
void f83_typedef_of_typedef (anon2_c *p) { SINK (83); (void) p; }

/* Hashes that x86_64 code cannot hold as they are, since they or their
   negations read as an endbr64 (arch/x86_64/code-hash.h): Clang's
   preamble and check hold the next value instead, as rapcfi's must.  The
   struct names were searched for.  */

struct SM3FIaca;
struct SLmQ8Jaa;

/* void (struct SM3FIaca *): _ZTSFvP8SM3FIacaE, 0xfa1e0ff3 (endbr64) */
void f87_endbr64 (struct SM3FIaca *p) { SINK (87); (void) p; }

/* void (struct SLmQ8Jaa *): _ZTSFvP8SLmQ8JaaE, 0x05e1f00d (its negation,
   the check's immediate) */
void f88_endbr64_negated (struct SLmQ8Jaa *p) { SINK (88); (void) p; }

/* Transparent unions: a parameter of one is encoded as the union, as any
   union is (the pointers of its members' types that may also reach the
   function are the runtime's to admit).  */

union word_ref { int *i; long *l; } __attribute__ ((transparent_union));
typedef union { const char *s; const unsigned char *u; } text_ref
  __attribute__ ((transparent_union));

/* int (union word_ref, int): _ZTSFi8word_refiE */
int f89_transparent_union (union word_ref r, int x)
{ SINK (89); return *r.i + x; }

/* void (text_ref, text_ref), an anonymous one named by its typedef:
   _ZTSFv8text_refS_E */
void f90_transparent_typedef (text_ref a, text_ref b)
{ SINK (90); (void) a; (void) b; }

/* glibc's getsockname and bind with _GNU_SOURCE:
   int (int, __SOCKADDR_ARG, socklen_t *): _ZTSFii14__SOCKADDR_ARGPjE */
int f91_sockaddr_arg (int fd, __SOCKADDR_ARG a, socklen_t *len)
{ SINK (91); (void) a; (void) len; return fd; }

/* int (int, __CONST_SOCKADDR_ARG, socklen_t):
   _ZTSFii20__CONST_SOCKADDR_ARGjE */
int f92_const_sockaddr_arg (int fd, __CONST_SOCKADDR_ARG a, socklen_t len)
{ SINK (92); (void) a; return fd + (int) len; }

/* Known differences; kcfi-compat.exp expects them to fail (XFAIL) and
   says why.  */

/* int *restrict (void): Clang 16 keeps restrict on the return type,
   _ZTSFrPivE; GCC has dropped it before the plugin sees the type.  */
int *restrict f84_restrict_return (void) { SINK (84); return 0; }

/* void (struct f85_tag *), a struct first declared in the parameter
   list: Clang names it as local to the function,
   _ZTSFvPZ15f85_proto_scopeE7f85_tagE; rapcfi encodes no local names.  */
void f85_proto_scope (struct f85_tag *p) { SINK (85); (void) p; }

/* void (struct { int q; } *), an anonymous struct no typedef names: Clang
   numbers such types in the order it mangles them, _ZTSFvP3$_0E here;
   rapcfi writes Ut_.  */
void f86_anon_in_prototype (struct { int q; } *p) { SINK (86); (void) p; }
