/* The unit of stub-preserves-regs.c, written as the plugin would emit it
   (doc/ABI.md): a function with a preamble, fifteen checked call sites,
   one through each register, all expecting another type, and the tables
   and note that describe them.  */

#include "tables.h"

#define EXPECTED 0x019c0cac	/* _ZTSFviE, void (int) */
#define FOUND 0x3ad55aca	/* _ZTSFiPiE, int (int *) */

	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz ""
.Lfile:	.asciz "stub-preserves-regs.S"
.Lexpected_type: .asciz "_ZTSFviE"
.Lfound_type: .asciz "_ZTSFiPiE"
.Lsnapshot_name: .asciz "snapshot"

	.section .rapcfi.sites, "a"
	.balign 4
.Lsites:

	.bss
	.p2align 4
	.globl	image, seen, misalign
/* %rax..%r15 by number (%rsp's slot unused), then %xmm0-%xmm7.  */
image:	.zero 256
seen:	.zero 256
misalign: .zero 8
saved_rsp: .zero 8
target:	.zero 8

	.text
/* snapshot: store every register into SEEN.  Its preamble and record
   say int (int *).  */
	preamble FOUND
	.globl	snapshot
	.type	snapshot, @function
snapshot:
.Lsnapshot:
	movq	%rax, seen + 0 * 8(%rip)
	movq	%rbx, seen + 1 * 8(%rip)
	movq	%rcx, seen + 2 * 8(%rip)
	movq	%rdx, seen + 3 * 8(%rip)
	movq	%rsi, seen + 4 * 8(%rip)
	movq	%rdi, seen + 5 * 8(%rip)
	movq	%rbp, seen + 6 * 8(%rip)
	movq	%rsp, seen + 7 * 8(%rip)
	movq	%r8, seen + 8 * 8(%rip)
	movq	%r9, seen + 9 * 8(%rip)
	movq	%r10, seen + 10 * 8(%rip)
	movq	%r11, seen + 11 * 8(%rip)
	movq	%r12, seen + 12 * 8(%rip)
	movq	%r13, seen + 13 * 8(%rip)
	movq	%r14, seen + 14 * 8(%rip)
	movq	%r15, seen + 15 * 8(%rip)
	movdqu	%xmm0, seen + 128 + 0 * 16(%rip)
	movdqu	%xmm1, seen + 128 + 1 * 16(%rip)
	movdqu	%xmm2, seen + 128 + 2 * 16(%rip)
	movdqu	%xmm3, seen + 128 + 3 * 16(%rip)
	movdqu	%xmm4, seen + 128 + 4 * 16(%rip)
	movdqu	%xmm5, seen + 128 + 5 * 16(%rip)
	movdqu	%xmm6, seen + 128 + 6 * 16(%rip)
	movdqu	%xmm7, seen + 128 + 7 * 16(%rip)
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
/* call_via_R (fn): call FN through %R, every other register loaded from
   IMAGE and the stack pointer lowered by MISALIGN (0: 8 mod 16, as
   before a tail jump; 8: 16-byte aligned, as before a call).  */
.macro call_via reg, scratch
	.p2align 4
	.globl	call_via_\reg
	.type	call_via_\reg, @function
call_via_\reg:
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	%rsp, saved_rsp(%rip)
	movq	%rdi, target(%rip)
	subq	misalign(%rip), %rsp
	movdqu	image + 128 + 0 * 16(%rip), %xmm0
	movdqu	image + 128 + 1 * 16(%rip), %xmm1
	movdqu	image + 128 + 2 * 16(%rip), %xmm2
	movdqu	image + 128 + 3 * 16(%rip), %xmm3
	movdqu	image + 128 + 4 * 16(%rip), %xmm4
	movdqu	image + 128 + 5 * 16(%rip), %xmm5
	movdqu	image + 128 + 6 * 16(%rip), %xmm6
	movdqu	image + 128 + 7 * 16(%rip), %xmm7
	movq	image + 0 * 8(%rip), %rax
	movq	image + 1 * 8(%rip), %rbx
	movq	image + 2 * 8(%rip), %rcx
	movq	image + 3 * 8(%rip), %rdx
	movq	image + 4 * 8(%rip), %rsi
	movq	image + 5 * 8(%rip), %rdi
	movq	image + 6 * 8(%rip), %rbp
	movq	image + 8 * 8(%rip), %r8
	movq	image + 9 * 8(%rip), %r9
	movq	image + 10 * 8(%rip), %r10
	movq	image + 11 * 8(%rip), %r11
	movq	image + 12 * 8(%rip), %r12
	movq	image + 13 * 8(%rip), %r13
	movq	image + 14 * 8(%rip), %r14
	movq	image + 15 * 8(%rip), %r15
	movq	target(%rip), %\reg
	movl	$-EXPECTED, %\scratch\()d
	addl	-4(%\reg), %\scratch\()d
	je	.Lsite_\reg
	call	*__rapcfi_icall_fail_\reg@GOTPCREL(%rip)
.Lsite_\reg:
	call	*%\reg
	movq	saved_rsp(%rip), %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
	.size	call_via_\reg, . - call_via_\reg

	.pushsection .rapcfi.strings
.Lsite_name_\reg: .asciz "call_via_\reg"
	.popsection
	.pushsection .rapcfi.sites
	.long	.Lsite_\reg - .
	.long	EXPECTED
	.long	.Lsite_name_\reg - .Lstrings
	.long	.Lfile - .Lstrings
	.long	0
	.long	.Lexpected_type - .Lstrings
	.long	0
	.popsection
.endm

	call_via rax, r10
	call_via rbx, r10
	call_via rcx, r10
	call_via rdx, r10
	call_via rsi, r10
	call_via rdi, r10
	call_via rbp, r10
	call_via r8, r10
	call_via r9, r10
	call_via r10, r11
	call_via r11, r10
	call_via r12, r10
	call_via r13, r10
	call_via r14, r10
	call_via r15, r10

	.section .rapcfi.sites, "a"
.Lsites_end:
	.section .rapcfi.strings, "a"
.Lstrings_end:

	/* flags: permissive */
	unit_note 1, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end, .Lsites, .Lsites_end

	.section .note.GNU-stack, "", @progbits
