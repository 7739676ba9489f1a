/* The slow path of the riscv64 indirect-call check (doc/ABI.md, "riscv64
   inline mode").  When the word before the target in register R is not
   the hash the call expects, the check calls __rapcfi_icall_fail_R
   through the GOT with t0 as its link register (t1 when R is t0), so
   that ra keeps its value: before a tail call, the function's own return
   address.  The link is the checked jalr or jr.  The stub hands the
   target and that address to __rapcfi_icall_failure and, if it returns,
   returns to the checked instruction with every register but the link
   as it was: ra, t0-t6 (t2 is the static chain), a0-a7 and fa0-fa7,
   which carry the arguments.  */

#include "arch/riscv64/stub-frame.h"

	.text

.macro icall_fail_stub reg, link
	.p2align 2
	.globl	__rapcfi_icall_fail_\reg
	.type	__rapcfi_icall_fail_\reg, @function
__rapcfi_icall_fail_\reg:
	.cfi_startproc
	.cfi_return_column \link
	addi	sp, sp, -FRAME_SIZE
	.cfi_adjust_cfa_offset FRAME_SIZE
	save_regs
	.cfi_rel_offset ra, RA_SAVE
	mv	a0, \reg
	mv	a1, \link
	call	rapcfi_icall_failure
	restore_regs
	.cfi_restore ra
	addi	sp, sp, FRAME_SIZE
	.cfi_adjust_cfa_offset -FRAME_SIZE
	jr	\link
	.cfi_endproc
	.size	__rapcfi_icall_fail_\reg, . - __rapcfi_icall_fail_\reg
.endm

/* One stub per register a call can go through: all but zero, sp, gp and
   tp.  */
	.irp reg, ra, t1, t2, s0, s1, a0, a1, a2, a3, a4, a5, a6, a7, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, t3, t4, t5, t6
	icall_fail_stub \reg, t0
	.endr
	icall_fail_stub t0, t1

	.section .note.GNU-stack, "", @progbits
