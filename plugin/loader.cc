/* rapcfi.so, the plugin GCC loads: it checks that the running compiler is
   the one rapcfi was built for, then loads the plugin proper,
   rapcfi-impl.so, from its own directory, and hands it over.

   A plugin built against another GCC's headers fails to load on the first
   of that GCC's symbols the running compiler lacks, with a message that
   says nothing of versions.  This file refers to no symbol of GCC's (only
   to the structures plugin_init is given), so it always loads and can
   name both compilers.  */

#include "gcc-plugin.h"
#include "plugin-version.h"

#include <dlfcn.h>

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
  return init (info, version);
}
