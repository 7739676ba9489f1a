/* The unit of stub-preserves-regs-riscv64.c, written as the plugin would
   emit it (doc/ABI.md, "riscv64 inline mode"): a function with a
   preamble, twenty-eight checked call sites, one through each register a
   call can go through, all expecting another type, and the tables and
   note that describe them.  */

#include "tables.h"

#define EXPECTED 0x019c0cac	/* _ZTSFviE, void (int) */
#define FOUND 0x3ad55aca	/* _ZTSFiPiE, int (int *) */

	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz ""
.Lfile:	.asciz "stub-preserves-regs-riscv64.S"
.Lexpected_type: .asciz "_ZTSFviE"
.Lfound_type: .asciz "_ZTSFiPiE"
.Lsnapshot_name: .asciz "snapshot"

	.section .rapcfi.sites, "a"
	.balign 4
.Lsites:

	.bss
	.p2align 4
	.globl	image, seen
/* x0-x31 by number, then fa0-fa7.  */
image:	.zero 320
seen:	.zero 320
target:	.zero 8

	.text
/* snapshot: store every register into SEEN.  Its preamble and record
   say int (int *).  */
	.p2align 2
	.word	FOUND
	.globl	snapshot
	.type	snapshot, @function
snapshot:
.Lsnapshot:
	addi	sp, sp, -16
	sd	t0, 0(sp)
1:	auipc	t0, %pcrel_hi(seen)
	addi	t0, t0, %pcrel_lo(1b)
	sd	x1, 8(t0)
	sd	x3, 24(t0)
	sd	x4, 32(t0)
	sd	x6, 48(t0)
	sd	x7, 56(t0)
	sd	x8, 64(t0)
	sd	x9, 72(t0)
	sd	x10, 80(t0)
	sd	x11, 88(t0)
	sd	x12, 96(t0)
	sd	x13, 104(t0)
	sd	x14, 112(t0)
	sd	x15, 120(t0)
	sd	x16, 128(t0)
	sd	x17, 136(t0)
	sd	x18, 144(t0)
	sd	x19, 152(t0)
	sd	x20, 160(t0)
	sd	x21, 168(t0)
	sd	x22, 176(t0)
	sd	x23, 184(t0)
	sd	x24, 192(t0)
	sd	x25, 200(t0)
	sd	x26, 208(t0)
	sd	x27, 216(t0)
	sd	x28, 224(t0)
	sd	x29, 232(t0)
	sd	x30, 240(t0)
	sd	x31, 248(t0)
	ld	t1, 0(sp)
	sd	t1, 40(t0)
	ld	t1, 48(t0)
	fsd	fa0, 256(t0)
	fsd	fa1, 264(t0)
	fsd	fa2, 272(t0)
	fsd	fa3, 280(t0)
	fsd	fa4, 288(t0)
	fsd	fa5, 296(t0)
	fsd	fa6, 304(t0)
	fsd	fa7, 312(t0)
	ld	t0, 0(sp)
	addi	sp, sp, 16
	ret
.Lsnapshot_end:
	.size	snapshot, . - snapshot

	.section .rapcfi.funcs, "a"
	.balign 4
.Lfuncs:
	.long	.Lsnapshot - .
	.long	.Lsnapshot_end - .Lsnapshot
	.long	FOUND
	.long	.Lsnapshot_name - .Lstrings
	.long	.Lfound_type - .Lstrings
.Lfuncs_end:

	.text
/* call_via_R (fn): call FN through R (xN), every other register but sp,
   gp and tp and fa0-fa7 loaded from IMAGE; A and B are the check's
   scratch registers, LINK the failure stub's link register.  */
.macro call_via r, n, a, b, link
	.p2align 2
	.type	call_via_\r, @function
call_via_\r:
	addi	sp, sp, -112
	sd	ra, 0(sp)
	sd	s0, 8(sp)
	sd	s1, 16(sp)
	sd	s2, 24(sp)
	sd	s3, 32(sp)
	sd	s4, 40(sp)
	sd	s5, 48(sp)
	sd	s6, 56(sp)
	sd	s7, 64(sp)
	sd	s8, 72(sp)
	sd	s9, 80(sp)
	sd	s10, 88(sp)
	sd	s11, 96(sp)
1:	auipc	t0, %pcrel_hi(target)
	sd	a0, %pcrel_lo(1b)(t0)
2:	auipc	x\n, %pcrel_hi(image)
	addi	x\n, x\n, %pcrel_lo(2b)
	fld	fa0, 256(x\n)
	fld	fa1, 264(x\n)
	fld	fa2, 272(x\n)
	fld	fa3, 280(x\n)
	fld	fa4, 288(x\n)
	fld	fa5, 296(x\n)
	fld	fa6, 304(x\n)
	fld	fa7, 312(x\n)
	.irp m, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	.if \m - \n
	ld	x\m, \m * 8(x\n)
	.endif
	.endr
3:	auipc	x\n, %pcrel_hi(target)
	ld	x\n, %pcrel_lo(3b)(x\n)
	lw	\a, -4(x\n)
	lui	\b, 0x019c1
	addiw	\b, \b, -852
	beq	\a, \b, .Lsite_\r
4:	auipc	\a, %got_pcrel_hi(__rapcfi_icall_fail_\r)
	ld	\a, %pcrel_lo(4b)(\a)
	jalr	\link, \a
.Lsite_\r:
	jalr	x\n
	ld	ra, 0(sp)
	ld	s0, 8(sp)
	ld	s1, 16(sp)
	ld	s2, 24(sp)
	ld	s3, 32(sp)
	ld	s4, 40(sp)
	ld	s5, 48(sp)
	ld	s6, 56(sp)
	ld	s7, 64(sp)
	ld	s8, 72(sp)
	ld	s9, 80(sp)
	ld	s10, 88(sp)
	ld	s11, 96(sp)
	addi	sp, sp, 112
	ret
	.size	call_via_\r, . - call_via_\r

	.pushsection .rapcfi.strings
.Lsite_name_\r: .asciz "call_via_\r"
	.popsection
	.pushsection .rapcfi.sites
	.long	.Lsite_\r - .
	.long	EXPECTED
	.long	.Lsite_name_\r - .Lstrings
	.long	.Lfile - .Lstrings
	.long	0
	.long	.Lexpected_type - .Lstrings
	.long	0
	.popsection
.endm

	call_via ra, 1, t1, t2, t0
	call_via t0, 5, t1, t2, t1
	call_via t1, 6, t2, t3, t0
	call_via t2, 7, t1, t3, t0
	call_via s0, 8, t1, t2, t0
	call_via s1, 9, t1, t2, t0
	call_via a0, 10, t1, t2, t0
	call_via a1, 11, t1, t2, t0
	call_via a2, 12, t1, t2, t0
	call_via a3, 13, t1, t2, t0
	call_via a4, 14, t1, t2, t0
	call_via a5, 15, t1, t2, t0
	call_via a6, 16, t1, t2, t0
	call_via a7, 17, t1, t2, t0
	call_via s2, 18, t1, t2, t0
	call_via s3, 19, t1, t2, t0
	call_via s4, 20, t1, t2, t0
	call_via s5, 21, t1, t2, t0
	call_via s6, 22, t1, t2, t0
	call_via s7, 23, t1, t2, t0
	call_via s8, 24, t1, t2, t0
	call_via s9, 25, t1, t2, t0
	call_via s10, 26, t1, t2, t0
	call_via s11, 27, t1, t2, t0
	call_via t3, 28, t1, t2, t0
	call_via t4, 29, t1, t2, t0
	call_via t5, 30, t1, t2, t0
	call_via t6, 31, t1, t2, t0

	.section .data.rel.ro, "aw"
	.p2align 3
	.globl	call_via
call_via:
	.quad	call_via_ra
	.quad	call_via_t0
	.quad	call_via_t1
	.quad	call_via_t2
	.quad	call_via_s0
	.quad	call_via_s1
	.quad	call_via_a0
	.quad	call_via_a1
	.quad	call_via_a2
	.quad	call_via_a3
	.quad	call_via_a4
	.quad	call_via_a5
	.quad	call_via_a6
	.quad	call_via_a7
	.quad	call_via_s2
	.quad	call_via_s3
	.quad	call_via_s4
	.quad	call_via_s5
	.quad	call_via_s6
	.quad	call_via_s7
	.quad	call_via_s8
	.quad	call_via_s9
	.quad	call_via_s10
	.quad	call_via_s11
	.quad	call_via_t3
	.quad	call_via_t4
	.quad	call_via_t5
	.quad	call_via_t6

	.section .rapcfi.sites, "a"
.Lsites_end:
	.section .rapcfi.strings, "a"
.Lstrings_end:

	/* flags: permissive */
	unit_note 1, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end, .Lsites, .Lsites_end

	.section .note.GNU-stack, "", @progbits

