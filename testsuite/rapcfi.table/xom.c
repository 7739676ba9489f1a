/* Execute-only evidence: at start-up the program overwrites, in its own
   text, the 16 bytes before the entry of every function it lists and
   the 7 bytes after every call site (table.exp gives the addresses, taken
   from the disassembly), then makes indirect calls and returns.  Where
   inline mode keeps hashes (the preamble, the return-site marker) table
   mode keeps nothing it reads: it goes on working, while inline mode
   finds the hashes gone.  The bytes after a call are a 7-byte nop in
   both modes; they are rewritten as the same nop with another
   displacement, so they still run.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static const unsigned char marker_start[3] = { 0x0f, 0x1f, 0x80 };

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
	  set_writable (address - 16, 16, 1);
	  memset (at - 16, 0xcc, 16);
	  set_writable (address - 16, 16, 0);
	  entries++;
	}
      else
	{
	  set_writable (address, 7, 1);
	  if (memcmp (at, marker_start, sizeof marker_start) != 0)
	    {
	      printf ("no 7-byte nop after the call returning to %#lx\n",
		      address);
	      exit (2);
	    }
	  memset (at + 3, 0x5a, 4);
	  set_writable (address, 7, 0);
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

__attribute__ ((noinline)) static long
xom_add (long a, long b)
{
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
