/* The frame both aarch64 failure stubs build (icall-stubs.S, ret-stub.S),
   from sp: x29, x30, x0-x18, then q0-q7 16-byte aligned: every register
   the C handlers may clobber (they keep x19-x28 and the low halves of
   q8-q15).  Above it the x30 the check pushed.  */

#define GPR_SAVE 16
#define Q_SAVE 176
#define FRAME_SIZE 304

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
