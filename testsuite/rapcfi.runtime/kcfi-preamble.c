/* Functions that rapcfi's tables do not record but that carry a kCFI
   preamble (assembly with RAPCFI_TYPED_FUNC_START, objects built by
   Clang with -fsanitize=kcfi) are checked by the runtime all the same
   (doc/ABI.md, "Failure handler"): called with the hash their preamble
   holds, they are allowed; with another, the call is a violation, whose
   report spells the type found when a recorded function has that hash.
   With -fpatchable-function-entry=N,M, the preamble ends M bytes before
   the entry.  The units are built compat=loose, so that code without a
   preamble is allowed (compat=strict is rapcfi.dg/compat-strict-*.c's),
   and so is
   code where the runtime may not look for one: in memory no loaded
   object maps (the page before it unreadable), and at the very start of
   an object's executable segment (the bytes before it made to look like
   a preamble with another hash).  The units are permissive: a violation
   is reported, counted and let through.  Then, in child processes, a
   site without a record and rapcfi_set_policy enforce stop it.

   rapcfi.runtime/runtime.exp builds it with the plain compiler (the
   assembly plays the plugin's part) and runs it.  */

#define _GNU_SOURCE
#include "rapcfi.h"

#include <dlfcn.h>
#include <link.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

typedef long (*fn_t) (long);
typedef long (*caller_t) (fn_t);

extern long call_vi (fn_t), call_vi_forced (fn_t), call_ll (fn_t),
  call_ll_forced (fn_t), call_vi_unrecorded (fn_t), call_vi_p2 (fn_t),
  call_ll_p2_forced (fn_t);
extern long kcfi_func (long), kcfi_known (long), kcfi_func_p2 (long),
  plain (long);

/* A kCFI preamble with the hash of int (int *).  */
static const unsigned char fake_preamble[16] = {
  0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90,
  0xb8, 0xca, 0x5a, 0xd5, 0x3a
};

static int ok = 1;

/* Call FN through CALLER: it must return WANT, after VIOLATIONS
   reports.  */
static void
run (const char *what, caller_t caller, fn_t fn, long want,
     unsigned long violations)
{
  printf ("%s\n", what);
  unsigned long before = rapcfi_violations ();
  long got = caller (fn);
  if (got != want)
    {
      printf ("FAIL: %s: returned %ld, not %ld\n", what, got, want);
      ok = 0;
    }
  if (rapcfi_violations () - before != violations)
    {
      printf ("FAIL: %s: %lu violations, not %lu\n", what,
	      rapcfi_violations () - before, violations);
      ok = 0;
    }
}

/* In a child: call FN through CALLER; the child must be stopped.  */
static void
stopped (const char *what, caller_t caller, fn_t fn, int enforce)
{
  pid_t pid = fork ();
  if (pid == 0)
    {
      if (enforce)
	rapcfi_set_policy (RAPCFI_POLICY_ENFORCE);
      caller (fn);
      printf ("FAIL: %s: not stopped\n", what);
      _exit (0);
    }
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid)
    {
      printf ("FAIL: %s: no child\n", what);
      ok = 0;
      return;
    }
  if (!WIFSIGNALED (status) || WTERMSIG (status) != SIGABRT)
    {
      printf ("FAIL: %s: child status %#x\n", what, status);
      ok = 0;
      return;
    }
  printf ("stopped: %s\n", what);
}

/* Code in two fresh anonymous pages, in no loaded object: at the start
   of the second, executable, mov $4, %eax; ret.  The first ends in a
   preamble of another type.  */
static unsigned char *
map_code (size_t page)
{
  unsigned char *map = mmap (NULL, 2 * page, PROT_READ | PROT_WRITE,
			     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    return NULL;
  static const unsigned char code[] = { 0xb8, 0x04, 0, 0, 0, 0xc3 };
  memcpy (map + page - sizeof fake_preamble, fake_preamble,
	  sizeof fake_preamble);
  memcpy (map + page, code, sizeof code);
  if (mprotect (map, page, PROT_READ) != 0
      || mprotect (map + page, page, PROT_READ | PROT_EXEC) != 0)
    return NULL;
  return map + page;
}

/* The start of the executable segment holding ADDRESS.  */
struct segment_search
{
  uintptr_t address;
  uintptr_t start;
};

static int
find_segment (struct dl_phdr_info *info, size_t size, void *data)
{
  struct segment_search *s = data;
  (void) size;
  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *phdr = &info->dlpi_phdr[i];
      uintptr_t start = info->dlpi_addr + phdr->p_vaddr;
      if (phdr->p_type == PT_LOAD && (phdr->p_flags & PF_X)
	  && s->address >= start && s->address - start < phdr->p_memsz)
	{
	  s->start = start;
	  return 1;
	}
    }
  return 0;
}

/* Load the library; make the bytes before its seg_start, which begins
   its executable segment, a preamble of another type.  */
static fn_t
load_segment_start (size_t page)
{
  void *handle = dlopen ("./kcfi-preamble-seg.so", RTLD_NOW);
  if (!handle)
    {
      printf ("FAIL: %s\n", dlerror ());
      return NULL;
    }
  unsigned char *start = dlsym (handle, "seg_start");
  struct segment_search s = { (uintptr_t) start, 0 };
  dl_iterate_phdr (find_segment, &s);
  if (!start || s.start != (uintptr_t) start
      || (uintptr_t) start % page != 0)
    {
      printf ("FAIL: seg_start %p is not at the start of its segment "
	      "(%#lx)\n", (void *) start, (unsigned long) s.start);
      return NULL;
    }
  unsigned char *before = start - page;
  if (mprotect (before, page, PROT_READ | PROT_WRITE) != 0)
    {
      printf ("FAIL: the page before seg_start is not mapped\n");
      return NULL;
    }
  memcpy (start - sizeof fake_preamble, fake_preamble, sizeof fake_preamble);
  mprotect (before, page, PROT_READ);
  return (fn_t) (void *) start;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  size_t page = sysconf (_SC_PAGESIZE);

  run ("kcfi preamble, right hash", call_ll, kcfi_func, 1, 0);
  run ("kcfi preamble, right hash, through the runtime", call_ll_forced,
       kcfi_func, 1, 0);
  run ("kcfi preamble, wrong hash", call_vi, kcfi_func, 1, 1);
  run ("kcfi preamble, wrong hash of a recorded type", call_vi, kcfi_known,
       2, 1);
  run ("kcfi preamble and prefix, right hash, through the runtime",
       call_ll_p2_forced, kcfi_func_p2, 3, 0);
  run ("kcfi preamble and prefix, wrong hash", call_vi_p2, kcfi_func_p2, 3,
       1);
  run ("no preamble", call_vi, plain, 6, 0);

  unsigned char *code = map_code (page);
  if (!code)
    {
      printf ("FAIL: cannot map code\n");
      ok = 0;
    }
  else
    {
      run ("code in no object", call_vi, (fn_t) (void *) code, 4, 0);
      mprotect (code - page, page, PROT_NONE);
      run ("code in no object, nothing mapped before it", call_vi_forced,
	   (fn_t) (void *) code, 4, 0);
    }

  fn_t seg_start = load_segment_start (page);
  if (!seg_start)
    ok = 0;
  else
    {
      run ("code at the start of a segment", call_vi, seg_start, 5, 0);
      run ("code at the start of a segment, through the runtime",
	   call_vi_forced, seg_start, 5, 0);
    }

  stopped ("no site record", call_vi_unrecorded, kcfi_func, 0);
  stopped ("rapcfi_set_policy enforce", call_vi, kcfi_func, 1);

  puts (ok ? "PASS: kcfi-preamble" : "FAIL: kcfi-preamble");
  return !ok;
}
