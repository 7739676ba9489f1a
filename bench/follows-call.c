/* Counts the return addresses compat=strict takes for ones after a call
   in a library's code: every position of its executable segments that
   the runtime's decoder (arch/<target>/code.c, linked in) admits, with
   the direct call's target checked against the executable segments of
   the loaded objects as runtime/compat.c does, and what an older decoder
   admits (OLD_ prefixed: bench/follows-call.sh builds it from another
   revision).  Prints one line per position either admits:
   "<new><old> <offset>", each flag 1 or 0, the offset from the
   object's base (objdump's addresses).  */

#define _GNU_SOURCE
#include "arch/code.h"

#include <dlfcn.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>

extern bool old_rapcfi_code_follows_call (const unsigned char *end,
					  size_t before);

struct range
{
  uintptr_t start, end;
};

static struct range segments[256];
static size_t nsegments;

static int
collect_segments (struct dl_phdr_info *info, size_t size, void *data)
{
  (void) size;
  (void) data;
  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *p = &info->dlpi_phdr[i];
      if (p->p_type == PT_LOAD && (p->p_flags & PF_X)
	  && nsegments < sizeof segments / sizeof segments[0])
	{
	  segments[nsegments].start = info->dlpi_addr + p->p_vaddr;
	  segments[nsegments].end = segments[nsegments].start + p->p_memsz;
	  nsegments++;
	}
    }
  return 0;
}

static bool
executable (uintptr_t address)
{
  for (size_t i = 0; i < nsegments; i++)
    if (address >= segments[i].start && address < segments[i].end)
      return true;
  return false;
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: %s LIBRARY\n", argv[0]);
      return 2;
    }
  void *handle = dlopen (argv[1], RTLD_NOW);
  struct link_map *map;
  if (!handle || dlinfo (handle, RTLD_DI_LINKMAP, &map) != 0)
    {
      fprintf (stderr, "%s: %s\n", argv[1], dlerror ());
      return 1;
    }
  dl_iterate_phdr (collect_segments, NULL);
  for (size_t i = 0; i < nsegments; i++)
    {
      /* The library's own segments: those its base is below and its
	 link map names.  */
      Dl_info info;
      if (!dladdr ((void *) segments[i].start, &info)
	  || (uintptr_t) info.dli_fbase != map->l_addr)
	continue;
      for (uintptr_t a = segments[i].start + 1; a < segments[i].end; a++)
	{
	  const unsigned char *end = (const unsigned char *) a;
	  size_t before = a - segments[i].start;
	  uintptr_t direct;
	  bool now = (rapcfi_code_follows_call (end, before, &direct)
		      && (!direct || executable (direct)));
	  bool old = old_rapcfi_code_follows_call (end, before);
	  if (now || old)
	    printf ("%d%d %lx\n", now, old, (unsigned long) (a - map->l_addr));
	}
    }
  return 0;
}
