/* The library of kcfi-preamble.c, linked with -nostdlib and
   -z separate-code so that seg_start, its first code, is the very start
   of its executable segment: the 16 bytes before it are another
   segment's, or no segment's, and must not be read for a preamble.  */

	.text
	.globl	seg_start
	.type	seg_start, @function
seg_start:
	movl	$5, %eax
	ret
	.size	seg_start, . - seg_start

	.section .note.GNU-stack, "", @progbits
