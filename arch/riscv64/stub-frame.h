/* The frame both riscv64 failure stubs build (icall-stubs.S, ret-stub.S),
   from sp: ra, t0-t6, a0-a7, fa0-fa7: every register the C handlers may
   clobber that can hold an argument, a return value, a call's target or
   the static chain (they keep s0-s11 and fs0-fs11; ft0-ft11 are dead
   before a call and at a return).  16 bytes a slot, two registers to a
   slot, so sp stays 16-byte aligned.  */

#define RA_SAVE 0
#define T0_SAVE 8
#define FRAME_SIZE 192

.macro save_regs
	sd	ra, 0(sp)
	sd	t0, 8(sp)
	sd	t1, 16(sp)
	sd	t2, 24(sp)
	sd	t3, 32(sp)
	sd	t4, 40(sp)
	sd	t5, 48(sp)
	sd	t6, 56(sp)
	sd	a0, 64(sp)
	sd	a1, 72(sp)
	sd	a2, 80(sp)
	sd	a3, 88(sp)
	sd	a4, 96(sp)
	sd	a5, 104(sp)
	sd	a6, 112(sp)
	sd	a7, 120(sp)
	fsd	fa0, 128(sp)
	fsd	fa1, 136(sp)
	fsd	fa2, 144(sp)
	fsd	fa3, 152(sp)
	fsd	fa4, 160(sp)
	fsd	fa5, 168(sp)
	fsd	fa6, 176(sp)
	fsd	fa7, 184(sp)
.endm

.macro restore_regs
	fld	fa0, 128(sp)
	fld	fa1, 136(sp)
	fld	fa2, 144(sp)
	fld	fa3, 152(sp)
	fld	fa4, 160(sp)
	fld	fa5, 168(sp)
	fld	fa6, 176(sp)
	fld	fa7, 184(sp)
	ld	a0, 64(sp)
	ld	a1, 72(sp)
	ld	a2, 80(sp)
	ld	a3, 88(sp)
	ld	a4, 96(sp)
	ld	a5, 104(sp)
	ld	a6, 112(sp)
	ld	a7, 120(sp)
	ld	t0, 8(sp)
	ld	t1, 16(sp)
	ld	t2, 24(sp)
	ld	t3, 32(sp)
	ld	t4, 40(sp)
	ld	t5, 48(sp)
	ld	t6, 56(sp)
	ld	ra, 0(sp)
.endm
