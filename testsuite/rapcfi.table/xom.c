/* Execute-only evidence: at start-up the program overwrites, in its own
   text, the hash bytes before the entry of every function it lists and
   the marker after every call site (table.exp gives the addresses, taken
   from the disassembly), then makes indirect calls and returns.  Where
   inline mode keeps hashes (the preamble, the return-site marker) table
   mode keeps nothing it reads: it goes on working, while inline mode
   finds the hashes gone.  The marker after a call is an instruction that
   has no effect that code after a call sees in both modes (x86_64: a
   compare into the flags; aarch64: a logical operation into xzr); it is
   rewritten as the same instruction with other operands, so that it
   still runs.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined __aarch64__
/* The word before the entry; the marker, keeping its opcode and xzr.  */
enum { entry_bytes = 4, marker_bytes = 4 };
static const unsigned char entry_fill = 0x5a;

static int
is_marker (const unsigned char *at)
{
  uint32_t word;
  memcpy (&word, at, sizeof word);
  return (word & 0x9f00001fu) == 0x8a00001fu;
}

static void
rewrite_marker (unsigned char *at)
{
  uint32_t word;
  memcpy (&word, at, sizeof word);
  word = (word & ~(0x7ffffu << 5)) | (0x5a5a5u << 5);
  memcpy (at, &word, sizeof word);
}
#elif defined __riscv
/* The word before the entry; the marker, keeping its opcode, zero and
   bit 31.  */
enum { entry_bytes = 4, marker_bytes = 4 };
static const unsigned char entry_fill = 0x5a;

static int
is_marker (const unsigned char *at)
{
  uint32_t word;
  memcpy (&word, at, sizeof word);
  return (word & 0x80000fdfu) == 0x80000017u;
}

static void
rewrite_marker (unsigned char *at)
{
  uint32_t word;
  memcpy (&word, at, sizeof word);
  word = (word & ~(0x7ffffu << 12)) | (0x5a5a5u << 12);
  memcpy (at, &word, sizeof word);
}
#else
/* The 16 bytes before the entry; cmpl $0x5a5a5a5a, %eax.  */
enum { entry_bytes = 16, marker_bytes = 5 };
static const unsigned char entry_fill = 0xcc;

static int
is_marker (const unsigned char *at)
{
  return at[0] == 0x3d;
}

static void
rewrite_marker (unsigned char *at)
{
  memset (at + 1, 0x5a, 4);
}
#endif

/* Make the page range holding [ADDRESS, ADDRESS + SIZE) writable too, or
   executable only again.  It stays executable: this code may be on
   it.  */
static void
set_writable (uintptr_t address, size_t size, int writable)
{
  uintptr_t page = (uintptr_t) sysconf (_SC_PAGESIZE);
  uintptr_t start = address & ~(page - 1);
  uintptr_t end = (address + size + page - 1) & ~(page - 1);
  int prot = PROT_READ | PROT_EXEC | (writable ? PROT_WRITE : 0);
  if (mprotect ((void *) start, end - start, prot) != 0)
    {
      perror ("mprotect");
      exit (2);
    }
}

/* Overwrite what LIST names: "entry ADDR" and "return ADDR" lines.  */
static void
overwrite (const char *list)
{
  FILE *f = fopen (list, "r");
  if (!f)
    {
      perror (list);
      exit (2);
    }
  char kind[16];
  unsigned long address;
  unsigned entries = 0, returns = 0;
  while (fscanf (f, "%15s %lx", kind, &address) == 2)
    {
      unsigned char *at = (unsigned char *) address;
      if (strcmp (kind, "entry") == 0)
	{
	  set_writable (address - entry_bytes, entry_bytes, 1);
	  memset (at - entry_bytes, entry_fill, entry_bytes);
	  set_writable (address - entry_bytes, entry_bytes, 0);
	  entries++;
	}
      else
	{
	  set_writable (address, marker_bytes, 1);
	  if (!is_marker (at))
	    {
	      printf ("no marker after the call returning to %#lx\n",
		      address);
	      exit (2);
	    }
	  rewrite_marker (at);
	  set_writable (address, marker_bytes, 0);
	  __builtin___clear_cache ((char *) at, (char *) at + marker_bytes);
	  returns++;
	}
    }
  fclose (f);
  printf ("overwrote %u entries and %u return sites\n", entries, returns);
  fflush (stdout);
}

struct op
{
  const char *name;
  long (*apply) (long, long);
};

/* xom_add calls it, so that it saves its return address, and its
   return, to a return site after an indirect call, is checked on every
   target (a leaf's return address never leaves aarch64's link
   register).  */
static volatile long xom_calls;

__attribute__ ((noinline)) static void
xom_note (void)
{
  xom_calls++;
}

__attribute__ ((noinline)) static long
xom_add (long a, long b)
{
  xom_note ();
  return a + b;
}

__attribute__ ((noinline)) static long
xom_mul (long a, long b)
{
  return a * b;
}

__attribute__ ((noinline)) static double
xom_half (double x)
{
  return x / 2;
}

static struct op ops[] = { { "add", xom_add }, { "mul", xom_mul } };
static double (*volatile halve) (double) = xom_half;

__attribute__ ((noinline)) static long
xom_fold (long seed, int rounds)
{
  long acc = seed;
  for (int i = 0; i < rounds; i++)
    acc = ops[i % 2].apply (acc, i + 1);
  return acc;
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    return 2;
  overwrite (argv[1]);
  printf ("fold %ld\n", xom_fold (1, 6));
  printf ("half %g\n", halve (5.0));
  printf ("done\n");
  return 0;
}
