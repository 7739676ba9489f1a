/* The units of kcfi-preamble.c, written as the plugin would emit them
   (doc/ABI.md), and functions that are in no unit's records but carry a
   kCFI preamble, as an assembly function with RAPCFI_TYPED_FUNC_START or
   a function Clang compiled with -fsanitize=kcfi does.

   call_TYPE (fn) calls FN through %rax at a site checked for TYPE and
   returns what it returns; call_TYPE_forced goes to the runtime whatever
   the hash (and reads nothing before FN itself).  The first unit has no
   patchable prefix; the second, -fpatchable-function-entry=N,2, expects
   the hash 2 bytes further from the entry.  */

#include "tables.h"

#define H_VI 0x019c0cac		/* _ZTSFviE, void (int) */
#define H_LL 0xb339b1b5		/* _ZTSFllE, long (long) */
#define H_IPI 0x3ad55aca	/* _ZTSFiPiE, int (int *) */

	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz	""
.Lfile:	.asciz	"kcfi-preamble.S"
.Ltype_vi: .asciz "_ZTSFviE"
.Ltype_ll: .asciz "_ZTSFllE"
.Ltype_ipi: .asciz "_ZTSFiPiE"
.Lrecorded_name: .asciz "recorded"

	.section .rapcfi.sites, "a"
	.balign 4
.Lsites:

	.section .rapcfi.strings_p2, "a"
.Lstrings_p2:
	.asciz	""
.Ltype_vi_p2: .asciz "_ZTSFviE"
.Ltype_ll_p2: .asciz "_ZTSFllE"

	.section .rapcfi.sites_p2, "a"
	.balign 4
.Lsites_p2:

/* long NAME (long (*fn) (long)): a checked call of FN expecting HASH,
   the hash PREFIX bytes before its entry (no check at all when FORCED).
   UNIT: "" for the first unit, "_p2" for the second.  LINE 0: no site
   record.  */
.macro call_site name, hash, type, prefix, forced, unit, line
	.text
	.p2align 4
	.globl	\name
	.type	\name, @function
\name:
	subq	$8, %rsp
	movq	%rdi, %rax
	.if \forced
	call	*__rapcfi_icall_fail_rax@GOTPCREL(%rip)
	.else
	movl	$-\hash, %r10d
	addl	-(4 + \prefix)(%rax), %r10d
	je	.L\name\()_site
	call	*__rapcfi_icall_fail_rax@GOTPCREL(%rip)
	.endif
.L\name\()_site:
	call	*%rax
	addq	$8, %rsp
	ret
	.size	\name, . - \name
	.if \line
	.pushsection .rapcfi.strings\unit
.L\name\()_name: .asciz "\name"
.L\name\()_file: .asciz "kcfi-preamble.S"
	.popsection
	.pushsection .rapcfi.sites\unit
	.long	.L\name\()_site - .
	.long	\hash
	.long	.L\name\()_name - .Lstrings\unit
	.long	.L\name\()_file - .Lstrings\unit
	.long	\line
	.long	\type - .Lstrings\unit
	.long	0				/* indirect call */
	.popsection
	.endif
.endm

	call_site call_vi, H_VI, .Ltype_vi, 0, 0, , 10
	call_site call_vi_forced, H_VI, .Ltype_vi, 0, 1, , 11
	call_site call_ll, H_LL, .Ltype_ll, 0, 0, , 12
	call_site call_ll_forced, H_LL, .Ltype_ll, 0, 1, , 13
	call_site call_vi_unrecorded, H_VI, .Ltype_vi, 0, 0, , 0
	call_site call_vi_p2, H_VI, .Ltype_vi_p2, 2, 0, _p2, 20
	call_site call_ll_p2_forced, H_LL, .Ltype_ll_p2, 2, 1, _p2, 21

	.text
/* int recorded (int *): a function of the first unit, whose record
   gives the hash H_IPI a type.  */
	preamble H_IPI
	.globl	recorded
	.type	recorded, @function
recorded:
.Lrecorded:
	movl	$7, %eax
	ret
.Lrecorded_end:
	.size	recorded, . - recorded

	.section .rapcfi.funcs, "a"
	.balign 4
.Lfuncs:
	.long	.Lrecorded - .
	.long	.Lrecorded_end - .Lrecorded
	.long	H_IPI
	.long	.Lrecorded_name - .Lstrings
	.long	.Ltype_ipi - .Lstrings
.Lfuncs_end:

/* In no unit's records: long kcfi_func (long), as RAPCFI_TYPED_FUNC_START
   lays it out; kcfi_known, of the type of the recorded function; and
   kcfi_func_p2, built with -fpatchable-function-entry=N,2; plain, with
   no preamble, after code whose last bytes are no hash of the tests.  */
	.text
	preamble H_LL
	.globl	kcfi_func
	.type	kcfi_func, @function
kcfi_func:
	movl	$1, %eax
	ret
	.size	kcfi_func, . - kcfi_func

	preamble H_IPI
	.globl	kcfi_known
	.type	kcfi_known, @function
kcfi_known:
	movl	$2, %eax
	ret
	.size	kcfi_known, . - kcfi_known

	preamble H_LL
	nop
	nop
	.globl	kcfi_func_p2
	.type	kcfi_func_p2, @function
kcfi_func_p2:
	movl	$3, %eax
	ret
	.size	kcfi_func_p2, . - kcfi_func_p2

	.p2align 4
	.fill	16, 1, 0xcc
	.globl	plain
	.type	plain, @function
plain:
	movl	$6, %eax
	ret
	.size	plain, . - plain

	.section .rapcfi.sites, "a"
.Lsites_end:
	.section .rapcfi.strings, "a"
.Lstrings_end:
	.section .rapcfi.sites_p2, "a"
.Lsites_p2_end:
	.section .rapcfi.strings_p2, "a"
.Lstrings_p2_end:

	/* flags: permissive, compat=loose */
	unit_note 5, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end, .Lsites, .Lsites_end

	/* The same, with -fpatchable-function-entry=N,2 and no functions.  */
	unit_note 5, .Lstrings_p2, .Lstrings_p2_end, , , .Lsites_p2, .Lsites_p2_end, 2

	.section .note.GNU-stack, "", @progbits
