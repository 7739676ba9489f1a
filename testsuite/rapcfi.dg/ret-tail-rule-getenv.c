/* The tail-call rule asked too little of the callee (issue 36, item 6):
   a function with a preamble (global: victim) whose return address is
   overwritten with the return site after run_env's call to getenv, of
   another type, returns there, and the value it returns, an attacker's
   command, goes to system.  getenv makes no tail call through a
   pointer, so that no function can return there but getenv: stopped
   (compat=strict).  Its correct twins, a library function jumping
   through a pointer or by name to the function that returns, are
   rapcfi.shared/tail-call.c and tail-named.c.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-options "-fno-omit-frame-pointer -fno-inline" } */
/* { dg-shouldfail "return after getenv from another function" } */
/* { dg-output "rapcfi: return from victim\[.a-z0-9\]* \\(\[^)\]*\\) to 0x\[0-9a-f\]+ \\(run_env\[.a-z0-9\]*\\+0x\[0-9a-f\]+\\): expected a return site of 'long \\(long\\)' \\\[0x\[0-9a-f\]+\\\], found a return site of another type \\\[0x\[0-9a-f\]+\\\] \\(after a call to getenv, which makes no tail call through a pointer \\(compat=strict\\)\\)" } */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "saved-return.h"

static const char command[] = "echo not stopped";
static unsigned char *volatile after_getenv;
extern const unsigned char __executable_start[], etext[];

__attribute__ ((noinline)) void
run_env (const char *name)
{
  const char *value = getenv (name);
  if (value)
    system (value);
}

/* The return address of the call to getenv (through its PLT entry) in
   run_env, as an attacker who reads the code finds it.  */
static unsigned char *
find_after_getenv (void)
{
  const unsigned char *code = (const unsigned char *) run_env;
  uintptr_t getenv_address;
  /* getenv's address read from the GOT, out of the plugin's sight.  */
  __asm__ ("movq getenv@GOTPCREL(%%rip), %0" : "=r" (getenv_address));
  for (int i = 0; i < 256; i++)
    {
      if (code[i] != 0xe8)
	continue;
      int32_t rel;
      memcpy (&rel, code + i + 1, sizeof rel);
      const unsigned char *plt = code + i + 5 + rel;
      if (plt < __executable_start || plt + 16 > etext)
	continue;			/* No call: bytes of another insn.  */
      if (memcmp (plt, "\xf3\x0f\x1e\xfa", 4) == 0)
	plt += 4;			/* endbr64 */
      if (plt[0] == 0xf2)
	plt++;				/* bnd */
      if (plt[0] != 0xff || plt[1] != 0x25)
	continue;
      memcpy (&rel, plt + 2, sizeof rel);
      uintptr_t slot;
      memcpy (&slot, plt + 6 + rel, sizeof slot);
      if (slot == getenv_address)
	return (unsigned char *) code + i + 5;
    }
  return NULL;
}

long
victim (long x)
{
  void *volatile *saved_return = SAVED_RETURN_SLOT ();
  *saved_return = after_getenv;
  SAVED_RETURN_WRITTEN ();
  return x ? (long) command : 0;
}

int
main (void)
{
  run_env ("RAPCFI_TEST_UNSET");	/* Binds getenv's PLT entry.  */
  after_getenv = find_after_getenv ();
  if (!after_getenv)
    return 2;
  long (*volatile f) (long) = victim;
  printf ("victim %ld\n", f (1));
  return 0;
}
