/* long asm_add (long, long), in assembly, with a kCFI preamble.  */
#include "rapcfi.h"

	.text
RAPCFI_TYPED_FUNC_START (asm_add)
	leaq	(%rdi,%rsi), %rax
	ret
RAPCFI_FUNC_END (asm_add)

	.section .note.GNU-stack,"",@progbits
