/* The unit of ret-check.c, written as the plugin would emit it
   (doc/ABI.md, "Return edges"): functions ending in a checked return,
   return sites (a marker after a call) of several types, and the tables
   and notes that describe them.  A second unit, built without return
   checks, holds a function whose calls have no markers.

   run_return (TO, RETURNER) jumps to RETURNER with TO as its return
   address, as if the call right before TO had called it.  RETURNER loads
   every register but %rsp and the check's scratch %r10 and %r11 from
   IMAGE (%st(1) and %st(0) too), then checks its return; wherever it
   returns, FINISH stores the registers into SEEN and returns from
   run_return (ret-cache.c's library jumps to it as RETURN_FINISH).  */

#include "tables.h"

#define RH_LD 0x0c950a79	/* _ZTSFevE.ret, long double (void) */
#define RH_VI 0x5fdb9cb6	/* _ZTSFviE.ret, void (int) */
#define RH_IL 0xfcb2beb9	/* _ZTSFilE.ret, int (long) */
#define RH_VV 0x91adf4ec	/* _ZTSFvvE.ret, void (void) */
#define H_LD 0x9b3bdce1		/* _ZTSFevE */
#define H_IL 0xa5c354fc		/* _ZTSFilE */
#define H_VV 0xa540670c		/* _ZTSFvvE */

/* IMAGE and SEEN: %rax..%r15 by number, %xmm0-%xmm7, %st(0), %st(1).  */
#define XMM 128
#define ST0 256
#define ST1 272

	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz	""
.Lfile:	.asciz	"ret-check.c"
.Ltype_ld: .asciz "_ZTSFevE"
.Ltype_il: .asciz "_ZTSFilE"
.Ltype_vv: .asciz "_ZTSFvvE"

	.section .rapcfi.funcs, "a"
	.balign 4
.Lfuncs:
	.section .rapcfi.sites, "a"
	.balign 4
.Lsites:

	.bss
	.p2align 4
	.globl	image, seen, misalign, saved_rsp
image:	.zero	288
seen:	.zero	288
misalign: .zero	8
saved_rsp: .zero 8

	.text
/* long double NAME (void), returning into whatever the stack says.
   BRANCH is jne for the check as the plugin emits it, jmp to go to the
   runtime whatever the marker (to see it allow a matching one).  LINE 0:
   no site record.  */
.macro returner name, branch, line
	preamble H_LD
	.globl	\name
	.type	\name, @function
\name:
.L\name:
	fldt	image + ST1(%rip)
	fldt	image + ST0(%rip)
	movdqu	image + XMM + 0 * 16(%rip), %xmm0
	movdqu	image + XMM + 1 * 16(%rip), %xmm1
	movdqu	image + XMM + 2 * 16(%rip), %xmm2
	movdqu	image + XMM + 3 * 16(%rip), %xmm3
	movdqu	image + XMM + 4 * 16(%rip), %xmm4
	movdqu	image + XMM + 5 * 16(%rip), %xmm5
	movdqu	image + XMM + 6 * 16(%rip), %xmm6
	movdqu	image + XMM + 7 * 16(%rip), %xmm7
	movq	image + 0 * 8(%rip), %rax
	movq	image + 1 * 8(%rip), %rbx
	movq	image + 2 * 8(%rip), %rcx
	movq	image + 3 * 8(%rip), %rdx
	movq	image + 4 * 8(%rip), %rsi
	movq	image + 5 * 8(%rip), %rdi
	movq	image + 6 * 8(%rip), %rbp
	movq	image + 8 * 8(%rip), %r8
	movq	image + 9 * 8(%rip), %r9
	movq	image + 12 * 8(%rip), %r12
	movq	image + 13 * 8(%rip), %r13
	movq	image + 14 * 8(%rip), %r14
	movq	image + 15 * 8(%rip), %r15
	/* The check.  */
	movq	(%rsp), %r11
	movl	$-RH_LD, %r10d
	addl	1(%r11), %r10d
	\branch	.L\name\()_fail
.L\name\()_ret:
	ret
.L\name\()_fail:
	call	*__rapcfi_ret_fail@GOTPCREL(%rip)
.L\name\()_site:
	jmp	.L\name\()_ret
.L\name\()_end:
	.size	\name, . - \name
	funcs_record \name, H_LD, .Ltype_ld
	.if \line
	.pushsection .rapcfi.sites, "a"
	.long	.L\name\()_site - .
	.long	RH_LD
	.long	.Lname_\name - .Lstrings
	.long	.Lfile - .Lstrings
	.long	\line
	.long	.Ltype_ld - .Lstrings
	.long	2				/* return */
	.popsection
	.endif
.endm

	returner returner, jne, 41
	returner returner_forced, jmp, 42
	returner returner_unrecorded, jne, 0

/* int g (long): a function whose return site is followed.  */
	preamble H_IL
	.globl	g
	.type	g, @function
g:
.Lg:
	movl	%edi, %eax
	ret
.Lg_end:
	.size	g, . - g
	funcs_record g, H_IL, .Ltype_il

/* void landing (void): return sites, never run from the entry.  */
	preamble H_VV
	.globl	landing
	.type	landing, @function
landing:
.Llanding:
	call	*%rax
	.globl	pad_other
pad_other:			/* after a call to a void (int) */
	marker	RH_VI
	jmp	finish
	call	.Lg
	.globl	pad_g
pad_g:				/* after a call to g */
	marker	RH_IL
	jmp	finish
	call	.Lreturner
	.globl	pad_self
pad_self:			/* after a call to returner itself */
	marker	RH_VI
	jmp	finish
	call	*%rax
	.globl	pad_good
pad_good:			/* after a call to a long double (void) */
	marker	RH_LD
	jmp	finish
	nop
	.globl	pad_mid
pad_mid:			/* no return site */
	jmp	finish
	ret
.Llanding_end:
	.size	landing, . - landing
	funcs_record landing, H_VV, .Ltype_vv

/* void early_end (void): its record ends before the failure path of its
   return check, whose .Lsite, pad_site, is thus in no recorded function.
   A return there must not pass for one into code rapcfi did not
   compile: the jump back to the check's ret is an unchecked return.  */
	preamble H_VV
	.globl	early_end
	.type	early_end, @function
early_end:
.Learly_end:
	movq	(%rsp), %r11
	movl	$-RH_VV, %r10d
	addl	1(%r11), %r10d
	jne	.Learly_end_fail
.Learly_end_ret:
	ret
.Learly_end_end:
.Learly_end_fail:
	call	*__rapcfi_ret_fail@GOTPCREL(%rip)
	.globl	pad_site
pad_site:
	jmp	.Learly_end_ret
	.size	early_end, . - early_end
	funcs_record early_end, H_VV, .Ltype_vv
	.pushsection .rapcfi.sites, "a"
	.long	pad_site - .
	.long	RH_VV
	.long	.Lname_early_end - .Lstrings
	.long	.Lfile - .Lstrings
	.long	43
	.long	.Ltype_vv - .Lstrings
	.long	2				/* return */
	.popsection

/* run_return (void *to, void (*returner) (void)).  MISALIGN 8: %rsp is
   8 mod 16 at the return, as after a call; 0: 16-byte aligned.  Under
   the return address, FINISH's, for a return site that returns again
   (pad_site).  */
	.p2align 4
	.globl	run_return
	.type	run_return, @function
run_return:
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	%rsp, saved_rsp(%rip)
	subq	misalign(%rip), %rsp
	leaq	finish(%rip), %rax
	pushq	%rax
	pushq	%rdi
	jmp	*%rsi

	.globl	return_finish
return_finish:
finish:
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
	movdqu	%xmm0, seen + XMM + 0 * 16(%rip)
	movdqu	%xmm1, seen + XMM + 1 * 16(%rip)
	movdqu	%xmm2, seen + XMM + 2 * 16(%rip)
	movdqu	%xmm3, seen + XMM + 3 * 16(%rip)
	movdqu	%xmm4, seen + XMM + 4 * 16(%rip)
	movdqu	%xmm5, seen + XMM + 5 * 16(%rip)
	movdqu	%xmm6, seen + XMM + 6 * 16(%rip)
	movdqu	%xmm7, seen + XMM + 7 * 16(%rip)
	fstpt	seen + ST0(%rip)
	fstpt	seen + ST1(%rip)
	movq	saved_rsp(%rip), %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret

/* Code rapcfi did not compile: in no function record.  */
	call	*%rax
	.globl	pad_outside
pad_outside:
	jmp	finish
	.size	run_return, . - run_return

	.section .rapcfi.funcs, "a"
.Lfuncs_end:
	.section .rapcfi.sites, "a"
.Lsites_end:
	.section .rapcfi.strings, "a"
.Lstrings_end:

	/* flags: permissive, returns */
	unit_note 3, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end, .Lsites, .Lsites_end

/* The second unit, built without return checks: void legacy (void),
   whose calls have no marker.  */
	.section .rapcfi.strings.legacy, "a"
.Llegacy_strings:
	.asciz	""
.Llegacy_name: .asciz "legacy"
.Llegacy_type: .asciz "_ZTSFvvE"
.Llegacy_strings_end:

	.text
	preamble H_VV
	.globl	legacy
	.type	legacy, @function
legacy:
.Llegacy:
	call	*%rax
	.globl	pad_legacy
pad_legacy:
	jmp	finish
	ret
.Llegacy_end:
	.size	legacy, . - legacy

	.section .rapcfi.funcs.legacy, "a"
	.balign 4
.Llegacy_funcs:
	.long	.Llegacy - .
	.long	.Llegacy_end - .Llegacy
	.long	H_VV
	.long	.Llegacy_name - .Llegacy_strings
	.long	.Llegacy_type - .Llegacy_strings
.Llegacy_funcs_end:

	/* flags: permissive; no call sites */
	unit_note 1, .Llegacy_strings, .Llegacy_strings_end, .Llegacy_funcs, .Llegacy_funcs_end

	.section .note.GNU-stack, "", @progbits
