/* For the runtime's assembly: what BTI and PAC need of an object.  Each
   stub is reached by blr, so it begins with bti c (a hint: a nop where BTI
   is off); the object is marked for BTI and PAC when the C code is too
   (-mbranch-protection), so that a program linked with -z force-bti finds
   every object marked.  */

#ifndef RAPCFI_AARCH64_BTI_H
#define RAPCFI_AARCH64_BTI_H

#define BTI_C hint 34

#if defined __ARM_FEATURE_BTI_DEFAULT || defined __ARM_FEATURE_PAC_DEFAULT
#define GNU_PROPERTY_AARCH64_FEATURE_1_BTI 1
#define GNU_PROPERTY_AARCH64_FEATURE_1_PAC 2
#if defined __ARM_FEATURE_BTI_DEFAULT && defined __ARM_FEATURE_PAC_DEFAULT
#define FEATURE_1 (GNU_PROPERTY_AARCH64_FEATURE_1_BTI | GNU_PROPERTY_AARCH64_FEATURE_1_PAC)
#elif defined __ARM_FEATURE_BTI_DEFAULT
#define FEATURE_1 GNU_PROPERTY_AARCH64_FEATURE_1_BTI
#else
#define FEATURE_1 GNU_PROPERTY_AARCH64_FEATURE_1_PAC
#endif
/* NT_GNU_PROPERTY_TYPE_0 with GNU_PROPERTY_AARCH64_FEATURE_1_AND.  */
#define GNU_PROPERTY_NOTE				\
	.pushsection .note.gnu.property, "a";		\
	.p2align 3;					\
	.word 4;					\
	.word 16;					\
	.word 5;					\
	.asciz "GNU";					\
	.word 0xc0000000;				\
	.word 4;					\
	.word FEATURE_1;				\
	.word 0;					\
	.popsection
#else
#define GNU_PROPERTY_NOTE
#endif

#endif /* RAPCFI_AARCH64_BTI_H */
