/* The library of ret-cache.c, built twice: as code rapcfi did not
   compile, and (-DINSTRUMENTED) as a unit with return checks.  Both have
   the same code at the same place: lib_pad, a return address right
   after a call, with no return-site marker.  It goes on to the address
   in lib_cont.  */

#include "tables.h"

#define H_VV 0xa540670c		/* _ZTSFvvE */

	.data
	.p2align 3
	.globl	lib_cont
lib_cont:
.Lcont:	.quad	0

	.text
	preamble H_VV
	.globl	lib_func
	.type	lib_func, @function
lib_func:
.Lfunc:
	call	*%rax
	.globl	lib_pad
lib_pad:
	jmp	*.Lcont(%rip)
	ret
.Lfunc_end:
	.size	lib_func, . - lib_func

#ifdef INSTRUMENTED
	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz	""
.Lname:	.asciz	"lib_func"
.Ltype:	.asciz	"_ZTSFvvE"
.Lstrings_end:

	.section .rapcfi.funcs, "a"
	.balign 4
.Lfuncs:
	.long	.Lfunc - .
	.long	.Lfunc_end - .Lfunc
	.long	H_VV
	.long	.Lname - .Lstrings
	.long	.Ltype - .Lstrings
.Lfuncs_end:

	/* flags: permissive, returns; no call sites */
	unit_note 3, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end
#endif

	.section .note.GNU-stack, "", @progbits
