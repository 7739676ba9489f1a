/* The slow path of the x86_64 indirect-call check (doc/ABI.md, "x86_64
   inline mode").  When the hash before the target in %R is not the one
   the call expects, the check calls __rapcfi_icall_fail_R; its return
   address is the checked call.  The stub hands the target and that
   address to __rapcfi_icall_failure (through its hidden alias: no PLT
   entry) and, if it returns, returns with every general register (the
   flags excepted) and %xmm0-%xmm7 as they were, so that the call goes
   on with its arguments intact.

   The check can come right before a tail jump, after the epilogue, so
   the stack is realigned here rather than assumed aligned.  */

/* Marks the object for CET when built with -fcf-protection.  */
#include <cet.h>

/* The save area, from the 16-byte aligned stack pointer: %xmm0-%xmm7,
   then the general registers that the C handler may clobber.  */
#define XMM_SAVE 0
#define GPR_SAVE 128
#define FRAME_SIZE 208		/* 128 + 9 * 8, rounded up to 16.  */

	.text

.macro icall_fail_stub reg
	.p2align 4
	.globl	__rapcfi_icall_fail_\reg
	.type	__rapcfi_icall_fail_\reg, @function
__rapcfi_icall_fail_\reg:
	.cfi_startproc
	endbr64
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	andq	$-16, %rsp
	subq	$FRAME_SIZE, %rsp

	movdqu	%xmm0, XMM_SAVE + 0 * 16(%rsp)
	movdqu	%xmm1, XMM_SAVE + 1 * 16(%rsp)
	movdqu	%xmm2, XMM_SAVE + 2 * 16(%rsp)
	movdqu	%xmm3, XMM_SAVE + 3 * 16(%rsp)
	movdqu	%xmm4, XMM_SAVE + 4 * 16(%rsp)
	movdqu	%xmm5, XMM_SAVE + 5 * 16(%rsp)
	movdqu	%xmm6, XMM_SAVE + 6 * 16(%rsp)
	movdqu	%xmm7, XMM_SAVE + 7 * 16(%rsp)
	movq	%rax, GPR_SAVE + 0 * 8(%rsp)
	movq	%rcx, GPR_SAVE + 1 * 8(%rsp)
	movq	%rdx, GPR_SAVE + 2 * 8(%rsp)
	movq	%rsi, GPR_SAVE + 3 * 8(%rsp)
	movq	%rdi, GPR_SAVE + 4 * 8(%rsp)
	movq	%r8, GPR_SAVE + 5 * 8(%rsp)
	movq	%r9, GPR_SAVE + 6 * 8(%rsp)
	movq	%r10, GPR_SAVE + 7 * 8(%rsp)
	movq	%r11, GPR_SAVE + 8 * 8(%rsp)

	/* Only %rbp has changed since the entry; its value then was
	   pushed.  */
	.ifc \reg, rbp
	movq	(%rbp), %rdi
	.else
	movq	%\reg, %rdi
	.endif
	movq	8(%rbp), %rsi
	call	rapcfi_icall_failure

	movdqu	XMM_SAVE + 0 * 16(%rsp), %xmm0
	movdqu	XMM_SAVE + 1 * 16(%rsp), %xmm1
	movdqu	XMM_SAVE + 2 * 16(%rsp), %xmm2
	movdqu	XMM_SAVE + 3 * 16(%rsp), %xmm3
	movdqu	XMM_SAVE + 4 * 16(%rsp), %xmm4
	movdqu	XMM_SAVE + 5 * 16(%rsp), %xmm5
	movdqu	XMM_SAVE + 6 * 16(%rsp), %xmm6
	movdqu	XMM_SAVE + 7 * 16(%rsp), %xmm7
	movq	GPR_SAVE + 0 * 8(%rsp), %rax
	movq	GPR_SAVE + 1 * 8(%rsp), %rcx
	movq	GPR_SAVE + 2 * 8(%rsp), %rdx
	movq	GPR_SAVE + 3 * 8(%rsp), %rsi
	movq	GPR_SAVE + 4 * 8(%rsp), %rdi
	movq	GPR_SAVE + 5 * 8(%rsp), %r8
	movq	GPR_SAVE + 6 * 8(%rsp), %r9
	movq	GPR_SAVE + 7 * 8(%rsp), %r10
	movq	GPR_SAVE + 8 * 8(%rsp), %r11
	leave
	.cfi_def_cfa %rsp, 8
	.cfi_restore %rbp
	ret
	.cfi_endproc
	.size	__rapcfi_icall_fail_\reg, . - __rapcfi_icall_fail_\reg
.endm

/* One stub per register a call can go through: all but %rsp.  */
	icall_fail_stub rax
	icall_fail_stub rbx
	icall_fail_stub rcx
	icall_fail_stub rdx
	icall_fail_stub rsi
	icall_fail_stub rdi
	icall_fail_stub rbp
	icall_fail_stub r8
	icall_fail_stub r9
	icall_fail_stub r10
	icall_fail_stub r11
	icall_fail_stub r12
	icall_fail_stub r13
	icall_fail_stub r14
	icall_fail_stub r15

	.section .note.GNU-stack, "", @progbits
