/* hash=keyed: preamble and check use SipHash-2-4 under the seed, not the
   kCFI value of 'void (void)' (0xa540670c).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rapcfi-hash=keyed -fplugin-arg-rapcfi-seed=0123456789abcdef0123456789abcdef" } */
/* { dg-final { scan-assembler {__cfi_f:\n\.Lrapcfi_pre[0-9]+:\n\t\.byte[^\n]*\n\tmovl\t\$0x[0-9a-f]{8}, %eax} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not {0xa540670c} } } */
/* { dg-final { scan-assembler-not {\$1522505972, %r10d} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\.Lrapcfi_pre[0-9]+:\n\t\.word\t0x[0-7][0-9a-f]{7}\n\t\.type\tf, %function\n} { target aarch64-*-* } } } */

void
f (void)
{
}

void (*volatile p) (void) = f;

void
g (void)
{
  p ();
}
