/* x86_64: a hash that is, or whose negation is, an endbr64 (f3 0f 1e fa
   as a little-endian word) would put a landing pad for CET's indirect
   branch tracking in the middle of the preamble's movl or of the check's:
   it is replaced by the next value, as Clang does
   (arch/x86_64/code-hash.h), in the preambles, the checks, the records
   and __kcfi_typeid_.  The struct names were searched for: void (struct
   SM3FIaca *) hashes to 0xfa1e0ff3, void (struct SLmQ8Jaa *) to
   0x05e1f00d, its negation; Clang 16 and 19 emit 0xfa1e0ff4 and
   0x05e1f00e for them (rapcfi.kcfi/corpus.c compares).  Return hashes,
   rapcfi's own, are held in the same movl and negated movl and get the
   same: void (struct SOHHeZaa *)'s is 0xfa1e0ff3.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-final { scan-assembler {__cfi_preamble_endbr:\n\.Lrapcfi_pre[0-9]+:\n[^\n]*\n\tmovl\t\$0xfa1e0ff4, %eax\n} } } */
/* { dg-final { scan-assembler {__cfi_check_endbr:\n\.Lrapcfi_pre[0-9]+:\n[^\n]*\n\tmovl\t\$0x05e1f00e, %eax\n} } } */
/* { dg-final { scan-assembler {\tmovl\t\$98693132, %r1[01]d\n\taddl\t-4\(} } } */
/* { dg-final { scan-assembler {\tmovl\t\$-98693134, %r1[01]d\n\taddl\t-4\(} } } */
/* { dg-final { scan-assembler {\t\.set\t__kcfi_typeid_extern_preamble_endbr, 0xfa1e0ff4\n} } } */
/* { dg-final { scan-assembler {\t\.set\t__kcfi_typeid_extern_check_endbr, 0x05e1f00e\n} } } */
/* { dg-final { scan-assembler {\t\.byte\t0x3d\n\t\.long\t0xfa1e0ff4\n} } } */
/* { dg-final { scan-assembler {\tmovq\t\(%rsp\), %r11\n\tmovl\t\$98693132, %r10d\n\taddl\t1\(%r11\), %r10d\n} } } */
/* The values that read as an endbr64 appear nowhere.  */
/* { dg-final { scan-assembler-not {0xfa1e0ff3|0x05e1f00d|\$-98693133\M|\$98693133\M} } } */

struct SM3FIaca;
struct SLmQ8Jaa;
struct SOHHeZaa;

void
preamble_endbr (struct SM3FIaca *p)
{
  (void) p;
}

void
check_endbr (struct SLmQ8Jaa *p)
{
  (void) p;
}

extern void extern_preamble_endbr (struct SM3FIaca *);
extern void extern_check_endbr (struct SLmQ8Jaa *);
void (*volatile taken[]) (struct SM3FIaca *) = { extern_preamble_endbr };
void (*volatile taken_too[]) (struct SLmQ8Jaa *) = { extern_check_endbr };

void
call_preamble_endbr (void (*f) (struct SM3FIaca *))
{
  f (0);
}

void
call_check_endbr (void (*f) (struct SLmQ8Jaa *))
{
  f (0);
}

void
return_endbr (struct SOHHeZaa *p)
{
  (void) p;
}

void
call_return_endbr (void (*f) (struct SOHHeZaa *))
{
  f (0);
  f (0);
}
