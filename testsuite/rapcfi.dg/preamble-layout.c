/* The preamble is Clang kCFI's, byte for byte: 16-byte alignment, 11 nops,
   movl $hash, %eax, right before the entry; __cfi_<name> binds like the
   function.  void (int) hashes to 0x019c0cac.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler {\.p2align\t4\n\t\.globl\t__cfi_visible\n\t\.type\t__cfi_visible, @function\n__cfi_visible:\n\.Lrapcfi_pre[0-9]+:\n\t\.byte\t0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90\n\tmovl\t\$0x019c0cac, %eax\n\t\.size\t__cfi_visible, 16\n\t\.type\tvisible, @function\nvisible:} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\t\.weak\t__cfi_weakling\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\t\.hidden\t__cfi_hidden_one\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler {\n__cfi_escapes:\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not {\t\.globl\t__cfi_escapes\n} { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not {__cfi_internal_only} { target x86_64-*-* } } } */
/* aarch64: the entry keeps the alignment GCC gives it, 16 bytes with
   GCC 12, 32 with GCC 14's default tuning (-falign-functions=32:16); the
   nops before the hash word fill up to it.  */
/* { dg-final { scan-assembler {\.p2align\t(?:4\n(?:\tnop\n){3}|5\n(?:\tnop\n){7})\.Lrapcfi_pre[0-9]+:\n\t\.word\t0x019c0cac\n\t\.type\tvisible, %function\nvisible:} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler {\.word\t0x[0-9a-f]{8}\n\t\.type\tescapes, %function\n} { target aarch64-*-* } } } */
/* { dg-final { scan-assembler-not {\.word\t0x[0-9a-f]{8}\n\t\.type\tinternal_only, %function\n} { target aarch64-*-* } } } */

void
visible (int x)
{
  (void) x;
}

__attribute__ ((weak)) void
weakling (int x)
{
  (void) x;
}

__attribute__ ((visibility ("hidden"))) void
hidden_one (int x)
{
  (void) x;
}

/* Static, but its address escapes.  */
static void
escapes (int x)
{
  (void) x;
}

/* Static and only called directly: no preamble.  */
static __attribute__ ((noinline)) int
internal_only (int x)
{
  return x * 3;
}

void (*get (void)) (int)
{
  return escapes;
}

int
use (int x)
{
  return internal_only (x);
}
