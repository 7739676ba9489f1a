	.file	"corpus.c"
	.text
	.p2align 4
	.globl	f01_void
	.p2align	4
	.globl	__cfi_f01_void
	.type	__cfi_f01_void, @function
__cfi_f01_void:
.Lrapcfi_pre1:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xa540670c, %eax
	.size	__cfi_f01_void, 16
	.type	f01_void, @function
f01_void:
.LFB0:
	.cfi_startproc
	movl	$1, corpus_sink(%rip)
	ret
#APP
# 36 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end0:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE0:
	.size	f01_void, .-f01_void
	.p2align 4
	.globl	f02_char
	.p2align	4
	.globl	__cfi_f02_char
	.type	__cfi_f02_char, @function
__cfi_f02_char:
.Lrapcfi_pre3:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x641096a3, %eax
	.size	__cfi_f02_char, 16
	.type	f02_char, @function
f02_char:
.LFB1:
	.cfi_startproc
	movl	$2, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 39 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end2:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE1:
	.size	f02_char, .-f02_char
	.p2align 4
	.globl	f03_schar
	.p2align	4
	.globl	__cfi_f03_schar
	.type	__cfi_f03_schar, @function
__cfi_f03_schar:
.Lrapcfi_pre5:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xdaba48f4, %eax
	.size	__cfi_f03_schar, 16
	.type	f03_schar, @function
f03_schar:
.LFB2:
	.cfi_startproc
	movl	$3, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 42 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end4:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE2:
	.size	f03_schar, .-f03_schar
	.p2align 4
	.globl	f04_uchar
	.p2align	4
	.globl	__cfi_f04_uchar
	.type	__cfi_f04_uchar, @function
__cfi_f04_uchar:
.Lrapcfi_pre7:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x8d185976, %eax
	.size	__cfi_f04_uchar, 16
	.type	f04_uchar, @function
f04_uchar:
.LFB3:
	.cfi_startproc
	movl	$4, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 45 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end6:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE3:
	.size	f04_uchar, .-f04_uchar
	.p2align 4
	.globl	f05_short
	.p2align	4
	.globl	__cfi_f05_short
	.type	__cfi_f05_short, @function
__cfi_f05_short:
.Lrapcfi_pre9:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x40be8022, %eax
	.size	__cfi_f05_short, 16
	.type	f05_short, @function
f05_short:
.LFB4:
	.cfi_startproc
	movl	$5, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 48 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end8:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE4:
	.size	f05_short, .-f05_short
	.p2align 4
	.globl	f06_ushort
	.p2align	4
	.globl	__cfi_f06_ushort
	.type	__cfi_f06_ushort, @function
__cfi_f06_ushort:
.Lrapcfi_pre11:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xef238368, %eax
	.size	__cfi_f06_ushort, 16
	.type	f06_ushort, @function
f06_ushort:
.LFB5:
	.cfi_startproc
	movl	$6, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 51 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end10:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE5:
	.size	f06_ushort, .-f06_ushort
	.p2align 4
	.globl	f07_int
	.p2align	4
	.globl	__cfi_f07_int
	.type	__cfi_f07_int, @function
__cfi_f07_int:
.Lrapcfi_pre13:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x00050794, %eax
	.size	__cfi_f07_int, 16
	.type	f07_int, @function
f07_int:
.LFB6:
	.cfi_startproc
	movl	$7, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 54 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end12:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE6:
	.size	f07_int, .-f07_int
	.p2align 4
	.globl	f08_uint
	.p2align	4
	.globl	__cfi_f08_uint
	.type	__cfi_f08_uint, @function
__cfi_f08_uint:
.Lrapcfi_pre15:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x673a7326, %eax
	.size	__cfi_f08_uint, 16
	.type	f08_uint, @function
f08_uint:
.LFB7:
	.cfi_startproc
	movl	$8, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 57 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end14:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE7:
	.size	f08_uint, .-f08_uint
	.p2align 4
	.globl	f09_long
	.p2align	4
	.globl	__cfi_f09_long
	.type	__cfi_f09_long, @function
__cfi_f09_long:
.Lrapcfi_pre17:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xb339b1b5, %eax
	.size	__cfi_f09_long, 16
	.type	f09_long, @function
f09_long:
.LFB8:
	.cfi_startproc
	movl	$9, corpus_sink(%rip)
	movq	%rdi, %rax
	ret
#APP
# 60 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end16:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE8:
	.size	f09_long, .-f09_long
	.p2align 4
	.globl	f10_ulong
	.p2align	4
	.globl	__cfi_f10_ulong
	.type	__cfi_f10_ulong, @function
__cfi_f10_ulong:
.Lrapcfi_pre19:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xc73f595a, %eax
	.size	__cfi_f10_ulong, 16
	.type	f10_ulong, @function
f10_ulong:
.LFB9:
	.cfi_startproc
	movl	$10, corpus_sink(%rip)
	movq	%rdi, %rax
	ret
#APP
# 63 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end18:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE9:
	.size	f10_ulong, .-f10_ulong
	.p2align 4
	.globl	f11_llong
	.p2align	4
	.globl	__cfi_f11_llong
	.type	__cfi_f11_llong, @function
__cfi_f11_llong:
.Lrapcfi_pre21:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x2ace06d9, %eax
	.size	__cfi_f11_llong, 16
	.type	f11_llong, @function
f11_llong:
.LFB10:
	.cfi_startproc
	movl	$11, corpus_sink(%rip)
	movq	%rdi, %rax
	ret
#APP
# 66 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end20:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE10:
	.size	f11_llong, .-f11_llong
	.p2align 4
	.globl	f12_ullong
	.p2align	4
	.globl	__cfi_f12_ullong
	.type	__cfi_f12_ullong, @function
__cfi_f12_ullong:
.Lrapcfi_pre23:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x4754c5f3, %eax
	.size	__cfi_f12_ullong, 16
	.type	f12_ullong, @function
f12_ullong:
.LFB11:
	.cfi_startproc
	movl	$12, corpus_sink(%rip)
	movq	%rdi, %rax
	ret
#APP
# 69 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end22:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE11:
	.size	f12_ullong, .-f12_ullong
	.p2align 4
	.globl	f13_bool
	.p2align	4
	.globl	__cfi_f13_bool
	.type	__cfi_f13_bool, @function
__cfi_f13_bool:
.Lrapcfi_pre25:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x6a04dd9e, %eax
	.size	__cfi_f13_bool, 16
	.type	f13_bool, @function
f13_bool:
.LFB12:
	.cfi_startproc
	movl	$13, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 72 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end24:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE12:
	.size	f13_bool, .-f13_bool
	.p2align 4
	.globl	f14_float
	.p2align	4
	.globl	__cfi_f14_float
	.type	__cfi_f14_float, @function
__cfi_f14_float:
.Lrapcfi_pre27:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xec72bcc8, %eax
	.size	__cfi_f14_float, 16
	.type	f14_float, @function
f14_float:
.LFB13:
	.cfi_startproc
	movl	$14, corpus_sink(%rip)
	ret
#APP
# 75 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end26:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE13:
	.size	f14_float, .-f14_float
	.p2align 4
	.globl	f15_double
	.p2align	4
	.globl	__cfi_f15_double
	.type	__cfi_f15_double, @function
__cfi_f15_double:
.Lrapcfi_pre29:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x9264fa89, %eax
	.size	__cfi_f15_double, 16
	.type	f15_double, @function
f15_double:
.LFB14:
	.cfi_startproc
	movl	$15, corpus_sink(%rip)
	ret
#APP
# 78 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end28:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE14:
	.size	f15_double, .-f15_double
	.p2align 4
	.globl	f16_ldouble
	.p2align	4
	.globl	__cfi_f16_ldouble
	.type	__cfi_f16_ldouble, @function
__cfi_f16_ldouble:
.Lrapcfi_pre31:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x4125e5d3, %eax
	.size	__cfi_f16_ldouble, 16
	.type	f16_ldouble, @function
f16_ldouble:
.LFB15:
	.cfi_startproc
	movl	$16, corpus_sink(%rip)
	fldt	8(%rsp)
	ret
#APP
# 81 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end30:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE15:
	.size	f16_ldouble, .-f16_ldouble
	.p2align 4
	.globl	f17_int128
	.p2align	4
	.globl	__cfi_f17_int128
	.type	__cfi_f17_int128, @function
__cfi_f17_int128:
.Lrapcfi_pre33:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x2fba91af, %eax
	.size	__cfi_f17_int128, 16
	.type	f17_int128, @function
f17_int128:
.LFB16:
	.cfi_startproc
	movl	$17, corpus_sink(%rip)
	movq	%rdi, %rax
	movq	%rsi, %rdx
	ret
#APP
# 84 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end32:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE16:
	.size	f17_int128, .-f17_int128
	.p2align 4
	.globl	f18_uint128
	.p2align	4
	.globl	__cfi_f18_uint128
	.type	__cfi_f18_uint128, @function
__cfi_f18_uint128:
.Lrapcfi_pre35:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x4c34b18a, %eax
	.size	__cfi_f18_uint128, 16
	.type	f18_uint128, @function
f18_uint128:
.LFB17:
	.cfi_startproc
	movl	$18, corpus_sink(%rip)
	movq	%rdi, %rax
	movq	%rsi, %rdx
	ret
#APP
# 87 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end34:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE17:
	.size	f18_uint128, .-f18_uint128
	.p2align 4
	.globl	f19_float16
	.p2align	4
	.globl	__cfi_f19_float16
	.type	__cfi_f19_float16, @function
__cfi_f19_float16:
.Lrapcfi_pre37:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xf275efae, %eax
	.size	__cfi_f19_float16, 16
	.type	f19_float16, @function
f19_float16:
.LFB18:
	.cfi_startproc
	movl	$19, corpus_sink(%rip)
	ret
#APP
# 90 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end36:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE18:
	.size	f19_float16, .-f19_float16
	.p2align 4
	.globl	f20_float128
	.p2align	4
	.globl	__cfi_f20_float128
	.type	__cfi_f20_float128, @function
__cfi_f20_float128:
.Lrapcfi_pre39:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x291f1a2e, %eax
	.size	__cfi_f20_float128, 16
	.type	f20_float128, @function
f20_float128:
.LFB19:
	.cfi_startproc
	movl	$20, corpus_sink(%rip)
	ret
#APP
# 93 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end38:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE19:
	.size	f20_float128, .-f20_float128
	.p2align 4
	.globl	f21_mixed
	.p2align	4
	.globl	__cfi_f21_mixed
	.type	__cfi_f21_mixed, @function
__cfi_f21_mixed:
.Lrapcfi_pre41:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x2a2ac6f3, %eax
	.size	__cfi_f21_mixed, 16
	.type	f21_mixed, @function
f21_mixed:
.LFB20:
	.cfi_startproc
	cvttsd2sil	%xmm0, %eax
	movsbl	%dl, %edx
	leal	21(%rax,%rdx), %eax
	addl	%edi, %eax
	addl	%esi, %eax
	movl	%eax, corpus_sink(%rip)
	ret
#APP
# 96 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end40:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE20:
	.size	f21_mixed, .-f21_mixed
	.p2align 4
	.globl	f22_intp
	.p2align	4
	.globl	__cfi_f22_intp
	.type	__cfi_f22_intp, @function
__cfi_f22_intp:
.Lrapcfi_pre43:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x7e0c52a5, %eax
	.size	__cfi_f22_intp, 16
	.type	f22_intp, @function
f22_intp:
.LFB21:
	.cfi_startproc
	movl	$22, corpus_sink(%rip)
	ret
#APP
# 102 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end42:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE21:
	.size	f22_intp, .-f22_intp
	.p2align 4
	.globl	f23_charpp
	.p2align	4
	.globl	__cfi_f23_charpp
	.type	__cfi_f23_charpp, @function
__cfi_f23_charpp:
.Lrapcfi_pre45:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x91208de2, %eax
	.size	__cfi_f23_charpp, 16
	.type	f23_charpp, @function
f23_charpp:
.LFB22:
	.cfi_startproc
	movl	$23, corpus_sink(%rip)
	ret
#APP
# 105 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end44:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE22:
	.size	f23_charpp, .-f23_charpp
	.p2align 4
	.globl	f24_memlike
	.p2align	4
	.globl	__cfi_f24_memlike
	.type	__cfi_f24_memlike, @function
__cfi_f24_memlike:
.Lrapcfi_pre47:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x936dd101, %eax
	.size	__cfi_f24_memlike, 16
	.type	f24_memlike, @function
f24_memlike:
.LFB23:
	.cfi_startproc
	movl	$24, corpus_sink(%rip)
	movq	%rdi, %rax
	ret
#APP
# 108 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end46:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE23:
	.size	f24_memlike, .-f24_memlike
	.p2align 4
	.globl	f25_strlike
	.p2align	4
	.globl	__cfi_f25_strlike
	.type	__cfi_f25_strlike, @function
__cfi_f25_strlike:
.Lrapcfi_pre49:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xb2cdebba, %eax
	.size	__cfi_f25_strlike, 16
	.type	f25_strlike, @function
f25_strlike:
.LFB24:
	.cfi_startproc
	movl	$25, corpus_sink(%rip)
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sete	%al
	ret
#APP
# 111 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end48:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE24:
	.size	f25_strlike, .-f25_strlike
	.p2align 4
	.globl	f26_volatile
	.p2align	4
	.globl	__cfi_f26_volatile
	.type	__cfi_f26_volatile, @function
__cfi_f26_volatile:
.Lrapcfi_pre51:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x1b1228e5, %eax
	.size	__cfi_f26_volatile, 16
	.type	f26_volatile, @function
f26_volatile:
.LFB25:
	.cfi_startproc
	movl	$26, corpus_sink(%rip)
	ret
#APP
# 114 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end50:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE25:
	.size	f26_volatile, .-f26_volatile
	.p2align 4
	.globl	f27_restrict
	.p2align	4
	.globl	__cfi_f27_restrict
	.type	__cfi_f27_restrict, @function
__cfi_f27_restrict:
.Lrapcfi_pre53:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x4d28493d, %eax
	.size	__cfi_f27_restrict, 16
	.type	f27_restrict, @function
f27_restrict:
.LFB26:
	.cfi_startproc
	movl	$27, corpus_sink(%rip)
	ret
#APP
# 119 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end52:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE26:
	.size	f27_restrict, .-f27_restrict
	.p2align 4
	.globl	f28_inner_restrict
	.p2align	4
	.globl	__cfi_f28_inner_restrict
	.type	__cfi_f28_inner_restrict, @function
__cfi_f28_inner_restrict:
.Lrapcfi_pre55:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x1adfae0d, %eax
	.size	__cfi_f28_inner_restrict, 16
	.type	f28_inner_restrict, @function
f28_inner_restrict:
.LFB27:
	.cfi_startproc
	movl	$28, corpus_sink(%rip)
	ret
#APP
# 123 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end54:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE27:
	.size	f28_inner_restrict, .-f28_inner_restrict
	.p2align 4
	.globl	f29_toplevel_quals
	.p2align	4
	.globl	__cfi_f29_toplevel_quals
	.type	__cfi_f29_toplevel_quals, @function
__cfi_f29_toplevel_quals:
.Lrapcfi_pre57:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x54740400, %eax
	.size	__cfi_f29_toplevel_quals, 16
	.type	f29_toplevel_quals, @function
f29_toplevel_quals:
.LFB28:
	.cfi_startproc
	movsd	%xmm0, -8(%rsp)
	movsd	-8(%rsp), %xmm0
	cvttsd2sil	%xmm0, %eax
	leal	29(%rax,%rdi), %eax
	movl	%eax, corpus_sink(%rip)
	ret
#APP
# 127 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end56:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE28:
	.size	f29_toplevel_quals, .-f29_toplevel_quals
	.p2align 4
	.globl	f30_cpcp
	.p2align	4
	.globl	__cfi_f30_cpcp
	.type	__cfi_f30_cpcp, @function
__cfi_f30_cpcp:
.Lrapcfi_pre59:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xc5832115, %eax
	.size	__cfi_f30_cpcp, 16
	.type	f30_cpcp, @function
f30_cpcp:
.LFB29:
	.cfi_startproc
	movl	$30, corpus_sink(%rip)
	ret
#APP
# 131 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end58:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE29:
	.size	f30_cpcp, .-f30_cpcp
	.p2align 4
	.globl	f31_vp
	.p2align	4
	.globl	__cfi_f31_vp
	.type	__cfi_f31_vp, @function
__cfi_f31_vp:
.Lrapcfi_pre61:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x0e88e052, %eax
	.size	__cfi_f31_vp, 16
	.type	f31_vp, @function
f31_vp:
.LFB30:
	.cfi_startproc
	movl	$31, corpus_sink(%rip)
	ret
#APP
# 134 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end60:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE30:
	.size	f31_vp, .-f31_vp
	.p2align 4
	.globl	f32_struct_ptr
	.p2align	4
	.globl	__cfi_f32_struct_ptr
	.type	__cfi_f32_struct_ptr, @function
__cfi_f32_struct_ptr:
.Lrapcfi_pre63:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xe4b233ff, %eax
	.size	__cfi_f32_struct_ptr, 16
	.type	f32_struct_ptr, @function
f32_struct_ptr:
.LFB31:
	.cfi_startproc
	movl	$32, corpus_sink(%rip)
	ret
#APP
# 139 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end62:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE31:
	.size	f32_struct_ptr, .-f32_struct_ptr
	.p2align 4
	.globl	f33_subst
	.p2align	4
	.globl	__cfi_f33_subst
	.type	__cfi_f33_subst, @function
__cfi_f33_subst:
.Lrapcfi_pre65:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x5fc5d2b8, %eax
	.size	__cfi_f33_subst, 16
	.type	f33_subst, @function
f33_subst:
.LFB32:
	.cfi_startproc
	addl	$33, %r8d
	movl	%r8d, corpus_sink(%rip)
	ret
#APP
# 143 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end64:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE32:
	.size	f33_subst, .-f33_subst
	.p2align 4
	.globl	f34_by_value
	.p2align	4
	.globl	__cfi_f34_by_value
	.type	__cfi_f34_by_value, @function
__cfi_f34_by_value:
.Lrapcfi_pre67:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xb007410a, %eax
	.size	__cfi_f34_by_value, 16
	.type	f34_by_value, @function
f34_by_value:
.LFB33:
	.cfi_startproc
	leal	34(%rcx,%rdx), %edx
	movq	%rdi, %rax
	movl	%edx, corpus_sink(%rip)
	ret
#APP
# 149 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end66:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE33:
	.size	f34_by_value, .-f34_by_value
	.p2align 4
	.globl	f35_union
	.p2align	4
	.globl	__cfi_f35_union
	.type	__cfi_f35_union, @function
__cfi_f35_union:
.Lrapcfi_pre69:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x111eca3a, %eax
	.size	__cfi_f35_union, 16
	.type	f35_union, @function
f35_union:
.LFB34:
	.cfi_startproc
	movl	$35, corpus_sink(%rip)
	movq	%rdi, %rax
	ret
#APP
# 153 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end68:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE34:
	.size	f35_union, .-f35_union
	.p2align 4
	.globl	f36_enum
	.p2align	4
	.globl	__cfi_f36_enum
	.type	__cfi_f36_enum, @function
__cfi_f36_enum:
.Lrapcfi_pre71:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x2f6c31d4, %eax
	.size	__cfi_f36_enum, 16
	.type	f36_enum, @function
f36_enum:
.LFB35:
	.cfi_startproc
	movl	$36, corpus_sink(%rip)
	movl	%edi, %eax
	ret
#APP
# 157 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end70:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE35:
	.size	f36_enum, .-f36_enum
	.p2align 4
	.globl	f37_opaque
	.p2align	4
	.globl	__cfi_f37_opaque
	.type	__cfi_f37_opaque, @function
__cfi_f37_opaque:
.Lrapcfi_pre73:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x2de066fd, %eax
	.size	__cfi_f37_opaque, 16
	.type	f37_opaque, @function
f37_opaque:
.LFB36:
	.cfi_startproc
	movl	$37, corpus_sink(%rip)
	ret
#APP
# 161 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end72:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE36:
	.size	f37_opaque, .-f37_opaque
	.p2align 4
	.globl	f38_stdint
	.p2align	4
	.globl	__cfi_f38_stdint
	.type	__cfi_f38_stdint, @function
__cfi_f38_stdint:
.Lrapcfi_pre75:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xa5f33827, %eax
	.size	__cfi_f38_stdint, 16
	.type	f38_stdint, @function
f38_stdint:
.LFB37:
	.cfi_startproc
	movzbl	%sil, %esi
	movq	%rdi, %rax
	leal	38(%rsi,%rdx), %edx
	movl	%edx, corpus_sink(%rip)
	ret
#APP
# 167 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end74:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE37:
	.size	f38_stdint, .-f38_stdint
	.p2align 4
	.globl	f39_typedef_struct
	.p2align	4
	.globl	__cfi_f39_typedef_struct
	.type	__cfi_f39_typedef_struct, @function
__cfi_f39_typedef_struct:
.Lrapcfi_pre77:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xacb36795, %eax
	.size	__cfi_f39_typedef_struct, 16
	.type	f39_typedef_struct, @function
f39_typedef_struct:
.LFB38:
	.cfi_startproc
	movl	$39, corpus_sink(%rip)
	ret
#APP
# 171 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end76:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE38:
	.size	f39_typedef_struct, .-f39_typedef_struct
	.p2align 4
	.globl	f40_anon
	.p2align	4
	.globl	__cfi_f40_anon
	.type	__cfi_f40_anon, @function
__cfi_f40_anon:
.Lrapcfi_pre79:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x8974a4d2, %eax
	.size	__cfi_f40_anon, 16
	.type	f40_anon, @function
f40_anon:
.LFB39:
	.cfi_startproc
	addl	$40, %esi
	movl	%esi, corpus_sink(%rip)
	ret
#APP
# 176 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end78:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE39:
	.size	f40_anon, .-f40_anon
	.p2align 4
	.globl	f41_handler
	.p2align	4
	.globl	__cfi_f41_handler
	.type	__cfi_f41_handler, @function
__cfi_f41_handler:
.Lrapcfi_pre81:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xb2595507, %eax
	.size	__cfi_f41_handler, 16
	.type	f41_handler, @function
f41_handler:
.LFB40:
	.cfi_startproc
	movl	$41, corpus_sink(%rip)
	ret
#APP
# 179 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end80:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE40:
	.size	f41_handler, .-f41_handler
	.p2align 4
	.globl	f42_cint_ptr
	.p2align	4
	.globl	__cfi_f42_cint_ptr
	.type	__cfi_f42_cint_ptr, @function
__cfi_f42_cint_ptr:
.Lrapcfi_pre83:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xd197e920, %eax
	.size	__cfi_f42_cint_ptr, 16
	.type	f42_cint_ptr, @function
f42_cint_ptr:
.LFB41:
	.cfi_startproc
	movl	$42, corpus_sink(%rip)
	ret
#APP
# 182 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end82:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE41:
	.size	f42_cint_ptr, .-f42_cint_ptr
	.p2align 4
	.globl	f43_array_param
	.p2align	4
	.globl	__cfi_f43_array_param
	.type	__cfi_f43_array_param, @function
__cfi_f43_array_param:
.Lrapcfi_pre85:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x03ca5f2c, %eax
	.size	__cfi_f43_array_param, 16
	.type	f43_array_param, @function
f43_array_param:
.LFB42:
	.cfi_startproc
	addl	$43, %edi
	movl	%edi, corpus_sink(%rip)
	ret
#APP
# 187 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end84:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE42:
	.size	f43_array_param, .-f43_array_param
	.p2align 4
	.globl	f44_array2_param
	.p2align	4
	.globl	__cfi_f44_array2_param
	.type	__cfi_f44_array2_param, @function
__cfi_f44_array2_param:
.Lrapcfi_pre87:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x3ce3bffb, %eax
	.size	__cfi_f44_array2_param, 16
	.type	f44_array2_param, @function
f44_array2_param:
.LFB43:
	.cfi_startproc
	movl	$44, corpus_sink(%rip)
	ret
#APP
# 190 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end86:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE43:
	.size	f44_array2_param, .-f44_array2_param
	.p2align 4
	.globl	f45_ptr_to_array
	.p2align	4
	.globl	__cfi_f45_ptr_to_array
	.type	__cfi_f45_ptr_to_array, @function
__cfi_f45_ptr_to_array:
.Lrapcfi_pre89:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xd8ed6d51, %eax
	.size	__cfi_f45_ptr_to_array, 16
	.type	f45_ptr_to_array, @function
f45_ptr_to_array:
.LFB44:
	.cfi_startproc
	movl	$45, corpus_sink(%rip)
	ret
#APP
# 193 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end88:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE44:
	.size	f45_ptr_to_array, .-f45_ptr_to_array
	.p2align 4
	.globl	f46_ptr_to_const_array
	.p2align	4
	.globl	__cfi_f46_ptr_to_const_array
	.type	__cfi_f46_ptr_to_const_array, @function
__cfi_f46_ptr_to_const_array:
.Lrapcfi_pre91:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xf67d68f8, %eax
	.size	__cfi_f46_ptr_to_const_array, 16
	.type	f46_ptr_to_const_array, @function
f46_ptr_to_const_array:
.LFB45:
	.cfi_startproc
	movl	$46, corpus_sink(%rip)
	ret
#APP
# 196 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end90:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE45:
	.size	f46_ptr_to_const_array, .-f46_ptr_to_const_array
	.p2align 4
	.globl	f47_function_param
	.p2align	4
	.globl	__cfi_f47_function_param
	.type	__cfi_f47_function_param, @function
__cfi_f47_function_param:
.Lrapcfi_pre93:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x1ab88bbf, %eax
	.size	__cfi_f47_function_param, 16
	.type	f47_function_param, @function
f47_function_param:
.LFB46:
	.cfi_startproc
	movl	$47, corpus_sink(%rip)
	ret
#APP
# 199 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end92:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE46:
	.size	f47_function_param, .-f47_function_param
	.p2align 4
	.globl	f48_matrix
	.p2align	4
	.globl	__cfi_f48_matrix
	.type	__cfi_f48_matrix, @function
__cfi_f48_matrix:
.Lrapcfi_pre95:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x952a46dc, %eax
	.size	__cfi_f48_matrix, 16
	.type	f48_matrix, @function
f48_matrix:
.LFB47:
	.cfi_startproc
	addl	$48, %esi
	movl	%esi, corpus_sink(%rip)
	ret
#APP
# 202 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end94:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE47:
	.size	f48_matrix, .-f48_matrix
	.p2align 4
	.globl	f49_vla_param
	.p2align	4
	.globl	__cfi_f49_vla_param
	.type	__cfi_f49_vla_param, @function
__cfi_f49_vla_param:
.Lrapcfi_pre97:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xe92e7cc5, %eax
	.size	__cfi_f49_vla_param, 16
	.type	f49_vla_param, @function
f49_vla_param:
.LFB48:
	.cfi_startproc
	addl	$49, %edi
	movl	%edi, corpus_sink(%rip)
	ret
#APP
# 206 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end96:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE48:
	.size	f49_vla_param, .-f49_vla_param
	.p2align 4
	.globl	f50_returns_ptr_to_array
	.p2align	4
	.globl	__cfi_f50_returns_ptr_to_array
	.type	__cfi_f50_returns_ptr_to_array, @function
__cfi_f50_returns_ptr_to_array:
.Lrapcfi_pre99:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x9d1e4a67, %eax
	.size	__cfi_f50_returns_ptr_to_array, 16
	.type	f50_returns_ptr_to_array, @function
f50_returns_ptr_to_array:
.LFB49:
	.cfi_startproc
	movl	$50, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 209 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end98:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE49:
	.size	f50_returns_ptr_to_array, .-f50_returns_ptr_to_array
	.p2align 4
	.globl	f51_callback
	.p2align	4
	.globl	__cfi_f51_callback
	.type	__cfi_f51_callback, @function
__cfi_f51_callback:
.Lrapcfi_pre101:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x07d85f31, %eax
	.size	__cfi_f51_callback, 16
	.type	f51_callback, @function
f51_callback:
.LFB50:
	.cfi_startproc
	movl	$51, corpus_sink(%rip)
	ret
#APP
# 214 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end100:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE50:
	.size	f51_callback, .-f51_callback
	.p2align 4
	.globl	f52_returns_fnptr
	.p2align	4
	.globl	__cfi_f52_returns_fnptr
	.type	__cfi_f52_returns_fnptr, @function
__cfi_f52_returns_fnptr:
.Lrapcfi_pre103:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x2efbf8d4, %eax
	.size	__cfi_f52_returns_fnptr, 16
	.type	f52_returns_fnptr, @function
f52_returns_fnptr:
.LFB51:
	.cfi_startproc
	addl	$52, %edi
	xorl	%eax, %eax
	movl	%edi, corpus_sink(%rip)
	ret
#APP
# 217 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end102:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE51:
	.size	f52_returns_fnptr, .-f52_returns_fnptr
	.p2align 4
	.globl	f53_signal
	.p2align	4
	.globl	__cfi_f53_signal
	.type	__cfi_f53_signal, @function
__cfi_f53_signal:
.Lrapcfi_pre105:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x241d6bd0, %eax
	.size	__cfi_f53_signal, 16
	.type	f53_signal, @function
f53_signal:
.LFB52:
	.cfi_startproc
	addl	$53, %edi
	movq	%rsi, %rax
	movl	%edi, corpus_sink(%rip)
	ret
#APP
# 220 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end104:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE52:
	.size	f53_signal, .-f53_signal
	.p2align 4
	.globl	f54_comparator
	.p2align	4
	.globl	__cfi_f54_comparator
	.type	__cfi_f54_comparator, @function
__cfi_f54_comparator:
.Lrapcfi_pre107:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xd73ef4da, %eax
	.size	__cfi_f54_comparator, 16
	.type	f54_comparator, @function
f54_comparator:
.LFB53:
	.cfi_startproc
	movl	$54, corpus_sink(%rip)
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	ret
#APP
# 224 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end106:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE53:
	.size	f54_comparator, .-f54_comparator
	.p2align 4
	.globl	f55_noproto_fnptr
	.p2align	4
	.globl	__cfi_f55_noproto_fnptr
	.type	__cfi_f55_noproto_fnptr, @function
__cfi_f55_noproto_fnptr:
.Lrapcfi_pre109:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x3310989b, %eax
	.size	__cfi_f55_noproto_fnptr, 16
	.type	f55_noproto_fnptr, @function
f55_noproto_fnptr:
.LFB54:
	.cfi_startproc
	movl	$55, corpus_sink(%rip)
	ret
#APP
# 229 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end108:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE54:
	.size	f55_noproto_fnptr, .-f55_noproto_fnptr
	.p2align 4
	.globl	f56_fnptrptr
	.p2align	4
	.globl	__cfi_f56_fnptrptr
	.type	__cfi_f56_fnptrptr, @function
__cfi_f56_fnptrptr:
.Lrapcfi_pre111:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xb3d88700, %eax
	.size	__cfi_f56_fnptrptr, 16
	.type	f56_fnptrptr, @function
f56_fnptrptr:
.LFB55:
	.cfi_startproc
	movl	$56, corpus_sink(%rip)
	ret
#APP
# 232 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end110:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE55:
	.size	f56_fnptrptr, .-f56_fnptrptr
	.p2align 4
	.globl	f57_printf
	.p2align	4
	.globl	__cfi_f57_printf
	.type	__cfi_f57_printf, @function
__cfi_f57_printf:
.Lrapcfi_pre113:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xff4ef75c, %eax
	.size	__cfi_f57_printf, 16
	.type	f57_printf, @function
f57_printf:
.LFB56:
	.cfi_startproc
	movl	$57, corpus_sink(%rip)
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	ret
#APP
# 237 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end112:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE56:
	.size	f57_printf, .-f57_printf
	.p2align 4
	.globl	f58_varargs
	.p2align	4
	.globl	__cfi_f58_varargs
	.type	__cfi_f58_varargs, @function
__cfi_f58_varargs:
.Lrapcfi_pre115:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x8e92a820, %eax
	.size	__cfi_f58_varargs, 16
	.type	f58_varargs, @function
f58_varargs:
.LFB57:
	.cfi_startproc
	addl	$58, %edi
	movl	%edi, corpus_sink(%rip)
	ret
#APP
# 240 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end114:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE57:
	.size	f58_varargs, .-f58_varargs
	.p2align 4
	.globl	f59_complex
	.p2align	4
	.globl	__cfi_f59_complex
	.type	__cfi_f59_complex, @function
__cfi_f59_complex:
.Lrapcfi_pre117:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x03cf7c78, %eax
	.size	__cfi_f59_complex, 16
	.type	f59_complex, @function
f59_complex:
.LFB58:
	.cfi_startproc
	movl	$59, corpus_sink(%rip)
	ret
#APP
# 245 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end116:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE58:
	.size	f59_complex, .-f59_complex
	.p2align 4
	.globl	f60_complex2
	.p2align	4
	.globl	__cfi_f60_complex2
	.type	__cfi_f60_complex2, @function
__cfi_f60_complex2:
.Lrapcfi_pre119:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xfbf13fdd, %eax
	.size	__cfi_f60_complex2, 16
	.type	f60_complex2, @function
f60_complex2:
.LFB59:
	.cfi_startproc
	movl	$60, corpus_sink(%rip)
	ret
#APP
# 248 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end118:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE59:
	.size	f60_complex2, .-f60_complex2
	.p2align 4
	.globl	f61_vector
	.p2align	4
	.globl	__cfi_f61_vector
	.type	__cfi_f61_vector, @function
__cfi_f61_vector:
.Lrapcfi_pre121:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x096b8012, %eax
	.size	__cfi_f61_vector, 16
	.type	f61_vector, @function
f61_vector:
.LFB60:
	.cfi_startproc
	movl	$61, corpus_sink(%rip)
	ret
#APP
# 252 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end120:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE60:
	.size	f61_vector, .-f61_vector
	.p2align 4
	.globl	f62_vector_ptr
	.p2align	4
	.globl	__cfi_f62_vector_ptr
	.type	__cfi_f62_vector_ptr, @function
__cfi_f62_vector_ptr:
.Lrapcfi_pre123:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xcbc97873, %eax
	.size	__cfi_f62_vector_ptr, 16
	.type	f62_vector_ptr, @function
f62_vector_ptr:
.LFB61:
	.cfi_startproc
	movl	$62, corpus_sink(%rip)
	ret
#APP
# 256 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end122:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE61:
	.size	f62_vector_ptr, .-f62_vector_ptr
	.p2align 4
	.globl	f63_atomic_ptr
	.p2align	4
	.globl	__cfi_f63_atomic_ptr
	.type	__cfi_f63_atomic_ptr, @function
__cfi_f63_atomic_ptr:
.Lrapcfi_pre125:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x4522d54b, %eax
	.size	__cfi_f63_atomic_ptr, 16
	.type	f63_atomic_ptr, @function
f63_atomic_ptr:
.LFB62:
	.cfi_startproc
	movl	$63, corpus_sink(%rip)
	ret
#APP
# 261 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end124:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE62:
	.size	f63_atomic_ptr, .-f63_atomic_ptr
	.p2align 4
	.globl	f64_atomic_param
	.p2align	4
	.globl	__cfi_f64_atomic_param
	.type	__cfi_f64_atomic_param, @function
__cfi_f64_atomic_param:
.Lrapcfi_pre127:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x33ebf4ec, %eax
	.size	__cfi_f64_atomic_param, 16
	.type	f64_atomic_param, @function
f64_atomic_param:
.LFB63:
	.cfi_startproc
	movq	%rdi, -8(%rsp)
	movl	$64, corpus_sink(%rip)
	movq	-8(%rsp), %rax
	ret
#APP
# 265 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end126:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE63:
	.size	f64_atomic_param, .-f64_atomic_param
	.p2align 4
	.globl	f65_atomic_return
	.p2align	4
	.globl	__cfi_f65_atomic_return
	.type	__cfi_f65_atomic_return, @function
__cfi_f65_atomic_return:
.Lrapcfi_pre129:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xda6abf01, %eax
	.size	__cfi_f65_atomic_return, 16
	.type	f65_atomic_return, @function
f65_atomic_return:
.LFB64:
	.cfi_startproc
	movl	$65, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 268 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end128:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE64:
	.size	f65_atomic_return, .-f65_atomic_return
	.p2align 4
	.globl	f66_const_atomic
	.p2align	4
	.globl	__cfi_f66_const_atomic
	.type	__cfi_f66_const_atomic, @function
__cfi_f66_const_atomic:
.Lrapcfi_pre131:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xb14e218f, %eax
	.size	__cfi_f66_const_atomic, 16
	.type	f66_const_atomic, @function
f66_const_atomic:
.LFB65:
	.cfi_startproc
	movl	$66, corpus_sink(%rip)
	ret
#APP
# 271 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end130:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE65:
	.size	f66_const_atomic, .-f66_const_atomic
	.p2align 4
	.globl	f67_const_return
	.p2align	4
	.globl	__cfi_f67_const_return
	.type	__cfi_f67_const_return, @function
__cfi_f67_const_return:
.Lrapcfi_pre133:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x36b1c5a6, %eax
	.size	__cfi_f67_const_return, 16
	.type	f67_const_return, @function
f67_const_return:
.LFB66:
	.cfi_startproc
	movl	$67, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 279 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end132:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE66:
	.size	f67_const_return, .-f67_const_return
	.p2align 4
	.globl	f68_const_char_return
	.p2align	4
	.globl	__cfi_f68_const_char_return
	.type	__cfi_f68_const_char_return, @function
__cfi_f68_const_char_return:
.Lrapcfi_pre135:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x9b32cf31, %eax
	.size	__cfi_f68_const_char_return, 16
	.type	f68_const_char_return, @function
f68_const_char_return:
.LFB67:
	.cfi_startproc
	movl	$68, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 282 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end134:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE67:
	.size	f68_const_char_return, .-f68_const_char_return
	.p2align 4
	.globl	f69_volatile_struct_return
	.p2align	4
	.globl	__cfi_f69_volatile_struct_return
	.type	__cfi_f69_volatile_struct_return, @function
__cfi_f69_volatile_struct_return:
.Lrapcfi_pre137:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xd4dc8d6e, %eax
	.size	__cfi_f69_volatile_struct_return, 16
	.type	f69_volatile_struct_return, @function
f69_volatile_struct_return:
.LFB68:
	.cfi_startproc
	movl	$69, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 285 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end136:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE68:
	.size	f69_volatile_struct_return, .-f69_volatile_struct_return
	.p2align 4
	.globl	f70_subst2
	.p2align	4
	.globl	__cfi_f70_subst2
	.type	__cfi_f70_subst2, @function
__cfi_f70_subst2:
.Lrapcfi_pre139:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x55bc2d98, %eax
	.size	__cfi_f70_subst2, 16
	.type	f70_subst2, @function
f70_subst2:
.LFB69:
	.cfi_startproc
	movl	$70, corpus_sink(%rip)
	ret
#APP
# 292 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end138:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE69:
	.size	f70_subst2, .-f70_subst2
	.p2align 4
	.globl	f71_enum_ptrs
	.p2align	4
	.globl	__cfi_f71_enum_ptrs
	.type	__cfi_f71_enum_ptrs, @function
__cfi_f71_enum_ptrs:
.Lrapcfi_pre141:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xa74d6a05, %eax
	.size	__cfi_f71_enum_ptrs, 16
	.type	f71_enum_ptrs, @function
f71_enum_ptrs:
.LFB70:
	.cfi_startproc
	movl	$71, corpus_sink(%rip)
	ret
#APP
# 297 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end140:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE70:
	.size	f71_enum_ptrs, .-f71_enum_ptrs
	.p2align 4
	.globl	f72_float_ptrs
	.p2align	4
	.globl	__cfi_f72_float_ptrs
	.type	__cfi_f72_float_ptrs, @function
__cfi_f72_float_ptrs:
.Lrapcfi_pre143:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xfe42fd29, %eax
	.size	__cfi_f72_float_ptrs, 16
	.type	f72_float_ptrs, @function
f72_float_ptrs:
.LFB71:
	.cfi_startproc
	movl	$72, corpus_sink(%rip)
	ret
#APP
# 301 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end142:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE71:
	.size	f72_float_ptrs, .-f72_float_ptrs
	.p2align 4
	.globl	f73_char_ptrs
	.p2align	4
	.globl	__cfi_f73_char_ptrs
	.type	__cfi_f73_char_ptrs, @function
__cfi_f73_char_ptrs:
.Lrapcfi_pre145:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xecaffb06, %eax
	.size	__cfi_f73_char_ptrs, 16
	.type	f73_char_ptrs, @function
f73_char_ptrs:
.LFB72:
	.cfi_startproc
	movl	$73, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 305 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end144:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE72:
	.size	f73_char_ptrs, .-f73_char_ptrs
	.p2align 4
	.globl	f74_int128_ptrs
	.p2align	4
	.globl	__cfi_f74_int128_ptrs
	.type	__cfi_f74_int128_ptrs, @function
__cfi_f74_int128_ptrs:
.Lrapcfi_pre147:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xc6215604, %eax
	.size	__cfi_f74_int128_ptrs, 16
	.type	f74_int128_ptrs, @function
f74_int128_ptrs:
.LFB73:
	.cfi_startproc
	movl	$74, corpus_sink(%rip)
	ret
#APP
# 309 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end146:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE73:
	.size	f74_int128_ptrs, .-f74_int128_ptrs
	.p2align 4
	.globl	f75_bool_ptr
	.p2align	4
	.globl	__cfi_f75_bool_ptr
	.type	__cfi_f75_bool_ptr, @function
__cfi_f75_bool_ptr:
.Lrapcfi_pre149:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x966a5e97, %eax
	.size	__cfi_f75_bool_ptr, 16
	.type	f75_bool_ptr, @function
f75_bool_ptr:
.LFB74:
	.cfi_startproc
	movzbl	%sil, %esi
	addl	$75, %esi
	movl	%esi, corpus_sink(%rip)
	ret
#APP
# 313 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end148:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE74:
	.size	f75_bool_ptr, .-f75_bool_ptr
	.p2align 4
	.globl	f76_fn_of_struct
	.p2align	4
	.globl	__cfi_f76_fn_of_struct
	.type	__cfi_f76_fn_of_struct, @function
__cfi_f76_fn_of_struct:
.Lrapcfi_pre151:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x1b17d7ba, %eax
	.size	__cfi_f76_fn_of_struct, 16
	.type	f76_fn_of_struct, @function
f76_fn_of_struct:
.LFB75:
	.cfi_startproc
	movl	$76, corpus_sink(%rip)
	ret
#APP
# 316 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end150:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE75:
	.size	f76_fn_of_struct, .-f76_fn_of_struct
	.p2align 4
	.globl	f77_cv_void
	.p2align	4
	.globl	__cfi_f77_cv_void
	.type	__cfi_f77_cv_void, @function
__cfi_f77_cv_void:
.Lrapcfi_pre153:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x94f7d968, %eax
	.size	__cfi_f77_cv_void, 16
	.type	f77_cv_void, @function
f77_cv_void:
.LFB76:
	.cfi_startproc
	movl	$77, corpus_sink(%rip)
	ret
#APP
# 320 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end152:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE76:
	.size	f77_cv_void, .-f77_cv_void
	.p2align 4
	.globl	f78_fnptr_fnptr
	.p2align	4
	.globl	__cfi_f78_fnptr_fnptr
	.type	__cfi_f78_fnptr_fnptr, @function
__cfi_f78_fnptr_fnptr:
.Lrapcfi_pre155:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x4c8eb63a, %eax
	.size	__cfi_f78_fnptr_fnptr, 16
	.type	f78_fnptr_fnptr, @function
f78_fnptr_fnptr:
.LFB77:
	.cfi_startproc
	movl	$78, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 325 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end154:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE77:
	.size	f78_fnptr_fnptr, .-f78_fnptr_fnptr
	.p2align 4
	.globl	f79_knr_noparams
	.p2align	4
	.globl	__cfi_f79_knr_noparams
	.type	__cfi_f79_knr_noparams, @function
__cfi_f79_knr_noparams:
.Lrapcfi_pre157:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x993e738c, %eax
	.size	__cfi_f79_knr_noparams, 16
	.type	f79_knr_noparams, @function
f79_knr_noparams:
.LFB78:
	.cfi_startproc
	movl	$79, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 331 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end156:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE78:
	.size	f79_knr_noparams, .-f79_knr_noparams
	.p2align 4
	.globl	f80_knr_promoted
	.p2align	4
	.globl	__cfi_f80_knr_promoted
	.type	__cfi_f80_knr_promoted, @function
__cfi_f80_knr_promoted:
.Lrapcfi_pre159:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xf3ad94fe, %eax
	.size	__cfi_f80_knr_promoted, 16
	.type	f80_knr_promoted, @function
f80_knr_promoted:
.LFB79:
	.cfi_startproc
	movswl	%di, %edi
	movsbl	%sil, %esi
	cvtsd2ss	%xmm0, %xmm0
	cvtss2sd	%xmm0, %xmm0
	leal	80(%rdi,%rsi), %eax
	movl	%eax, corpus_sink(%rip)
	ret
#APP
# 335 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end158:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE79:
	.size	f80_knr_promoted, .-f80_knr_promoted
	.p2align 4
	.globl	f81_zero_length
	.p2align	4
	.globl	__cfi_f81_zero_length
	.type	__cfi_f81_zero_length, @function
__cfi_f81_zero_length:
.Lrapcfi_pre161:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x1b3652c9, %eax
	.size	__cfi_f81_zero_length, 16
	.type	f81_zero_length, @function
f81_zero_length:
.LFB80:
	.cfi_startproc
	movl	$81, corpus_sink(%rip)
	ret
#APP
# 341 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end160:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE80:
	.size	f81_zero_length, .-f81_zero_length
	.p2align 4
	.globl	f82_anon_second_name
	.p2align	4
	.globl	__cfi_f82_anon_second_name
	.type	__cfi_f82_anon_second_name, @function
__cfi_f82_anon_second_name:
.Lrapcfi_pre163:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xce609207, %eax
	.size	__cfi_f82_anon_second_name, 16
	.type	f82_anon_second_name, @function
f82_anon_second_name:
.LFB81:
	.cfi_startproc
	movl	$82, corpus_sink(%rip)
	ret
#APP
# 346 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end162:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE81:
	.size	f82_anon_second_name, .-f82_anon_second_name
	.p2align 4
	.globl	f83_typedef_of_typedef
	.p2align	4
	.globl	__cfi_f83_typedef_of_typedef
	.type	__cfi_f83_typedef_of_typedef, @function
__cfi_f83_typedef_of_typedef:
.Lrapcfi_pre165:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x92a7b867, %eax
	.size	__cfi_f83_typedef_of_typedef, 16
	.type	f83_typedef_of_typedef, @function
f83_typedef_of_typedef:
.LFB82:
	.cfi_startproc
	movl	$83, corpus_sink(%rip)
	ret
#APP
# 350 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end164:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE82:
	.size	f83_typedef_of_typedef, .-f83_typedef_of_typedef
	.p2align 4
	.globl	f84_restrict_return
	.p2align	4
	.globl	__cfi_f84_restrict_return
	.type	__cfi_f84_restrict_return, @function
__cfi_f84_restrict_return:
.Lrapcfi_pre167:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x77332687, %eax
	.size	__cfi_f84_restrict_return, 16
	.type	f84_restrict_return, @function
f84_restrict_return:
.LFB83:
	.cfi_startproc
	movl	$84, corpus_sink(%rip)
	xorl	%eax, %eax
	ret
#APP
# 357 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end166:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE83:
	.size	f84_restrict_return, .-f84_restrict_return
	.p2align 4
	.globl	f85_proto_scope
	.p2align	4
	.globl	__cfi_f85_proto_scope
	.type	__cfi_f85_proto_scope, @function
__cfi_f85_proto_scope:
.Lrapcfi_pre169:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0xbd29d6ba, %eax
	.size	__cfi_f85_proto_scope, 16
	.type	f85_proto_scope, @function
f85_proto_scope:
.LFB84:
	.cfi_startproc
	movl	$85, corpus_sink(%rip)
	ret
#APP
# 362 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end168:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE84:
	.size	f85_proto_scope, .-f85_proto_scope
	.p2align 4
	.globl	f86_anon_in_prototype
	.p2align	4
	.globl	__cfi_f86_anon_in_prototype
	.type	__cfi_f86_anon_in_prototype, @function
__cfi_f86_anon_in_prototype:
.Lrapcfi_pre171:
	.byte	0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90
	movl	$0x4931ae65, %eax
	.size	__cfi_f86_anon_in_prototype, 16
	.type	f86_anon_in_prototype, @function
f86_anon_in_prototype:
.LFB85:
	.cfi_startproc
	movl	$86, corpus_sink(%rip)
	ret
#APP
# 367 "./testsuite/rapcfi.kcfi/corpus.c" 1
	.Lrapcfi_end170:
# 0 "" 2
#NO_APP
	.cfi_endproc
.LFE85:
	.size	f86_anon_in_prototype, .-f86_anon_in_prototype
	.globl	corpus_sink
	.bss
	.align 4
	.type	corpus_sink, @object
	.size	corpus_sink, 4
corpus_sink:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.pushsection	.rapcfi.funcs, "a"
	.balign	4
.Lrapcfi_funcs:
	.long	.Lrapcfi_pre1 + 16 - .
	.long	.Lrapcfi_end0 - .Lrapcfi_pre1 - 16
	.long	0xa540670c, 0, 9
	.long	.Lrapcfi_pre3 + 16 - .
	.long	.Lrapcfi_end2 - .Lrapcfi_pre3 - 16
	.long	0x641096a3, 18, 27
	.long	.Lrapcfi_pre5 + 16 - .
	.long	.Lrapcfi_end4 - .Lrapcfi_pre5 - 16
	.long	0xdaba48f4, 36, 46
	.long	.Lrapcfi_pre7 + 16 - .
	.long	.Lrapcfi_end6 - .Lrapcfi_pre7 - 16
	.long	0x8d185976, 55, 65
	.long	.Lrapcfi_pre9 + 16 - .
	.long	.Lrapcfi_end8 - .Lrapcfi_pre9 - 16
	.long	0x40be8022, 74, 84
	.long	.Lrapcfi_pre11 + 16 - .
	.long	.Lrapcfi_end10 - .Lrapcfi_pre11 - 16
	.long	0xef238368, 93, 104
	.long	.Lrapcfi_pre13 + 16 - .
	.long	.Lrapcfi_end12 - .Lrapcfi_pre13 - 16
	.long	0x00050794, 113, 121
	.long	.Lrapcfi_pre15 + 16 - .
	.long	.Lrapcfi_end14 - .Lrapcfi_pre15 - 16
	.long	0x673a7326, 130, 139
	.long	.Lrapcfi_pre17 + 16 - .
	.long	.Lrapcfi_end16 - .Lrapcfi_pre17 - 16
	.long	0xb339b1b5, 148, 157
	.long	.Lrapcfi_pre19 + 16 - .
	.long	.Lrapcfi_end18 - .Lrapcfi_pre19 - 16
	.long	0xc73f595a, 166, 176
	.long	.Lrapcfi_pre21 + 16 - .
	.long	.Lrapcfi_end20 - .Lrapcfi_pre21 - 16
	.long	0x2ace06d9, 185, 195
	.long	.Lrapcfi_pre23 + 16 - .
	.long	.Lrapcfi_end22 - .Lrapcfi_pre23 - 16
	.long	0x4754c5f3, 204, 215
	.long	.Lrapcfi_pre25 + 16 - .
	.long	.Lrapcfi_end24 - .Lrapcfi_pre25 - 16
	.long	0x6a04dd9e, 224, 233
	.long	.Lrapcfi_pre27 + 16 - .
	.long	.Lrapcfi_end26 - .Lrapcfi_pre27 - 16
	.long	0xec72bcc8, 242, 252
	.long	.Lrapcfi_pre29 + 16 - .
	.long	.Lrapcfi_end28 - .Lrapcfi_pre29 - 16
	.long	0x9264fa89, 261, 272
	.long	.Lrapcfi_pre31 + 16 - .
	.long	.Lrapcfi_end30 - .Lrapcfi_pre31 - 16
	.long	0x4125e5d3, 281, 293
	.long	.Lrapcfi_pre33 + 16 - .
	.long	.Lrapcfi_end32 - .Lrapcfi_pre33 - 16
	.long	0x2fba91af, 302, 313
	.long	.Lrapcfi_pre35 + 16 - .
	.long	.Lrapcfi_end34 - .Lrapcfi_pre35 - 16
	.long	0x4c34b18a, 322, 334
	.long	.Lrapcfi_pre37 + 16 - .
	.long	.Lrapcfi_end36 - .Lrapcfi_pre37 - 16
	.long	0xf275efae, 343, 355
	.long	.Lrapcfi_pre39 + 16 - .
	.long	.Lrapcfi_end38 - .Lrapcfi_pre39 - 16
	.long	0x291f1a2e, 372, 385
	.long	.Lrapcfi_pre41 + 16 - .
	.long	.Lrapcfi_end40 - .Lrapcfi_pre41 - 16
	.long	0x2a2ac6f3, 394, 404
	.long	.Lrapcfi_pre43 + 16 - .
	.long	.Lrapcfi_end42 - .Lrapcfi_pre43 - 16
	.long	0x7e0c52a5, 416, 425
	.long	.Lrapcfi_pre45 + 16 - .
	.long	.Lrapcfi_end44 - .Lrapcfi_pre45 - 16
	.long	0x91208de2, 435, 446
	.long	.Lrapcfi_pre47 + 16 - .
	.long	.Lrapcfi_end46 - .Lrapcfi_pre47 - 16
	.long	0x936dd101, 457, 469
	.long	.Lrapcfi_pre49 + 16 - .
	.long	.Lrapcfi_end48 - .Lrapcfi_pre49 - 16
	.long	0xb2cdebba, 483, 495
	.long	.Lrapcfi_pre51 + 16 - .
	.long	.Lrapcfi_end50 - .Lrapcfi_pre51 - 16
	.long	0x1b1228e5, 508, 521
	.long	.Lrapcfi_pre53 + 16 - .
	.long	.Lrapcfi_end52 - .Lrapcfi_pre53 - 16
	.long	0x4d28493d, 536, 549
	.long	.Lrapcfi_pre55 + 16 - .
	.long	.Lrapcfi_end54 - .Lrapcfi_pre55 - 16
	.long	0x1adfae0d, 561, 580
	.long	.Lrapcfi_pre57 + 16 - .
	.long	.Lrapcfi_end56 - .Lrapcfi_pre57 - 16
	.long	0x54740400, 592, 611
	.long	.Lrapcfi_pre59 + 16 - .
	.long	.Lrapcfi_end58 - .Lrapcfi_pre59 - 16
	.long	0xc5832115, 621, 630
	.long	.Lrapcfi_pre61 + 16 - .
	.long	.Lrapcfi_end60 - .Lrapcfi_pre61 - 16
	.long	0x0e88e052, 643, 650
	.long	.Lrapcfi_pre63 + 16 - .
	.long	.Lrapcfi_end62 - .Lrapcfi_pre63 - 16
	.long	0xe4b233ff, 662, 677
	.long	.Lrapcfi_pre65 + 16 - .
	.long	.Lrapcfi_end64 - .Lrapcfi_pre65 - 16
	.long	0x5fc5d2b8, 692, 702
	.long	.Lrapcfi_pre67 + 16 - .
	.long	.Lrapcfi_end66 - .Lrapcfi_pre67 - 16
	.long	0xb007410a, 731, 744
	.long	.Lrapcfi_pre69 + 16 - .
	.long	.Lrapcfi_end68 - .Lrapcfi_pre69 - 16
	.long	0x111eca3a, 772, 782
	.long	.Lrapcfi_pre71 + 16 - .
	.long	.Lrapcfi_end70 - .Lrapcfi_pre71 - 16
	.long	0x2f6c31d4, 801, 810
	.long	.Lrapcfi_pre73 + 16 - .
	.long	.Lrapcfi_end72 - .Lrapcfi_pre73 - 16
	.long	0x2de066fd, 828, 839
	.long	.Lrapcfi_pre75 + 16 - .
	.long	.Lrapcfi_end74 - .Lrapcfi_pre75 - 16
	.long	0xa5f33827, 859, 870
	.long	.Lrapcfi_pre77 + 16 - .
	.long	.Lrapcfi_end76 - .Lrapcfi_pre77 - 16
	.long	0xacb36795, 881, 900
	.long	.Lrapcfi_pre79 + 16 - .
	.long	.Lrapcfi_end78 - .Lrapcfi_pre79 - 16
	.long	0x8974a4d2, 918, 927
	.long	.Lrapcfi_pre81 + 16 - .
	.long	.Lrapcfi_end80 - .Lrapcfi_pre81 - 16
	.long	0xb2595507, 945, 957
	.long	.Lrapcfi_pre83 + 16 - .
	.long	.Lrapcfi_end82 - .Lrapcfi_pre83 - 16
	.long	0xd197e920, 970, 983
	.long	.Lrapcfi_pre85 + 16 - .
	.long	.Lrapcfi_end84 - .Lrapcfi_pre85 - 16
	.long	0x03ca5f2c, 994, 1010
	.long	.Lrapcfi_pre87 + 16 - .
	.long	.Lrapcfi_end86 - .Lrapcfi_pre87 - 16
	.long	0x3ce3bffb, 1021, 1038
	.long	.Lrapcfi_pre89 + 16 - .
	.long	.Lrapcfi_end88 - .Lrapcfi_pre89 - 16
	.long	0xd8ed6d51, 1052, 1069
	.long	.Lrapcfi_pre91 + 16 - .
	.long	.Lrapcfi_end90 - .Lrapcfi_pre91 - 16
	.long	0xf67d68f8, 1082, 1105
	.long	.Lrapcfi_pre93 + 16 - .
	.long	.Lrapcfi_end92 - .Lrapcfi_pre93 - 16
	.long	0x1ab88bbf, 1119, 1138
	.long	.Lrapcfi_pre95 + 16 - .
	.long	.Lrapcfi_end94 - .Lrapcfi_pre95 - 16
	.long	0x952a46dc, 1151, 1162
	.long	.Lrapcfi_pre97 + 16 - .
	.long	.Lrapcfi_end96 - .Lrapcfi_pre97 - 16
	.long	0xe92e7cc5, 1176, 1190
	.long	.Lrapcfi_pre99 + 16 - .
	.long	.Lrapcfi_end98 - .Lrapcfi_pre99 - 16
	.long	0x9d1e4a67, 1201, 1226
	.long	.Lrapcfi_pre101 + 16 - .
	.long	.Lrapcfi_end100 - .Lrapcfi_pre101 - 16
	.long	0x07d85f31, 1239, 1252
	.long	.Lrapcfi_pre103 + 16 - .
	.long	.Lrapcfi_end102 - .Lrapcfi_pre103 - 16
	.long	0x2efbf8d4, 1265, 1283
	.long	.Lrapcfi_pre105 + 16 - .
	.long	.Lrapcfi_end104 - .Lrapcfi_pre105 - 16
	.long	0x241d6bd0, 1296, 1307
	.long	.Lrapcfi_pre107 + 16 - .
	.long	.Lrapcfi_end106 - .Lrapcfi_pre107 - 16
	.long	0xd73ef4da, 1323, 1338
	.long	.Lrapcfi_pre109 + 16 - .
	.long	.Lrapcfi_end108 - .Lrapcfi_pre109 - 16
	.long	0x3310989b, 1356, 1374
	.long	.Lrapcfi_pre111 + 16 - .
	.long	.Lrapcfi_end110 - .Lrapcfi_pre111 - 16
	.long	0xb3d88700, 1386, 1399
	.long	.Lrapcfi_pre113 + 16 - .
	.long	.Lrapcfi_end112 - .Lrapcfi_pre113 - 16
	.long	0xff4ef75c, 1413, 1424
	.long	.Lrapcfi_pre115 + 16 - .
	.long	.Lrapcfi_end114 - .Lrapcfi_pre115 - 16
	.long	0x8e92a820, 1436, 1448
	.long	.Lrapcfi_pre117 + 16 - .
	.long	.Lrapcfi_end116 - .Lrapcfi_pre117 - 16
	.long	0x03cf7c78, 1458, 1470
	.long	.Lrapcfi_pre119 + 16 - .
	.long	.Lrapcfi_end118 - .Lrapcfi_pre119 - 16
	.long	0xfbf13fdd, 1481, 1494
	.long	.Lrapcfi_pre121 + 16 - .
	.long	.Lrapcfi_end120 - .Lrapcfi_pre121 - 16
	.long	0x096b8012, 1506, 1517
	.long	.Lrapcfi_pre123 + 16 - .
	.long	.Lrapcfi_end122 - .Lrapcfi_pre123 - 16
	.long	0xcbc97873, 1536, 1551
	.long	.Lrapcfi_pre125 + 16 - .
	.long	.Lrapcfi_end124 - .Lrapcfi_pre125 - 16
	.long	0x4522d54b, 1566, 1581
	.long	.Lrapcfi_pre127 + 16 - .
	.long	.Lrapcfi_end126 - .Lrapcfi_pre127 - 16
	.long	0x33ebf4ec, 1600, 1617
	.long	.Lrapcfi_pre129 + 16 - .
	.long	.Lrapcfi_end128 - .Lrapcfi_pre129 - 16
	.long	0xda6abf01, 1635, 1653
	.long	.Lrapcfi_pre131 + 16 - .
	.long	.Lrapcfi_end130 - .Lrapcfi_pre131 - 16
	.long	0xb14e218f, 1671, 1688
	.long	.Lrapcfi_pre133 + 16 - .
	.long	.Lrapcfi_end132 - .Lrapcfi_pre133 - 16
	.long	0x36b1c5a6, 1711, 1728
	.long	.Lrapcfi_pre135 + 16 - .
	.long	.Lrapcfi_end134 - .Lrapcfi_pre135 - 16
	.long	0x9b32cf31, 1737, 1759
	.long	.Lrapcfi_pre137 + 16 - .
	.long	.Lrapcfi_end136 - .Lrapcfi_pre137 - 16
	.long	0xd4dc8d6e, 1770, 1797
	.long	.Lrapcfi_pre139 + 16 - .
	.long	.Lrapcfi_end138 - .Lrapcfi_pre139 - 16
	.long	0x55bc2d98, 1813, 1824
	.long	.Lrapcfi_pre141 + 16 - .
	.long	.Lrapcfi_end140 - .Lrapcfi_pre141 - 16
	.long	0xa74d6a05, 1861, 1875
	.long	.Lrapcfi_pre143 + 16 - .
	.long	.Lrapcfi_end142 - .Lrapcfi_pre143 - 16
	.long	0xfe42fd29, 1893, 1908
	.long	.Lrapcfi_pre145 + 16 - .
	.long	.Lrapcfi_end144 - .Lrapcfi_pre145 - 16
	.long	0xecaffb06, 1922, 1936
	.long	.Lrapcfi_pre147 + 16 - .
	.long	.Lrapcfi_end146 - .Lrapcfi_pre147 - 16
	.long	0xc6215604, 1949, 1965
	.long	.Lrapcfi_pre149 + 16 - .
	.long	.Lrapcfi_end148 - .Lrapcfi_pre149 - 16
	.long	0x966a5e97, 1977, 1990
	.long	.Lrapcfi_pre151 + 16 - .
	.long	.Lrapcfi_end150 - .Lrapcfi_pre151 - 16
	.long	0x1b17d7ba, 2001, 2018
	.long	.Lrapcfi_pre153 + 16 - .
	.long	.Lrapcfi_end152 - .Lrapcfi_pre153 - 16
	.long	0x94f7d968, 2038, 2050
	.long	.Lrapcfi_pre155 + 16 - .
	.long	.Lrapcfi_end154 - .Lrapcfi_pre155 - 16
	.long	0x4c8eb63a, 2065, 2081
	.long	.Lrapcfi_pre157 + 16 - .
	.long	.Lrapcfi_end156 - .Lrapcfi_pre157 - 16
	.long	0x993e738c, 2098, 2115
	.long	.Lrapcfi_pre159 + 16 - .
	.long	.Lrapcfi_end158 - .Lrapcfi_pre159 - 16
	.long	0xf3ad94fe, 2123, 2140
	.long	.Lrapcfi_pre161 + 16 - .
	.long	.Lrapcfi_end160 - .Lrapcfi_pre161 - 16
	.long	0x1b3652c9, 2151, 2167
	.long	.Lrapcfi_pre163 + 16 - .
	.long	.Lrapcfi_end162 - .Lrapcfi_pre163 - 16
	.long	0xce609207, 2180, 2201
	.long	.Lrapcfi_pre165 + 16 - .
	.long	.Lrapcfi_end164 - .Lrapcfi_pre165 - 16
	.long	0x92a7b867, 2221, 2244
	.long	.Lrapcfi_pre167 + 16 - .
	.long	.Lrapcfi_end166 - .Lrapcfi_pre167 - 16
	.long	0x77332687, 2261, 2281
	.long	.Lrapcfi_pre169 + 16 - .
	.long	.Lrapcfi_end168 - .Lrapcfi_pre169 - 16
	.long	0xbd29d6ba, 2291, 2307
	.long	.Lrapcfi_pre171 + 16 - .
	.long	.Lrapcfi_end170 - .Lrapcfi_pre171 - 16
	.long	0x4931ae65, 2324, 2346
	.popsection
	.pushsection	.rapcfi.sites, "a"
	.balign	4
.Lrapcfi_sites:
	.popsection
	.pushsection	.rapcfi.strings, "a"
.Lrapcfi_strings:
	.byte	102, 48, 49, 95, 118, 111, 105, 100, 0, 95, 90, 84, 83, 70, 118, 118
	.byte	69, 0, 102, 48, 50, 95, 99, 104, 97, 114, 0, 95, 90, 84, 83, 70
	.byte	99, 99, 69, 0, 102, 48, 51, 95, 115, 99, 104, 97, 114, 0, 95, 90
	.byte	84, 83, 70, 97, 97, 69, 0, 102, 48, 52, 95, 117, 99, 104, 97, 114
	.byte	0, 95, 90, 84, 83, 70, 104, 104, 69, 0, 102, 48, 53, 95, 115, 104
	.byte	111, 114, 116, 0, 95, 90, 84, 83, 70, 115, 115, 69, 0, 102, 48, 54
	.byte	95, 117, 115, 104, 111, 114, 116, 0, 95, 90, 84, 83, 70, 116, 116, 69
	.byte	0, 102, 48, 55, 95, 105, 110, 116, 0, 95, 90, 84, 83, 70, 105, 105
	.byte	69, 0, 102, 48, 56, 95, 117, 105, 110, 116, 0, 95, 90, 84, 83, 70
	.byte	106, 106, 69, 0, 102, 48, 57, 95, 108, 111, 110, 103, 0, 95, 90, 84
	.byte	83, 70, 108, 108, 69, 0, 102, 49, 48, 95, 117, 108, 111, 110, 103, 0
	.byte	95, 90, 84, 83, 70, 109, 109, 69, 0, 102, 49, 49, 95, 108, 108, 111
	.byte	110, 103, 0, 95, 90, 84, 83, 70, 120, 120, 69, 0, 102, 49, 50, 95
	.byte	117, 108, 108, 111, 110, 103, 0, 95, 90, 84, 83, 70, 121, 121, 69, 0
	.byte	102, 49, 51, 95, 98, 111, 111, 108, 0, 95, 90, 84, 83, 70, 98, 98
	.byte	69, 0, 102, 49, 52, 95, 102, 108, 111, 97, 116, 0, 95, 90, 84, 83
	.byte	70, 102, 102, 69, 0, 102, 49, 53, 95, 100, 111, 117, 98, 108, 101, 0
	.byte	95, 90, 84, 83, 70, 100, 100, 69, 0, 102, 49, 54, 95, 108, 100, 111
	.byte	117, 98, 108, 101, 0, 95, 90, 84, 83, 70, 101, 101, 69, 0, 102, 49
	.byte	55, 95, 105, 110, 116, 49, 50, 56, 0, 95, 90, 84, 83, 70, 110, 110
	.byte	69, 0, 102, 49, 56, 95, 117, 105, 110, 116, 49, 50, 56, 0, 95, 90
	.byte	84, 83, 70, 111, 111, 69, 0, 102, 49, 57, 95, 102, 108, 111, 97, 116
	.byte	49, 54, 0, 95, 90, 84, 83, 70, 68, 70, 49, 54, 95, 68, 70, 49
	.byte	54, 95, 69, 0, 102, 50, 48, 95, 102, 108, 111, 97, 116, 49, 50, 56
	.byte	0, 95, 90, 84, 83, 70, 103, 103, 69, 0, 102, 50, 49, 95, 109, 105
	.byte	120, 101, 100, 0, 95, 90, 84, 83, 70, 118, 105, 108, 99, 100, 69, 0
	.byte	102, 50, 50, 95, 105, 110, 116, 112, 0, 95, 90, 84, 83, 70, 118, 80
	.byte	105, 69, 0, 102, 50, 51, 95, 99, 104, 97, 114, 112, 112, 0, 95, 90
	.byte	84, 83, 70, 118, 80, 80, 99, 69, 0, 102, 50, 52, 95, 109, 101, 109
	.byte	108, 105, 107, 101, 0, 95, 90, 84, 83, 70, 80, 118, 83, 95, 80, 75
	.byte	118, 69, 0, 102, 50, 53, 95, 115, 116, 114, 108, 105, 107, 101, 0, 95
	.byte	90, 84, 83, 70, 105, 80, 75, 99, 80, 99, 69, 0, 102, 50, 54, 95
	.byte	118, 111, 108, 97, 116, 105, 108, 101, 0, 95, 90, 84, 83, 70, 118, 80
	.byte	86, 105, 80, 86, 75, 105, 69, 0, 102, 50, 55, 95, 114, 101, 115, 116
	.byte	114, 105, 99, 116, 0, 95, 90, 84, 83, 70, 118, 80, 105, 83, 95, 69
	.byte	0, 102, 50, 56, 95, 105, 110, 110, 101, 114, 95, 114, 101, 115, 116, 114
	.byte	105, 99, 116, 0, 95, 90, 84, 83, 70, 118, 80, 114, 80, 99, 69, 0
	.byte	102, 50, 57, 95, 116, 111, 112, 108, 101, 118, 101, 108, 95, 113, 117, 97
	.byte	108, 115, 0, 95, 90, 84, 83, 70, 118, 105, 100, 69, 0, 102, 51, 48
	.byte	95, 99, 112, 99, 112, 0, 95, 90, 84, 83, 70, 118, 80, 75, 80, 75
	.byte	99, 69, 0, 102, 51, 49, 95, 118, 112, 0, 95, 90, 84, 83, 70, 118
	.byte	80, 86, 80, 105, 69, 0, 102, 51, 50, 95, 115, 116, 114, 117, 99, 116
	.byte	95, 112, 116, 114, 0, 95, 90, 84, 83, 70, 118, 80, 53, 112, 111, 105
	.byte	110, 116, 69, 0, 102, 51, 51, 95, 115, 117, 98, 115, 116, 0, 95, 90
	.byte	84, 83, 70, 118, 80, 53, 112, 111, 105, 110, 116, 83, 48, 95, 80, 52
	.byte	114, 101, 99, 116, 83, 50, 95, 83, 95, 69, 0, 102, 51, 52, 95, 98
	.byte	121, 95, 118, 97, 108, 117, 101, 0, 95, 90, 84, 83, 70, 53, 112, 111
	.byte	105, 110, 116, 52, 114, 101, 99, 116, 51, 110, 117, 109, 53, 99, 111, 108
	.byte	111, 114, 69, 0, 102, 51, 53, 95, 117, 110, 105, 111, 110, 0, 95, 90
	.byte	84, 83, 70, 80, 51, 110, 117, 109, 83, 48, 95, 80, 75, 83, 95, 69
	.byte	0, 102, 51, 54, 95, 101, 110, 117, 109, 0, 95, 90, 84, 83, 70, 53
	.byte	99, 111, 108, 111, 114, 83, 95, 80, 83, 95, 69, 0, 102, 51, 55, 95
	.byte	111, 112, 97, 113, 117, 101, 0, 95, 90, 84, 83, 70, 118, 80, 54, 111
	.byte	112, 97, 113, 117, 101, 80, 83, 48, 95, 69, 0, 102, 51, 56, 95, 115
	.byte	116, 100, 105, 110, 116, 0, 95, 90, 84, 83, 70, 109, 109, 104, 105, 69
	.byte	0, 102, 51, 57, 95, 116, 121, 112, 101, 100, 101, 102, 95, 115, 116, 114
	.byte	117, 99, 116, 0, 95, 90, 84, 83, 70, 118, 80, 53, 112, 111, 105, 110
	.byte	116, 83, 48, 95, 69, 0, 102, 52, 48, 95, 97, 110, 111, 110, 0, 95
	.byte	90, 84, 83, 70, 118, 80, 54, 97, 110, 111, 110, 95, 116, 83, 95, 69
	.byte	0, 102, 52, 49, 95, 104, 97, 110, 100, 108, 101, 114, 0, 95, 90, 84
	.byte	83, 70, 118, 80, 70, 118, 105, 69, 69, 0, 102, 52, 50, 95, 99, 105
	.byte	110, 116, 95, 112, 116, 114, 0, 95, 90, 84, 83, 70, 118, 80, 75, 105
	.byte	69, 0, 102, 52, 51, 95, 97, 114, 114, 97, 121, 95, 112, 97, 114, 97
	.byte	109, 0, 95, 90, 84, 83, 70, 118, 105, 80, 105, 69, 0, 102, 52, 52
	.byte	95, 97, 114, 114, 97, 121, 50, 95, 112, 97, 114, 97, 109, 0, 95, 90
	.byte	84, 83, 70, 118, 80, 65, 49, 54, 95, 99, 69, 0, 102, 52, 53, 95
	.byte	112, 116, 114, 95, 116, 111, 95, 97, 114, 114, 97, 121, 0, 95, 90, 84
	.byte	83, 70, 118, 80, 65, 52, 95, 105, 69, 0, 102, 52, 54, 95, 112, 116
	.byte	114, 95, 116, 111, 95, 99, 111, 110, 115, 116, 95, 97, 114, 114, 97, 121
	.byte	0, 95, 90, 84, 83, 70, 118, 80, 65, 52, 95, 75, 105, 69, 0, 102
	.byte	52, 55, 95, 102, 117, 110, 99, 116, 105, 111, 110, 95, 112, 97, 114, 97
	.byte	109, 0, 95, 90, 84, 83, 70, 118, 80, 70, 105, 105, 69, 69, 0, 102
	.byte	52, 56, 95, 109, 97, 116, 114, 105, 120, 0, 95, 90, 84, 83, 70, 118
	.byte	80, 65, 52, 95, 100, 108, 69, 0, 102, 52, 57, 95, 118, 108, 97, 95
	.byte	112, 97, 114, 97, 109, 0, 95, 90, 84, 83, 70, 118, 105, 80, 108, 69
	.byte	0, 102, 53, 48, 95, 114, 101, 116, 117, 114, 110, 115, 95, 112, 116, 114
	.byte	95, 116, 111, 95, 97, 114, 114, 97, 121, 0, 95, 90, 84, 83, 70, 80
	.byte	65, 56, 95, 105, 118, 69, 0, 102, 53, 49, 95, 99, 97, 108, 108, 98
	.byte	97, 99, 107, 0, 95, 90, 84, 83, 70, 118, 80, 70, 118, 118, 69, 69
	.byte	0, 102, 53, 50, 95, 114, 101, 116, 117, 114, 110, 115, 95, 102, 110, 112
	.byte	116, 114, 0, 95, 90, 84, 83, 70, 80, 70, 118, 100, 69, 105, 69, 0
	.byte	102, 53, 51, 95, 115, 105, 103, 110, 97, 108, 0, 95, 90, 84, 83, 70
	.byte	80, 70, 118, 105, 69, 105, 83, 48, 95, 69, 0, 102, 53, 52, 95, 99
	.byte	111, 109, 112, 97, 114, 97, 116, 111, 114, 0, 95, 90, 84, 83, 70, 105
	.byte	80, 70, 105, 80, 75, 118, 83, 48, 95, 69, 69, 0, 102, 53, 53, 95
	.byte	110, 111, 112, 114, 111, 116, 111, 95, 102, 110, 112, 116, 114, 0, 95, 90
	.byte	84, 83, 70, 118, 80, 70, 105, 69, 69, 0, 102, 53, 54, 95, 102, 110
	.byte	112, 116, 114, 112, 116, 114, 0, 95, 90, 84, 83, 70, 118, 80, 80, 70
	.byte	118, 105, 69, 69, 0, 102, 53, 55, 95, 112, 114, 105, 110, 116, 102, 0
	.byte	95, 90, 84, 83, 70, 105, 80, 75, 99, 122, 69, 0, 102, 53, 56, 95
	.byte	118, 97, 114, 97, 114, 103, 115, 0, 95, 90, 84, 83, 70, 118, 105, 122
	.byte	69, 0, 102, 53, 57, 95, 99, 111, 109, 112, 108, 101, 120, 0, 95, 90
	.byte	84, 83, 70, 67, 100, 83, 95, 69, 0, 102, 54, 48, 95, 99, 111, 109
	.byte	112, 108, 101, 120, 50, 0, 95, 90, 84, 83, 70, 118, 67, 102, 67, 101
	.byte	69, 0, 102, 54, 49, 95, 118, 101, 99, 116, 111, 114, 0, 95, 90, 84
	.byte	83, 70, 68, 118, 52, 95, 105, 83, 95, 68, 118, 52, 95, 102, 69, 0
	.byte	102, 54, 50, 95, 118, 101, 99, 116, 111, 114, 95, 112, 116, 114, 0, 95
	.byte	90, 84, 83, 70, 118, 80, 68, 118, 49, 54, 95, 104, 69, 0, 102, 54
	.byte	51, 95, 97, 116, 111, 109, 105, 99, 95, 112, 116, 114, 0, 95, 90, 84
	.byte	83, 70, 118, 80, 85, 55, 95, 65, 116, 111, 109, 105, 99, 105, 69, 0
	.byte	102, 54, 52, 95, 97, 116, 111, 109, 105, 99, 95, 112, 97, 114, 97, 109
	.byte	0, 95, 90, 84, 83, 70, 118, 85, 55, 95, 65, 116, 111, 109, 105, 99
	.byte	108, 69, 0, 102, 54, 53, 95, 97, 116, 111, 109, 105, 99, 95, 114, 101
	.byte	116, 117, 114, 110, 0, 95, 90, 84, 83, 70, 85, 55, 95, 65, 116, 111
	.byte	109, 105, 99, 105, 118, 69, 0, 102, 54, 54, 95, 99, 111, 110, 115, 116
	.byte	95, 97, 116, 111, 109, 105, 99, 0, 95, 90, 84, 83, 70, 118, 80, 75
	.byte	85, 55, 95, 65, 116, 111, 109, 105, 99, 105, 80, 83, 95, 69, 0, 102
	.byte	54, 55, 95, 99, 111, 110, 115, 116, 95, 114, 101, 116, 117, 114, 110, 0
	.byte	95, 90, 84, 83, 70, 105, 118, 69, 0, 102, 54, 56, 95, 99, 111, 110
	.byte	115, 116, 95, 99, 104, 97, 114, 95, 114, 101, 116, 117, 114, 110, 0, 95
	.byte	90, 84, 83, 70, 80, 75, 99, 118, 69, 0, 102, 54, 57, 95, 118, 111
	.byte	108, 97, 116, 105, 108, 101, 95, 115, 116, 114, 117, 99, 116, 95, 114, 101
	.byte	116, 117, 114, 110, 0, 95, 90, 84, 83, 70, 80, 86, 53, 112, 111, 105
	.byte	110, 116, 118, 69, 0, 102, 55, 48, 95, 115, 117, 98, 115, 116, 50, 0
	.byte	95, 90, 84, 83, 70, 118, 80, 53, 112, 111, 105, 110, 116, 83, 48, 95
	.byte	80, 54, 97, 110, 111, 110, 95, 116, 80, 51, 110, 117, 109, 83, 48, 95
	.byte	83, 52, 95, 69, 0, 102, 55, 49, 95, 101, 110, 117, 109, 95, 112, 116
	.byte	114, 115, 0, 95, 90, 84, 83, 70, 118, 80, 53, 99, 111, 108, 111, 114
	.byte	83, 48, 95, 69, 0, 102, 55, 50, 95, 102, 108, 111, 97, 116, 95, 112
	.byte	116, 114, 115, 0, 95, 90, 84, 83, 70, 118, 80, 102, 80, 100, 80, 101
	.byte	69, 0, 102, 55, 51, 95, 99, 104, 97, 114, 95, 112, 116, 114, 115, 0
	.byte	95, 90, 84, 83, 70, 80, 104, 80, 97, 80, 99, 69, 0, 102, 55, 52
	.byte	95, 105, 110, 116, 49, 50, 56, 95, 112, 116, 114, 115, 0, 95, 90, 84
	.byte	83, 70, 118, 80, 110, 80, 111, 69, 0, 102, 55, 53, 95, 98, 111, 111
	.byte	108, 95, 112, 116, 114, 0, 95, 90, 84, 83, 70, 118, 80, 98, 98, 69
	.byte	0, 102, 55, 54, 95, 102, 110, 95, 111, 102, 95, 115, 116, 114, 117, 99
	.byte	116, 0, 95, 90, 84, 83, 70, 118, 80, 70, 80, 52, 114, 101, 99, 116
	.byte	83, 48, 95, 69, 69, 0, 102, 55, 55, 95, 99, 118, 95, 118, 111, 105
	.byte	100, 0, 95, 90, 84, 83, 70, 118, 80, 86, 75, 118, 80, 86, 118, 69
	.byte	0, 102, 55, 56, 95, 102, 110, 112, 116, 114, 95, 102, 110, 112, 116, 114
	.byte	0, 95, 90, 84, 83, 70, 80, 70, 80, 70, 108, 108, 69, 105, 69, 118
	.byte	69, 0, 102, 55, 57, 95, 107, 110, 114, 95, 110, 111, 112, 97, 114, 97
	.byte	109, 115, 0, 95, 90, 84, 83, 70, 105, 69, 0, 102, 56, 48, 95, 107
	.byte	110, 114, 95, 112, 114, 111, 109, 111, 116, 101, 100, 0, 95, 90, 84, 83
	.byte	70, 100, 100, 105, 105, 69, 0, 102, 56, 49, 95, 122, 101, 114, 111, 95
	.byte	108, 101, 110, 103, 116, 104, 0, 95, 90, 84, 83, 70, 118, 80, 65, 48
	.byte	95, 105, 69, 0, 102, 56, 50, 95, 97, 110, 111, 110, 95, 115, 101, 99
	.byte	111, 110, 100, 95, 110, 97, 109, 101, 0, 95, 90, 84, 83, 70, 118, 80
	.byte	55, 97, 110, 111, 110, 50, 95, 97, 83, 48, 95, 69, 0, 102, 56, 51
	.byte	95, 116, 121, 112, 101, 100, 101, 102, 95, 111, 102, 95, 116, 121, 112, 101
	.byte	100, 101, 102, 0, 95, 90, 84, 83, 70, 118, 80, 55, 97, 110, 111, 110
	.byte	50, 95, 97, 69, 0, 102, 56, 52, 95, 114, 101, 115, 116, 114, 105, 99
	.byte	116, 95, 114, 101, 116, 117, 114, 110, 0, 95, 90, 84, 83, 70, 80, 105
	.byte	118, 69, 0, 102, 56, 53, 95, 112, 114, 111, 116, 111, 95, 115, 99, 111
	.byte	112, 101, 0, 95, 90, 84, 83, 70, 118, 80, 55, 102, 56, 53, 95, 116
	.byte	97, 103, 69, 0, 102, 56, 54, 95, 97, 110, 111, 110, 95, 105, 110, 95
	.byte	112, 114, 111, 116, 111, 116, 121, 112, 101, 0, 95, 90, 84, 83, 70, 118
	.byte	80, 85, 116, 95, 69, 0
	.popsection
	.pushsection	.note.rapcfi, "a", @note
	.balign	4
	.long	7
	.long	40
	.long	1
	.asciz	"rapcfi"
	.balign	4
	.long	1
	.long	0
	.long	.Lrapcfi_funcs - .
	.long	86
	.long	.Lrapcfi_sites - .
	.long	0
	.long	.Lrapcfi_strings - .
	.long	2358
	.long	0
	.long	0
	.popsection
	.section	.note.GNU-stack,"",@progbits
