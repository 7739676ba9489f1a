/* The start of shared.exp's BTI-enforced executables.  Debian's start
   files carry no BTI note, and a nop where the landing pad of _start and
   _init would be, so an executable linked with them cannot enforce BTI.
   This _start is a landing pad (the dynamic loader branches to it with
   br), calls __libc_start_main as glibc's does, and the note says that
   the object is BTI-compatible.  No _init, no crtbegin's functions:
   nothing else here is called through a pointer.  */

	.text
	.p2align 2
	.globl	_start
	.type	_start, %function
_start:
	hint	38		// bti jc
	mov	x29, #0
	mov	x30, #0
	mov	x5, x0		// rtld_fini, from the loader
	ldr	x1, [sp]	// argc
	add	x2, sp, #8	// argv
	mov	x6, sp		// the stack's end
	adrp	x0, :got:main
	ldr	x0, [x0, #:got_lo12:main]
	mov	x3, #0		// init, fini: glibc 2.34 and later use none
	mov	x4, #0
	bl	__libc_start_main
	bl	abort
	.size	_start, . - _start

/* What crtbegin would define: the handle atexit passes for the
   executable.  */
	.section .data.rel.ro, "aw"
	.p2align 3
	.hidden	__dso_handle
	.globl	__dso_handle
__dso_handle:
	.xword	__dso_handle

/* NT_GNU_PROPERTY_TYPE_0 "GNU": GNU_PROPERTY_AARCH64_FEATURE_1_AND, 4
   bytes, BTI.  */
	.section .note.gnu.property, "a"
	.p2align 3
	.word	4, 16, 5
	.asciz	"GNU"
	.word	0xc0000000, 4, 1, 0

	.section .note.GNU-stack, "", %progbits
