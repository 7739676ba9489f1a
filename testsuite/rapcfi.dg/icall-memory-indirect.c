/* A call through memory (call *8(%rdi)) is made through a register, and
   the check reads the hash through that same register: the checked
   target is the called one.  */
/* { dg-do compile { target x86_64-*-* } } */
/* x86_64 only: aarch64 has no call through memory.  */
/* { dg-final { scan-assembler {movq\t8\(%rdi\), %(r[a-z0-9]+)\n(?:[^\n]*\n){0,3}#APP\n[^\n]*\n\tmovl\t\$[-0-9]+, %r10d\n\taddl\t-4\(%\1\), %r10d\n(?:[^\n]*\n){11}#NO_APP\n\t(?:call|jmp)\t\*%\1\n} } } */
/* { dg-final { scan-assembler-not {call\t\*[0-9]*\(%} } } */
/* { dg-final { scan-assembler-not {jmp\t\*[0-9]*\(%} } } */

struct ops
{
  void *data;
  int (*get) (void *);
};

int
through_memory (struct ops *o)
{
  return o->get (o->data);
}
