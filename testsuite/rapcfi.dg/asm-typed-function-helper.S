/* long asm_add (long, long), in assembly, with a kCFI preamble.  */
#include "rapcfi.h"

	.text
RAPCFI_TYPED_FUNC_START (asm_add)
#if defined __aarch64__
	add	x0, x0, x1
#elif defined __riscv
	add	a0, a0, a1
#else
	leaq	(%rdi,%rsi), %rax
#endif
	ret
RAPCFI_FUNC_END (asm_add)

	.section .note.GNU-stack,"",%progbits
