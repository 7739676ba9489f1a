/* The unit of unprototyped.c, written as the plugin would emit it
   (doc/ABI.md): K&R definitions (long knr (), int knr_int ()) whose
   returns are checked, and checked indirect calls of them, some through
   an unprototyped type (kind bit 8), each followed by the return site of
   the type it calls through.

   call_NAME (fn, x) calls FN (X) at a site checked for a type and kind
   and returns what it returns; tail_NAME (fn, x) jumps to it.  */

#include "tables.h"

#define H_L 0xb5b3935c		/* _ZTSFlE, long () */
#define RH_L 0x39706da4
#define H_LL 0xb339b1b5		/* _ZTSFllE, long (long) */
#define RH_LL 0x4f863cf3
#define H_I 0x993e738c		/* _ZTSFiE, int () */
#define RH_I 0x19526388
#define H_IL 0xa5c354fc		/* _ZTSFilE, int (long) */
#define RH_IL 0xfcb2beb9
#define H_CALLER 0x3c3bf321	/* _ZTSFlPvlE, long (void *, long) */

#define UNPROTOTYPED 0x100

/* A site record at LABEL in NAME.  */
.macro site_record label, hash, name, line, type, kind
	.pushsection .rapcfi.sites, "a"
	.long	\label - .
	.long	\hash
	.long	.Lname_\name - .Lstrings
	.long	.Lfile - .Lstrings
	.long	\line
	.long	\type - .Lstrings
	.long	\kind
	.popsection
.endm

	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz	""
.Lfile:	.asciz	"unprototyped.S"
.Ltype_l: .asciz "_ZTSFlE"
.Ltype_ll: .asciz "_ZTSFllE"
.Ltype_i: .asciz "_ZTSFiE"
.Ltype_il: .asciz "_ZTSFilE"
.Ltype_caller: .asciz "_ZTSFlPvlE"

	.section .rapcfi.funcs, "a"
	.balign 4
.Lfuncs:
	.section .rapcfi.sites, "a"
	.balign 4
.Lsites:

	.text
/* A K&R definition returning its first argument, through a checked
   return.  */
.macro knr name, hash, rhash, type, line
	preamble \hash
	.globl	\name
	.type	\name, @function
\name:
.L\name:
	movq	%rdi, %rax
	movq	(%rsp), %r11
	movl	$-\rhash, %r10d
	addl	1(%r11), %r10d
	jne	.L\name\()_fail
.L\name\()_ret:
	ret
.L\name\()_fail:
	call	*__rapcfi_ret_fail@GOTPCREL(%rip)
.L\name\()_site:
	jmp	.L\name\()_ret
.L\name\()_end:
	.size	\name, . - \name
	funcs_record \name, \hash, \type
	site_record .L\name\()_site, \rhash, \name, \line, \type, 2
.endm

	knr	knr, H_L, RH_L, .Ltype_l, 10
	knr	knr_int, H_I, RH_I, .Ltype_i, 11

/* long NAME (void *fn, long x): FN (X) through FORM (rax: call *%rax,
   r11: call *%r11, thunk: a retpoline thunk for %rax), checked for HASH
   with KIND; then the return site of RHASH.  */
.macro call_site name, hash, rhash, type, kind, form, line
	preamble H_CALLER
	.globl	\name
	.type	\name, @function
\name:
.L\name:
	subq	$8, %rsp
	.ifc \form, r11
	movq	%rdi, %r11
	movq	%rsi, %rdi
	movl	$-\hash, %r10d
	addl	-4(%r11), %r10d
	je	.L\name\()_call
	call	*__rapcfi_icall_fail_r11@GOTPCREL(%rip)
.L\name\()_call:
	call	*%r11
	.else
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movl	$-\hash, %r10d
	addl	-4(%rax), %r10d
	je	.L\name\()_call
	call	*__rapcfi_icall_fail_rax@GOTPCREL(%rip)
.L\name\()_call:
	.ifc \form, thunk
	call	.Lthunk_rax
	.else
	call	*%rax
	.endif
	.endif
	marker	\rhash
	addq	$8, %rsp
	ret
.L\name\()_end:
	.size	\name, . - \name
	funcs_record \name, H_CALLER, .Ltype_caller
	site_record .L\name\()_call, \hash, \name, \line, \type, \kind
.endm

/* long NAME (void *fn, long x): jumps to FN (X), checked for HASH with
   KIND.  */
.macro tail_site name, hash, type, kind, line
	preamble H_CALLER
	.globl	\name
	.type	\name, @function
\name:
.L\name:
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movl	$-\hash, %r10d
	addl	-4(%rax), %r10d
	je	.L\name\()_call
	call	*__rapcfi_icall_fail_rax@GOTPCREL(%rip)
.L\name\()_call:
	jmp	*%rax
.L\name\()_end:
	.size	\name, . - \name
	funcs_record \name, H_CALLER, .Ltype_caller
	site_record .L\name\()_call, \hash, \name, \line, \type, \kind
.endm

	call_site call_unproto_l, H_LL, RH_LL, .Ltype_ll, UNPROTOTYPED, rax, 20
	call_site call_unproto_l_r11, H_LL, RH_LL, .Ltype_ll, UNPROTOTYPED, r11, 21
	call_site call_unproto_l_thunk, H_LL, RH_LL, .Ltype_ll, UNPROTOTYPED, thunk, 22
	call_site call_unproto_i, H_IL, RH_IL, .Ltype_il, UNPROTOTYPED, rax, 23
	call_site call_proto_l, H_LL, RH_LL, .Ltype_ll, 0, rax, 24
	tail_site tail_unproto_l, H_LL, .Ltype_ll, 1 | UNPROTOTYPED, 25
	tail_site tail_unproto_i, H_IL, .Ltype_il, 1 | UNPROTOTYPED, 26

/* The retpoline thunk of %rax, as GCC emits it with
   -mindirect-branch=thunk.  */
	.p2align 4
.Lthunk_rax:
	call	.Lthunk_set
.Lthunk_capture:
	pause
	lfence
	jmp	.Lthunk_capture
.Lthunk_set:
	movq	%rax, (%rsp)
	ret

	.section .rapcfi.funcs, "a"
.Lfuncs_end:
	.section .rapcfi.sites, "a"
.Lsites_end:
	.section .rapcfi.strings, "a"
.Lstrings_end:

	/* flags: permissive, returns */
	unit_note 3, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end, .Lsites, .Lsites_end

	.section .note.GNU-stack, "", @progbits
