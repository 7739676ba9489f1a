#!/bin/sh
# Compatibility gate: SQLite, a real program full of indirect calls (its
# allocator, VFS and syscall tables, user callbacks), built plainly and with
# rapcfi, running gates/sqlite-workload.c; the outputs must be identical.
#
#     sqlite.sh RAPCFI_CC RAPCFI_LIBS
#
# RAPCFI_CC is the compiler with the plugin ("gcc -fplugin=... -I..."); its
# first word is the plain compiler.  RAPCFI_LIBS links the runtime.
# From the environment: GATE_OPTS (flags for both builds), GATE_CFI_OPTS
# (flags for the rapcfi build only), SQLITE_NPM_SPEC (the npm package that
# carries the amalgamation, default better-sqlite3@12), SQLITE_TESTS (the
# tests to run, default "pie no-pie").
#
# Two tests, each a plain and a rapcfi build: "pie" (the default) and
# "no-pie" (-fno-pie -no-pie: function addresses taken in the executable are
# its PLT entries).  Work files go to ./gates-work/sqlite/ (the npm tarball
# is cached there, per SQLITE_NPM_SPEC); the last line printed, also
# written to
# ./gates-work/sqlite.result, is
#     sqlite: N passed, M failed
# Exits 1 if any test fails or the gate cannot run.

set -u

if [ $# -ne 2 ]; then
	echo "usage: $0 RAPCFI_CC RAPCFI_LIBS" >&2
	exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
work=$(pwd)/gates-work
sq=$work/sqlite
RAPCFI_CC=$1
RAPCFI_LIBS=$2
PLAIN_CC=${RAPCFI_CC%% *}
GATE_OPTS=${GATE_OPTS:-}
GATE_CFI_OPTS=${GATE_CFI_OPTS:-}
npm_spec=${SQLITE_NPM_SPEC:-better-sqlite3@12}
tests=${SQLITE_TESTS:-pie no-pie}

# Both builds of each test use exactly these, plus the test's own flags.
SQLITE_CFLAGS="-O2 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_ENABLE_FTS5"
SQLITE_LIBS="-lm -lpthread"

die() {
	echo "sqlite: $*" >&2
	echo "sqlite: 0 passed, 1 failed" >"$work/sqlite.result"
	echo "sqlite: 0 passed, 1 failed"
	exit 1
}

mkdir -p "$sq" || exit 1

# --- Prerequisites ---------------------------------------------------------

for tool in tar gzip diff timeout "$PLAIN_CC"; do
	command -v "$tool" >/dev/null 2>&1 ||
		die "missing '$tool' (apt-get install tar gzip diffutils coreutils gcc)"
done

# --- The amalgamation, from the npm tarball (cached) -----------------------

src=$(sh "$here/sqlite-source.sh" "$sq" "$npm_spec") ||
	die "no SQLite amalgamation"

# --- Building and running one variant --------------------------------------

# build DIR CC FLAGS LIBS: compile the amalgamation and the workload into
# DIR/workload; the compiler's output goes to DIR/build.log.
build() {
	dir=$1 cc=$2 flags=$3 libs=$4
	rm -rf "$dir"
	mkdir -p "$dir/run"
	# Word splitting of the flag strings is intended.
	# shellcheck disable=SC2086
	{
		timeout 900 $cc $SQLITE_CFLAGS $flags -I"$src" -c \
			-o "$dir/sqlite3.o" "$src/sqlite3.c" &&
		timeout 300 $cc $SQLITE_CFLAGS $flags -I"$src" -c \
			-o "$dir/workload.o" "$here/sqlite-workload.c" &&
		timeout 300 $cc $flags -o "$dir/workload" "$dir/workload.o" \
			"$dir/sqlite3.o" $libs $SQLITE_LIBS
	} >"$dir/build.log" 2>&1
}

# run DIR: run DIR/workload on a fresh database in DIR/run; its output goes
# to DIR/out and DIR/err, its exit status to DIR/status.
run() {
	# Not exec: when the workload dies of a signal, the subshell (whose
	# stderr is DIR/err) is the one to say so.
	(timeout -k 5 120 "$1/workload" "$1/run"; exit $?) \
		</dev/null >"$1/out" 2>"$1/err"
	echo $? >"$1/status"
}

# status DIR: the run's exit status, with the signal or timeout it means.
status() {
	rc=$(cat "$1/status")
	if [ "$rc" -eq 124 ]; then
		echo "$rc (timed out)"
	elif [ "$rc" -gt 128 ] && [ "$rc" -lt 160 ]; then
		echo "$rc (SIG$(kill -l $((rc - 128))))"
	else
		echo "$rc"
	fi
}

# compare PLAIN_DIR RAPCFI_DIR: diff the two runs' outputs.
compare() {
	diff -u --label plain --label rapcfi "$1/out" "$2/out"
}

# fail MESSAGE: count the current test as failed.
fail() {
	echo "sqlite $test: FAIL: $1"
	failed=$((failed + 1))
}

# show FILE LINES: the head of FILE, indented.
show() {
	head -n "$2" "$1" | sed 's/^/    | /'
}

# --- The tests --------------------------------------------------------------

passed=0
failed=0
start=$(date +%s)
for test in $tests; do
	case $test in
	pie) flags=$GATE_OPTS ;;
	no-pie) flags="-fno-pie -no-pie $GATE_OPTS" ;;
	*) die "unknown test '$test' (known: pie no-pie)" ;;
	esac
	plain=$sq/$test/plain
	cfi=$sq/$test/rapcfi

	t0=$(date +%s)
	build "$plain" "$PLAIN_CC" "$flags" "" &
	build_plain=$!
	build "$cfi" "$RAPCFI_CC" "$flags $GATE_CFI_OPTS" "$RAPCFI_LIBS" &
	build_cfi=$!
	wait $build_plain
	plain_built=$?
	wait $build_cfi
	cfi_built=$?
	t1=$(date +%s)

	[ $plain_built -eq 0 ] && run "$plain" &
	[ $cfi_built -eq 0 ] && run "$cfi" &
	wait
	echo "sqlite $test: built in $((t1 - t0)) s, ran in $(($(date +%s) - t1)) s"

	if [ $plain_built -ne 0 ]; then
		fail "the plain build failed (the gate cannot judge)"
		show "$plain/build.log" 20
	elif [ "$(cat "$plain/status")" -ne 0 ]; then
		fail "the plain run exited $(status "$plain") (the gate cannot judge)"
		show "$plain/err" 20
	elif [ $cfi_built -ne 0 ]; then
		fail "the rapcfi build failed"
		show "$cfi/build.log" 20
	elif [ "$(cat "$cfi/status")" -ne 0 ] ||
		! compare "$plain" "$cfi" >"$sq/$test/out.diff"; then
		compare "$plain" "$cfi" >"$sq/$test/out.diff"
		fail "the rapcfi run exited $(status "$cfi"), $(grep -c '^[-+][^-+]' "$sq/$test/out.diff") lines of output differ"
		show "$sq/$test/out.diff" 20
		if [ -s "$cfi/err" ]; then
			echo "    stderr of the rapcfi run:"
			show "$cfi/err" 20
		else
			echo "    (the rapcfi run wrote nothing to stderr)"
		fi
	else
		echo "sqlite $test: PASS ($(wc -l <"$plain/out") lines of output identical)"
		passed=$((passed + 1))
	fi
done
echo "sqlite: total $(($(date +%s) - start)) s"

line="sqlite: $passed passed, $failed failed"
echo "$line" >"$work/sqlite.result"
echo "$line"
[ "$failed" -eq 0 ]
