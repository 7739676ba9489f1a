/* long asm_calls_c (long), in assembly: calls the C function c_callee and
   writes its return-site marker with RAPCFI_RET_SITE.  */
#include "rapcfi.h"

	.text
	.globl	asm_calls_c
	.type	asm_calls_c, @function
asm_calls_c:
	subq	$8, %rsp
	call	c_callee
	RAPCFI_RET_SITE (c_callee)
	addq	$8, %rsp
	ret
	.size	asm_calls_c, . - asm_calls_c

	.section .note.GNU-stack,"",%progbits
