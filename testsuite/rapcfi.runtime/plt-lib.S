/* The library of plt.c, one unit written as the plugin would emit it
   (doc/ABI.md): long lib_ll (long), whose return is checked;
   long lib_other (long), which jumps to lib_ll; and lib_plain, code
   rapcfi did not compile (no preamble, no record).  Each returns three
   times its argument.  */

#include "tables.h"

#define H_LL 0xb339b1b5		/* _ZTSFllE, long (long) */
#define RH_LL 0x4f863cf3

	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz	""
.Lfile:	.asciz	"plt-lib.S"
.Ltype_ll: .asciz "_ZTSFllE"
.Lname_ll: .asciz "lib_ll"
.Lname_other: .asciz "lib_other"
.Lstrings_end:

	.text
	preamble H_LL
	.globl	lib_ll
	.type	lib_ll, @function
lib_ll:
.Lll:
	leaq	(%rdi, %rdi, 2), %rax
	movq	(%rsp), %r11
	movl	$-RH_LL, %r10d
	addl	1(%r11), %r10d
	jne	.Lll_fail
.Lll_ret:
	ret
.Lll_fail:
	call	*__rapcfi_ret_fail@GOTPCREL(%rip)
.Lll_site:
	jmp	.Lll_ret
.Lll_end:
	.size	lib_ll, . - lib_ll

	preamble H_LL
	.globl	lib_other
	.type	lib_other, @function
lib_other:
.Lother:
	jmp	.Lll
.Lother_end:
	.size	lib_other, . - lib_other

	.p2align 4
	.fill	16, 1, 0xcc
	.globl	lib_plain
	.type	lib_plain, @function
lib_plain:
	leaq	(%rdi, %rdi, 2), %rax
	ret
	.size	lib_plain, . - lib_plain

	.section .rapcfi.funcs, "a"
	.balign 4
.Lfuncs:
	.long	.Lll - .
	.long	.Lll_end - .Lll
	.long	H_LL
	.long	.Lname_ll - .Lstrings
	.long	.Ltype_ll - .Lstrings
	.long	.Lother - .
	.long	.Lother_end - .Lother
	.long	H_LL
	.long	.Lname_other - .Lstrings
	.long	.Ltype_ll - .Lstrings
.Lfuncs_end:

	.section .rapcfi.sites, "a"
	.balign 4
.Lsites:
	.long	.Lll_site - .
	.long	RH_LL
	.long	.Lname_ll - .Lstrings
	.long	.Lfile - .Lstrings
	.long	10
	.long	.Ltype_ll - .Lstrings
	.long	2				/* return */
.Lsites_end:

	/* flags: permissive, returns */
	unit_note 3, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end, .Lsites, .Lsites_end

	.section .note.GNU-stack, "", @progbits
