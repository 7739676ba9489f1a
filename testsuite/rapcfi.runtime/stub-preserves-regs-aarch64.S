/* The unit of stub-preserves-regs-aarch64.c, written as the plugin would
   emit it (doc/ABI.md): a function with a preamble, twenty-nine checked
   call sites, one through each of x0-x28, all expecting another type,
   and the tables and note that describe them.  */

#include "tables.h"

#define EXPECTED 0x019c0cac	/* _ZTSFviE, void (int) */
#define FOUND 0x3ad55aca	/* _ZTSFiPiE, int (int *) */

	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz ""
.Lfile:	.asciz "stub-preserves-regs-aarch64.S"
.Lexpected_type: .asciz "_ZTSFviE"
.Lfound_type: .asciz "_ZTSFiPiE"
.Lsnapshot_name: .asciz "snapshot"

	.section .rapcfi.sites, "a"
	.balign 4
.Lsites:

	.bss
	.p2align 4
	.globl	image, seen
/* x0-x30 by number and a spare, then q0-q7.  */
image:	.zero 384
seen:	.zero 384
target:	.zero 8

	.text
/* snapshot: store every register into SEEN.  Its preamble and record
   say int (int *).  */
	.p2align 4
	nop
	nop
	nop
	.word	FOUND
	.globl	snapshot
	.type	snapshot, %function
snapshot:
.Lsnapshot:
	stp	x0, x1, [sp, #-16]!
	adrp	x0, seen
	add	x0, x0, :lo12:seen
	str	x1, [x0, #8]
	ldr	x1, [sp], #16
	str	x1, [x0]
	stp	x2, x3, [x0, #2 * 8]
	stp	x4, x5, [x0, #4 * 8]
	stp	x6, x7, [x0, #6 * 8]
	stp	x8, x9, [x0, #8 * 8]
	stp	x10, x11, [x0, #10 * 8]
	stp	x12, x13, [x0, #12 * 8]
	stp	x14, x15, [x0, #14 * 8]
	stp	x16, x17, [x0, #16 * 8]
	stp	x18, x19, [x0, #18 * 8]
	stp	x20, x21, [x0, #20 * 8]
	stp	x22, x23, [x0, #22 * 8]
	stp	x24, x25, [x0, #24 * 8]
	stp	x26, x27, [x0, #26 * 8]
	stp	x28, x29, [x0, #28 * 8]
	str	x30, [x0, #30 * 8]
	stp	q0, q1, [x0, #256]
	stp	q2, q3, [x0, #288]
	stp	q4, q5, [x0, #320]
	stp	q6, q7, [x0, #352]
	ldr	x0, [x0]
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
/* call_via_xN (fn): call FN through xN, with x0-x28 and q0-q7 loaded from
   IMAGE; A and B are the check's scratch registers.  */
.macro call_via n, a, b
	.p2align 2
	.type	call_via_x\n, %function
call_via_x\n:
	stp	x29, x30, [sp, #-96]!
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	stp	x21, x22, [sp, #32]
	stp	x23, x24, [sp, #48]
	stp	x25, x26, [sp, #64]
	stp	x27, x28, [sp, #80]
	adrp	x9, target
	str	x0, [x9, :lo12:target]
	adrp	x30, image
	add	x30, x30, :lo12:image
	ldp	q0, q1, [x30, #256]
	ldp	q2, q3, [x30, #288]
	ldp	q4, q5, [x30, #320]
	ldp	q6, q7, [x30, #352]
	ldp	x0, x1, [x30, #0 * 8]
	ldp	x2, x3, [x30, #2 * 8]
	ldp	x4, x5, [x30, #4 * 8]
	ldp	x6, x7, [x30, #6 * 8]
	ldp	x8, x9, [x30, #8 * 8]
	ldp	x10, x11, [x30, #10 * 8]
	ldp	x12, x13, [x30, #12 * 8]
	ldp	x14, x15, [x30, #14 * 8]
	ldp	x16, x17, [x30, #16 * 8]
	ldp	x18, x19, [x30, #18 * 8]
	ldp	x20, x21, [x30, #20 * 8]
	ldp	x22, x23, [x30, #22 * 8]
	ldp	x24, x25, [x30, #24 * 8]
	ldp	x26, x27, [x30, #26 * 8]
	ldr	x28, [x30, #28 * 8]
	adrp	x\n, target
	ldr	x\n, [x\n, :lo12:target]
	ldur	w\a, [x\n, #-4]
	movz	w\b, #((-EXPECTED) & 0xffff)
	movk	w\b, #(((-EXPECTED) >> 16) & 0xffff), lsl #16
	cmn	w\a, w\b
	b.eq	.Lsite_\n
	str	x30, [sp, #-16]!
	adrp	x\a, :got:__rapcfi_icall_fail_x\n
	ldr	x\a, [x\a, #:got_lo12:__rapcfi_icall_fail_x\n]
	blr	x\a
.Lsite_\n:
	blr	x\n
	ldp	x19, x20, [sp, #16]
	ldp	x21, x22, [sp, #32]
	ldp	x23, x24, [sp, #48]
	ldp	x25, x26, [sp, #64]
	ldp	x27, x28, [sp, #80]
	ldp	x29, x30, [sp], #96
	ret
	.size	call_via_x\n, . - call_via_x\n

	.pushsection .rapcfi.strings
.Lsite_name_\n: .asciz "call_via_x\n"
	.popsection
	.pushsection .rapcfi.sites
	.long	.Lsite_\n - .
	.long	EXPECTED
	.long	.Lsite_name_\n - .Lstrings
	.long	.Lfile - .Lstrings
	.long	0
	.long	.Lexpected_type - .Lstrings
	.long	0
	.popsection
.endm

	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28
	call_via \n, 16, 17
	.endr
	call_via 16, 17, 9
	call_via 17, 16, 9

	.section .data.rel.ro, "aw"
	.p2align 3
	.globl	call_via
call_via:
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28
	.quad	call_via_x\n
	.endr

	.section .rapcfi.sites, "a"
.Lsites_end:
	.section .rapcfi.strings, "a"
.Lstrings_end:

	/* flags: permissive */
	unit_note 1, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end, .Lsites, .Lsites_end

	.section .note.GNU-stack, "", %progbits
