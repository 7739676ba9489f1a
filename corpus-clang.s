	.text
	.file	"corpus.c"
	.globl	f01_void                        # -- Begin function f01_void
	.p2align	4, 0x90
	.type	f01_void,@function
	.globl	__cfi_f01_void                  # @f01_void
	.type	__cfi_f01_void,@function
__cfi_f01_void:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2772461324, %eax               # imm = 0xA540670C
.Lcfi_func_end0:
	.size	__cfi_f01_void, .Lcfi_func_end0-__cfi_f01_void
f01_void:
	.cfi_startproc
# %bb.0:
	movl	$1, corpus_sink(%rip)
	retq
.Lfunc_end0:
	.size	f01_void, .Lfunc_end0-f01_void
	.cfi_endproc
                                        # -- End function
	.globl	f02_char                        # -- Begin function f02_char
	.p2align	4, 0x90
	.type	f02_char,@function
	.globl	__cfi_f02_char                  # @f02_char
	.type	__cfi_f02_char,@function
__cfi_f02_char:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1678808739, %eax               # imm = 0x641096A3
.Lcfi_func_end1:
	.size	__cfi_f02_char, .Lcfi_func_end1-__cfi_f02_char
f02_char:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$2, corpus_sink(%rip)
                                        # kill: def $al killed $al killed $eax
	retq
.Lfunc_end1:
	.size	f02_char, .Lfunc_end1-f02_char
	.cfi_endproc
                                        # -- End function
	.globl	f03_schar                       # -- Begin function f03_schar
	.p2align	4, 0x90
	.type	f03_schar,@function
	.globl	__cfi_f03_schar                 # @f03_schar
	.type	__cfi_f03_schar,@function
__cfi_f03_schar:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3669641460, %eax               # imm = 0xDABA48F4
.Lcfi_func_end2:
	.size	__cfi_f03_schar, .Lcfi_func_end2-__cfi_f03_schar
f03_schar:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$3, corpus_sink(%rip)
                                        # kill: def $al killed $al killed $eax
	retq
.Lfunc_end2:
	.size	f03_schar, .Lfunc_end2-f03_schar
	.cfi_endproc
                                        # -- End function
	.globl	f04_uchar                       # -- Begin function f04_uchar
	.p2align	4, 0x90
	.type	f04_uchar,@function
	.globl	__cfi_f04_uchar                 # @f04_uchar
	.type	__cfi_f04_uchar,@function
__cfi_f04_uchar:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2367183222, %eax               # imm = 0x8D185976
.Lcfi_func_end3:
	.size	__cfi_f04_uchar, .Lcfi_func_end3-__cfi_f04_uchar
f04_uchar:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$4, corpus_sink(%rip)
                                        # kill: def $al killed $al killed $eax
	retq
.Lfunc_end3:
	.size	f04_uchar, .Lfunc_end3-f04_uchar
	.cfi_endproc
                                        # -- End function
	.globl	f05_short                       # -- Begin function f05_short
	.p2align	4, 0x90
	.type	f05_short,@function
	.globl	__cfi_f05_short                 # @f05_short
	.type	__cfi_f05_short,@function
__cfi_f05_short:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1086226466, %eax               # imm = 0x40BE8022
.Lcfi_func_end4:
	.size	__cfi_f05_short, .Lcfi_func_end4-__cfi_f05_short
f05_short:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$5, corpus_sink(%rip)
                                        # kill: def $ax killed $ax killed $eax
	retq
.Lfunc_end4:
	.size	f05_short, .Lfunc_end4-f05_short
	.cfi_endproc
                                        # -- End function
	.globl	f06_ushort                      # -- Begin function f06_ushort
	.p2align	4, 0x90
	.type	f06_ushort,@function
	.globl	__cfi_f06_ushort                # @f06_ushort
	.type	__cfi_f06_ushort,@function
__cfi_f06_ushort:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$4012082024, %eax               # imm = 0xEF238368
.Lcfi_func_end5:
	.size	__cfi_f06_ushort, .Lcfi_func_end5-__cfi_f06_ushort
f06_ushort:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$6, corpus_sink(%rip)
                                        # kill: def $ax killed $ax killed $eax
	retq
.Lfunc_end5:
	.size	f06_ushort, .Lfunc_end5-f06_ushort
	.cfi_endproc
                                        # -- End function
	.globl	f07_int                         # -- Begin function f07_int
	.p2align	4, 0x90
	.type	f07_int,@function
	.globl	__cfi_f07_int                   # @f07_int
	.type	__cfi_f07_int,@function
__cfi_f07_int:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$329620, %eax                   # imm = 0x50794
.Lcfi_func_end6:
	.size	__cfi_f07_int, .Lcfi_func_end6-__cfi_f07_int
f07_int:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$7, corpus_sink(%rip)
	retq
.Lfunc_end6:
	.size	f07_int, .Lfunc_end6-f07_int
	.cfi_endproc
                                        # -- End function
	.globl	f08_uint                        # -- Begin function f08_uint
	.p2align	4, 0x90
	.type	f08_uint,@function
	.globl	__cfi_f08_uint                  # @f08_uint
	.type	__cfi_f08_uint,@function
__cfi_f08_uint:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1731883814, %eax               # imm = 0x673A7326
.Lcfi_func_end7:
	.size	__cfi_f08_uint, .Lcfi_func_end7-__cfi_f08_uint
f08_uint:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$8, corpus_sink(%rip)
	retq
.Lfunc_end7:
	.size	f08_uint, .Lfunc_end7-f08_uint
	.cfi_endproc
                                        # -- End function
	.globl	f09_long                        # -- Begin function f09_long
	.p2align	4, 0x90
	.type	f09_long,@function
	.globl	__cfi_f09_long                  # @f09_long
	.type	__cfi_f09_long,@function
__cfi_f09_long:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3006902709, %eax               # imm = 0xB339B1B5
.Lcfi_func_end8:
	.size	__cfi_f09_long, .Lcfi_func_end8-__cfi_f09_long
f09_long:
	.cfi_startproc
# %bb.0:
	movq	%rdi, %rax
	movl	$9, corpus_sink(%rip)
	retq
.Lfunc_end8:
	.size	f09_long, .Lfunc_end8-f09_long
	.cfi_endproc
                                        # -- End function
	.globl	f10_ulong                       # -- Begin function f10_ulong
	.p2align	4, 0x90
	.type	f10_ulong,@function
	.globl	__cfi_f10_ulong                 # @f10_ulong
	.type	__cfi_f10_ulong,@function
__cfi_f10_ulong:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3342817626, %eax               # imm = 0xC73F595A
.Lcfi_func_end9:
	.size	__cfi_f10_ulong, .Lcfi_func_end9-__cfi_f10_ulong
f10_ulong:
	.cfi_startproc
# %bb.0:
	movq	%rdi, %rax
	movl	$10, corpus_sink(%rip)
	retq
.Lfunc_end9:
	.size	f10_ulong, .Lfunc_end9-f10_ulong
	.cfi_endproc
                                        # -- End function
	.globl	f11_llong                       # -- Begin function f11_llong
	.p2align	4, 0x90
	.type	f11_llong,@function
	.globl	__cfi_f11_llong                 # @f11_llong
	.type	__cfi_f11_llong,@function
__cfi_f11_llong:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$718145241, %eax                # imm = 0x2ACE06D9
.Lcfi_func_end10:
	.size	__cfi_f11_llong, .Lcfi_func_end10-__cfi_f11_llong
f11_llong:
	.cfi_startproc
# %bb.0:
	movq	%rdi, %rax
	movl	$11, corpus_sink(%rip)
	retq
.Lfunc_end10:
	.size	f11_llong, .Lfunc_end10-f11_llong
	.cfi_endproc
                                        # -- End function
	.globl	f12_ullong                      # -- Begin function f12_ullong
	.p2align	4, 0x90
	.type	f12_ullong,@function
	.globl	__cfi_f12_ullong                # @f12_ullong
	.type	__cfi_f12_ullong,@function
__cfi_f12_ullong:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1196738035, %eax               # imm = 0x4754C5F3
.Lcfi_func_end11:
	.size	__cfi_f12_ullong, .Lcfi_func_end11-__cfi_f12_ullong
f12_ullong:
	.cfi_startproc
# %bb.0:
	movq	%rdi, %rax
	movl	$12, corpus_sink(%rip)
	retq
.Lfunc_end11:
	.size	f12_ullong, .Lfunc_end11-f12_ullong
	.cfi_endproc
                                        # -- End function
	.globl	f13_bool                        # -- Begin function f13_bool
	.p2align	4, 0x90
	.type	f13_bool,@function
	.globl	__cfi_f13_bool                  # @f13_bool
	.type	__cfi_f13_bool,@function
__cfi_f13_bool:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1778703774, %eax               # imm = 0x6A04DD9E
.Lcfi_func_end12:
	.size	__cfi_f13_bool, .Lcfi_func_end12-__cfi_f13_bool
f13_bool:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$13, corpus_sink(%rip)
                                        # kill: def $al killed $al killed $eax
	retq
.Lfunc_end12:
	.size	f13_bool, .Lfunc_end12-f13_bool
	.cfi_endproc
                                        # -- End function
	.globl	f14_float                       # -- Begin function f14_float
	.p2align	4, 0x90
	.type	f14_float,@function
	.globl	__cfi_f14_float                 # @f14_float
	.type	__cfi_f14_float,@function
__cfi_f14_float:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3966942408, %eax               # imm = 0xEC72BCC8
.Lcfi_func_end13:
	.size	__cfi_f14_float, .Lcfi_func_end13-__cfi_f14_float
f14_float:
	.cfi_startproc
# %bb.0:
	movl	$14, corpus_sink(%rip)
	retq
.Lfunc_end13:
	.size	f14_float, .Lfunc_end13-f14_float
	.cfi_endproc
                                        # -- End function
	.globl	f15_double                      # -- Begin function f15_double
	.p2align	4, 0x90
	.type	f15_double,@function
	.globl	__cfi_f15_double                # @f15_double
	.type	__cfi_f15_double,@function
__cfi_f15_double:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2456091273, %eax               # imm = 0x9264FA89
.Lcfi_func_end14:
	.size	__cfi_f15_double, .Lcfi_func_end14-__cfi_f15_double
f15_double:
	.cfi_startproc
# %bb.0:
	movl	$15, corpus_sink(%rip)
	retq
.Lfunc_end14:
	.size	f15_double, .Lfunc_end14-f15_double
	.cfi_endproc
                                        # -- End function
	.globl	f16_ldouble                     # -- Begin function f16_ldouble
	.p2align	4, 0x90
	.type	f16_ldouble,@function
	.globl	__cfi_f16_ldouble               # @f16_ldouble
	.type	__cfi_f16_ldouble,@function
__cfi_f16_ldouble:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1093002707, %eax               # imm = 0x4125E5D3
.Lcfi_func_end15:
	.size	__cfi_f16_ldouble, .Lcfi_func_end15-__cfi_f16_ldouble
f16_ldouble:
	.cfi_startproc
# %bb.0:
	fldt	8(%rsp)
	movl	$16, corpus_sink(%rip)
	retq
.Lfunc_end15:
	.size	f16_ldouble, .Lfunc_end15-f16_ldouble
	.cfi_endproc
                                        # -- End function
	.globl	f17_int128                      # -- Begin function f17_int128
	.p2align	4, 0x90
	.type	f17_int128,@function
	.globl	__cfi_f17_int128                # @f17_int128
	.type	__cfi_f17_int128,@function
__cfi_f17_int128:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$800756143, %eax                # imm = 0x2FBA91AF
.Lcfi_func_end16:
	.size	__cfi_f17_int128, .Lcfi_func_end16-__cfi_f17_int128
f17_int128:
	.cfi_startproc
# %bb.0:
	movq	%rsi, %rdx
	movq	%rdi, %rax
	movl	$17, corpus_sink(%rip)
	retq
.Lfunc_end16:
	.size	f17_int128, .Lfunc_end16-f17_int128
	.cfi_endproc
                                        # -- End function
	.globl	f18_uint128                     # -- Begin function f18_uint128
	.p2align	4, 0x90
	.type	f18_uint128,@function
	.globl	__cfi_f18_uint128               # @f18_uint128
	.type	__cfi_f18_uint128,@function
__cfi_f18_uint128:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1278521738, %eax               # imm = 0x4C34B18A
.Lcfi_func_end17:
	.size	__cfi_f18_uint128, .Lcfi_func_end17-__cfi_f18_uint128
f18_uint128:
	.cfi_startproc
# %bb.0:
	movq	%rsi, %rdx
	movq	%rdi, %rax
	movl	$18, corpus_sink(%rip)
	retq
.Lfunc_end17:
	.size	f18_uint128, .Lfunc_end17-f18_uint128
	.cfi_endproc
                                        # -- End function
	.globl	f19_float16                     # -- Begin function f19_float16
	.p2align	4, 0x90
	.type	f19_float16,@function
	.globl	__cfi_f19_float16               # @f19_float16
	.type	__cfi_f19_float16,@function
__cfi_f19_float16:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$4067815342, %eax               # imm = 0xF275EFAE
.Lcfi_func_end18:
	.size	__cfi_f19_float16, .Lcfi_func_end18-__cfi_f19_float16
f19_float16:
	.cfi_startproc
# %bb.0:
	movl	$19, corpus_sink(%rip)
	retq
.Lfunc_end18:
	.size	f19_float16, .Lfunc_end18-f19_float16
	.cfi_endproc
                                        # -- End function
	.globl	f20_float128                    # -- Begin function f20_float128
	.p2align	4, 0x90
	.type	f20_float128,@function
	.globl	__cfi_f20_float128              # @f20_float128
	.type	__cfi_f20_float128,@function
__cfi_f20_float128:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$689904174, %eax                # imm = 0x291F1A2E
.Lcfi_func_end19:
	.size	__cfi_f20_float128, .Lcfi_func_end19-__cfi_f20_float128
f20_float128:
	.cfi_startproc
# %bb.0:
	movl	$20, corpus_sink(%rip)
	retq
.Lfunc_end19:
	.size	f20_float128, .Lfunc_end19-f20_float128
	.cfi_endproc
                                        # -- End function
	.globl	f21_mixed                       # -- Begin function f21_mixed
	.p2align	4, 0x90
	.type	f21_mixed,@function
	.globl	__cfi_f21_mixed                 # @f21_mixed
	.type	__cfi_f21_mixed,@function
__cfi_f21_mixed:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$707446515, %eax                # imm = 0x2A2AC6F3
.Lcfi_func_end20:
	.size	__cfi_f21_mixed, .Lcfi_func_end20-__cfi_f21_mixed
f21_mixed:
	.cfi_startproc
# %bb.0:
	addl	%edi, %esi
	addl	%edx, %esi
	cvttsd2si	%xmm0, %eax
	addl	%esi, %eax
	addl	$21, %eax
	movl	%eax, corpus_sink(%rip)
	retq
.Lfunc_end20:
	.size	f21_mixed, .Lfunc_end20-f21_mixed
	.cfi_endproc
                                        # -- End function
	.globl	f22_intp                        # -- Begin function f22_intp
	.p2align	4, 0x90
	.type	f22_intp,@function
	.globl	__cfi_f22_intp                  # @f22_intp
	.type	__cfi_f22_intp,@function
__cfi_f22_intp:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2114736805, %eax               # imm = 0x7E0C52A5
.Lcfi_func_end21:
	.size	__cfi_f22_intp, .Lcfi_func_end21-__cfi_f22_intp
f22_intp:
	.cfi_startproc
# %bb.0:
	movl	$22, corpus_sink(%rip)
	retq
.Lfunc_end21:
	.size	f22_intp, .Lfunc_end21-f22_intp
	.cfi_endproc
                                        # -- End function
	.globl	f23_charpp                      # -- Begin function f23_charpp
	.p2align	4, 0x90
	.type	f23_charpp,@function
	.globl	__cfi_f23_charpp                # @f23_charpp
	.type	__cfi_f23_charpp,@function
__cfi_f23_charpp:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2434829794, %eax               # imm = 0x91208DE2
.Lcfi_func_end22:
	.size	__cfi_f23_charpp, .Lcfi_func_end22-__cfi_f23_charpp
f23_charpp:
	.cfi_startproc
# %bb.0:
	movl	$23, corpus_sink(%rip)
	retq
.Lfunc_end22:
	.size	f23_charpp, .Lfunc_end22-f23_charpp
	.cfi_endproc
                                        # -- End function
	.globl	f24_memlike                     # -- Begin function f24_memlike
	.p2align	4, 0x90
	.type	f24_memlike,@function
	.globl	__cfi_f24_memlike               # @f24_memlike
	.type	__cfi_f24_memlike,@function
__cfi_f24_memlike:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2473447681, %eax               # imm = 0x936DD101
.Lcfi_func_end23:
	.size	__cfi_f24_memlike, .Lcfi_func_end23-__cfi_f24_memlike
f24_memlike:
	.cfi_startproc
# %bb.0:
	movq	%rdi, %rax
	movl	$24, corpus_sink(%rip)
	retq
.Lfunc_end23:
	.size	f24_memlike, .Lfunc_end23-f24_memlike
	.cfi_endproc
                                        # -- End function
	.globl	f25_strlike                     # -- Begin function f25_strlike
	.p2align	4, 0x90
	.type	f25_strlike,@function
	.globl	__cfi_f25_strlike               # @f25_strlike
	.type	__cfi_f25_strlike,@function
__cfi_f25_strlike:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2999839674, %eax               # imm = 0xB2CDEBBA
.Lcfi_func_end24:
	.size	__cfi_f25_strlike, .Lcfi_func_end24-__cfi_f25_strlike
f25_strlike:
	.cfi_startproc
# %bb.0:
	movl	$25, corpus_sink(%rip)
	xorl	%eax, %eax
	cmpq	%rsi, %rdi
	sete	%al
	retq
.Lfunc_end24:
	.size	f25_strlike, .Lfunc_end24-f25_strlike
	.cfi_endproc
                                        # -- End function
	.globl	f26_volatile                    # -- Begin function f26_volatile
	.p2align	4, 0x90
	.type	f26_volatile,@function
	.globl	__cfi_f26_volatile              # @f26_volatile
	.type	__cfi_f26_volatile,@function
__cfi_f26_volatile:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$454174949, %eax                # imm = 0x1B1228E5
.Lcfi_func_end25:
	.size	__cfi_f26_volatile, .Lcfi_func_end25-__cfi_f26_volatile
f26_volatile:
	.cfi_startproc
# %bb.0:
	movl	$26, corpus_sink(%rip)
	retq
.Lfunc_end25:
	.size	f26_volatile, .Lfunc_end25-f26_volatile
	.cfi_endproc
                                        # -- End function
	.globl	f27_restrict                    # -- Begin function f27_restrict
	.p2align	4, 0x90
	.type	f27_restrict,@function
	.globl	__cfi_f27_restrict              # @f27_restrict
	.type	__cfi_f27_restrict,@function
__cfi_f27_restrict:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1294485821, %eax               # imm = 0x4D28493D
.Lcfi_func_end26:
	.size	__cfi_f27_restrict, .Lcfi_func_end26-__cfi_f27_restrict
f27_restrict:
	.cfi_startproc
# %bb.0:
	movl	$27, corpus_sink(%rip)
	retq
.Lfunc_end26:
	.size	f27_restrict, .Lfunc_end26-f27_restrict
	.cfi_endproc
                                        # -- End function
	.globl	f28_inner_restrict              # -- Begin function f28_inner_restrict
	.p2align	4, 0x90
	.type	f28_inner_restrict,@function
	.globl	__cfi_f28_inner_restrict        # @f28_inner_restrict
	.type	__cfi_f28_inner_restrict,@function
__cfi_f28_inner_restrict:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$450866701, %eax                # imm = 0x1ADFAE0D
.Lcfi_func_end27:
	.size	__cfi_f28_inner_restrict, .Lcfi_func_end27-__cfi_f28_inner_restrict
f28_inner_restrict:
	.cfi_startproc
# %bb.0:
	movl	$28, corpus_sink(%rip)
	retq
.Lfunc_end27:
	.size	f28_inner_restrict, .Lfunc_end27-f28_inner_restrict
	.cfi_endproc
                                        # -- End function
	.globl	f29_toplevel_quals              # -- Begin function f29_toplevel_quals
	.p2align	4, 0x90
	.type	f29_toplevel_quals,@function
	.globl	__cfi_f29_toplevel_quals        # @f29_toplevel_quals
	.type	__cfi_f29_toplevel_quals,@function
__cfi_f29_toplevel_quals:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1416889344, %eax               # imm = 0x54740400
.Lcfi_func_end28:
	.size	__cfi_f29_toplevel_quals, .Lcfi_func_end28-__cfi_f29_toplevel_quals
f29_toplevel_quals:
	.cfi_startproc
# %bb.0:
	movsd	%xmm0, -8(%rsp)
	cvttsd2si	-8(%rsp), %eax
                                        # kill: def $edi killed $edi def $rdi
	addl	%edi, %eax
	addl	$29, %eax
	movl	%eax, corpus_sink(%rip)
	retq
.Lfunc_end28:
	.size	f29_toplevel_quals, .Lfunc_end28-f29_toplevel_quals
	.cfi_endproc
                                        # -- End function
	.globl	f30_cpcp                        # -- Begin function f30_cpcp
	.p2align	4, 0x90
	.type	f30_cpcp,@function
	.globl	__cfi_f30_cpcp                  # @f30_cpcp
	.type	__cfi_f30_cpcp,@function
__cfi_f30_cpcp:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3313705237, %eax               # imm = 0xC5832115
.Lcfi_func_end29:
	.size	__cfi_f30_cpcp, .Lcfi_func_end29-__cfi_f30_cpcp
f30_cpcp:
	.cfi_startproc
# %bb.0:
	movl	$30, corpus_sink(%rip)
	retq
.Lfunc_end29:
	.size	f30_cpcp, .Lfunc_end29-f30_cpcp
	.cfi_endproc
                                        # -- End function
	.globl	f31_vp                          # -- Begin function f31_vp
	.p2align	4, 0x90
	.type	f31_vp,@function
	.globl	__cfi_f31_vp                    # @f31_vp
	.type	__cfi_f31_vp,@function
__cfi_f31_vp:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$243851346, %eax                # imm = 0xE88E052
.Lcfi_func_end30:
	.size	__cfi_f31_vp, .Lcfi_func_end30-__cfi_f31_vp
f31_vp:
	.cfi_startproc
# %bb.0:
	movl	$31, corpus_sink(%rip)
	retq
.Lfunc_end30:
	.size	f31_vp, .Lfunc_end30-f31_vp
	.cfi_endproc
                                        # -- End function
	.globl	f32_struct_ptr                  # -- Begin function f32_struct_ptr
	.p2align	4, 0x90
	.type	f32_struct_ptr,@function
	.globl	__cfi_f32_struct_ptr            # @f32_struct_ptr
	.type	__cfi_f32_struct_ptr,@function
__cfi_f32_struct_ptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3836883967, %eax               # imm = 0xE4B233FF
.Lcfi_func_end31:
	.size	__cfi_f32_struct_ptr, .Lcfi_func_end31-__cfi_f32_struct_ptr
f32_struct_ptr:
	.cfi_startproc
# %bb.0:
	movl	$32, corpus_sink(%rip)
	retq
.Lfunc_end31:
	.size	f32_struct_ptr, .Lfunc_end31-f32_struct_ptr
	.cfi_endproc
                                        # -- End function
	.globl	f33_subst                       # -- Begin function f33_subst
	.p2align	4, 0x90
	.type	f33_subst,@function
	.globl	__cfi_f33_subst                 # @f33_subst
	.type	__cfi_f33_subst,@function
__cfi_f33_subst:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1606800056, %eax               # imm = 0x5FC5D2B8
.Lcfi_func_end32:
	.size	__cfi_f33_subst, .Lcfi_func_end32-__cfi_f33_subst
f33_subst:
	.cfi_startproc
# %bb.0:
	addl	$33, %r8d
	movl	%r8d, corpus_sink(%rip)
	retq
.Lfunc_end32:
	.size	f33_subst, .Lfunc_end32-f33_subst
	.cfi_endproc
                                        # -- End function
	.globl	f34_by_value                    # -- Begin function f34_by_value
	.p2align	4, 0x90
	.type	f34_by_value,@function
	.globl	__cfi_f34_by_value              # @f34_by_value
	.type	__cfi_f34_by_value,@function
__cfi_f34_by_value:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2953265418, %eax               # imm = 0xB007410A
.Lcfi_func_end33:
	.size	__cfi_f34_by_value, .Lcfi_func_end33-__cfi_f34_by_value
f34_by_value:
	.cfi_startproc
# %bb.0:
                                        # kill: def $ecx killed $ecx def $rcx
	movq	%rdi, %rax
	addl	%edx, %ecx
	addl	$34, %ecx
	movl	%ecx, corpus_sink(%rip)
	retq
.Lfunc_end33:
	.size	f34_by_value, .Lfunc_end33-f34_by_value
	.cfi_endproc
                                        # -- End function
	.globl	f35_union                       # -- Begin function f35_union
	.p2align	4, 0x90
	.type	f35_union,@function
	.globl	__cfi_f35_union                 # @f35_union
	.type	__cfi_f35_union,@function
__cfi_f35_union:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$287230522, %eax                # imm = 0x111ECA3A
.Lcfi_func_end34:
	.size	__cfi_f35_union, .Lcfi_func_end34-__cfi_f35_union
f35_union:
	.cfi_startproc
# %bb.0:
	movq	%rdi, %rax
	movl	$35, corpus_sink(%rip)
	retq
.Lfunc_end34:
	.size	f35_union, .Lfunc_end34-f35_union
	.cfi_endproc
                                        # -- End function
	.globl	f36_enum                        # -- Begin function f36_enum
	.p2align	4, 0x90
	.type	f36_enum,@function
	.globl	__cfi_f36_enum                  # @f36_enum
	.type	__cfi_f36_enum,@function
__cfi_f36_enum:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$795619796, %eax                # imm = 0x2F6C31D4
.Lcfi_func_end35:
	.size	__cfi_f36_enum, .Lcfi_func_end35-__cfi_f36_enum
f36_enum:
	.cfi_startproc
# %bb.0:
	movl	%edi, %eax
	movl	$36, corpus_sink(%rip)
	retq
.Lfunc_end35:
	.size	f36_enum, .Lfunc_end35-f36_enum
	.cfi_endproc
                                        # -- End function
	.globl	f37_opaque                      # -- Begin function f37_opaque
	.p2align	4, 0x90
	.type	f37_opaque,@function
	.globl	__cfi_f37_opaque                # @f37_opaque
	.type	__cfi_f37_opaque,@function
__cfi_f37_opaque:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$769681149, %eax                # imm = 0x2DE066FD
.Lcfi_func_end36:
	.size	__cfi_f37_opaque, .Lcfi_func_end36-__cfi_f37_opaque
f37_opaque:
	.cfi_startproc
# %bb.0:
	movl	$37, corpus_sink(%rip)
	retq
.Lfunc_end36:
	.size	f37_opaque, .Lfunc_end36-f37_opaque
	.cfi_endproc
                                        # -- End function
	.globl	f38_stdint                      # -- Begin function f38_stdint
	.p2align	4, 0x90
	.type	f38_stdint,@function
	.globl	__cfi_f38_stdint                # @f38_stdint
	.type	__cfi_f38_stdint,@function
__cfi_f38_stdint:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2784180263, %eax               # imm = 0xA5F33827
.Lcfi_func_end37:
	.size	__cfi_f38_stdint, .Lcfi_func_end37-__cfi_f38_stdint
f38_stdint:
	.cfi_startproc
# %bb.0:
                                        # kill: def $edx killed $edx def $rdx
                                        # kill: def $esi killed $esi def $rsi
	movq	%rdi, %rax
	leal	(%rsi,%rdx), %ecx
	addl	$38, %ecx
	movl	%ecx, corpus_sink(%rip)
	retq
.Lfunc_end37:
	.size	f38_stdint, .Lfunc_end37-f38_stdint
	.cfi_endproc
                                        # -- End function
	.globl	f39_typedef_struct              # -- Begin function f39_typedef_struct
	.p2align	4, 0x90
	.type	f39_typedef_struct,@function
	.globl	__cfi_f39_typedef_struct        # @f39_typedef_struct
	.type	__cfi_f39_typedef_struct,@function
__cfi_f39_typedef_struct:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2897438613, %eax               # imm = 0xACB36795
.Lcfi_func_end38:
	.size	__cfi_f39_typedef_struct, .Lcfi_func_end38-__cfi_f39_typedef_struct
f39_typedef_struct:
	.cfi_startproc
# %bb.0:
	movl	$39, corpus_sink(%rip)
	retq
.Lfunc_end38:
	.size	f39_typedef_struct, .Lfunc_end38-f39_typedef_struct
	.cfi_endproc
                                        # -- End function
	.globl	f40_anon                        # -- Begin function f40_anon
	.p2align	4, 0x90
	.type	f40_anon,@function
	.globl	__cfi_f40_anon                  # @f40_anon
	.type	__cfi_f40_anon,@function
__cfi_f40_anon:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2306122962, %eax               # imm = 0x8974A4D2
.Lcfi_func_end39:
	.size	__cfi_f40_anon, .Lcfi_func_end39-__cfi_f40_anon
f40_anon:
	.cfi_startproc
# %bb.0:
	addl	$40, %esi
	movl	%esi, corpus_sink(%rip)
	retq
.Lfunc_end39:
	.size	f40_anon, .Lfunc_end39-f40_anon
	.cfi_endproc
                                        # -- End function
	.globl	f41_handler                     # -- Begin function f41_handler
	.p2align	4, 0x90
	.type	f41_handler,@function
	.globl	__cfi_f41_handler               # @f41_handler
	.type	__cfi_f41_handler,@function
__cfi_f41_handler:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2992198919, %eax               # imm = 0xB2595507
.Lcfi_func_end40:
	.size	__cfi_f41_handler, .Lcfi_func_end40-__cfi_f41_handler
f41_handler:
	.cfi_startproc
# %bb.0:
	movl	$41, corpus_sink(%rip)
	retq
.Lfunc_end40:
	.size	f41_handler, .Lfunc_end40-f41_handler
	.cfi_endproc
                                        # -- End function
	.globl	f42_cint_ptr                    # -- Begin function f42_cint_ptr
	.p2align	4, 0x90
	.type	f42_cint_ptr,@function
	.globl	__cfi_f42_cint_ptr              # @f42_cint_ptr
	.type	__cfi_f42_cint_ptr,@function
__cfi_f42_cint_ptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3516393760, %eax               # imm = 0xD197E920
.Lcfi_func_end41:
	.size	__cfi_f42_cint_ptr, .Lcfi_func_end41-__cfi_f42_cint_ptr
f42_cint_ptr:
	.cfi_startproc
# %bb.0:
	movl	$42, corpus_sink(%rip)
	retq
.Lfunc_end41:
	.size	f42_cint_ptr, .Lfunc_end41-f42_cint_ptr
	.cfi_endproc
                                        # -- End function
	.globl	f43_array_param                 # -- Begin function f43_array_param
	.p2align	4, 0x90
	.type	f43_array_param,@function
	.globl	__cfi_f43_array_param           # @f43_array_param
	.type	__cfi_f43_array_param,@function
__cfi_f43_array_param:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$63594284, %eax                 # imm = 0x3CA5F2C
.Lcfi_func_end42:
	.size	__cfi_f43_array_param, .Lcfi_func_end42-__cfi_f43_array_param
f43_array_param:
	.cfi_startproc
# %bb.0:
	addl	$43, %edi
	movl	%edi, corpus_sink(%rip)
	retq
.Lfunc_end42:
	.size	f43_array_param, .Lfunc_end42-f43_array_param
	.cfi_endproc
                                        # -- End function
	.globl	f44_array2_param                # -- Begin function f44_array2_param
	.p2align	4, 0x90
	.type	f44_array2_param,@function
	.globl	__cfi_f44_array2_param          # @f44_array2_param
	.type	__cfi_f44_array2_param,@function
__cfi_f44_array2_param:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1021558779, %eax               # imm = 0x3CE3BFFB
.Lcfi_func_end43:
	.size	__cfi_f44_array2_param, .Lcfi_func_end43-__cfi_f44_array2_param
f44_array2_param:
	.cfi_startproc
# %bb.0:
	movl	$44, corpus_sink(%rip)
	retq
.Lfunc_end43:
	.size	f44_array2_param, .Lfunc_end43-f44_array2_param
	.cfi_endproc
                                        # -- End function
	.globl	f45_ptr_to_array                # -- Begin function f45_ptr_to_array
	.p2align	4, 0x90
	.type	f45_ptr_to_array,@function
	.globl	__cfi_f45_ptr_to_array          # @f45_ptr_to_array
	.type	__cfi_f45_ptr_to_array,@function
__cfi_f45_ptr_to_array:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3639438673, %eax               # imm = 0xD8ED6D51
.Lcfi_func_end44:
	.size	__cfi_f45_ptr_to_array, .Lcfi_func_end44-__cfi_f45_ptr_to_array
f45_ptr_to_array:
	.cfi_startproc
# %bb.0:
	movl	$45, corpus_sink(%rip)
	retq
.Lfunc_end44:
	.size	f45_ptr_to_array, .Lfunc_end44-f45_ptr_to_array
	.cfi_endproc
                                        # -- End function
	.globl	f46_ptr_to_const_array          # -- Begin function f46_ptr_to_const_array
	.p2align	4, 0x90
	.type	f46_ptr_to_const_array,@function
	.globl	__cfi_f46_ptr_to_const_array    # @f46_ptr_to_const_array
	.type	__cfi_f46_ptr_to_const_array,@function
__cfi_f46_ptr_to_const_array:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$4135414008, %eax               # imm = 0xF67D68F8
.Lcfi_func_end45:
	.size	__cfi_f46_ptr_to_const_array, .Lcfi_func_end45-__cfi_f46_ptr_to_const_array
f46_ptr_to_const_array:
	.cfi_startproc
# %bb.0:
	movl	$46, corpus_sink(%rip)
	retq
.Lfunc_end45:
	.size	f46_ptr_to_const_array, .Lfunc_end45-f46_ptr_to_const_array
	.cfi_endproc
                                        # -- End function
	.globl	f47_function_param              # -- Begin function f47_function_param
	.p2align	4, 0x90
	.type	f47_function_param,@function
	.globl	__cfi_f47_function_param        # @f47_function_param
	.type	__cfi_f47_function_param,@function
__cfi_f47_function_param:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$448302015, %eax                # imm = 0x1AB88BBF
.Lcfi_func_end46:
	.size	__cfi_f47_function_param, .Lcfi_func_end46-__cfi_f47_function_param
f47_function_param:
	.cfi_startproc
# %bb.0:
	movl	$47, corpus_sink(%rip)
	retq
.Lfunc_end46:
	.size	f47_function_param, .Lfunc_end46-f47_function_param
	.cfi_endproc
                                        # -- End function
	.globl	f48_matrix                      # -- Begin function f48_matrix
	.p2align	4, 0x90
	.type	f48_matrix,@function
	.globl	__cfi_f48_matrix                # @f48_matrix
	.type	__cfi_f48_matrix,@function
__cfi_f48_matrix:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2502575836, %eax               # imm = 0x952A46DC
.Lcfi_func_end47:
	.size	__cfi_f48_matrix, .Lcfi_func_end47-__cfi_f48_matrix
f48_matrix:
	.cfi_startproc
# %bb.0:
	addl	$48, %esi
	movl	%esi, corpus_sink(%rip)
	retq
.Lfunc_end47:
	.size	f48_matrix, .Lfunc_end47-f48_matrix
	.cfi_endproc
                                        # -- End function
	.globl	f49_vla_param                   # -- Begin function f49_vla_param
	.p2align	4, 0x90
	.type	f49_vla_param,@function
	.globl	__cfi_f49_vla_param             # @f49_vla_param
	.type	__cfi_f49_vla_param,@function
__cfi_f49_vla_param:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3912137925, %eax               # imm = 0xE92E7CC5
.Lcfi_func_end48:
	.size	__cfi_f49_vla_param, .Lcfi_func_end48-__cfi_f49_vla_param
f49_vla_param:
	.cfi_startproc
# %bb.0:
	addl	$49, %edi
	movl	%edi, corpus_sink(%rip)
	retq
.Lfunc_end48:
	.size	f49_vla_param, .Lfunc_end48-f49_vla_param
	.cfi_endproc
                                        # -- End function
	.globl	f50_returns_ptr_to_array        # -- Begin function f50_returns_ptr_to_array
	.p2align	4, 0x90
	.type	f50_returns_ptr_to_array,@function
	.globl	__cfi_f50_returns_ptr_to_array  # @f50_returns_ptr_to_array
	.type	__cfi_f50_returns_ptr_to_array,@function
__cfi_f50_returns_ptr_to_array:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2636008039, %eax               # imm = 0x9D1E4A67
.Lcfi_func_end49:
	.size	__cfi_f50_returns_ptr_to_array, .Lcfi_func_end49-__cfi_f50_returns_ptr_to_array
f50_returns_ptr_to_array:
	.cfi_startproc
# %bb.0:
	movl	$50, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end49:
	.size	f50_returns_ptr_to_array, .Lfunc_end49-f50_returns_ptr_to_array
	.cfi_endproc
                                        # -- End function
	.globl	f51_callback                    # -- Begin function f51_callback
	.p2align	4, 0x90
	.type	f51_callback,@function
	.globl	__cfi_f51_callback              # @f51_callback
	.type	__cfi_f51_callback,@function
__cfi_f51_callback:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$131620657, %eax                # imm = 0x7D85F31
.Lcfi_func_end50:
	.size	__cfi_f51_callback, .Lcfi_func_end50-__cfi_f51_callback
f51_callback:
	.cfi_startproc
# %bb.0:
	movl	$51, corpus_sink(%rip)
	retq
.Lfunc_end50:
	.size	f51_callback, .Lfunc_end50-f51_callback
	.cfi_endproc
                                        # -- End function
	.globl	f52_returns_fnptr               # -- Begin function f52_returns_fnptr
	.p2align	4, 0x90
	.type	f52_returns_fnptr,@function
	.globl	__cfi_f52_returns_fnptr         # @f52_returns_fnptr
	.type	__cfi_f52_returns_fnptr,@function
__cfi_f52_returns_fnptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$788265172, %eax                # imm = 0x2EFBF8D4
.Lcfi_func_end51:
	.size	__cfi_f52_returns_fnptr, .Lcfi_func_end51-__cfi_f52_returns_fnptr
f52_returns_fnptr:
	.cfi_startproc
# %bb.0:
	addl	$52, %edi
	movl	%edi, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end51:
	.size	f52_returns_fnptr, .Lfunc_end51-f52_returns_fnptr
	.cfi_endproc
                                        # -- End function
	.globl	f53_signal                      # -- Begin function f53_signal
	.p2align	4, 0x90
	.type	f53_signal,@function
	.globl	__cfi_f53_signal                # @f53_signal
	.type	__cfi_f53_signal,@function
__cfi_f53_signal:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$605907920, %eax                # imm = 0x241D6BD0
.Lcfi_func_end52:
	.size	__cfi_f53_signal, .Lcfi_func_end52-__cfi_f53_signal
f53_signal:
	.cfi_startproc
# %bb.0:
	movq	%rsi, %rax
	addl	$53, %edi
	movl	%edi, corpus_sink(%rip)
	retq
.Lfunc_end52:
	.size	f53_signal, .Lfunc_end52-f53_signal
	.cfi_endproc
                                        # -- End function
	.globl	f54_comparator                  # -- Begin function f54_comparator
	.p2align	4, 0x90
	.type	f54_comparator,@function
	.globl	__cfi_f54_comparator            # @f54_comparator
	.type	__cfi_f54_comparator,@function
__cfi_f54_comparator:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3611227354, %eax               # imm = 0xD73EF4DA
.Lcfi_func_end53:
	.size	__cfi_f54_comparator, .Lcfi_func_end53-__cfi_f54_comparator
f54_comparator:
	.cfi_startproc
# %bb.0:
	movl	$54, corpus_sink(%rip)
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	retq
.Lfunc_end53:
	.size	f54_comparator, .Lfunc_end53-f54_comparator
	.cfi_endproc
                                        # -- End function
	.globl	f55_noproto_fnptr               # -- Begin function f55_noproto_fnptr
	.p2align	4, 0x90
	.type	f55_noproto_fnptr,@function
	.globl	__cfi_f55_noproto_fnptr         # @f55_noproto_fnptr
	.type	__cfi_f55_noproto_fnptr,@function
__cfi_f55_noproto_fnptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$856725659, %eax                # imm = 0x3310989B
.Lcfi_func_end54:
	.size	__cfi_f55_noproto_fnptr, .Lcfi_func_end54-__cfi_f55_noproto_fnptr
f55_noproto_fnptr:
	.cfi_startproc
# %bb.0:
	movl	$55, corpus_sink(%rip)
	retq
.Lfunc_end54:
	.size	f55_noproto_fnptr, .Lfunc_end54-f55_noproto_fnptr
	.cfi_endproc
                                        # -- End function
	.globl	f56_fnptrptr                    # -- Begin function f56_fnptrptr
	.p2align	4, 0x90
	.type	f56_fnptrptr,@function
	.globl	__cfi_f56_fnptrptr              # @f56_fnptrptr
	.type	__cfi_f56_fnptrptr,@function
__cfi_f56_fnptrptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3017312000, %eax               # imm = 0xB3D88700
.Lcfi_func_end55:
	.size	__cfi_f56_fnptrptr, .Lcfi_func_end55-__cfi_f56_fnptrptr
f56_fnptrptr:
	.cfi_startproc
# %bb.0:
	movl	$56, corpus_sink(%rip)
	retq
.Lfunc_end55:
	.size	f56_fnptrptr, .Lfunc_end55-f56_fnptrptr
	.cfi_endproc
                                        # -- End function
	.globl	f57_printf                      # -- Begin function f57_printf
	.p2align	4, 0x90
	.type	f57_printf,@function
	.globl	__cfi_f57_printf                # @f57_printf
	.type	__cfi_f57_printf,@function
__cfi_f57_printf:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$4283365212, %eax               # imm = 0xFF4EF75C
.Lcfi_func_end56:
	.size	__cfi_f57_printf, .Lcfi_func_end56-__cfi_f57_printf
f57_printf:
	.cfi_startproc
# %bb.0:
	movl	$57, corpus_sink(%rip)
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	retq
.Lfunc_end56:
	.size	f57_printf, .Lfunc_end56-f57_printf
	.cfi_endproc
                                        # -- End function
	.globl	f58_varargs                     # -- Begin function f58_varargs
	.p2align	4, 0x90
	.type	f58_varargs,@function
	.globl	__cfi_f58_varargs               # @f58_varargs
	.type	__cfi_f58_varargs,@function
__cfi_f58_varargs:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2391975968, %eax               # imm = 0x8E92A820
.Lcfi_func_end57:
	.size	__cfi_f58_varargs, .Lcfi_func_end57-__cfi_f58_varargs
f58_varargs:
	.cfi_startproc
# %bb.0:
	addl	$58, %edi
	movl	%edi, corpus_sink(%rip)
	retq
.Lfunc_end57:
	.size	f58_varargs, .Lfunc_end57-f58_varargs
	.cfi_endproc
                                        # -- End function
	.globl	f59_complex                     # -- Begin function f59_complex
	.p2align	4, 0x90
	.type	f59_complex,@function
	.globl	__cfi_f59_complex               # @f59_complex
	.type	__cfi_f59_complex,@function
__cfi_f59_complex:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$63929464, %eax                 # imm = 0x3CF7C78
.Lcfi_func_end58:
	.size	__cfi_f59_complex, .Lcfi_func_end58-__cfi_f59_complex
f59_complex:
	.cfi_startproc
# %bb.0:
	movl	$59, corpus_sink(%rip)
	retq
.Lfunc_end58:
	.size	f59_complex, .Lfunc_end58-f59_complex
	.cfi_endproc
                                        # -- End function
	.globl	f60_complex2                    # -- Begin function f60_complex2
	.p2align	4, 0x90
	.type	f60_complex2,@function
	.globl	__cfi_f60_complex2              # @f60_complex2
	.type	__cfi_f60_complex2,@function
__cfi_f60_complex2:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$4226891741, %eax               # imm = 0xFBF13FDD
.Lcfi_func_end59:
	.size	__cfi_f60_complex2, .Lcfi_func_end59-__cfi_f60_complex2
f60_complex2:
	.cfi_startproc
# %bb.0:
	movl	$60, corpus_sink(%rip)
	retq
.Lfunc_end59:
	.size	f60_complex2, .Lfunc_end59-f60_complex2
	.cfi_endproc
                                        # -- End function
	.globl	f61_vector                      # -- Begin function f61_vector
	.p2align	4, 0x90
	.type	f61_vector,@function
	.globl	__cfi_f61_vector                # @f61_vector
	.type	__cfi_f61_vector,@function
__cfi_f61_vector:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$158040082, %eax                # imm = 0x96B8012
.Lcfi_func_end60:
	.size	__cfi_f61_vector, .Lcfi_func_end60-__cfi_f61_vector
f61_vector:
	.cfi_startproc
# %bb.0:
	movl	$61, corpus_sink(%rip)
	retq
.Lfunc_end60:
	.size	f61_vector, .Lfunc_end60-f61_vector
	.cfi_endproc
                                        # -- End function
	.globl	f62_vector_ptr                  # -- Begin function f62_vector_ptr
	.p2align	4, 0x90
	.type	f62_vector_ptr,@function
	.globl	__cfi_f62_vector_ptr            # @f62_vector_ptr
	.type	__cfi_f62_vector_ptr,@function
__cfi_f62_vector_ptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3418978419, %eax               # imm = 0xCBC97873
.Lcfi_func_end61:
	.size	__cfi_f62_vector_ptr, .Lcfi_func_end61-__cfi_f62_vector_ptr
f62_vector_ptr:
	.cfi_startproc
# %bb.0:
	movl	$62, corpus_sink(%rip)
	retq
.Lfunc_end61:
	.size	f62_vector_ptr, .Lfunc_end61-f62_vector_ptr
	.cfi_endproc
                                        # -- End function
	.globl	f63_atomic_ptr                  # -- Begin function f63_atomic_ptr
	.p2align	4, 0x90
	.type	f63_atomic_ptr,@function
	.globl	__cfi_f63_atomic_ptr            # @f63_atomic_ptr
	.type	__cfi_f63_atomic_ptr,@function
__cfi_f63_atomic_ptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1159910731, %eax               # imm = 0x4522D54B
.Lcfi_func_end62:
	.size	__cfi_f63_atomic_ptr, .Lcfi_func_end62-__cfi_f63_atomic_ptr
f63_atomic_ptr:
	.cfi_startproc
# %bb.0:
	movl	$63, corpus_sink(%rip)
	retq
.Lfunc_end62:
	.size	f63_atomic_ptr, .Lfunc_end62-f63_atomic_ptr
	.cfi_endproc
                                        # -- End function
	.globl	f64_atomic_param                # -- Begin function f64_atomic_param
	.p2align	4, 0x90
	.type	f64_atomic_param,@function
	.globl	__cfi_f64_atomic_param          # @f64_atomic_param
	.type	__cfi_f64_atomic_param,@function
__cfi_f64_atomic_param:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$871101676, %eax                # imm = 0x33EBF4EC
.Lcfi_func_end63:
	.size	__cfi_f64_atomic_param, .Lcfi_func_end63-__cfi_f64_atomic_param
f64_atomic_param:
	.cfi_startproc
# %bb.0:
	movl	$64, corpus_sink(%rip)
	retq
.Lfunc_end63:
	.size	f64_atomic_param, .Lfunc_end63-f64_atomic_param
	.cfi_endproc
                                        # -- End function
	.globl	f65_atomic_return               # -- Begin function f65_atomic_return
	.p2align	4, 0x90
	.type	f65_atomic_return,@function
	.globl	__cfi_f65_atomic_return         # @f65_atomic_return
	.type	__cfi_f65_atomic_return,@function
__cfi_f65_atomic_return:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3664428801, %eax               # imm = 0xDA6ABF01
.Lcfi_func_end64:
	.size	__cfi_f65_atomic_return, .Lcfi_func_end64-__cfi_f65_atomic_return
f65_atomic_return:
	.cfi_startproc
# %bb.0:
	movl	$65, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end64:
	.size	f65_atomic_return, .Lfunc_end64-f65_atomic_return
	.cfi_endproc
                                        # -- End function
	.globl	f66_const_atomic                # -- Begin function f66_const_atomic
	.p2align	4, 0x90
	.type	f66_const_atomic,@function
	.globl	__cfi_f66_const_atomic          # @f66_const_atomic
	.type	__cfi_f66_const_atomic,@function
__cfi_f66_const_atomic:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2974687631, %eax               # imm = 0xB14E218F
.Lcfi_func_end65:
	.size	__cfi_f66_const_atomic, .Lcfi_func_end65-__cfi_f66_const_atomic
f66_const_atomic:
	.cfi_startproc
# %bb.0:
	movl	$66, corpus_sink(%rip)
	retq
.Lfunc_end65:
	.size	f66_const_atomic, .Lfunc_end65-f66_const_atomic
	.cfi_endproc
                                        # -- End function
	.globl	f67_const_return                # -- Begin function f67_const_return
	.p2align	4, 0x90
	.type	f67_const_return,@function
	.globl	__cfi_f67_const_return          # @f67_const_return
	.type	__cfi_f67_const_return,@function
__cfi_f67_const_return:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$4163143612, %eax               # imm = 0xF82487BC
.Lcfi_func_end66:
	.size	__cfi_f67_const_return, .Lcfi_func_end66-__cfi_f67_const_return
f67_const_return:
	.cfi_startproc
# %bb.0:
	movl	$67, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end66:
	.size	f67_const_return, .Lfunc_end66-f67_const_return
	.cfi_endproc
                                        # -- End function
	.globl	f68_const_char_return           # -- Begin function f68_const_char_return
	.p2align	4, 0x90
	.type	f68_const_char_return,@function
	.globl	__cfi_f68_const_char_return     # @f68_const_char_return
	.type	__cfi_f68_const_char_return,@function
__cfi_f68_const_char_return:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2603798321, %eax               # imm = 0x9B32CF31
.Lcfi_func_end67:
	.size	__cfi_f68_const_char_return, .Lcfi_func_end67-__cfi_f68_const_char_return
f68_const_char_return:
	.cfi_startproc
# %bb.0:
	movl	$68, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end67:
	.size	f68_const_char_return, .Lfunc_end67-f68_const_char_return
	.cfi_endproc
                                        # -- End function
	.globl	f69_volatile_struct_return      # -- Begin function f69_volatile_struct_return
	.p2align	4, 0x90
	.type	f69_volatile_struct_return,@function
	.globl	__cfi_f69_volatile_struct_return # @f69_volatile_struct_return
	.type	__cfi_f69_volatile_struct_return,@function
__cfi_f69_volatile_struct_return:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3571223918, %eax               # imm = 0xD4DC8D6E
.Lcfi_func_end68:
	.size	__cfi_f69_volatile_struct_return, .Lcfi_func_end68-__cfi_f69_volatile_struct_return
f69_volatile_struct_return:
	.cfi_startproc
# %bb.0:
	movl	$69, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end68:
	.size	f69_volatile_struct_return, .Lfunc_end68-f69_volatile_struct_return
	.cfi_endproc
                                        # -- End function
	.globl	f70_subst2                      # -- Begin function f70_subst2
	.p2align	4, 0x90
	.type	f70_subst2,@function
	.globl	__cfi_f70_subst2                # @f70_subst2
	.type	__cfi_f70_subst2,@function
__cfi_f70_subst2:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1438395800, %eax               # imm = 0x55BC2D98
.Lcfi_func_end69:
	.size	__cfi_f70_subst2, .Lcfi_func_end69-__cfi_f70_subst2
f70_subst2:
	.cfi_startproc
# %bb.0:
	movl	$70, corpus_sink(%rip)
	retq
.Lfunc_end69:
	.size	f70_subst2, .Lfunc_end69-f70_subst2
	.cfi_endproc
                                        # -- End function
	.globl	f71_enum_ptrs                   # -- Begin function f71_enum_ptrs
	.p2align	4, 0x90
	.type	f71_enum_ptrs,@function
	.globl	__cfi_f71_enum_ptrs             # @f71_enum_ptrs
	.type	__cfi_f71_enum_ptrs,@function
__cfi_f71_enum_ptrs:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2806868485, %eax               # imm = 0xA74D6A05
.Lcfi_func_end70:
	.size	__cfi_f71_enum_ptrs, .Lcfi_func_end70-__cfi_f71_enum_ptrs
f71_enum_ptrs:
	.cfi_startproc
# %bb.0:
	movl	$71, corpus_sink(%rip)
	retq
.Lfunc_end70:
	.size	f71_enum_ptrs, .Lfunc_end70-f71_enum_ptrs
	.cfi_endproc
                                        # -- End function
	.globl	f72_float_ptrs                  # -- Begin function f72_float_ptrs
	.p2align	4, 0x90
	.type	f72_float_ptrs,@function
	.globl	__cfi_f72_float_ptrs            # @f72_float_ptrs
	.type	__cfi_f72_float_ptrs,@function
__cfi_f72_float_ptrs:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$4265803049, %eax               # imm = 0xFE42FD29
.Lcfi_func_end71:
	.size	__cfi_f72_float_ptrs, .Lcfi_func_end71-__cfi_f72_float_ptrs
f72_float_ptrs:
	.cfi_startproc
# %bb.0:
	movl	$72, corpus_sink(%rip)
	retq
.Lfunc_end71:
	.size	f72_float_ptrs, .Lfunc_end71-f72_float_ptrs
	.cfi_endproc
                                        # -- End function
	.globl	f73_char_ptrs                   # -- Begin function f73_char_ptrs
	.p2align	4, 0x90
	.type	f73_char_ptrs,@function
	.globl	__cfi_f73_char_ptrs             # @f73_char_ptrs
	.type	__cfi_f73_char_ptrs,@function
__cfi_f73_char_ptrs:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3970956038, %eax               # imm = 0xECAFFB06
.Lcfi_func_end72:
	.size	__cfi_f73_char_ptrs, .Lcfi_func_end72-__cfi_f73_char_ptrs
f73_char_ptrs:
	.cfi_startproc
# %bb.0:
	movl	$73, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end72:
	.size	f73_char_ptrs, .Lfunc_end72-f73_char_ptrs
	.cfi_endproc
                                        # -- End function
	.globl	f74_int128_ptrs                 # -- Begin function f74_int128_ptrs
	.p2align	4, 0x90
	.type	f74_int128_ptrs,@function
	.globl	__cfi_f74_int128_ptrs           # @f74_int128_ptrs
	.type	__cfi_f74_int128_ptrs,@function
__cfi_f74_int128_ptrs:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3324073476, %eax               # imm = 0xC6215604
.Lcfi_func_end73:
	.size	__cfi_f74_int128_ptrs, .Lcfi_func_end73-__cfi_f74_int128_ptrs
f74_int128_ptrs:
	.cfi_startproc
# %bb.0:
	movl	$74, corpus_sink(%rip)
	retq
.Lfunc_end73:
	.size	f74_int128_ptrs, .Lfunc_end73-f74_int128_ptrs
	.cfi_endproc
                                        # -- End function
	.globl	f75_bool_ptr                    # -- Begin function f75_bool_ptr
	.p2align	4, 0x90
	.type	f75_bool_ptr,@function
	.globl	__cfi_f75_bool_ptr              # @f75_bool_ptr
	.type	__cfi_f75_bool_ptr,@function
__cfi_f75_bool_ptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2523553431, %eax               # imm = 0x966A5E97
.Lcfi_func_end74:
	.size	__cfi_f75_bool_ptr, .Lcfi_func_end74-__cfi_f75_bool_ptr
f75_bool_ptr:
	.cfi_startproc
# %bb.0:
	addl	$75, %esi
	movl	%esi, corpus_sink(%rip)
	retq
.Lfunc_end74:
	.size	f75_bool_ptr, .Lfunc_end74-f75_bool_ptr
	.cfi_endproc
                                        # -- End function
	.globl	f76_fn_of_struct                # -- Begin function f76_fn_of_struct
	.p2align	4, 0x90
	.type	f76_fn_of_struct,@function
	.globl	__cfi_f76_fn_of_struct          # @f76_fn_of_struct
	.type	__cfi_f76_fn_of_struct,@function
__cfi_f76_fn_of_struct:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$454547386, %eax                # imm = 0x1B17D7BA
.Lcfi_func_end75:
	.size	__cfi_f76_fn_of_struct, .Lcfi_func_end75-__cfi_f76_fn_of_struct
f76_fn_of_struct:
	.cfi_startproc
# %bb.0:
	movl	$76, corpus_sink(%rip)
	retq
.Lfunc_end75:
	.size	f76_fn_of_struct, .Lfunc_end75-f76_fn_of_struct
	.cfi_endproc
                                        # -- End function
	.globl	f77_cv_void                     # -- Begin function f77_cv_void
	.p2align	4, 0x90
	.type	f77_cv_void,@function
	.globl	__cfi_f77_cv_void               # @f77_cv_void
	.type	__cfi_f77_cv_void,@function
__cfi_f77_cv_void:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2499271016, %eax               # imm = 0x94F7D968
.Lcfi_func_end76:
	.size	__cfi_f77_cv_void, .Lcfi_func_end76-__cfi_f77_cv_void
f77_cv_void:
	.cfi_startproc
# %bb.0:
	movl	$77, corpus_sink(%rip)
	retq
.Lfunc_end76:
	.size	f77_cv_void, .Lfunc_end76-f77_cv_void
	.cfi_endproc
                                        # -- End function
	.globl	f78_fnptr_fnptr                 # -- Begin function f78_fnptr_fnptr
	.p2align	4, 0x90
	.type	f78_fnptr_fnptr,@function
	.globl	__cfi_f78_fnptr_fnptr           # @f78_fnptr_fnptr
	.type	__cfi_f78_fnptr_fnptr,@function
__cfi_f78_fnptr_fnptr:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1284421178, %eax               # imm = 0x4C8EB63A
.Lcfi_func_end77:
	.size	__cfi_f78_fnptr_fnptr, .Lcfi_func_end77-__cfi_f78_fnptr_fnptr
f78_fnptr_fnptr:
	.cfi_startproc
# %bb.0:
	movl	$78, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end77:
	.size	f78_fnptr_fnptr, .Lfunc_end77-f78_fnptr_fnptr
	.cfi_endproc
                                        # -- End function
	.globl	f79_knr_noparams                # -- Begin function f79_knr_noparams
	.p2align	4, 0x90
	.type	f79_knr_noparams,@function
	.globl	__cfi_f79_knr_noparams          # @f79_knr_noparams
	.type	__cfi_f79_knr_noparams,@function
__cfi_f79_knr_noparams:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2571006860, %eax               # imm = 0x993E738C
.Lcfi_func_end78:
	.size	__cfi_f79_knr_noparams, .Lcfi_func_end78-__cfi_f79_knr_noparams
f79_knr_noparams:
	.cfi_startproc
# %bb.0:
	movl	$79, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end78:
	.size	f79_knr_noparams, .Lfunc_end78-f79_knr_noparams
	.cfi_endproc
                                        # -- End function
	.globl	f80_knr_promoted                # -- Begin function f80_knr_promoted
	.p2align	4, 0x90
	.type	f80_knr_promoted,@function
	.globl	__cfi_f80_knr_promoted          # @f80_knr_promoted
	.type	__cfi_f80_knr_promoted,@function
__cfi_f80_knr_promoted:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$4088239358, %eax               # imm = 0xF3AD94FE
.Lcfi_func_end79:
	.size	__cfi_f80_knr_promoted, .Lcfi_func_end79-__cfi_f80_knr_promoted
f80_knr_promoted:
	.cfi_startproc
# %bb.0:
	cvtsd2ss	%xmm0, %xmm0
	movswl	%di, %eax
	movsbl	%sil, %ecx
	addl	%ecx, %eax
	addl	$80, %eax
	movl	%eax, corpus_sink(%rip)
	cvtss2sd	%xmm0, %xmm0
	retq
.Lfunc_end79:
	.size	f80_knr_promoted, .Lfunc_end79-f80_knr_promoted
	.cfi_endproc
                                        # -- End function
	.globl	f81_zero_length                 # -- Begin function f81_zero_length
	.p2align	4, 0x90
	.type	f81_zero_length,@function
	.globl	__cfi_f81_zero_length           # @f81_zero_length
	.type	__cfi_f81_zero_length,@function
__cfi_f81_zero_length:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$456544969, %eax                # imm = 0x1B3652C9
.Lcfi_func_end80:
	.size	__cfi_f81_zero_length, .Lcfi_func_end80-__cfi_f81_zero_length
f81_zero_length:
	.cfi_startproc
# %bb.0:
	movl	$81, corpus_sink(%rip)
	retq
.Lfunc_end80:
	.size	f81_zero_length, .Lfunc_end80-f81_zero_length
	.cfi_endproc
                                        # -- End function
	.globl	f82_anon_second_name            # -- Begin function f82_anon_second_name
	.p2align	4, 0x90
	.type	f82_anon_second_name,@function
	.globl	__cfi_f82_anon_second_name      # @f82_anon_second_name
	.type	__cfi_f82_anon_second_name,@function
__cfi_f82_anon_second_name:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3462435335, %eax               # imm = 0xCE609207
.Lcfi_func_end81:
	.size	__cfi_f82_anon_second_name, .Lcfi_func_end81-__cfi_f82_anon_second_name
f82_anon_second_name:
	.cfi_startproc
# %bb.0:
	movl	$82, corpus_sink(%rip)
	retq
.Lfunc_end81:
	.size	f82_anon_second_name, .Lfunc_end81-f82_anon_second_name
	.cfi_endproc
                                        # -- End function
	.globl	f83_typedef_of_typedef          # -- Begin function f83_typedef_of_typedef
	.p2align	4, 0x90
	.type	f83_typedef_of_typedef,@function
	.globl	__cfi_f83_typedef_of_typedef    # @f83_typedef_of_typedef
	.type	__cfi_f83_typedef_of_typedef,@function
__cfi_f83_typedef_of_typedef:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$2460465255, %eax               # imm = 0x92A7B867
.Lcfi_func_end82:
	.size	__cfi_f83_typedef_of_typedef, .Lcfi_func_end82-__cfi_f83_typedef_of_typedef
f83_typedef_of_typedef:
	.cfi_startproc
# %bb.0:
	movl	$83, corpus_sink(%rip)
	retq
.Lfunc_end82:
	.size	f83_typedef_of_typedef, .Lfunc_end82-f83_typedef_of_typedef
	.cfi_endproc
                                        # -- End function
	.globl	f84_restrict_return             # -- Begin function f84_restrict_return
	.p2align	4, 0x90
	.type	f84_restrict_return,@function
	.globl	__cfi_f84_restrict_return       # @f84_restrict_return
	.type	__cfi_f84_restrict_return,@function
__cfi_f84_restrict_return:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$3822813053, %eax               # imm = 0xE3DB7F7D
.Lcfi_func_end83:
	.size	__cfi_f84_restrict_return, .Lcfi_func_end83-__cfi_f84_restrict_return
f84_restrict_return:
	.cfi_startproc
# %bb.0:
	movl	$84, corpus_sink(%rip)
	xorl	%eax, %eax
	retq
.Lfunc_end83:
	.size	f84_restrict_return, .Lfunc_end83-f84_restrict_return
	.cfi_endproc
                                        # -- End function
	.globl	f85_proto_scope                 # -- Begin function f85_proto_scope
	.p2align	4, 0x90
	.type	f85_proto_scope,@function
	.globl	__cfi_f85_proto_scope           # @f85_proto_scope
	.type	__cfi_f85_proto_scope,@function
__cfi_f85_proto_scope:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$635476451, %eax                # imm = 0x25E099E3
.Lcfi_func_end84:
	.size	__cfi_f85_proto_scope, .Lcfi_func_end84-__cfi_f85_proto_scope
f85_proto_scope:
	.cfi_startproc
# %bb.0:
	movl	$85, corpus_sink(%rip)
	retq
.Lfunc_end84:
	.size	f85_proto_scope, .Lfunc_end84-f85_proto_scope
	.cfi_endproc
                                        # -- End function
	.globl	f86_anon_in_prototype           # -- Begin function f86_anon_in_prototype
	.p2align	4, 0x90
	.type	f86_anon_in_prototype,@function
	.globl	__cfi_f86_anon_in_prototype     # @f86_anon_in_prototype
	.type	__cfi_f86_anon_in_prototype,@function
__cfi_f86_anon_in_prototype:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	movl	$1796228893, %eax               # imm = 0x6B10471D
.Lcfi_func_end85:
	.size	__cfi_f86_anon_in_prototype, .Lcfi_func_end85-__cfi_f86_anon_in_prototype
f86_anon_in_prototype:
	.cfi_startproc
# %bb.0:
	movl	$86, corpus_sink(%rip)
	retq
.Lfunc_end85:
	.size	f86_anon_in_prototype, .Lfunc_end85-f86_anon_in_prototype
	.cfi_endproc
                                        # -- End function
	.type	corpus_sink,@object             # @corpus_sink
	.bss
	.globl	corpus_sink
	.p2align	2, 0x0
corpus_sink:
	.long	0                               # 0x0
	.size	corpus_sink, 4

	.ident	"Debian clang version 16.0.6 (15~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym corpus_sink
