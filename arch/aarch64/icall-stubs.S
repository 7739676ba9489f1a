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

/* x30 in the frame is the checked instruction.  */
#include "arch/aarch64/stub-frame.h"

	.text

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
	bl	rapcfi_icall_failure

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
