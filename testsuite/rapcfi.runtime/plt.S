/* The unit of plt.c, written as the plugin would emit it (doc/ABI.md):
   checked indirect calls, call_TYPE (fn, x) calling FN (X) and returning
   what it returns, and direct calls through the PLT, direct_NAME (x)
   calling NAME (X), each call followed by its return site.  direct_ll
   names lib_ll the type int (long), as a unit declaring it so would.  */

#include "tables.h"

#define H_LL 0xb339b1b5		/* _ZTSFllE, long (long) */
#define RH_LL 0x4f863cf3
#define H_DD 0x9264fa89		/* _ZTSFddE, double (double) */
#define RH_DD 0xb4895bd3
#define RH_IL 0xfcb2beb9	/* _ZTSFilE.ret, int (long) */
#define H_CALLER 0x3c3bf321	/* _ZTSFlPvlE, long (void *, long) */
#define H_DIRECT 0xb339b1b5	/* _ZTSFllE, long (long) */

	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz	""
.Lfile:	.asciz	"plt.S"
.Ltype_ll: .asciz "_ZTSFllE"
.Ltype_dd: .asciz "_ZTSFddE"
.Ltype_caller: .asciz "_ZTSFlPvlE"

	.section .rapcfi.funcs, "a"
	.balign 4
.Lfuncs:
	.section .rapcfi.sites, "a"
	.balign 4
.Lsites:

	.text
.macro call_site name, hash, rhash, type, line
	preamble H_CALLER
	.globl	\name
	.type	\name, @function
\name:
.L\name:
	subq	$8, %rsp
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movl	$-\hash, %r10d
	addl	-4(%rax), %r10d
	je	.L\name\()_call
	call	*__rapcfi_icall_fail_rax@GOTPCREL(%rip)
.L\name\()_call:
	call	*%rax
	marker	\rhash
	addq	$8, %rsp
	ret
.L\name\()_end:
	.size	\name, . - \name
	funcs_record \name, H_CALLER, .Ltype_caller
	.pushsection .rapcfi.sites, "a"
	.long	.L\name\()_call - .
	.long	\hash
	.long	.Lname_\name - .Lstrings
	.long	.Lfile - .Lstrings
	.long	\line
	.long	\type - .Lstrings
	.long	0				/* indirect call */
	.popsection
.endm

.macro direct_call name, callee, rhash
	preamble H_DIRECT
	.globl	\name
	.type	\name, @function
\name:
.L\name:
	subq	$8, %rsp
	call	\callee@PLT
	marker	\rhash
	addq	$8, %rsp
	ret
.L\name\()_end:
	.size	\name, . - \name
	funcs_record \name, H_DIRECT, .Ltype_ll
.endm

	call_site call_ll, H_LL, RH_LL, .Ltype_ll, 20
	call_site call_dd, H_DD, RH_DD, .Ltype_dd, 21
	direct_call direct_ll, lib_ll, RH_IL
	direct_call direct_other, lib_other, RH_IL

	.section .rapcfi.funcs, "a"
.Lfuncs_end:
	.section .rapcfi.sites, "a"
.Lsites_end:
	.section .rapcfi.strings, "a"
.Lstrings_end:

	/* flags: permissive, returns, compat=loose */
	unit_note 7, .Lstrings, .Lstrings_end, .Lfuncs, .Lfuncs_end, .Lsites, .Lsites_end

	.section .note.GNU-stack, "", @progbits
