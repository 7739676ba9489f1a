/* The preamble is Clang kCFI's, byte for byte: 16-byte alignment, 11 nops,
   movl $hash, %eax, right before the entry; __cfi_<name> binds like the
   function.  void (int) hashes to 0x019c0cac.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler {\.p2align\t4\n\t\.globl\t__cfi_visible\n\t\.type\t__cfi_visible, @function\n__cfi_visible:\n\.Lrapcfi_pre[0-9]+:\n\t\.byte\t0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90\n\tmovl\t\$0x019c0cac, %eax\n\t\.size\t__cfi_visible, 16\n\t\.type\tvisible, @function\nvisible:} } } */
/* { dg-final { scan-assembler {\t\.weak\t__cfi_weakling\n} } } */
/* { dg-final { scan-assembler {\t\.hidden\t__cfi_hidden_one\n} } } */
/* { dg-final { scan-assembler {\n__cfi_escapes:\n} } } */
/* { dg-final { scan-assembler-not {\t\.globl\t__cfi_escapes\n} } } */
/* { dg-final { scan-assembler-not {__cfi_internal_only} } } */

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
