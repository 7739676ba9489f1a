/* What an attacker who can write memory that is executable and writable
   (an RWX mapping, a stack made executable for a nested function's
   trampoline) puts there: a call instruction's bytes, then code of its
   own, which jumps to ESCAPED.  jit_forge writes them at BUFFER and
   returns the address right after the call, where a return that looks
   for a preceding call instruction would go.  */

#include <stdint.h>
#include <string.h>

#if defined __x86_64__
static const unsigned char forged_call[] = { 0xff, 0xd0 };	/* call *%rax */
/* movabs $ESCAPED, %rax; jmp *%rax, ESCAPED at offset 2.  */
static const unsigned char forged_jump[] = {
  0x48, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xe0
};
#define FORGED_TARGET_OFFSET 2
#elif defined __aarch64__
static const uint32_t forged_call[] = { 0xd63f0040 };		/* blr x2 */
/* ldr x16, 8; br x16; .quad ESCAPED.  */
static const uint32_t forged_jump[] = { 0x58000050, 0xd61f0200, 0, 0 };
#define FORGED_TARGET_OFFSET 8
#elif defined __riscv
static const uint32_t forged_call[] = { 0x000280e7 };	/* jalr ra, 0(t0) */
/* auipc t0, 0; ld t0, 16(t0); jr t0; nop; .quad ESCAPED.  */
static const uint32_t forged_jump[] = {
  0x00000297, 0x0102b283, 0x00028067, 0x00000013, 0, 0
};
#define FORGED_TARGET_OFFSET 16
#endif

static void *
jit_forge (unsigned char *buffer, void (*escaped) (void))
{
  uintptr_t target = (uintptr_t) escaped;
  memcpy (buffer, forged_call, sizeof forged_call);
  unsigned char *after = buffer + sizeof forged_call;
  memcpy (after, forged_jump, sizeof forged_jump);
  memcpy (after + FORGED_TARGET_OFFSET, &target, sizeof target);
  __builtin___clear_cache ((char *) buffer,
			   (char *) after + sizeof forged_jump);
  return after;
}
