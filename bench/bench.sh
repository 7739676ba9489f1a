#!/bin/sh
# Benchmarks (make bench): what rapcfi costs, measured in one run against
# plain GCC on the same sources, beside what Clang kCFI costs against
# plain Clang.
#
#     bench.sh RAPCFI_CC RAPCFI_LIBS [CLANG [RAPCFI_REPORT]]
#
# RAPCFI_CC is the compiler with the plugin ("gcc -fplugin=... -I...");
# its first word is the plain compiler.  RAPCFI_LIBS links the runtime.
# CLANG is clang-16 (empty: the Clang configurations are left out).
# RAPCFI_REPORT, when given, reports the precision of the SQLite build.
#
# Programs: icall (dispatch through a table of function pointers), ret
# (deep recursion through small functions), sqlite (SQLite running a
# fixed SQL workload, bench/sqlite-bench.c), lua (the Lua interpreter
# running bench/lua-bench.lua).  Configurations, all -O2:
#     gcc         plain GCC                    (baseline of the next five)
#     rapcfi-fwd  rapcfi, forward edges only   (edges=forward)
#     rapcfi      rapcfi, forward and return   (the default)
#     table-fwd   rapcfi table mode, forward   (mode=table edges=forward)
#     table       rapcfi table mode, both      (mode=table)
#     gcc-cet     gcc -fcf-protection=full
#     clang       plain clang-16               (baseline of the next)
#     clang-kcfi  clang-16 -fsanitize=kcfi
# For each: run time (median, min and max of BENCH_RUNS runs, interleaved
# across configurations), instructions (valgrind, or perf where the
# machine has counters; on a smaller input, as valgrind is slow), text
# size (size(1): all read-only allocated sections, rapcfi's tables
# included) and the size of .text, compile time (CPU time of the compiler;
# for SQLite, of sqlite3.c, the faster of two compiles), each as a ratio
# to its baseline.
#
# Results: a table on stdout, and ./bench-results/results.{csv,md}; work
# files in ./bench-results/work/.  Benchmarks are not tests: the script
# prints the targets, measured against them, and fails only when it
# cannot measure at all.
#
# From the environment: BENCH_RUNS (5), BENCH_PROGRAMS ("icall ret
# sqlite lua"), BENCH_CONFIGS (all eight), BENCH_COUNTER (auto, perf, valgrind
# or none), BENCH_JOBS (parallel instruction counts, default 2),
# BENCH_QUICK (non-empty: inputs a tenth as large, to try the harness),
# SQLITE_NPM_SPEC (better-sqlite3@12, as gates/sqlite.sh), LUA_NPM_SPEC
# (lua-src@5.3.5: Lua's own sources of its release 5.3.5, the one Lua on
# the npm registry).

set -u

if [ $# -lt 2 ] || [ $# -gt 4 ]; then
	echo "usage: $0 RAPCFI_CC RAPCFI_LIBS [CLANG [RAPCFI_REPORT]]" >&2
	exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
top=$(pwd)
out=$top/bench-results
work=$out/work
RAPCFI_CC=$1
RAPCFI_LIBS=$2
CLANG=${3:-}
REPORT=${4:-}
PLAIN_CC=${RAPCFI_CC%% *}
runs=${BENCH_RUNS:-5}
programs=${BENCH_PROGRAMS:-icall ret sqlite lua}
configs=${BENCH_CONFIGS:-gcc rapcfi-fwd rapcfi table-fwd table gcc-cet clang clang-kcfi}
counter=${BENCH_COUNTER:-auto}
jobs=${BENCH_JOBS:-2}
quick=${BENCH_QUICK:-}
npm_spec=${SQLITE_NPM_SPEC:-better-sqlite3@12}
lua_npm_spec=${LUA_NPM_SPEC:-lua-src@5.3.5}

# The same flags for every configuration, as the SQLite gate uses.
CFLAGS="-O2"
SQLITE_CFLAGS="-DSQLITE_OMIT_LOAD_EXTENSION"
SQLITE_LIBS="-lm -lpthread"
LUA_CFLAGS="-DLUA_USE_POSIX"
LUA_LIBS="-lm"

start=$(date +%s)
mkdir -p "$work" || exit 1

# --- Progress ---------------------------------------------------------------

step=0
total=1
# progress TEXT: one line on stderr, rewritten in place on a terminal.
progress() {
	step=$((step + 1))
	[ $step -gt $total ] && total=$step
	line=$(printf 'bench: [%3d/%d] %4ds  %s' "$step" "$total" \
		$(($(date +%s) - start)) "$1")
	if [ -t 2 ]; then
		printf '\r\033[K%s' "$line" >&2
	else
		printf '%s\n' "$line" >&2
	fi
}
progress_done() {
	[ -t 2 ] && printf '\r\033[K' >&2
	return 0
}
note() {
	progress_done
	echo "bench: $*" >&2
}

# --- Tools -----------------------------------------------------------------

TIMEIT=$work/timeit
if ! "$PLAIN_CC" -O2 -o "$TIMEIT" "$here/timeit.c" 2>"$work/timeit.log"; then
	cat "$work/timeit.log" >&2
	echo "bench: cannot build the timing helper bench/timeit.c" >&2
	exit 1
fi

# The instruction counter: hardware counters when perf has them (fast,
# the full input), else valgrind (slow: a smaller input).
have_perf() {
	command -v perf >/dev/null 2>&1 &&
		perf stat -x, -e instructions:u true 2>&1 >/dev/null |
		grep -q '^[0-9]'
}
case $counter in
auto)
	if have_perf; then
		counter=perf
	elif command -v valgrind >/dev/null 2>&1; then
		counter=valgrind
	else
		counter=none
		note "neither perf counters nor valgrind: no instruction counts (apt-get install valgrind)"
	fi
	;;
perf | valgrind | none) ;;
*)
	echo "bench: BENCH_COUNTER=$counter: expected auto, perf, valgrind or none" >&2
	exit 2
	;;
esac

# --- Configurations and programs --------------------------------------------

# config NAME: set cc, flags, libs, base (the baseline) and desc.
config() {
	flags= libs=
	case $1 in
	gcc) cc=$PLAIN_CC base=gcc desc="gcc -O2" ;;
	rapcfi-fwd)
		cc=$RAPCFI_CC flags=-fplugin-arg-rapcfi-edges=forward
		libs=$RAPCFI_LIBS base=gcc desc="rapcfi forward"
		;;
	rapcfi) cc=$RAPCFI_CC libs=$RAPCFI_LIBS base=gcc desc="rapcfi fwd+ret" ;;
	table-fwd)
		cc=$RAPCFI_CC
		flags="-fplugin-arg-rapcfi-mode=table -fplugin-arg-rapcfi-edges=forward"
		libs=$RAPCFI_LIBS base=gcc desc="rapcfi table forward"
		;;
	table)
		cc=$RAPCFI_CC flags=-fplugin-arg-rapcfi-mode=table
		libs=$RAPCFI_LIBS base=gcc desc="rapcfi table fwd+ret"
		;;
	gcc-cet) cc=$PLAIN_CC flags=-fcf-protection=full base=gcc desc="gcc CET" ;;
	clang) cc=$CLANG base=clang desc="clang-16 -O2" ;;
	clang-kcfi) cc=$CLANG flags=-fsanitize=kcfi base=clang desc="clang-16 kCFI" ;;
	*)
		echo "bench: unknown configuration '$1'" >&2
		exit 2
		;;
	esac
}

# The inputs: RUN_ARGS for timing (about a second with plain GCC), and
# COUNT_ARGS for counting instructions under valgrind.  DB is the
# database directory of the run.
args() {
	case $1 in
	icall) run_args=500000000 count_args=20000000 ;;
	ret) run_args=250 count_args=10 ;;
	sqlite) run_args="DB 20" count_args="DB 8" ;;
	lua) run_args="$here/lua-bench.lua 40" count_args="$here/lua-bench.lua 4" ;;
	*)
		echo "bench: unknown program '$1' (known: icall ret sqlite lua)" >&2
		exit 2
		;;
	esac
	if [ -n "$quick" ]; then
		case $1 in
		icall) run_args=50000000 count_args=2000000 ;;
		ret) run_args=25 count_args=1 ;;
		sqlite) run_args="DB 2" count_args="DB 1" ;;
		lua) run_args="$here/lua-bench.lua 4" count_args="$here/lua-bench.lua 1" ;;
		esac
	fi
	[ "$counter" = perf ] && count_args=$run_args
	return 0
}

# --- SQLite's amalgamation, as gates/sqlite.sh gets it ------------------------

# The gate's cache is shared: ./gates-work/sqlite/ (npm tarball, sources).
sqlite_src=
get_sqlite() {
	progress_done
	sqlite_src=$(sh "$here/../gates/sqlite-source.sh" \
		"$top/gates-work/sqlite" "$npm_spec") || {
		note "sqlite: no SQLite amalgamation"
		return 1
	}
}

# Lua's sources, cached in ./gates-work/lua/.
lua_src=
get_lua() {
	progress_done
	lua_src=$(sh "$here/../gates/lua-source.sh" "$top/gates-work/lua" \
		"$lua_npm_spec") || {
		note "lua: no Lua sources"
		return 1
	}
}

# --- Building ---------------------------------------------------------------

# timed FILE COMMAND...: run COMMAND (output to FILE.log), append its CPU
# time (user + system) to FILE; fail when it fails.
timed() {
	file=$1
	shift
	line=$("$TIMEIT" -o "$file.log" -e "$file.log" "$@") || return 1
	set -- $line
	[ "$4" = 0 ] || return 1
	echo "$2 $3" | awk '{ printf "%.3f\n", $1 + $2 }' >>"$file"
	echo "$5" >>"$file.rss"
}

# median FILE: the median of the numbers in FILE, one per line.
median() {
	sort -g "$1" | awk '{ v[NR] = $1 } END {
		if (NR) printf "%s\n", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# build PROGRAM CONFIG: compile and link into $work/PROGRAM/CONFIG/prog,
# recording compile time, sizes and status there.
build() {
	prog=$1
	config "$2"
	d=$work/$1/$2
	rm -rf "$d"
	mkdir -p "$d"
	# Word splitting of the command and flag strings is intended.
	# shellcheck disable=SC2086
	case $prog in
	sqlite)
		timed "$d/compile" $cc $CFLAGS $SQLITE_CFLAGS $flags \
			-I"$sqlite_src" -c -o "$d/sqlite3.o" "$sqlite_src/sqlite3.c" &&
			$cc $CFLAGS $SQLITE_CFLAGS $flags -I"$sqlite_src" -c \
				-o "$d/main.o" "$here/sqlite-bench.c" \
				>>"$d/compile.log" 2>&1 &&
			$cc $flags -o "$d/prog" "$d/main.o" "$d/sqlite3.o" $libs \
				$SQLITE_LIBS >>"$d/compile.log" 2>&1
		;;
	lua)
		# The interpreter, lua.c and the library (not luac.c), each
		# file compiled once, in one compiler run.
		(cd "$d" && timed "$d/compile" $cc $CFLAGS $LUA_CFLAGS $flags -c \
			$(ls "$lua_src"/*.c | grep -v '/luac\.c$')) &&
			$cc $flags -o "$d/prog" "$d"/*.o $libs $LUA_LIBS \
				>>"$d/compile.log" 2>&1
		;;
	*)
		# A small program compiles in a few milliseconds: the median
		# of three.
		timed "$d/compiles" $cc $CFLAGS $flags -c -o "$d/main.o" \
			"$here/$prog.c" &&
			timed "$d/compiles" $cc $CFLAGS $flags -c -o "$d/main.o" \
				"$here/$prog.c" &&
			timed "$d/compiles" $cc $CFLAGS $flags -c -o "$d/main.o" \
				"$here/$prog.c" &&
			median "$d/compiles" >"$d/compile" &&
			$cc $flags -o "$d/prog" "$d/main.o" $libs \
				>>"$d/compile.log" 2>&1
		;;
	esac
	if [ $? -ne 0 ] || [ ! -x "$d/prog" ]; then
		echo "does not build" >"$d/status"
		rm -f "$d/compile"
		return
	fi
	size "$d/prog" | awk 'NR == 2 { print $1 }' >"$d/text"
	size -A "$d/prog" | awk '$1 == ".text" { print $2 }' >"$d/code"
	echo ok >"$d/status"
}

# --- Running ----------------------------------------------------------------

# run_once PROGRAM CONFIG N: run the program once (the timing's run N,
# or "check"); its output goes to out.N, its wall time to the times file.
run_once() {
	d=$work/$1/$2 which=$3
	args "$1"
	db=$d/db
	rm -rf "$db"
	mkdir -p "$db"
	# shellcheck disable=SC2086
	line=$("$TIMEIT" -o "$d/out.$which" -e "$d/err.$which" "$d/prog" \
		$(echo "$run_args" | sed "s|DB|$db|"))
	rm -rf "$db"
	set -- $line
	if [ "$4" != 0 ]; then
		if [ "$4" = signal ]; then
			sig=$(kill -l "$5" 2>/dev/null || echo "$5")
			echo "does not run (SIG$sig)" >"$d/status"
		else
			echo "does not run (exit $4)" >"$d/status"
		fi
		return 1
	fi
	[ "$which" = check ] || echo "$1" >>"$d/times"
}

# counting_input PROGRAM NAME: the arguments of PROGRAM's counting input
# into $a, with its database in a fresh $d/NAME-db ($db).
counting_input() {
	args "$1"
	db=$d/$2-db
	rm -rf "$db"
	mkdir -p "$db"
	a=$(echo "$count_args" | sed "s|DB|$db|")
}

# count PROGRAM CONFIG: instructions of one run on the counting input.
count() {
	d=$work/$1/$2
	rm -f "$d/insns"
	counting_input "$1" count
	# shellcheck disable=SC2086
	case $counter in
	perf)
		perf stat -x, -e instructions:u -o "$d/count.log" \
			"$d/prog" $a >"$d/count.out" 2>&1 &&
			awk -F, '$3 ~ /^instructions/ { print $1 }' "$d/count.log" \
				>"$d/insns"
		;;
	valgrind)
		valgrind --tool=cachegrind --cache-sim=no \
			--cachegrind-out-file=/dev/null "$d/prog" $a \
			>"$d/count.out" 2>"$d/count.log" &&
			awk '/I +refs:/ { gsub(",", "", $NF); print $NF }' \
				"$d/count.log" >"$d/insns"
		;;
	esac
	rm -rf "$db"
	[ -s "$d/insns" ] || rm -f "$d/insns"
}

ok() {
	[ "$(cat "$work/$1/$2/status" 2>/dev/null)" = ok ]
}

# --- The run ----------------------------------------------------------------

active_programs=
for p in $programs; do
	args "$p"
	if [ "$p" = sqlite ] && ! get_sqlite; then
		continue
	fi
	if [ "$p" = lua ] && ! get_lua; then
		continue
	fi
	active_programs="$active_programs $p"
done
active_configs=
for c in $configs; do
	config "$c"
	if [ -z "$cc" ] || ! command -v "${cc%% *}" >/dev/null 2>&1; then
		note "$c: no compiler (clang-16 not found?): left out"
		continue
	fi
	active_configs="$active_configs $c"
done
[ -n "$active_programs" ] && [ -n "$active_configs" ] || {
	echo "bench: nothing to measure" >&2
	exit 1
}
np=$(echo $active_programs | wc -w)
nc=$(echo $active_configs | wc -w)
total=$((np * nc * (3 + runs)))
case " $active_programs " in *" sqlite "*) total=$((total + nc)) ;; esac
[ -n "$REPORT" ] && total=$((total + 1))
echo "bench: $np programs x $nc configurations, $runs timed runs each;" \
	"instructions: $counter; results in $out" >&2

# Compilers one at a time: their CPU times are compared.
for p in $active_programs; do
	for c in $active_configs; do
		progress "build $p ($c)"
		build "$p" "$c"
	done
done

# The CPU time of one compile of sqlite3.c varies by 10-20% on a shared
# machine: compile it once more, in the reverse order, and keep the
# faster of the two.
reversed=
for c in $active_configs; do
	reversed="$c $reversed"
done
case " $active_programs " in
*" sqlite "*)
	for c in $reversed; do
		progress "compile sqlite3.c again ($c)"
		config "$c"
		d=$work/sqlite/$c
		if ok sqlite "$c"; then
			# shellcheck disable=SC2086
			timed "$d/compile" $cc $CFLAGS $SQLITE_CFLAGS $flags \
				-I"$sqlite_src" -c -o "$d/again.o" \
				"$sqlite_src/sqlite3.c"
			rm -f "$d/again.o"
		fi
	done
	;;
esac

# One run of each, to see that it runs and what it prints; the outputs
# must agree with the baseline's, else the comparison means nothing.
for p in $active_programs; do
	for c in $active_configs; do
		progress "check $p ($c)"
		ok "$p" "$c" && run_once "$p" "$c" check
	done
	for c in $active_configs; do
		config "$c"
		if ok "$p" "$c" && ok "$p" "$base" &&
			! cmp -s "$work/$p/$c/out.check" "$work/$p/$base/out.check"; then
			echo "wrong output" >"$work/$p/$c/status"
		fi
	done
done

# Timed runs, round-robin, so that a change in the machine's load spreads
# over every configuration.
r=1
while [ $r -le "$runs" ]; do
	for p in $active_programs; do
		for c in $active_configs; do
			progress "run $r/$runs $p ($c)"
			ok "$p" "$c" && run_once "$p" "$c" "$r"
		done
	done
	r=$((r + 1))
done

# Instruction counts are independent of the load: BENCH_JOBS at a time.
if [ "$counter" != none ]; then
	n=0
	for p in $active_programs; do
		for c in $active_configs; do
			progress "count instructions $p ($c, $counter)"
			if ok "$p" "$c"; then
				count "$p" "$c" &
				n=$((n + 1))
				if [ $n -ge "$jobs" ]; then
					wait
					n=0
				fi
			fi
		done
	done
	wait
else
	step=$((step + np * nc))
fi

# --- The floors under the cost targets -----------------------------------
#
# What the sequences themselves cost, whatever the compiler does around
# them: the plugin's own counts of what it emitted in sqlite3.c
# (-fdump-statistics), times each sequence's size (x86_64), and the calls
# the plain build makes at run time (callgrind, on the counting input),
# each of which a marker follows and a check ends when the callee is the
# program's own.

# sequence_counts CONFIG: "markers returns failure-paths checked-calls
# preambles tables" of SQLite built as CONFIG, into its floor file.
sequence_counts() {
	config "$1"
	d=$work/sqlite/$1
	ok sqlite "$1" || return 0
	rm -rf "$d/floor.d"
	mkdir -p "$d/floor.d"
	# shellcheck disable=SC2086
	(cd "$d/floor.d" && $cc $CFLAGS $SQLITE_CFLAGS $flags -fdump-statistics \
		-I"$sqlite_src" -c -o floor.o "$sqlite_src/sqlite3.c") \
		>"$d/floor.log" 2>&1 || return 0
	tables=$(size -A "$d/prog" |
		awk '$1 ~ /^\.rapcfi\./ { t += $2 } END { print t + 0 }')
	cat "$d/floor.d"/*.statistics | awk -F'"' -v tables="$tables" '
		$2 ~ /^rapcfi / { n[$2] += $NF }
		END {
			print n["rapcfi return sites marked"] + 0,
				n["rapcfi returns checked"] + 0,
				n["rapcfi return failure paths"] + 0,
				n["rapcfi indirect calls checked"] + n["rapcfi indirect tail calls checked"],
				n["rapcfi preambles"] + 0, tables
		}' >"$d/floor"
	rm -rf "$d/floor.d"
}

# callgrind_profile PROGRAM NAME [OPTION...]: profile $d/prog on PROGRAM's
# counting input into $d/callgrind.out (valgrind's messages in
# $d/NAME.log), with callgrind's OPTIONs.
callgrind_profile() {
	counting_input "$1" "$2"
	log=$d/$2.log
	shift 2
	# shellcheck disable=SC2086
	valgrind --tool=callgrind --callgrind-out-file="$d/callgrind.out" "$@" \
		"$d/prog" $a >/dev/null 2>"$log"
	status=$?
	rm -rf "$db"
	return $status
}

# run_calls PROGRAM: "calls-made calls-received" at run time by the code
# of the plain build of PROGRAM (not by the libraries), into its calls
# file.
run_calls() {
	d=$work/$1/gcc
	ok "$1" gcc || return 0
	callgrind_profile "$1" calls &&
		awk -v prog="$d/prog" -f "$here/calls.awk" "$d/callgrind.out" \
			>"$d/calls"
	rm -f "$d/callgrind.out"
}

# checked_calls PROGRAM CONFIG: "sites executions instructions" of the
# indirect call checks in PROGRAM built as CONFIG (bench/checks.awk), into
# its checks file.
checked_calls() {
	d=$work/$1/$2
	ok "$1" "$2" || return 0
	callgrind_profile "$1" checks --dump-instr=yes --dump-line=no \
		--compress-pos=no --compress-strings=no &&
		objdump -d --no-show-raw-insn "$d/prog" |
		awk -v prog="$(cd "$d" && pwd -P)/prog" -f "$here/checks.awk" \
			- "$d/callgrind.out" >"$d/checks"
	rm -f "$d/callgrind.out"
}

# runtime_profile CONFIG: the runtime's share of SQLite's instructions,
# "largest-share function total-share", from a callgrind profile of
# SQLite built as CONFIG, into its runtime file.
runtime_profile() {
	d=$work/sqlite/$1
	ok sqlite "$1" || return 0
	callgrind_profile sqlite profile &&
		callgrind_annotate --threshold=100 "$d/callgrind.out" |
		awk '/PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
			/\[.*\/librapcfi[^\/]*\]$/ {
				gsub(",", "", $1); sum += $1
				if ($1 > max) { max = $1; name = $0 }
			}
			END {
				if (!total) exit 1
				sub(/ \[.*/, "", name); sub(/.*:/, "", name)
				printf "%.4f %s %.4f\n", 100 * max / total,
					name == "" ? "-" : name, 100 * sum / total
			}' >"$d/runtime" || rm -f "$d/runtime"
	rm -f "$d/callgrind.out"
}

if [ "$(uname -m)" = x86_64 ]; then
	case " $active_programs " in
	*" sqlite "*)
		for c in rapcfi table; do
			progress "count the sequences in sqlite3.c ($c)"
			sequence_counts "$c"
		done
		;;
	esac
	if [ "$counter" = valgrind ]; then
		for p in ret sqlite lua; do
			case " $active_programs " in
			*" $p "*)
				progress "count the calls $p makes (callgrind)"
				run_calls "$p"
				;;
			esac
		done
		for p in $active_programs; do
			for c in rapcfi-fwd clang-kcfi; do
				case " $active_configs " in
				*" $c "*)
					progress "count the checked calls of $p ($c, callgrind)"
					checked_calls "$p" "$c"
					;;
				esac
			done
		done
		case " $active_programs " in
		*" sqlite "*)
			for c in rapcfi table; do
				progress "profile the runtime in SQLite ($c, callgrind)"
				runtime_profile "$c"
			done
			;;
		esac
	fi
fi

precision=$out/sqlite-precision.txt
rm -f "$precision"
if [ -n "$REPORT" ] && [ -x "$work/sqlite/rapcfi/prog" ]; then
	progress "rapcfi-report on the SQLite build"
	"$REPORT" "$work/sqlite/rapcfi/prog" >"$precision" 2>&1
fi
progress_done

# --- Results ----------------------------------------------------------------

# get NAME: the figure in $d/NAME (the smallest, when there are
# several), or - without one.
get() {
	if [ -s "$d/$1" ]; then sort -g "$d/$1" | head -n 1; else echo -; fi
}

raw=$work/raw.tsv
: >"$raw"
for p in $active_programs; do
	for c in $active_configs; do
		d=$work/$p/$c
		config "$c"
		st=$(cat "$d/status" 2>/dev/null || echo "not built")
		tmed=- tmin=- tmax=-
		if [ -s "$d/times" ] && [ "$st" = ok ]; then
			tmed=$(median "$d/times")
			tmin=$(sort -g "$d/times" | head -n 1)
			tmax=$(sort -g "$d/times" | tail -n 1)
		fi
		printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
			"$p" "$c" "$base" "$desc" "$st" "$tmed" "$tmin" "$tmax" \
			"$(get insns)" "$(get text)" "$(get code)" \
			"$(get compile)" "$(get compile.rss)" >>"$raw"
	done
done

# What the inputs were, for the notes: arguments timed / counted.
inputs=
for p in $active_programs; do
	args "$p"
	inputs="$inputs${inputs:+; }$p $(echo "$run_args" | sed 's|DB ||') / $(echo "$count_args" | sed 's|DB ||')"
done
# The floors' figures (above), where they were measured.
figure() {
	cat "$1" 2>/dev/null || true
}
# "PROGRAM CONFIG sites executions instructions;..." of the
# configurations with kCFI's check.
checks=
for p in $active_programs; do
	for c in rapcfi-fwd clang-kcfi; do
		[ -s "$work/$p/$c/checks" ] &&
			checks="$checks$p $c $(cat "$work/$p/$c/checks");"
	done
done
ret_pairs=$(sed -n 's/^ret: [0-9]* rounds, \([0-9]*\) calls,.*/\1/p' \
	"$work/ret/gcc/count.out" 2>/dev/null)
awk -F'\t' -v csv="$out/results.csv" -v md="$out/results.md" \
	-v counter="$counter" -v runs="$runs" -v inputs="$inputs" \
	-v seq_inline="$(figure "$work/sqlite/rapcfi/floor")" \
	-v seq_table="$(figure "$work/sqlite/table/floor")" \
	-v calls_sqlite="$(figure "$work/sqlite/gcc/calls")" \
	-v calls_lua="$(figure "$work/lua/gcc/calls")" \
	-v checks="$checks" \
	-v runtime_inline="$(figure "$work/sqlite/rapcfi/runtime")" \
	-v runtime_table="$(figure "$work/sqlite/table/runtime")" \
	-v ret_pairs="${ret_pairs:-}" \
	-v elapsed=$(($(date +%s) - start)) '
function ratio(v, b) {
	if (v == "-" || b == "-" || b + 0 == 0) return "-"
	return sprintf("%.3f", v / b)
}
function pct(r) { return r == "-" ? "n/a" : sprintf("%+.1f%%", (r - 1) * 100) }
function mega(v) { return v == "-" ? "-" : sprintf("%.1fM", v / 1e6) }
{
	n++
	prog[n] = $1; conf[n] = $2; base[n] = $3; desc[n] = $4; st[n] = $5
	tmed[n] = $6; tmin[n] = $7; tmax[n] = $8; ins[n] = $9
	text[n] = $10; code[n] = $11; comp[n] = $12; rss[n] = $13
	idx[$1 SUBSEP $2] = n
}
END {
	print "program,config,description,baseline,status,run_s_median,run_s_min,run_s_max,run_ratio,instructions,instructions_ratio,text_bytes,text_ratio,code_bytes,code_ratio,compile_s,compile_ratio" > csv
	print "| program | configuration | status | run time s, median [min, max] | ratio | instructions | ratio | text (size) | ratio | .text | ratio | compile s | ratio |" > md
	print "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|" > md
	hdr = sprintf("%-7s %-15s %-23s %6s %9s %6s %9s %6s %8s %6s %7s %6s  %s",
		"program", "configuration", "run s (min-max)", "ratio",
		"insns", "ratio", "text", "ratio", ".text", "ratio",
		"compile", "ratio", "status")
	print hdr
	line = hdr; gsub(/./, "-", line); print line
	for (i = 1; i <= n; i++) {
		b = idx[prog[i] SUBSEP base[i]]
		if (b == "") b = i
		rt[i] = ratio(tmed[i], tmed[b]); ri[i] = ratio(ins[i], ins[b])
		rx[i] = ratio(text[i], text[b]); rc[i] = ratio(code[i], code[b])
		rp[i] = ratio(comp[i], comp[b])
		printf "%s,%s,\"%s\",%s,\"%s\",%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n",
			prog[i], conf[i], desc[i], base[i], st[i], tmed[i], tmin[i], tmax[i],
			rt[i], ins[i], ri[i], text[i], rx[i], code[i], rc[i], comp[i], rp[i] > csv
		# Shown: "base" for the baseline itself.
		st_rt = show(rt[i], b == i); st_ri = show(ri[i], b == i)
		st_rx = show(rx[i], b == i); st_rc = show(rc[i], b == i)
		st_rp = show(rp[i], b == i)
		run = tmed[i] == "-" ? "-" : sprintf("%.3f (%.3f-%.3f)", tmed[i], tmin[i], tmax[i])
		printf "%-7s %-15s %-23s %6s %9s %6s %9s %6s %8s %6s %7s %6s  %s\n",
			prog[i], conf[i], run, st_rt, mega(ins[i]), st_ri, text[i], st_rx,
			code[i], st_rc, comp[i], st_rp, st[i]
		mdrun = tmed[i] == "-" ? "-" : sprintf("%.3f [%.3f, %.3f]", tmed[i], tmin[i], tmax[i])
		printf "| %s | %s (%s) | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
			prog[i], conf[i], desc[i], st[i], mdrun, st_rt, mega(ins[i]), st_ri,
			text[i], st_rx, code[i], st_rc, comp[i], st_rp > md
	}
	notes = sprintf("Ratios: rapcfi-fwd, rapcfi, table-fwd, table and gcc-cet to gcc; clang-kcfi to clang.  Run time: median of %d wall-clock runs.  Instructions: %s%s.  Inputs timed / counted: %s (icall: steps; ret: rounds; sqlite: thousands of customers; lua: rounds of bench/lua-bench.lua).  text: size(1), all read-only allocated sections (rapcfi tables included); .text: code only.  Compile: CPU seconds (SQLite: sqlite3.c, the faster of 2; micro benchmarks: median of 3).", runs, counter, counter == "valgrind" ? " (cachegrind, on the smaller inputs)" : "", inputs)
	print ""
	print notes
	print "" > md
	print notes > md

	print ""
	print "Targets (measured, not enforced):"
	print "" > md
	print "## Targets (measured, not enforced)" > md
	print "" > md
	# Forward only against kCFI, each over its own compiler: what each
	# adds per checked call that ran (instructions: those of the checks,
	# and the difference of the whole program, in which the other
	# choices of the compiler around the checks weigh too) and per check in the code
	# (.text bytes), the checks found by bench/checks.awk.
	nck = split(checks, ck, ";")
	for (i = 1; i < nck; i++) {
		split(ck[i], f5, " ")
		ck_sites[f5[1] SUBSEP f5[2]] = f5[3]; ck_runs[f5[1] SUBSEP f5[2]] = f5[4]
		ck_insns[f5[1] SUBSEP f5[2]] = f5[5]
	}
	for (pp = 1; pp <= n; pp++) {
		if (conf[pp] != "rapcfi-fwd") continue
		p = prog[pp]; k = idx[p SUBSEP "clang-kcfi"]
		g = idx[p SUBSEP "gcc"]; cl = idx[p SUBSEP "clang"]
		if (k == "" || g == "" || cl == "" || st[k] != "ok" ||
		    ins[pp] == "-" || ins[g] == "-" || ins[k] == "-" || ins[cl] == "-" ||
		    !ck_runs[p SUBSEP "rapcfi-fwd"] || !ck_runs[p SUBSEP "clang-kcfi"]) {
			target("forward only: per checked call no worse than Clang kCFI",
				sprintf("%s: rapcfi forward-only %s instructions; Clang kCFI: %s -> not comparable",
					p, pct(ri[pp]), k == "" ? "not measured" : st[k]))
			continue
		}
		rs = ck_sites[p SUBSEP "rapcfi-fwd"]; rr = ck_runs[p SUBSEP "rapcfi-fwd"]
		ks = ck_sites[p SUBSEP "clang-kcfi"]; kr = ck_runs[p SUBSEP "clang-kcfi"]
		ir = (ins[pp] - ins[g]) / rr; ik = (ins[k] - ins[cl]) / kr
		cr = ck_insns[p SUBSEP "rapcfi-fwd"] / rr; ckk = ck_insns[p SUBSEP "clang-kcfi"] / kr
		target("forward only: added instructions per checked call no worse than Clang kCFI",
			sprintf("%s: in the checks rapcfi %.2f vs kCFI %.2f per checked call that ran (%d, %d) -> %s; whole program %+.2f vs %+.2f per call (the code each compiler made around the checks included)",
				p, cr, ckk, rr, kr, cr <= ckk + 0.005 ? "met" : "missed", ir, ik))
		gr = code[pp] - code[g]; gk = code[k] - code[cl]
		target("forward only: .text growth no worse than Clang kCFI",
			sprintf("%s: rapcfi %+d B (%d checks) vs kCFI %+d B (%d checks) -> %s",
				p, gr, rs, gk, ks, gr <= gk ? "met" : sprintf("missed; floor %+d B: kCFI growth and 13 B more per check (27 B against 14 B), the compare with the cache word of the site and the call to the runtime (9 + 6 B) in place of ud2 (2 B), which let the runtime allow a call into code without hashes (functions of libc through pointers, which kCFI traps on)", gk + 13 * rs)))
	}
	s = idx["sqlite" SUBSEP "rapcfi"]; f = idx["sqlite" SUBSEP "rapcfi-fwd"]
	g = idx["sqlite" SUBSEP "gcc"]
	t = idx["sqlite" SUBSEP "table"]; tf = idx["sqlite" SUBSEP "table-fwd"]
	# The sequences (x86_64, doc/ABI.md): marker 5 bytes; return check
	# 16 (table 38), 4 instructions (table 7); failure path 8; checked
	# call 27 (table 40); preamble 16.
	nsi = split(seq_inline, si, " "); nst = split(seq_table, st_, " ")
	ncs = split(calls_sqlite, cs, " ")
	if (s != "") {
		target("forward+return run time on SQLite under +5%",
			sprintf("%s (instructions %s) -> %s", pct(rt[s]), pct(ri[s]), judge(rt[s], 1.05)))
		fl = "-"
		if (f != "" && g != "" && ncs == 2 && ins[f] != "-" && ins[g] != "-")
			fl = (ins[f] + cs[1] + 4 * cs[2]) / ins[g]
		target("SQLite both edges: instructions at most +6%",
			floored(ri[s], 1.06, fl, sprintf("the forward checks as measured, a marker after each of the %s calls made and a 4-instruction check before each of the %s returns (callgrind, plain build)", cs[1], cs[2])))
		fl = "-"; flt = "-"
		if (nsi == 6 && g != "" && code[g] != "-") {
			bytes = 5 * si[1] + 16 * si[2] + 8 * si[3] + 27 * si[4] + 16 * si[5]
			fl = 1 + bytes / code[g]; flt = 1 + (bytes + si[6]) / text[g]
		}
		why = sprintf("the sequences alone: %d markers x 5 B, %d return checks x 16 B, %d failure paths x 8 B, %d checked calls x 27 B, %d preambles x 16 B", si[1], si[2], si[3], si[4], si[5])
		target("SQLite both edges: .text at most +15%", floored(rc[s], 1.15, fl, why))
		target("SQLite both edges: size(1) text at most +20%",
			floored(rx[s], 1.20, flt, why sprintf(", and %d B of records for the reports and compat", si[6])))
		target("compile time under +5% (SQLite)",
			sprintf("%s (forward only: %s) -> %s", pct(rp[s]), f == "" ? "n/a" : pct(rp[f]), judge(rp[s], 1.05)))
		target("cc1 peak memory within +5% (SQLite)",
			sprintf("%s (table mode: %s) -> %s", pct(ratio(rss[s], rss[g])),
				t == "" ? "n/a" : pct(ratio(rss[t], rss[g])), judge(ratio(rss[s], rss[g]), 1.05)))
	}
	if (t != "") {
		fl = "-"
		if (tf != "" && g != "" && ncs == 2 && ins[tf] != "-" && ins[g] != "-")
			fl = (ins[tf] + cs[1] + 7 * cs[2]) / ins[g]
		target("SQLite table mode: instructions at most +10%",
			floored(ri[t], 1.10, fl, "the forward lookups as measured, a marker after each call made and a 7-instruction lookup before each return"))
		fl = "-"
		if (nst == 6 && g != "" && text[g] != "-")
			fl = 1 + (5 * st_[1] + 38 * st_[2] + 8 * st_[3] + 40 * st_[4] + 16 * st_[5] + st_[6]) / text[g]
		target("SQLite table mode: size(1) text at most +30%",
			floored(rx[t], 1.30, fl, sprintf("the sequences (return lookups 38 B, call lookups 40 B) and %d B of records, the return-site records among them", st_[6])))
	}
	if (runtime_inline != "" || runtime_table != "") {
		split(runtime_inline, pi, " "); split(runtime_table, pt, " ")
		target("SQLite: no runtime function above 0.1% of instructions",
			sprintf("inline: %s (largest %s%%, %s; all %s%%), table: %s (largest %s%%, %s; all %s%%)",
				runtime_inline == "" ? "not measured" : (pi[1] + 0 <= 0.1 ? "met" : "missed"),
				pi[1], pi[2], pi[3],
				runtime_table == "" ? "not measured" : (pt[1] + 0 <= 0.1 ? "met" : "missed"),
				pt[1], pt[2], pt[3]))
	}
	ret_floor = "floor 5: a marker after the call, which runs, and a check of 4 instructions (a load of the return address, the negated hash, an add from the marker, a branch: an immediate of the check must not be the value a marker holds, or the bytes of the check would be a return site)"
	r = idx["ret" SUBSEP "rapcfi"]; rg = idx["ret" SUBSEP "gcc"]
	if (r != "" && rg != "" && ret_pairs + 0 > 0 && ins[r] != "-" && ins[rg] != "-") {
		per = (ins[r] - ins[rg]) / ret_pairs
		target("ret: at most 4 added instructions per call and return",
			sprintf("%.2f over %d calls -> %s", per, ret_pairs,
				per <= 4 ? "met" : "missed; " ret_floor))
	}
	# Lua makes indirect calls too: the share of the return edge is what the
	# both-edges build adds over the forward-only one.
	l = idx["lua" SUBSEP "rapcfi"]; lf = idx["lua" SUBSEP "rapcfi-fwd"]
	if (l != "" && lf != "" && split(calls_lua, lc, " ") == 2 && lc[1] > 0 &&
	    ins[l] != "-" && ins[lf] != "-") {
		per = (ins[l] - ins[lf]) / lc[1]
		fl = (lc[1] + 4 * lc[2]) / lc[1]
		target("lua: at most 4 instructions per call and return added by the return edge",
			sprintf("%.2f over the %d calls the interpreter made (callgrind, plain build) -> %s",
				per, lc[1], per <= 4 ? "met" : sprintf("missed; the sequences alone come to about %.2f: a marker after each of the %d calls made, a check of 4 instructions before each of the %d returns of its own functions (into libc a call has a marker but its return no check; a tail call kept returns through its callee check, which makes it less)", fl, lc[1], lc[2])))
	}
	# Table mode against inline mode: what each adds to plain GCC.
	for (pp = 1; pp <= n; pp++) {
		if (conf[pp] != "table" && conf[pp] != "table-fwd") continue
		p = prog[pp]
		k = idx[p SUBSEP (conf[pp] == "table" ? "rapcfi" : "rapcfi-fwd")]
		if (k == "") continue
		target(sprintf("%s costs at most 2x inline (%s)", conf[pp], p),
			sprintf("instructions %s vs %s -> %s; run time %s vs %s -> %s",
				pct(ri[pp]), pct(ri[k]), twice(ri[pp], ri[k]),
				pct(rt[pp]), pct(rt[k]), twice(rt[pp], rt[k])))
	}
	printf "\nbench: done in %d s\n", elapsed
}
function twice(t, i) {
	if (t == "-" || i == "-") return "not measured"
	if (i + 0 <= 1) return t + 0 <= 1.01 ? "met" : "inline costs nothing here"
	return sprintf("%.2fx, %s", (t - 1) / (i - 1), (t - 1) <= 2 * (i - 1) ? "met" : "missed")
}
function show(r, is_base) { return is_base && r != "-" ? "base" : r }
# floored(R, LIMIT, FLOOR, WHY): ratio R against the target LIMIT; when
# it misses, the floor measured for it and what makes it.
function floored(r, limit, fl, why) {
	if (r == "-") return "not measured"
	if (r + 0 <= limit) return sprintf("%s -> met", pct(r))
	if (fl == "-") return sprintf("%s -> missed (floor not measured)", pct(r))
	return sprintf("%s -> missed; floor %s: %s", pct(r), pct(fl), why)
}
function judge(r, limit) { return r == "-" ? "not measured" : (r + 0 < limit ? "met" : "missed") }
function target(name, text) {
	printf "  %-52s %s\n", name, text
	printf "- %s: %s\n", name, text > md
}' "$raw" || {
	echo "bench: the results could not be computed" >&2
	exit 1
}
echo "bench: results in $out/results.csv and $out/results.md"

if [ -s "$precision" ]; then
	echo
	echo "Precision of the SQLite build (rapcfi-report; all of it in $precision):"
	sed -n '/^Checked indirect calls by/,/^  mean/p' "$precision"
fi
exit 0
