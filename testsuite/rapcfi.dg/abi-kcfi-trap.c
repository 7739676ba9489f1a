/* abi=kcfi: a type-confused call traps, and the trap says what a kernel's
   own kCFI handler reads from it: the target and the expected hash.
   Decoded here as Linux decodes it: on x86_64 (arch/x86/kernel/cfi.c)
   the ud2 follows "movl $-HASH, %r10d; addl -4(%r11), %r10d; je", the
   target is in the addl's base register; on aarch64
   (arch/arm64/kernel/traps.c) the brk's immediate is 0x8000 with the
   number of the register holding the expected hash in bits 5-9 and that
   of the target in bits 0-4.  */
/* { dg-do run { target x86_64-*-* aarch64-*-* } } */
/* { dg-options "-fplugin-arg-rapcfi-abi=kcfi" } */
/* { dg-skip-if "abi=kcfi has no table mode" { target *-*-* } { "-fplugin-arg-rapcfi-mode=table" } } */
/* { dg-output "right 1\nCFI failure: target wrong_type, expected type 0x7e0c52a5\n" } */

#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

void
right_type (int *p)
{
  printf ("right %d\n", *p);
}

void
wrong_type (long *p)
{
  printf ("wrong_type reached %ld\n", *p);
  abort ();
}

void (*volatile slot) (int *) = right_type;

static void
report (uintptr_t target, uint32_t type)
{
  printf ("CFI failure: target %s, expected type 0x%08x\n",
	  target == (uintptr_t) wrong_type ? "wrong_type" : "unknown", type);
  fflush (stdout);
  _exit (0);
}

static void
on_trap (int sig, siginfo_t *info, void *context)
{
  ucontext_t *uc = context;
  (void) sig;
  (void) info;
#if defined (__x86_64__)
  /* x86's register numbers, as the REX.B bit and ModRM's rm field give
     them, in ucontext's order.  */
  static const int gregs[16]
    = { REG_RAX, REG_RCX, REG_RDX, REG_RBX, REG_RSP, REG_RBP, REG_RSI,
	REG_RDI, REG_R8, REG_R9, REG_R10, REG_R11, REG_R12, REG_R13, REG_R14,
	REG_R15 };
  const unsigned char *pc
    = (const unsigned char *) uc->uc_mcontext.gregs[REG_RIP];
  int32_t negated;
  /* ud2 at pc; 6 bytes before it addl -4(%reg), %r10d (REX.R and maybe
     REX.B, 03, ModRM with mod 01 and reg r10, disp8 -4), 12 bytes before
     it movl $-HASH, %r10d (41 ba imm32).  */
  if (pc[0] == 0x0f && pc[1] == 0x0b && pc[-12] == 0x41 && pc[-11] == 0xba
      && (pc[-6] & 0xfe) == 0x44 && pc[-5] == 0x03
      && (pc[-4] & 0xf8) == 0x50 && (pc[-4] & 7) != 4 && pc[-3] == 0xfc)
    {
      memcpy (&negated, pc - 10, 4);
      report (uc->uc_mcontext.gregs[gregs[(pc[-6] & 1) << 3 | (pc[-4] & 7)]],
	      0u - (uint32_t) negated);
    }
#elif defined (__aarch64__)
  uint32_t insn = *(const uint32_t *) uc->uc_mcontext.pc;
  uint32_t imm = (insn >> 5) & 0xffff;
  if ((insn & 0xffe0001f) == 0xd4200000 && (imm & 0xfc00) == 0x8000)
    report (uc->uc_mcontext.regs[imm & 31],
	    (uint32_t) uc->uc_mcontext.regs[(imm >> 5) & 31]);
#endif
  printf ("a trap that is not a kCFI check\n");
  fflush (stdout);
  _exit (2);
}

int
main (void)
{
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = on_trap;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGILL, &sa, NULL);
  sigaction (SIGTRAP, &sa, NULL);

  int one = 1;
  slot (&one);
  slot = (void (*) (int *)) (void (*) (void)) wrong_type;
  slot (&one);
  printf ("not reached\n");
  return 1;
}
