/* The code and tables the plugin emits (doc/ABI.md), as the runtime
   tests' assembly writes them in the plugin's place.  */

/* The return-site marker with return hash RHASH.  */
.macro marker rhash
	.byte	0x3d
	.long	\rhash
.endm

/* The 16-byte aligned kCFI preamble with HASH.  */
.macro preamble hash
	.p2align 4
	.fill	11, 1, 0x90
	movl	$\hash, %eax
.endm

/* The function record of NAME (code from .LNAME to .LNAME_end) with
   HASH and the type encoding at the label TYPE, in a unit whose strings
   begin at .Lstrings.  */
.macro funcs_record name, hash, type
	.pushsection .rapcfi.funcs, "a"
	.long	.L\name - .
	.long	.L\name\()_end - .L\name
	.long	\hash
	.long	.Lname_\name - .Lstrings
	.long	\type - .Lstrings
	.popsection
	.pushsection .rapcfi.strings, "a"
.Lname_\name: .asciz "\name"
	.popsection
.endm

/* A unit's note: its FLAGS, its strings from STRINGS to STRINGS_END, its
   function records from FUNCS to FUNCS_END and its call-site records
   from SITES to SITES_END (either pair left out: none), its PREFIX of
   patchable nops.  */
.macro unit_note flags, strings, strings_end, funcs, funcs_end, sites, sites_end, prefix=0
	.pushsection .note.rapcfi, "a", @note
	.balign 4
	.long	7, 40, 1
	.asciz	"rapcfi"
	.balign 4
	.long	2				/* version */
	.long	\flags
	.ifb	\funcs
	.long	0, 0
	.else
	.long	\funcs - .
	.long	(\funcs_end - \funcs) / 20
	.endif
	.ifb	\sites
	.long	0, 0
	.else
	.long	\sites - .
	.long	(\sites_end - \sites) / 28
	.endif
	.long	\strings - .
	.long	\strings_end - \strings
	.long	\prefix
	.long	0
	.popsection
.endm
