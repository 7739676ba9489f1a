#!/bin/sh
# Build and run one gcc.c-torture/execute test at one optimisation level,
# once with the plain compiler and once with rapcfi.  Called by torture.sh
# (through xargs -P) as
#     torture-test.sh LEVEL NAME
# with TORTURE_SRC, TORTURE_OUT, PLAIN_CC, RAPCFI_CC, RAPCFI_LIBS,
# GATE_OPTS, GATE_CFI_OPTS, GATE_RUN, GATE_SIZE, TORTURE_TARGET and
# TORTURE_RUN_TIMEOUT in the environment (torture.sh).
#
# Writes $TORTURE_OUT/O2/NAME.res (for LEVEL -O2): "NAME PLAIN RAPCFI",
# each status one of pass, compile-error, link-error, run-failure, timeout;
# and for each failing variant NAME.VARIANT.log with the compiler's or the
# program's output (the failing executable is kept too), and for each
# passing one NAME.VARIANT.text with its text sizes (see text_sizes).

set -u

level=$1
name=$2
src=$TORTURE_SRC/$name.c
out=$TORTURE_OUT/${level#-}

# The test's own dg-options / dg-additional-options, crudely: those without
# a target selector, or whose selector names the target (TORTURE_TARGET)
# without narrowing it to ia32 or negating it.  They go after the -O
# level, as in DejaGnu.
dg_options() {
	awk -v target="$TORTURE_TARGET" '/\{ *dg-(additional-)?options / {
		if (!match($0, /"[^"]*"/))
			next
		opts = substr($0, RSTART + 1, RLENGTH - 2)
		rest = substr($0, RSTART + RLENGTH)
		if (rest ~ /target/ && (rest !~ target || rest ~ /ia32|!/))
			next
		printf "%s ", opts
	}' "$1"
}

# text_sizes EXE: the text size size(1) reports (code, read-only data,
# notes, unwind tables) and that of the .text section alone.
text_sizes() {
	echo "$($GATE_SIZE "$1" | awk 'NR == 2 { print $1 }')" \
		"$($GATE_SIZE -A "$1" | awk '$1 == ".text" { print $2 }')"
}

# build_and_run VARIANT CC EXTRA_FLAGS LIBS: print the status word.
build_and_run() {
	variant=$1 cc=$2 flags=$3 libs=$4
	exe=$out/$name.$variant
	log=$exe.log
	# Word splitting of the flag strings is intended.
	# shellcheck disable=SC2086
	timeout 300 $cc $level -w $GATE_OPTS $flags $opts \
		-o "$exe" "$src" $libs -lm >"$log" 2>&1
	rc=$?
	if [ $rc -ne 0 ]; then
		[ $rc -eq 124 ] && echo "the build timed out after 300 s" >>"$log"
		if grep -q 'ld returned\|undefined reference' "$log"; then
			echo link-error
		else
			echo compile-error
		fi
		return
	fi
	# Not exec: when the test dies of a signal, the subshell (whose stderr
	# is the log) is the one to say so.
	# shellcheck disable=SC2086 # GATE_RUN is a command with options
	(cd "$out" && timeout -k 2 "$TORTURE_RUN_TIMEOUT" $GATE_RUN "$exe"
	 exit $?) </dev/null >>"$log" 2>&1
	rc=$?
	if [ $rc -eq 0 ]; then
		text_sizes "$exe" >"$exe.text"
		rm -f "$exe" "$log"
		echo pass
	elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
		echo "exit status $rc (timed out after $TORTURE_RUN_TIMEOUT s)" >>"$log"
		echo timeout
	elif [ $rc -gt 128 ] && [ $rc -lt 160 ]; then
		echo "exit status $rc (SIG$(kill -l $((rc - 128))))" >>"$log"
		echo run-failure
	else
		echo "exit status $rc" >>"$log"
		echo run-failure
	fi
}

opts=$(dg_options "$src")
plain=$(build_and_run plain "$PLAIN_CC" "" "")
rapcfi=$(build_and_run rapcfi "$RAPCFI_CC" "$GATE_CFI_OPTS" "$RAPCFI_LIBS")
echo "$name $plain $rapcfi" >"$out/$name.res"
