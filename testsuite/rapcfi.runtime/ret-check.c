/* The return check's runtime side (doc/ABI.md, "Return edges").  A
   function of type long double (void) returns, through its check, to
   return sites of its own type and of others (one after a direct call
   to the function itself, which is allowed), into the middle of a
   function, into code without records, into a unit built without
   return checks and to the failure path of a return check.  Its unit is permissive: what is not allowed is
   reported, counted and let through.  Every time, the code it returns to
   must see every general register but the check's scratch (%r10, %r11),
   %xmm0-%xmm7, %st(0) and %st(1) as the function left them: its return
   value may be in %rax:%rdx, %xmm0:%xmm1 or %st(0):%st(1).  Then, in
   child processes, the policy stops a bad return: a site without a
   record enforces, and so does rapcfi_set_policy.

   rapcfi.runtime/runtime.exp builds it with the plain compiler (the
   assembly plays the plugin's part) and runs it.  */

#include "rapcfi.h"

#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define NGPRS 16
#define RSP_SLOT 7
#define R10_SLOT 10
#define R11_SLOT 11
#define XMM_OFFSET 128
#define ST0_OFFSET 256
#define ST1_OFFSET 272
#define IMAGE_SIZE 288

extern unsigned char image[IMAGE_SIZE], seen[IMAGE_SIZE];
extern uint64_t misalign, saved_rsp;
extern char pad_good[], pad_other[], pad_g[], pad_self[], pad_mid[],
  pad_outside[], pad_legacy[], pad_site[];
extern void returner (void), returner_forced (void),
  returner_unrecorded (void);
extern void run_return (void *to, void (*returner) (void));

static const struct
{
  const char *name;
  void *to;
  void (*returner) (void);
  unsigned long violations;
} cases[] = {
  { "to its own return site", pad_good, returner, 0 },
  { "to its own return site, through the runtime", pad_good,
    returner_forced, 0 },
  { "to a return site of another type", pad_other, returner, 1 },
  { "to a return site after a call to g", pad_g, returner, 1 },
  { "to a return site of another type after a call to itself", pad_self,
    returner, 0 },
  { "to a return site after a call to another function", pad_self,
    returner_forced, 1 },
  { "into the middle of a function", pad_mid, returner, 1 },
  { "into code without records", pad_outside, returner, 0 },
  { "into code without records, again", pad_outside, returner, 0 },
  { "into a unit without return checks", pad_legacy, returner, 0 },
  { "to the failure path of a return check", pad_site, returner, 1 },
};
#define NCASES (sizeof cases / sizeof cases[0])

static void
fill_image (unsigned c)
{
  uint64_t gprs[NGPRS];
  for (int i = 0; i < NGPRS; i++)
    gprs[i] = (0x0101010101010101ull * (i + 1)) ^ (c << 16) ^ misalign;
  memcpy (image, gprs, sizeof gprs);
  for (int i = 0; i < 16 * 8; i++)
    image[XMM_OFFSET + i] = (unsigned char) (0xa0 + i + c);
  long double st0 = 1.25L * (c + 1) + misalign, st1 = -3.0L / (c + 3);
  memset (image + ST0_OFFSET, 0, 32);
  memcpy (image + ST0_OFFSET, &st0, 10);
  memcpy (image + ST1_OFFSET, &st1, 10);
}

/* Whether the return site saw IMAGE.  */
static int
registers_kept (unsigned c)
{
  int kept = 1;
  uint64_t want[NGPRS], got[NGPRS];
  memcpy (want, image, sizeof want);
  memcpy (got, seen, sizeof got);
  /* Back in run_return's frame, the return address popped; pad_site
     returns again, to FINISH.  */
  want[RSP_SLOT] = saved_rsp - misalign - (cases[c].to == pad_site ? 0 : 8);
  for (int i = 0; i < NGPRS; i++)
    if (i != R10_SLOT && i != R11_SLOT && got[i] != want[i])
      {
	printf ("FAIL: %s (misalign %d): general register %d is %#llx, "
		"not %#llx\n", cases[c].name, (int) misalign, i,
		(unsigned long long) got[i], (unsigned long long) want[i]);
	kept = 0;
      }
  for (int i = 0; i < 8; i++)
    if (memcmp (seen + XMM_OFFSET + 16 * i, image + XMM_OFFSET + 16 * i, 16))
      {
	printf ("FAIL: %s (misalign %d): %%xmm%d changed\n", cases[c].name,
		(int) misalign, i);
	kept = 0;
      }
  for (int i = 0; i < 2; i++)
    if (memcmp (seen + ST0_OFFSET + 16 * i, image + ST0_OFFSET + 16 * i, 10))
      {
	printf ("FAIL: %s (misalign %d): %%st(%d) changed\n", cases[c].name,
		(int) misalign, i);
	kept = 0;
      }
  return kept;
}

/* In a child: return from RETURNER to TO; the child must be stopped.  */
static int
stopped (const char *what, void *to, void (*returner) (void), int enforce)
{
  pid_t pid = fork ();
  if (pid == 0)
    {
      if (enforce)
	rapcfi_set_policy (RAPCFI_POLICY_ENFORCE);
      misalign = 8;
      fill_image (0);
      run_return (to, returner);
      printf ("FAIL: %s: not stopped\n", what);
      _exit (0);
    }
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid)
    {
      printf ("FAIL: %s: no child\n", what);
      return 0;
    }
  if (!WIFSIGNALED (status) || WTERMSIG (status) != SIGABRT)
    {
      printf ("FAIL: %s: child status %#x\n", what, status);
      return 0;
    }
  printf ("stopped: %s\n", what);
  return 1;
}

int
main (void)
{
  int ok = 1;
  /* A lost register can crash a later return: show the failures first.
     stderr, where the reports go, is unbuffered too.  */
  setvbuf (stdout, NULL, _IONBF, 0);
  for (misalign = 0; misalign <= 8; misalign += 8)
    for (unsigned c = 0; c < NCASES; c++)
      {
	printf ("return %s (misalign %d)\n", cases[c].name, (int) misalign);
	fill_image (c);
	memset (seen, 0, sizeof seen);
	unsigned long before = rapcfi_violations ();
	run_return (cases[c].to, cases[c].returner);
	ok &= registers_kept (c);
	if (rapcfi_violations () - before != cases[c].violations)
	  {
	    printf ("FAIL: %s (misalign %d): %lu violations, not %lu\n",
		    cases[c].name, (int) misalign,
		    rapcfi_violations () - before, cases[c].violations);
	    ok = 0;
	  }
      }

  ok &= stopped ("no site record", pad_other, returner_unrecorded, 0);
  ok &= stopped ("rapcfi_set_policy enforce", pad_mid, returner, 1);

  puts (ok ? "PASS: ret-check" : "FAIL: ret-check");
  return !ok;
}
