/* The slow path of the aarch64 return check (doc/ABI.md, "aarch64 inline
   mode").  When the word at the return address is not the return-site
   marker the returning function expects, the check's failure path pushes
   x30, the return address under check, and calls __rapcfi_ret_fail
   through x16; its return address is the failure path's .Lsite label.
   The stub asks the runtime's cache of allowed return addresses first
   (rapcfi_return_cached), and on a miss hands both addresses to
   __rapcfi_ret_failure; if that returns, or on a hit, it returns with
   every register but x16, x17 and the flags as it was: the function is at
   its ret, and its return value may be in x0-x7 and q0-q7.  Only the low
   128 bits of the vector registers are kept (SVE's are not).

   Stack at the entry (the function's frame is gone):
	[sp]   the return address under check
   and x30 is .Lsite, the key of the site record.  */

#include "arch/aarch64/bti.h"

/* x30 in the frame is .Lsite.  */
#include "arch/aarch64/stub-frame.h"

	.text

/* Both entries: the frame, every register the C code may clobber
   saved.  */
.macro enter_stub
	.cfi_startproc
	BTI_C
	.cfi_def_cfa sp, 16
	sub	sp, sp, #FRAME_SIZE
	.cfi_adjust_cfa_offset FRAME_SIZE
	save_regs
	.cfi_offset x29, -FRAME_SIZE - 16
	.cfi_offset x30, -FRAME_SIZE - 8
	mov	x29, sp
.endm

	/* For the checks of units built with compat=off: no return into
	   code rapcfi did not compile is allowed there, so the cache of
	   those that compat=strict allows must not answer.  */
	.p2align 2
	.globl	__rapcfi_ret_fail_uncached
	.type	__rapcfi_ret_fail_uncached, %function
__rapcfi_ret_fail_uncached:
	enter_stub
	b	.Lmiss
	.cfi_endproc
	.size	__rapcfi_ret_fail_uncached, . - __rapcfi_ret_fail_uncached

	.p2align 2
	.globl	__rapcfi_ret_fail
	.type	__rapcfi_ret_fail, %function
__rapcfi_ret_fail:
	enter_stub
	/* A return into code rapcfi did not compile that the runtime has
	   seen before (libc calling a qsort comparator).  */
	ldr	x0, [sp, #FRAME_SIZE]	/* the return address */
	bl	rapcfi_return_cached
	cbnz	w0, .Lrestore
.Lmiss:
	ldr	x0, [sp, #FRAME_SIZE]	/* the return address */
	ldr	x1, [sp, #8]		/* .Lsite */
	bl	rapcfi_ret_failure
.Lrestore:
	restore_regs
	add	sp, sp, #FRAME_SIZE
	.cfi_adjust_cfa_offset -FRAME_SIZE
	.cfi_restore x29
	.cfi_restore x30
	ret
	.cfi_endproc
	.size	__rapcfi_ret_fail, . - __rapcfi_ret_fail

	GNU_PROPERTY_NOTE
	.section .note.GNU-stack, "", %progbits
