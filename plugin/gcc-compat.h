/* The GCC headers rapcfi uses, in the order GCC needs them, and the one
   place that absorbs differences between GCC versions.  The passes include
   this header only, and read as if there were one GCC.  */

#ifndef RAPCFI_GCC_COMPAT_H
#define RAPCFI_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "bversion.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "tree.h"
#include "rtl.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "ssa.h"
#include "tree-cfg.h"
#include "gimple-pretty-print.h"
#include "tree-pass.h"
#include "cgraph.h"
#include "stringpool.h"
#include "attribs.h"
#include "diagnostic-core.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "output.h"
#include "function.h"
#include "langhooks.h"
#include "dumpfile.h"
#include "statistics.h"
#include "timevar.h"
#include "options.h"
#include "flags.h"
#include "insn-config.h"
#include "recog.h"
#include "tm_p.h"
#include "opts.h"
#include "expr.h"
#include "regs.h"
#include "context.h"
#include "cpplib.h"
#include "file-prefix-map.h"

/* c-family/c-common.h cannot be included after diagnostic-core.h, and the
   C front end is not in lto1 at all: declare its reader here.  */
extern cpp_reader *parse_in;

/* dwarf2out.h needs include/dwarf2.h, which plugin headers lack.  */
extern bool dwarf2out_do_cfi_asm (void);

/* GCC 11 is the oldest GCC rapcfi is built and tested with (README, "GCC
   versions"); a GCC newer than the newest tested builds, and configure
   warns about it.  */
#if BUILDING_GCC_MAJOR < 11
#error "rapcfi needs GCC 11 or later"
#endif

/* GCC 16 made the list of top-level asm statements a list of toplevel_node,
   the base of asm_node and symtab_node.  */

inline asm_node *
rapcfi_next_asm_node (asm_node *node)
{
#if BUILDING_GCC_VERSION >= 16000
  return safe_as_a<asm_node *> (node->next);
#else
  return node->next;
#endif
}

#endif /* RAPCFI_GCC_COMPAT_H */
