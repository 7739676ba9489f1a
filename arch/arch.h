/* The plugin's interface to its target: the instruction sequences.
   The plugin decides what to instrument; arch/<target>/ decides how.  */

#ifndef RAPCFI_ARCH_H
#define RAPCFI_ARCH_H

#include <stdint.h>

/* A function's preamble: the hash before its entry.  */
struct rapcfi_preamble
{
  const char *symbol;		/* __cfi_<name> */
  unsigned label;		/* .Lrapcfi_pre<label> marks its start.  */
  uint32_t hash;
  bool global;
  bool weak;
  const char *visibility;	/* "hidden", "protected" or NULL.  */
  unsigned padding;		/* Extra nops between hash and entry.  */
  bool table;			/* Table mode: the same bytes, no hash.  */
  bool kcfi;			/* abi=kcfi: Clang's layout, also where it
				   differs from rapcfi's own.  */
  unsigned prefix;		/* -fpatchable-function-entry's nops before
				   the entry, which follow the preamble.  */
};

/* An inline assembly sequence to put before an instruction, with the hard
   registers it clobbers (the flags included).  */
struct rapcfi_asm
{
  char text[1024];
  int clobbers[4];
  int nclobbers;
};

/* Write into OUT->text what FORMAT says, as printf would.  A sequence
   longer than the buffer is a bug in the target's code: an internal
   error, never a truncated check.  (plugin/late.cc)  */
extern void rapcfi_asm_printf (struct rapcfi_asm *out, const char *format,
			       ...) ATTRIBUTE_PRINTF_2;

/* The same into BUF (SIZE bytes), for a part of a sequence.  */
extern void rapcfi_format (char *buf, size_t size, const char *format, ...)
  ATTRIBUTE_PRINTF_3;

/* Report that the indirect call INSN cannot be checked, WHY completing
   "cannot check this indirect call: ".  (plugin/late.cc)  */
extern void rapcfi_refuse_indirect_call (rtx_insn *insn, const char *why);

/* The NTH (from 0) of the N registers CANDIDATES that the call INSN
   reads neither as its target TARGET nor otherwise (an argument, the
   static chain), or -1: a scratch register for its check.
   (plugin/late.cc)  */
extern int rapcfi_free_scratch (rtx_insn *insn, unsigned target,
				const unsigned *candidates, size_t n,
				unsigned nth);

/* What a target with pointer authentication adds (aarch64's pac-ret).  */
struct rapcfi_target_pac
{
  /* Whether the current function's return address is signed and
     authenticated before its returns, which then need no check of
     rapcfi's.  Only valid once the frame is laid out.  */
  bool (*return_address_signed) (void);

  /* Whether INSN signs the return address (SIGN) or authenticates it
     (!SIGN) with SP as the modifier, as pac-ret does.  */
  bool (*signs_return_address) (rtx_insn *insn, bool sign);

  /* Whether the current function's returns authenticate its signed
     return address themselves, with SP, instead of an instruction before
     them.  */
  bool (*return_authenticates) (void);

  /* Build in OUT what replaces such an instruction when the signature is
     bound to the return hash RHASH as well as to SP.  */
  void (*typed_pac) (uint32_t rhash, bool sign, struct rapcfi_asm *out);
};

/* What each target provides to the plugin: arch/<target>/sequences.cc
   defines rapcfi_target, the one target the plugin is built for.  */
struct rapcfi_target
{
  /* Bytes of preamble from its start to the entry, without padding.  */
  unsigned preamble_size;

  /* Bytes of one of -fpatchable-function-entry's nops (with riscv64's C
     extension, the options say).  */
  unsigned (*nop_size) (void);

  /* Adjust the target's options when the plugin is loaded.  */
  void (*init) (void);

  /* Why rapcfi cannot be used with the target's options (its checks and
     records are written for 64-bit pointers), completing "not supported
     ...", or NULL when it can.  */
  const char *(*unsupported) (void);

  /* Why table mode cannot be used with the target's options, completing
     "not supported ...", or NULL when it can.  */
  const char *(*table_unsupported) (void);

  /* Write the preamble P to FILE, right before the patchable nops (if
     any) and the function's label.  */
  void (*output_preamble) (FILE *file, const struct rapcfi_preamble *p);

  /* Build in OUT the check for the indirect call or tail call INSN, whose
     target must carry HASH at entry - 4 - PREFIX_NOPS.  The checked
     instruction must get the label .Lrapcfi_site<SITE_LABEL>.  May
     rewrite INSN so that its target is in a register.  When INSN cannot
     be checked, say why (rapcfi_refuse_indirect_call) and return
     false.  */
  bool (*icall_check) (rtx_insn *insn, uint32_t hash, unsigned prefix_nops,
		       unsigned site_label, struct rapcfi_asm *out);

  /* Table mode's check of INSN, as icall_check's, against the runtime's
     lookup table instead of the bytes before the target.  */
  bool (*icall_check_table) (rtx_insn *insn, uint32_t hash,
			     unsigned site_label, struct rapcfi_asm *out);

  /* Build in OUT the return-site marker carrying RHASH, for right after
     a call.  */
  void (*return_marker) (uint32_t rhash, struct rapcfi_asm *out);

  /* Build in OUT the check before a return that the return address is a
     return site marked with RHASH, labelled .Lrapcfi_ret<LABEL> at the
     return.  A mismatch goes to the failure path return_failure_path
     builds for FAILURE, which the function's returns share: its stub
     returns to .Lrapcfi_site<FAILURE> and it goes on at
     .Lrapcfi_ret<FAILURE>, the first return, whose effect every return
     of the function has.  THROUGH_REGISTER
     (ret=register): where the return address is read from memory, read
     it once, check it in a register and return through that register,
     so that no other thread can change it between the check and the
     return.  */
  void (*return_check) (uint32_t rhash, unsigned label, unsigned failure,
			bool through_register, struct rapcfi_asm *out);

  /* Table mode's check before a return, as return_check's, against the
     runtime's lookup table instead of the bytes at the return
     address.  */
  void (*return_check_table) (uint32_t rhash, unsigned label,
			      unsigned failure, bool through_register,
			      struct rapcfi_asm *out);

  /* Build in OUT the failure path of the return check LABEL, to go at
     the end of the function.  Its call to the runtime returns to
     .Lrapcfi_site<LABEL>.  WITH_CFI: describe its frame in the CFI.
     UNCACHED: the runtime must not answer from its cache of returns into
     code rapcfi did not compile (compat=off refuses them all).  DIRECT:
     call __rapcfi_ret_fail directly, not through the GOT: a kernel
     provides it, and has no GOT (abi=kcfi).  */
  void (*return_failure_path) (unsigned label, bool with_cfi, bool uncached,
			       bool through_register, bool direct,
			       struct rapcfi_asm *out);

  /* Whether the current function stores its return address in memory,
     where a write can change it before a return reads it back.  Only
     valid once the frame is laid out.  NULL where it always does (a call
     that pushes it).  */
  bool (*return_address_stored_p) (void);

  /* Why ret=register cannot be had in the current function (a shadow
     stack, a return thunk), or NULL.  NULL where the return address is
     never read from memory for the check.  */
  const char *(*return_register_refusal) (void);

  /* Whether the unit's objects have a runtime to tell when they are
     loaded and unloaded (not a kernel's).  */
  bool (*object_hooks_p) (void);

  /* Write to FILE one of the hooks that tell the runtime an object was
     loaded or is being unloaded (doc/ABI.md, "Objects"): the function
     NAME of the COMDAT group __rapcfi_object_hooks, which calls the
     runtime's RUNTIME_FUNCTION with its own address, and its entry in
     SECTION (init_array or fini_array).  */
  void (*output_object_hook) (FILE *file, const char *name,
			      const char *runtime_function,
			      const char *section);

  /* NULL on a target without pointer authentication.  */
  const struct rapcfi_target_pac *pac;

  /* abi=kcfi: build in OUT the check for INSN exactly as Clang's
     -fsanitize=kcfi makes it, whose mismatch traps where a kernel's own
     kCFI handler finds and decodes it; as icall_check otherwise.  NULL on
     a target that does not have it.  */
  bool (*icall_check_kcfi) (rtx_insn *insn, uint32_t hash,
			    unsigned prefix_nops, unsigned site_label,
			    struct rapcfi_asm *out);

  /* The value a type's hash HASH takes, in the code and everywhere else
     (records, __kcfi_typeid_), on a target whose code cannot hold some
     hashes as they are (x86_64: arch/x86_64/code-hash.h); NULL where
     every hash can be.  */
  uint32_t (*code_hash) (uint32_t hash);
};

extern const struct rapcfi_target rapcfi_target;

#endif /* RAPCFI_ARCH_H */
