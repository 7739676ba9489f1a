/* rapcfi.so, the plugin GCC loads: it checks that the running compiler is
   the one rapcfi was built for, then loads the plugin proper,
   rapcfi-impl.so, from its own directory, checks that it is the build
   whose build ID it carries (so that rebuilding the plugin changes this
   file, which is what ccache hashes), and hands it over.

   A plugin built against another GCC's headers fails to load on the first
   of that GCC's symbols the running compiler lacks, with a message that
   says nothing of versions.  This file refers to no symbol of GCC's (only
   to the structures plugin_init is given), so it always loads and can
   name both compilers.  */

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "impl-build-id.h"

#include <dlfcn.h>
#include <elf.h>
#include <link.h>

int plugin_is_GPL_compatible;

/* The plugin proper, next to this file.  */
#define RAPCFI_IMPL_NAME "rapcfi-impl.so"
#define RAPCFI_IMPL_INIT "rapcfi_impl_init"

/* A plugin works only in the compiler whose headers it was built with:
   anything else would be silent miscompilation or an ICE.  */

static bool
same_compiler_p (const struct plugin_gcc_version *running)
{
  return (strcmp (running->basever, gcc_version.basever) == 0
	  && strcmp (running->datestamp, gcc_version.datestamp) == 0
	  && strcmp (running->devphase, gcc_version.devphase) == 0
	  && strcmp (running->revision, gcc_version.revision) == 0
	  && strcmp (running->configuration_arguments,
		     gcc_version.configuration_arguments) == 0);
}

/* The loaded object whose build ID is looked for, and what was found.  */
struct build_id_search
{
  const char *name;
  char id[2 * 64 + 1];		/* Hex; "" when none.  */
};

static int
find_build_id (struct dl_phdr_info *object, size_t, void *data)
{
  build_id_search *search = (build_id_search *) data;
  if (!object->dlpi_name || strcmp (object->dlpi_name, search->name) != 0)
    return 0;
  for (int i = 0; i < object->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *phdr = &object->dlpi_phdr[i];
      if (phdr->p_type != PT_NOTE)
	continue;
      const char *p = (const char *) (object->dlpi_addr + phdr->p_vaddr);
      const char *end = p + phdr->p_memsz;
      while (p + sizeof (ElfW(Nhdr)) <= end)
	{
	  const ElfW(Nhdr) *note = (const ElfW(Nhdr) *) p;
	  const char *name = p + sizeof *note;
	  const unsigned char *desc
	    = (const unsigned char *) name + ((note->n_namesz + 3) & ~3u);
	  if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4
	      && memcmp (name, "GNU", 4) == 0 && note->n_descsz <= 64)
	    {
	      for (unsigned j = 0; j < note->n_descsz; j++)
		snprintf (search->id + 2 * j, 3, "%02x", desc[j]);
	      return 1;
	    }
	  p = (const char *) desc + ((note->n_descsz + 3) & ~3u);
	}
    }
  return 1;
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  /* GCC's own diagnostics are symbols too: plain stderr, in their form.  */
  if (!same_compiler_p (version))
    {
      fprintf (stderr, "%s: error: rapcfi was built for GCC %s (%s) but is "
	       "loaded into GCC %s (%s); rebuild rapcfi with this compiler\n",
	       info->full_name, gcc_version.basever, gcc_version.datestamp,
	       version->basever, version->datestamp);
      return 1;
    }

  const char *slash = strrchr (info->full_name, '/');
  size_t dir = slash ? (size_t) (slash + 1 - info->full_name) : 0;
  char *impl_name = XALLOCAVEC (char, dir + sizeof RAPCFI_IMPL_NAME);
  memcpy (impl_name, info->full_name, dir);
  memcpy (impl_name + dir, RAPCFI_IMPL_NAME, sizeof RAPCFI_IMPL_NAME);

  void *impl = dlopen (impl_name, RTLD_NOW);
  plugin_init_func init
    = impl ? (plugin_init_func) dlsym (impl, RAPCFI_IMPL_INIT) : NULL;
  if (!init)
    {
      fprintf (stderr, "%s: error: cannot load the plugin proper %s: %s\n",
	       info->full_name, impl_name, dlerror ());
      return 1;
    }

  build_id_search search = { impl_name, "" };
  dl_iterate_phdr (find_build_id, &search);
  if (strcmp (search.id, RAPCFI_IMPL_BUILD_ID) != 0)
    {
      fprintf (stderr, "%s: error: %s is not the build this loader was made "
	       "with (build ID %s, not %s); install the two together\n",
	       info->full_name, impl_name,
	       *search.id ? search.id : "missing", RAPCFI_IMPL_BUILD_ID);
      return 1;
    }
  return init (info, version);
}
