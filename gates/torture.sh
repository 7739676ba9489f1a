#!/bin/sh
# Compatibility gate: GCC's gcc.c-torture/execute suite, built and run at
# -O0 and -O2 with the plain compiler and with rapcfi.  A regression is a
# test that passes plainly but fails (compile, link or run) with rapcfi;
# tests that fail plainly need options or targets we do not give them and
# are the baseline, not rapcfi's problem.
#
#     torture.sh RAPCFI_CC RAPCFI_LIBS
#
# RAPCFI_CC is the compiler with the plugin ("gcc -fplugin=... -I..."); its
# first word is the plain compiler.  RAPCFI_LIBS links the runtime.
# From the environment: GATE_OPTS (flags for both builds, e.g. -no-pie),
# GATE_CFI_OPTS (flags for the rapcfi build only, e.g.
# -fplugin-arg-rapcfi-policy=enforce), TORTURE_LEVELS (default "-O0 -O2"),
# TORTURE_TESTS (shell patterns of test names, default all, e.g. "pr4*"),
# TORTURE_SAMPLE (K/N: of the tests selected, in name order, only every
# Nth from the Kth, 1 <= K <= N; CI's trimmed runs),
# GCC_SRC_DIR (where gcc-12-source put its tarball, default /usr/src/gcc-12);
# for a cross compiler, GATE_RUN (how to run a program of the target here,
# e.g. "qemu-aarch64 -cpu max -L /usr/aarch64-linux-gnu"), GATE_SIZE (its
# size(1)), TORTURE_TARGET (the target the tests' option selectors are
# read for, default x86_64) and TORTURE_RUN_TIMEOUT (seconds a test may
# run, default 10).
#
# Work files go to ./gates-work/ (the suite's sources are cached there);
# the last line printed, also written to ./gates-work/torture.result, is
#     torture: N passed, M failed
# N counting test/level pairs that pass in both builds, M the regressions.
# Exits 1 on any regression or if the gate cannot run.

set -u

if [ $# -ne 2 ]; then
	echo "usage: $0 RAPCFI_CC RAPCFI_LIBS" >&2
	exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
work=$(pwd)/gates-work
RAPCFI_CC=$1
RAPCFI_LIBS=$2
PLAIN_CC=${RAPCFI_CC%% *}
GATE_OPTS=${GATE_OPTS:-}
GATE_CFI_OPTS=${GATE_CFI_OPTS:-}
GATE_RUN=${GATE_RUN:-}
GATE_SIZE=${GATE_SIZE:-size}
TORTURE_TARGET=${TORTURE_TARGET:-x86_64}
TORTURE_RUN_TIMEOUT=${TORTURE_RUN_TIMEOUT:-10}
levels=${TORTURE_LEVELS:--O0 -O2}
patterns=${TORTURE_TESTS:-*}
sample=${TORTURE_SAMPLE:-1/1}
jobs=$(nproc 2>/dev/null || echo 2)

die() {
	echo "torture: $*" >&2
	echo "torture: 0 passed, 1 failed" >"$work/torture.result"
	echo "torture: 0 passed, 1 failed"
	exit 1
}

mkdir -p "$work" || exit 1

# --- Prerequisites ---------------------------------------------------------

for tool in timeout xargs tar xz awk "$PLAIN_CC"; do
	command -v "$tool" >/dev/null 2>&1 ||
		die "missing '$tool' (apt-get install coreutils findutils tar xz-utils gawk gcc)"
done

gcc_src_dir=${GCC_SRC_DIR:-/usr/src/gcc-12}
tarball=
for t in "$gcc_src_dir"/gcc-*.tar.xz; do
	[ -f "$t" ] && tarball=$t
done
[ -n "$tarball" ] ||
	die "no GCC source tarball in $gcc_src_dir: apt-get install gcc-12-source"

# --- The suite's sources, extracted once -----------------------------------

src=$work/torture-src/execute
if [ ! -f "$src/.complete" ]; then
	echo "torture: extracting gcc.c-torture/execute from $tarball"
	rm -rf "$work/torture-src" "$work/torture-src.tmp"
	mkdir -p "$work/torture-src.tmp"
	tar -xJf "$tarball" -C "$work/torture-src.tmp" --strip-components=4 \
		--wildcards '*/gcc/testsuite/gcc.c-torture/execute/*' ||
		die "cannot extract the torture suite from $tarball"
	touch "$work/torture-src.tmp/execute/.complete"
	mv "$work/torture-src.tmp" "$work/torture-src"
fi

# Top-level tests only (the ieee/ and builtins/ subdirectories need the
# options and support files their own .exp drivers give them).
select_tests() {
	for f in "$src"/*.c; do
		t=${f##*/}
		t=${t%.c}
		set -f
		for p in $patterns; do
			# shellcheck disable=SC2254 # $p is a pattern
			case $t in $p) echo "$t"; break ;; esac
		done
		set +f
	done
}
sample_k=${sample%/*}
sample_n=${sample#*/}
case $sample_k/$sample_n in
*[!0-9/]* | /* | */ | */*/*) die "TORTURE_SAMPLE=$sample is not K/N" ;;
esac
[ "$sample_k" -ge 1 ] && [ "$sample_k" -le "$sample_n" ] ||
	die "TORTURE_SAMPLE=$sample: K must be from 1 to N"
tests=$(select_tests | awk -v k="$sample_k" -v n="$sample_n" '(NR - k) % n == 0')
[ -n "$tests" ] || die "no test matches '$patterns'"
total=$(echo "$tests" | wc -l)

# --- Sanity: both compilers must build and run a trivial program -----------

probe=$work/torture-probe
printf '%s\n' 'static int f (int x) { return x - 1; }' 'int (*p) (int) = f;' \
	'int main (void) { return p (1); }' >"$probe.c"

# probe WHO CC FLAGS LIBS: build and run it, or stop the gate.
probe() {
	# Word splitting of the flag strings is intended.
	# shellcheck disable=SC2086
	if ! $2 $3 -o "$probe" "$probe.c" $4 >"$probe.log" 2>&1 ||
		! $GATE_RUN "$probe" >>"$probe.log" 2>&1; then
		cat "$probe.log" >&2
		die "$1 cannot build and run a trivial program"
	fi
}
probe "the plain compiler ($PLAIN_CC)" "$PLAIN_CC" "$GATE_OPTS" ""
probe "rapcfi ($RAPCFI_CC ... $RAPCFI_LIBS)" "$RAPCFI_CC" \
	"$GATE_OPTS $GATE_CFI_OPTS" "$RAPCFI_LIBS"

# The text an empty program has in each build at each level (start-up
# code, the runtime's PLT entries): taken off the executables' sizes to
# give the ratio for the code compiled from the tests themselves.
empty=$work/torture-empty
echo 'int main (void) { return 0; }' >"$empty.c"
# empty_text CC FLAGS LIBS: as torture-test.sh's text_sizes.
empty_text() {
	# shellcheck disable=SC2086
	$1 $2 -o "$empty" "$empty.c" $3 >"$empty.log" 2>&1 &&
		echo "$($GATE_SIZE "$empty" | awk 'NR == 2 { print $1 }')" \
			"$($GATE_SIZE -A "$empty" | awk '$1 == ".text" { print $2 }')"
}

# --- Run ------------------------------------------------------------------

TORTURE_SRC=$src TORTURE_OUT=$work/torture
export TORTURE_SRC TORTURE_OUT PLAIN_CC RAPCFI_CC RAPCFI_LIBS GATE_OPTS GATE_CFI_OPTS
export GATE_RUN GATE_SIZE TORTURE_TARGET TORTURE_RUN_TIMEOUT

rm -rf "$TORTURE_OUT"
for level in $levels; do
	mkdir -p "$TORTURE_OUT/${level#-}"
done

echo "torture: $total tests x {$levels} x {plain, rapcfi} on $jobs jobs"
echo "torture: CC=$RAPCFI_CC LIBS=$RAPCFI_LIBS GATE_OPTS=$GATE_OPTS GATE_CFI_OPTS=$GATE_CFI_OPTS${GATE_RUN:+ GATE_RUN=$GATE_RUN}"
start=$(date +%s)
for level in $levels; do
	for t in $tests; do
		echo "$level $t"
	done
done | xargs -n 2 -P "$jobs" sh "$here/torture-test.sh" ||
	die "the test runner failed"
echo "torture: ran in $(($(date +%s) - start)) s"

# --- Report ---------------------------------------------------------------

# The first non-blank lines of a failure log, and its last one (the exit
# status of a run failure).
error_head() {
	awk '!/^[[:space:]=]*$/ { n++; if (n <= 6) print; last = $0 }
		END { if (n > 7) print "..."; if (n > 6) print last }' "$1" |
		sed 's/^/    | /'
}

passed=0
failed=0
for level in $levels; do
	dir=$TORTURE_OUT/${level#-}
	res=$dir/results
	cat "$dir"/*.res | sort >"$res"
	[ "$(wc -l <"$res")" -eq "$total" ] ||
		die "$level: only $(wc -l <"$res") of $total results were written"
	p_plain=$(awk '$2 == "pass"' "$res" | wc -l)
	p_cfi=$(awk '$3 == "pass"' "$res" | wc -l)
	p_both=$(awk '$2 == "pass" && $3 == "pass"' "$res" | wc -l)
	regressions=$(awk '$2 == "pass" && $3 != "pass" { print $1, $3 }' "$res")
	gains=$(awk '$2 != "pass" && $3 == "pass" { printf " %s", $1 }' "$res")
	baseline=$(awk '$2 != "pass" { printf " %s", $1 }' "$res")
	n_reg=0
	[ -n "$regressions" ] && n_reg=$(echo "$regressions" | wc -l)

	echo "torture $level: plain $p_plain/$total, rapcfi $p_cfi/$total, regressions $n_reg"
	echo "$regressions" | while read -r name how; do
		[ -n "$name" ] || continue
		echo "  REGRESSION $level $name ($how):"
		error_head "$dir/$name.rapcfi.log"
	done
	if [ -n "$baseline" ]; then
		echo "  failing plainly (the baseline):$baseline"
	fi
	if [ -n "$gains" ]; then
		echo "  failing plainly but passing with rapcfi (counted neither way):$gains"
	fi
	plain_empty=$(empty_text "$PLAIN_CC" "$level $GATE_OPTS" "")
	cfi_empty=$(empty_text "$RAPCFI_CC" "$level $GATE_OPTS $GATE_CFI_OPTS" \
		"$RAPCFI_LIBS")
	awk '$2 == "pass" && $3 == "pass" { print $1 }' "$res" |
		while read -r name; do
			echo "$(cat "$dir/$name.plain.text") $(cat "$dir/$name.rapcfi.text")"
		done |
		awk -v pe="$plain_empty" -v ce="$cfi_empty" -v l="$level" '
			BEGIN { split(pe, pv, " "); split(ce, cv, " ") }
			{ n++; pt += $1; px += $2; ct += $3; cx += $4 }
			END {
				if (n == 0 || pt <= n * pv[1] || px <= n * pv[2])
					exit
				printf "torture %s: size rapcfi/plain over %d executables:" \
					" text %.3f (%d / %d bytes), .text %.3f;" \
					" less an empty program: text %.3f, .text %.3f\n",
					l, n, ct / pt, ct, pt, cx / px,
					(ct - n * cv[1]) / (pt - n * pv[1]),
					(cx - n * cv[2]) / (px - n * pv[2])
			}'
	passed=$((passed + p_both))
	failed=$((failed + n_reg))
done

line="torture: $passed passed, $failed failed"
echo "$line" >"$work/torture.result"
echo "$line"
[ "$failed" -eq 0 ]
