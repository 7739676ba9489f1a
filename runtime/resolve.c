/* Where a call's target goes when it is no function rapcfi compiled but
   stands for one: a PLT entry (doc/ABI.md, "PLT entries"), bound or not
   yet, or the trampoline of a nested function.  Reads only what the
   loaded objects map, or what the kernel says is mapped.  Called with
   the tables' lock held and the tables fresh.  */

#define _GNU_SOURCE
#include "resolve.h"
#include "lookup.h"
#include "objects.h"
#include "arch/code.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

/* Whether the GOT slot content VALUE of SLOT, in OBJECT (number INDEX),
   is still the lazy binding stub of the PLT, pushing the slot's
   relocation index, in an executable segment of OBJECT.  Called
   with the tables' lock held and the tables fresh.  */
static bool
lazy_stub (size_t object, const struct rapcfi_plt_slot *slot,
	   uintptr_t value)
{
  const struct segment *g = rapcfi_lookup_segment (value);
  if (!g || g->object != object)
    return false;
  uint32_t pushed;
  return (rapcfi_code_lazy_binding ((const unsigned char *) value,
				    g->end - value, &pushed)
	  && (pushed == slot->index || pushed == RAPCFI_ANY_RELOCATION));
}

/* Whether TARGET is a PLT entry, and where it goes: where its GOT slot
   points once bound, else the first definition of its symbol in the
   loaded objects.  Called with the tables' lock held and the tables
   fresh.  */
enum rapcfi_plt_place
rapcfi_lookup_plt (uintptr_t target, uintptr_t *resolved)
{
  const struct segment *g = rapcfi_lookup_segment (target);
  if (!g)
    return RAPCFI_NOT_PLT;
  const struct rapcfi_object *object = &rapcfi_tables.objects[g->object];
  const struct rapcfi_plt_slot *slot = rapcfi_plt_slot (object, target,
							  g->end);
  if (!slot)
    return RAPCFI_NOT_PLT;

  /* Bound already (-z now, an earlier call, an IRELATIVE slot): the slot
     says where the entry goes.  */
  uintptr_t value = *(const volatile uintptr_t *) slot->address;
  if (!lazy_stub (g->object, slot, value))
    {
      *resolved = value;
      return RAPCFI_PLT_RESOLVED;
    }

  /* Not yet: where the loader will bind it, the first definition of its
     symbol in the loader's order.  Not dlsym (RTLD_DEFAULT, name): for a
     canonical PLT entry of the executable, that is the entry itself.  */
  const char *name = rapcfi_plt_symbol (object, slot);
  if (slot->type != RAPCFI_R_JUMP_SLOT || !name)
    return RAPCFI_PLT_UNKNOWN;
  for (size_t i = 0; i < rapcfi_tables.nobjects; i++)
    switch (rapcfi_object_defines (&rapcfi_tables.objects[i], name, resolved))
      {
      case RAPCFI_DEFINED:
	return RAPCFI_PLT_RESOLVED;
      case RAPCFI_DEFINED_IFUNC:
	return RAPCFI_PLT_UNKNOWN;
      case RAPCFI_UNDEFINED:
	break;
      }
  return RAPCFI_PLT_UNKNOWN;
}

/* A line of /proc/self/maps: "START-END PERMS OFFSET DEV INODE PATH".  */
struct maps_line
{
  uintptr_t start, end;
  char perms[4];		/* "rwxp", '-' where not.  */
  char dev[16];
  unsigned long inode;
  const char *path;		/* "" for an anonymous mapping.  */
};

/* Parse LINE into *M; false when it is no mapping's line.  */
static bool
parse_maps_line (const char *line, struct maps_line *m)
{
  char *rest;
  m->start = strtoul (line, &rest, 16);
  if (*rest != '-')
    return false;
  m->end = strtoul (rest + 1, &rest, 16);
  if (*rest != ' ' || strlen (rest + 1) < sizeof m->perms)
    return false;
  memcpy (m->perms, rest + 1, sizeof m->perms);
  rest += 1 + sizeof m->perms;
  strtoul (rest, &rest, 16);	/* The offset.  */
  while (*rest == ' ')
    rest++;
  size_t n = strcspn (rest, " ");
  if (n >= sizeof m->dev)
    return false;
  memcpy (m->dev, rest, n);
  m->dev[n] = '\0';
  m->inode = strtoul (rest + n, &rest, 10);
  while (*rest == ' ')
    rest++;
  m->path = rest;
  return true;
}

/* Call VISIT on each line of /proc/self/maps until it returns true;
   whether one did.  Read with system calls into the stack, as the return
   of a signal handler may come here.  */
static bool
each_mapping (bool (*visit) (const struct maps_line *, void *), void *data)
{
  int fd = open ("/proc/self/maps", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return false;
  char buffer[4096];
  size_t have = 0;
  bool found = false, skipping = false;
  ssize_t n;
  while (!found
	 && (n = read (fd, buffer + have, sizeof buffer - 1 - have)) > 0)
    {
      have += (size_t) n;
      buffer[have] = '\0';
      char *line = buffer, *newline;
      while (!found && (newline = strchr (line, '\n')))
	{
	  *newline = '\0';
	  struct maps_line m;
	  if (!skipping && parse_maps_line (line, &m))
	    found = visit (&m, data);
	  skipping = false;
	  line = newline + 1;
	}
      /* Keep the partial last line.  One longer than the buffer (a long
	 path), whose start has been read, is skipped to its end.  */
      have -= (size_t) (line - buffer);
      memmove (buffer, line, have);
      if (have == sizeof buffer - 1)
	{
	  have = 0;
	  skipping = true;
	}
    }
  close (fd);
  return found;
}

/* What a search of /proc/self/maps looks for, and what it found.  */
struct mapping_search
{
  uintptr_t address;
  bool executable;
  struct maps_line found;
};

static bool
holds_address (const struct maps_line *m, void *data)
{
  struct mapping_search *search = data;
  if (search->address < m->start || search->address >= m->end
      || m->perms[0] != 'r' || (search->executable && m->perms[2] != 'x'))
    return false;
  search->found = *m;
  search->found.path = "";	/* The line's buffer is gone after.  */
  return true;
}

/* Whether /proc/self/maps says ADDRESS is mapped readable, executable
   when EXECUTABLE: the mapping into *START and *END.  For the code
   outside loaded objects (JIT code, trampolines, qemu-user's signal
   return), whose bytes are read only once known to be mapped.  */
bool
rapcfi_find_mapping (uintptr_t address, bool executable, uintptr_t *start,
		     uintptr_t *end)
{
  struct mapping_search search = { address, executable, { 0 } };
  if (!each_mapping (holds_address, &search))
    return false;
  *start = search.found.start;
  *end = search.found.end;
  return true;
}

/* What makes a mapping no code a JIT finished: it is writable, or it is
   the stack or the heap.  */
static bool
writable_or_data (const struct maps_line *m)
{
  return (m->perms[1] == 'w' || strncmp (m->path, "[stack", 6) == 0
	  || strcmp (m->path, "[heap]") == 0);
}

static bool
holds_finished_code (const struct maps_line *m, void *data)
{
  struct mapping_search *search = data;
  if (!holds_address (m, data))
    return false;
  if (writable_or_data (m))
    search->found.start = search->found.end = 0;
  return true;
}

/* Whether M is a shared writable mapping of the file FOUND maps: a
   writable view of the same memory (a JIT's double mapping of a memfd).  */
static bool
writable_alias (const struct maps_line *m, void *data)
{
  const struct maps_line *found = data;
  return (found->inode && m->inode == found->inode
	  && strcmp (m->dev, found->dev) == 0 && m->perms[1] == 'w'
	  && m->perms[3] == 's');
}

bool
rapcfi_find_jit_mapping (uintptr_t address, uintptr_t *start,
			 uintptr_t *end)
{
  struct mapping_search search = { address, true, { 0 } };
  if (!each_mapping (holds_finished_code, &search)
      || search.found.start == search.found.end
      || (search.found.perms[3] == 's'
	  && each_mapping (writable_alias, &search.found)))
    return false;
  *start = search.found.start;
  *end = search.found.end;
  return true;
}

/* Whether TARGET, in no loaded object's executable segment, is the
   trampoline of a nested function (on the stack, in GCC's), its function
   into *RESOLVED.  Read through the kernel (or, where it cannot, after
   asking /proc/self/maps), so that a target that is not mapped is only
   not a trampoline.  */
bool
rapcfi_lookup_trampoline (uintptr_t target, uintptr_t *resolved)
{
  if (rapcfi_lookup_segment (target))
    return false;
  unsigned char code[RAPCFI_TRAMPOLINE_MAX];
  struct iovec local = { code, sizeof code };
  struct iovec remote = { (void *) target, sizeof code };
  ssize_t n = process_vm_readv (getpid (), &local, 1, &remote, 1, 0);
  uintptr_t start, end;
  if (n < 0 && errno == ENOSYS)
    {
      size_t after = (rapcfi_find_mapping (target, false, &start, &end)
		      ? end - target : 0);
      n = after < sizeof code ? after : sizeof code;
      memcpy (code, (const void *) target, n);
    }
  else if (n <= 0)
    {
      /* The page holding TARGET may end before sizeof code.  */
      remote.iov_len = local.iov_len = 16;
      n = process_vm_readv (getpid (), &local, 1, &remote, 1, 0);
    }
  return n > 0 && rapcfi_code_trampoline (code, (size_t) n, resolved);
}
