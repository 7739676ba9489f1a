/* The slow path of the riscv64 return check (doc/ABI.md, "riscv64 inline
   mode").  When the word at the return address is not the return-site
   marker the returning function expects, the check's failure path calls
   __rapcfi_ret_fail through the GOT with t0 as its link register: ra
   is still the return address under check, t0 the failure path's
   .Lsite, the key of the site record.  The stub asks the runtime's
   cache of allowed return addresses first (rapcfi_return_cached), and
   on a miss hands both addresses to __rapcfi_ret_failure; if that
   returns, or on a hit, it returns through t0 with every register but
   t0 as it was: the function is at its ret, and its return value may be
   in a0-a1 and fa0-fa1.  */

#include "arch/riscv64/stub-frame.h"

	.text

/* Both entries: the frame, every register the C code may clobber
   saved.  */
.macro enter_stub
	.cfi_startproc
	.cfi_return_column t0
	addi	sp, sp, -FRAME_SIZE
	.cfi_adjust_cfa_offset FRAME_SIZE
	save_regs
	.cfi_rel_offset t0, T0_SAVE
.endm

	/* For the checks of units built with compat=off: no return into
	   code rapcfi did not compile is allowed there, so the cache of
	   those that compat=strict allows must not answer.  */
	.p2align 2
	.globl	__rapcfi_ret_fail_uncached
	.type	__rapcfi_ret_fail_uncached, @function
__rapcfi_ret_fail_uncached:
	enter_stub
	j	.Lmiss
	.cfi_endproc
	.size	__rapcfi_ret_fail_uncached, . - __rapcfi_ret_fail_uncached

	.p2align 2
	.globl	__rapcfi_ret_fail
	.type	__rapcfi_ret_fail, @function
__rapcfi_ret_fail:
	enter_stub
	/* A return into code rapcfi did not compile that the runtime has
	   seen before (libc calling a qsort comparator).  */
	mv	a0, ra			/* the return address */
	call	rapcfi_return_cached
	bnez	a0, .Lrestore
.Lmiss:
	ld	a0, RA_SAVE(sp)		/* the return address */
	ld	a1, T0_SAVE(sp)		/* .Lsite */
	call	rapcfi_ret_failure
.Lrestore:
	restore_regs
	addi	sp, sp, FRAME_SIZE
	.cfi_adjust_cfa_offset -FRAME_SIZE
	jr	t0
	.cfi_endproc
	.size	__rapcfi_ret_fail, . - __rapcfi_ret_fail

	.section .note.GNU-stack, "", @progbits
