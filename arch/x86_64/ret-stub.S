/* The slow path of the x86_64 return check (doc/ABI.md, "Return edges").
   When the return address does not carry the return-site marker the
   returning function expects, the check calls __rapcfi_ret_fail from the
   function's failure path; its return address is that path's .Lsite
   label, and the return address under check is right above it.  The stub
   asks the runtime's cache of allowed return addresses first
   (rapcfi_return_cached), and on a miss hands both addresses to
   __rapcfi_ret_failure; if that returns, or on a hit, it returns with
   every general register (the flags excepted) and the whole x87 and SSE
   state as they were: the function is at its ret, and its return value
   may be in %rax, %rdx, %xmm0, %xmm1, %st(0) and %st(1).

   Stack at the entry (the function's frame is gone):
	0(%rsp)   .Lsite, the key of the site record
	8(%rsp)   the return address under check, a copy of %r11
   The stub judges %r11, the address the check read, as saved here, and
   gives it back: with ret=register the function returns through it,
   so that the copy on the stack, which another thread may change, is
   never what is judged.
   The stack is realigned here rather than assumed aligned.  */

/* Marks the object for CET when built with -fcf-protection.  */
#include <cet.h>

/* The save area, from the 16-byte aligned stack pointer: the fxsave
   image (512 bytes, 16-byte aligned), %xmm0-%xmm15 for the probe, then
   the general registers that the C code may clobber.  */
#define FX_SAVE 0
#define XMM_SAVE 512
#define GPR_SAVE 768
#define FRAME_SIZE 848		/* 768 + 9 * 8, rounded up to 16.  */

/* Save, restore %xmm0-%xmm15 at XMM_SAVE(%rsp).  */
.macro xmm_regs_save
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	movaps	%xmm\n, XMM_SAVE + \n * 16(%rsp)
	.endr
.endm

.macro xmm_regs_restore
	.irp n, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	movaps	XMM_SAVE + \n * 16(%rsp), %xmm\n
	.endr
.endm

/* Both entries: a frame with the stack realigned, the general registers
   that the C code may clobber saved.  */
.macro enter_stub
	.cfi_startproc
	endbr64
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	andq	$-16, %rsp
	subq	$FRAME_SIZE, %rsp

	movq	%rax, GPR_SAVE + 0 * 8(%rsp)
	movq	%rcx, GPR_SAVE + 1 * 8(%rsp)
	movq	%rdx, GPR_SAVE + 2 * 8(%rsp)
	movq	%rsi, GPR_SAVE + 3 * 8(%rsp)
	movq	%rdi, GPR_SAVE + 4 * 8(%rsp)
	movq	%r8, GPR_SAVE + 5 * 8(%rsp)
	movq	%r9, GPR_SAVE + 6 * 8(%rsp)
	movq	%r10, GPR_SAVE + 7 * 8(%rsp)
	movq	%r11, GPR_SAVE + 8 * 8(%rsp)
.endm

	.text
	/* For the checks of units built with compat=off: no return into
	   code rapcfi did not compile is allowed there, so the cache of
	   those that compat=strict allows must not answer.  */
	.p2align 4
	.globl	__rapcfi_ret_fail_uncached
	.type	__rapcfi_ret_fail_uncached, @function
__rapcfi_ret_fail_uncached:
	enter_stub
	jmp	.Lsave_fpu
	.cfi_endproc
	.size	__rapcfi_ret_fail_uncached, . - __rapcfi_ret_fail_uncached

	.p2align 4
	.globl	__rapcfi_ret_fail
	.type	__rapcfi_ret_fail, @function
__rapcfi_ret_fail:
	enter_stub

	/* The fast path, for a return into code rapcfi did not compile that
	   the runtime has seen before (libc calling a qsort comparator):
	   rapcfi_return_cached uses no x87, SSE or MMX register itself
	   (runtime/ret-probe.c), so the x87 stack and the control words can
	   stay as they are, and the costly fxsave64, fninit and fxrstor64
	   are left for a miss.  It calls dl_iterate_phdr, which may change
	   the SSE registers as any function may (glibc's does; it leaves the
	   x87 alone): those are saved here.  The direction flag must be
	   clear at a call.  */
	xmm_regs_save
	cld
	movq	GPR_SAVE + 8 * 8(%rsp), %rdi	/* the return address, %r11 */
	call	rapcfi_return_cached
	testb	%al, %al
	jz	.Lmiss
	xmm_regs_restore
	jmp	.Lrestore_gprs

.Lmiss:
	xmm_regs_restore
.Lsave_fpu:
	fxsave64 FX_SAVE(%rsp)
	/* The C handler may use the x87 stack, which the psABI wants empty
	   at a call; a long double return value is still on it.  fxrstor64
	   brings back the stack and the control word.  */
	fninit

	movq	GPR_SAVE + 8 * 8(%rsp), %rdi	/* the return address, %r11 */
	movq	8(%rbp), %rsi		/* .Lsite */
	call	rapcfi_ret_failure

	fxrstor64 FX_SAVE(%rsp)
.Lrestore_gprs:
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
	.size	__rapcfi_ret_fail, . - __rapcfi_ret_fail

	.section .note.GNU-stack, "", @progbits
