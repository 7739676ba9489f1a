/* The library of ret-cache.c, built twice: as code rapcfi did not
   compile, and (-DINSTRUMENTED) as a unit with return checks.  Both have
   the same code at the same place: lib_pad, a return address right
   after a call, with no return-site marker.  It goes on to the address
   in lib_cont.  */

#define H_VV 0xa540670c		/* _ZTSFvvE */

	.data
	.p2align 3
	.globl	lib_cont
lib_cont:
.Lcont:	.quad	0

	.text
	.p2align 4
	.fill	11, 1, 0x90
	movl	$H_VV, %eax
	.globl	lib_func
	.type	lib_func, @function
lib_func:
.Lfunc:
	call	*%rax
	.globl	lib_pad
lib_pad:
	jmp	*.Lcont(%rip)
	ret
.Lfunc_end:
	.size	lib_func, . - lib_func

#ifdef INSTRUMENTED
	.section .rapcfi.strings, "a"
.Lstrings:
	.asciz	""
.Lname:	.asciz	"lib_func"
.Ltype:	.asciz	"_ZTSFvvE"
.Lstrings_end:

	.section .rapcfi.funcs, "a"
	.balign 4
.Lfuncs:
	.long	.Lfunc - .
	.long	.Lfunc_end - .Lfunc
	.long	H_VV
	.long	.Lname - .Lstrings
	.long	.Ltype - .Lstrings

	.section .note.rapcfi, "a", @note
	.balign 4
	.long	7, 40, 1
	.asciz	"rapcfi"
	.balign 4
	.long	1				/* version */
	.long	3				/* flags: permissive, returns */
	.long	.Lfuncs - .
	.long	1
	.long	0				/* no sites */
	.long	0
	.long	.Lstrings - .
	.long	.Lstrings_end - .Lstrings
	.long	0				/* prefix */
	.long	0
#endif

	.section .note.GNU-stack, "", @progbits
