/* The runtime's failure stubs as a gadget (runtime-stub-gadget-*.c):
   the address right after __rapcfi_icall_fail_rax's call of the
   runtime follows a call instruction in code rapcfi did not compile.
   Were a return allowed there, the stub's epilogue would load the
   argument registers from the stack above the returning function's
   frame and leave through the frame pointer that function restored,
   both the attacker's: VICTIM, when ATTACK, writes them so that the
   stub "returns" into system (COMMAND) and then into _exit.  The
   attacker finds the stub in the GOT and the place after its call by
   the stub's first instruction there (movdqu (%rsp), %xmm0).  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define GOT_ADDRESS(sym)						\
  ({									\
    void *address_;							\
    __asm__ ("movq " #sym "@GOTPCREL(%%rip), %0" : "=r" (address_));	\
    (unsigned char *) address_;						\
  })

/* The stub's save area (arch/x86_64/icall-stubs.S): %rdi's slot, from
   the stack pointer.  */
#define STUB_RDI_SLOT (128 + 4 * 8)

static const char command[] = "echo attacker: system ran";

/* The attacker's stack, for system to run on: at its top the frame for
   the stub's leave and ret, the frame pointer and then where to go, with
   the stack aligned as at a function's entry.  */
#define FAKE_STACK_WORDS 16384
static uintptr_t fake_stack[FAKE_STACK_WORDS] __attribute__ ((aligned (16)));
static uintptr_t *const fake_frame = &fake_stack[FAKE_STACK_WORDS - 8];

static unsigned char *
stub_after_call (void)
{
  static const unsigned char first_restore[] = { 0xf3, 0x0f, 0x6f, 0x04,
						 0x24 };
  unsigned char *stub = GOT_ADDRESS (__rapcfi_icall_fail_rax);
  for (int i = 0; i < 256; i++)
    if (stub[i] == 0xe8
	&& memcmp (stub + i + 5, first_restore, sizeof first_restore) == 0)
      return stub + i + 5;
  return NULL;
}

unsigned char *volatile gadget;

__attribute__ ((noinline)) int
victim (int x, int attack)
{
  void *volatile *saved_return
    = (void *volatile *) __builtin_frame_address (0) + 1;
  if (attack)
    {
      volatile uintptr_t *above = (volatile uintptr_t *) (saved_return + 1);
      above[STUB_RDI_SLOT / sizeof (uintptr_t)] = (uintptr_t) command;
      fake_frame[1] = 0;
      fake_frame[2] = (uintptr_t) GOT_ADDRESS (system);
      fake_frame[3] = (uintptr_t) GOT_ADDRESS (_exit);
      saved_return[-1] = &fake_frame[1];
      *saved_return = gadget;
    }
  return x + 1;
}

static int
run (int attack)
{
  gadget = stub_after_call ();
  if (!gadget)
    {
      printf ("attacker: no gadget found\n");
      return 2;
    }
  printf ("attacker: gadget found\n");
  fflush (stdout);
  printf ("victim %d\n", victim (2, attack));
  return 0;
}
