/* What an attacker of the compat tests knows: the addresses of functions
   in libc that the program never takes itself, read from the GOT in
   assembly, out of the plugin's sight.  */

#include <stddef.h>
#include "saved-return.h"

#if defined __aarch64__
#define LIBC_ADDRESS(sym)						\
  ({									\
    void *address_;							\
    __asm__ ("adrp %0, :got:" #sym "\n\t"				\
	     "ldr %0, [%0, #:got_lo12:" #sym "]" : "=r" (address_));	\
    (unsigned char *) address_;						\
  })

/* Whether no call instruction can end at P: the word before it is no bl
   or blr.  */
static int
after_no_call (const unsigned char *p)
{
  unsigned w;
  __builtin_memcpy (&w, p - 4, sizeof w);
  return ((w & 0xfc000000u) != 0x94000000u
	  && (w & 0xfffffc1fu) != 0xd63f0000u);
}

/* Instructions are 4 bytes: only their starts can be returned to.  */
#define INSN_ALIGN 4
#elif defined __riscv
#define LIBC_ADDRESS(sym)						\
  ({									\
    void *address_;							\
    __asm__ ("1: auipc %0, %%got_pcrel_hi(" #sym ")\n\t"		\
	     "ld %0, %%pcrel_lo(1b)(%0)" : "=r" (address_));		\
    (unsigned char *) address_;						\
  })

/* Whether no call instruction can end at P: the halfword before it is
   no c.jalr, the word before it no jal ra or jalr ra.  */
static int
after_no_call (const unsigned char *p)
{
  unsigned short h;
  unsigned w;
  __builtin_memcpy (&h, p - 2, sizeof h);
  __builtin_memcpy (&w, p - 4, sizeof w);
  return (((h & 0xf07fu) != 0x9002u || (h & 0x0f80u) == 0)
	  && (w & 0xfffu) != 0x0efu && (w & 0x7fffu) != 0x00e7u);
}

/* Instructions are 2 or 4 bytes (the C extension).  */
#define INSN_ALIGN 2
#else
#define LIBC_ADDRESS(sym)						\
  ({									\
    void *address_;							\
    __asm__ ("movq " #sym "@GOTPCREL(%%rip), %0" : "=r" (address_));	\
    (unsigned char *) address_;						\
  })

/* Whether no call instruction can end at P: every x86_64 call has an
   e8 or ff byte among the 15 before its end.  */
static int
after_no_call (const unsigned char *p)
{
  for (int i = 1; i <= 15; i++)
    if (p[-i] == 0xe8 || p[-i] == 0xff)
      return 0;
  return 1;
}

#define INSN_ALIGN 1
#endif

/* A libc function entry that no call instruction ends at.  */
static unsigned char *
quiet_libc_entry (void)
{
  unsigned char *candidates[] = {
    LIBC_ADDRESS (getpid), LIBC_ADDRESS (getppid), LIBC_ADDRESS (getuid),
    LIBC_ADDRESS (geteuid), LIBC_ADDRESS (getgid), LIBC_ADDRESS (getegid)
  };
  for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++)
    if (after_no_call (candidates[i]))
      return candidates[i];
  return NULL;
}

/* An address inside a libc function that no call instruction ends at.  */
static unsigned char *
quiet_libc_inside (void)
{
  unsigned char *entry = LIBC_ADDRESS (getpid);
  for (int offset = INSN_ALIGN; offset < 32; offset += INSN_ALIGN)
    if (after_no_call (entry + offset))
      return entry + offset;
  return NULL;
}

/* Where victim makes itself return.  */
unsigned char *volatile bad_return;

/* Overwrites its own saved return address with bad_return.  */
__attribute__ ((noinline)) int
victim (int x)
{
  void *volatile *saved_return
    = SAVED_RETURN_SLOT ();
  *saved_return = bad_return;
  SAVED_RETURN_WRITTEN ();
  return x + 1;
}
