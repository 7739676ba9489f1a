/* The slow path of the aarch64 indirect-call check (doc/ABI.md, "aarch64
   inline mode").  When the word before the target in xN is not the hash
   the call expects, the check pushes x30 (16 bytes, so sp stays aligned)
   and calls __rapcfi_icall_fail_xN through x16 or x17 (the other one when
   the target is x16); its return address is the checked blr or br.  The
   stub hands the target and that address to __rapcfi_icall_failure and,
   if it returns, returns to the checked instruction with x30 popped and
   every other register but x16, x17 and the flags as it was: x0-x18
   and q0-q7, which carry the arguments, x8 the result's address and x18
   the static chain.  Only the low 128 bits of the vector registers are
   kept (SVE's are not).  Before a tail call x30 is the function's own
   return address, which is why the check keeps it.  */

#include "arch/aarch64/bti.h"

/* The frame, from sp: x29, x30 (the checked instruction), x0-x18, then
   q0-q7 16-byte aligned.  Above it the x30 the check pushed.  */
#define GPR_SAVE 16
#define Q_SAVE 176
#define FRAME_SIZE 304

	.text

.macro save_regs
	stp	x29, x30, [sp]
	stp	x0, x1, [sp, #GPR_SAVE + 0 * 16]
	stp	x2, x3, [sp, #GPR_SAVE + 1 * 16]
	stp	x4, x5, [sp, #GPR_SAVE + 2 * 16]
	stp	x6, x7, [sp, #GPR_SAVE + 3 * 16]
	stp	x8, x9, [sp, #GPR_SAVE + 4 * 16]
	stp	x10, x11, [sp, #GPR_SAVE + 5 * 16]
	stp	x12, x13, [sp, #GPR_SAVE + 6 * 16]
	stp	x14, x15, [sp, #GPR_SAVE + 7 * 16]
	stp	x16, x17, [sp, #GPR_SAVE + 8 * 16]
	str	x18, [sp, #GPR_SAVE + 9 * 16]
	stp	q0, q1, [sp, #Q_SAVE + 0 * 32]
	stp	q2, q3, [sp, #Q_SAVE + 1 * 32]
	stp	q4, q5, [sp, #Q_SAVE + 2 * 32]
	stp	q6, q7, [sp, #Q_SAVE + 3 * 32]
.endm

.macro restore_regs
	ldp	q0, q1, [sp, #Q_SAVE + 0 * 32]
	ldp	q2, q3, [sp, #Q_SAVE + 1 * 32]
	ldp	q4, q5, [sp, #Q_SAVE + 2 * 32]
	ldp	q6, q7, [sp, #Q_SAVE + 3 * 32]
	ldp	x0, x1, [sp, #GPR_SAVE + 0 * 16]
	ldp	x2, x3, [sp, #GPR_SAVE + 1 * 16]
	ldp	x4, x5, [sp, #GPR_SAVE + 2 * 16]
	ldp	x6, x7, [sp, #GPR_SAVE + 3 * 16]
	ldp	x8, x9, [sp, #GPR_SAVE + 4 * 16]
	ldp	x10, x11, [sp, #GPR_SAVE + 5 * 16]
	ldp	x12, x13, [sp, #GPR_SAVE + 6 * 16]
	ldp	x14, x15, [sp, #GPR_SAVE + 7 * 16]
	ldp	x16, x17, [sp, #GPR_SAVE + 8 * 16]
	ldr	x18, [sp, #GPR_SAVE + 9 * 16]
	ldp	x29, x30, [sp]
.endm

.macro icall_fail_stub n, back
	.p2align 2
	.globl	__rapcfi_icall_fail_x\n
	.type	__rapcfi_icall_fail_x\n, %function
__rapcfi_icall_fail_x\n:
	.cfi_startproc
	BTI_C
	/* The caller's CFA is above the x30 the check pushed; the stub
	   returns to x30, the checked instruction.  */
	.cfi_def_cfa sp, 16
	sub	sp, sp, #FRAME_SIZE
	.cfi_adjust_cfa_offset FRAME_SIZE
	save_regs
	.cfi_offset x29, -FRAME_SIZE - 16
	.cfi_offset x30, -FRAME_SIZE - 8

	/* The target, before x29 changes: x30 is the checked instruction
	   now, its value at the check is what the check pushed.  */
	.ifc \n, 30
	ldr	x0, [sp, #FRAME_SIZE]
	.else
	mov	x0, x\n
	.endif
	mov	x1, x30
	mov	x29, sp
	bl	__rapcfi_icall_failure

	restore_regs
	add	sp, sp, #FRAME_SIZE
	.cfi_adjust_cfa_offset -FRAME_SIZE
	.cfi_restore x29
	.cfi_restore x30
	/* Back to the checked instruction with the x30 it had: through x16
	   or x17, whichever is not the target (a ret is no branch BTI
	   checks).  */
	mov	x\back, x30
	ldr	x30, [sp], #16
	.cfi_def_cfa_offset 0
	ret	x\back
	.cfi_endproc
	.size	__rapcfi_icall_fail_x\n, . - __rapcfi_icall_fail_x\n
.endm

/* One stub per register a call can go through: x0-x30.  */
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30
	icall_fail_stub \n, 16
	.endr
	icall_fail_stub 16, 17

	GNU_PROPERTY_NOTE
	.section .note.GNU-stack, "", %progbits
