#!/bin/sh
# Compatibility gate: real C projects nobody here wrote, each built plainly,
# with rapcfi inline and with rapcfi in table mode, and run through its own
# test suite; the results are compared test by test.
#
#     programs.sh RAPCFI_CC RAPCFI_LIBS
#
# RAPCFI_CC is the compiler with the plugin ("gcc -fplugin=... -I..."); its
# first word is the plain compiler.  RAPCFI_LIBS links the runtime.
# From the environment:
#   PROGRAMS             the projects to run (default "zlib pcre2 expat jq")
#   PROGRAMS_VARIANTS    the rapcfi builds (default "inline table")
#   PROGRAMS_PERMISSIVE  projects whose rapcfi runs use RAPCFI_POLICY=
#                        permissive instead of enforce ("all" for every
#                        one): their reports are still listed and
#                        classified, and the comparison runs to the end
#   GATE_OPTS            flags for every build
#
# The projects (sources from Debian 12, gates/programs-fetch.sh):
#   zlib   compression library, small; `make test`: 3 tests
#   pcre2  regular expressions with the JIT (--enable-jit), 117k lines
#          with sljit: RunTest, RunGrepTest, pcre2_jit_test, ...; its
#          callouts return into JIT code; the one unit that calls into
#          the JIT code (pcre2_jit_compile.c, which includes
#          pcre2_jit_match.c), whose functions have no hash, is built
#          with compat=loose (README, "Calls into code rapcfi did not
#          compile")
#   expat  XML parser; its C test runner, and the same tests compiled as
#          C++ (runtestspp), by g++ with the plugin
#   jq     an interpreter (bytecode, C function tables); jq --run-tests etc.
#
# A test that passes plainly and fails, or does not run, in a rapcfi build
# is a regression and counts as failed; tests that fail plainly are listed
# and not judged.  Every distinct rapcfi report (addresses masked) is listed
# with its class, and each failing test with the first report in its log.
# Work files go to ./gates-work/programs/; the last line printed, also
# written to ./gates-work/programs.result, is
#     programs: N passed, M failed
# Exits 1 if any test regresses or the gate cannot run.

set -u

if [ $# -ne 2 ]; then
	echo "usage: $0 RAPCFI_CC RAPCFI_LIBS" >&2
	exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
work=$(pwd)/gates-work
pw=$work/programs
RAPCFI_CC=$1
RAPCFI_LIBS=$2
PLAIN_CC=${RAPCFI_CC%% *}
GATE_OPTS=${GATE_OPTS:-}
projects=${PROGRAMS:-zlib pcre2 expat jq}
variants=${PROGRAMS_VARIANTS:-inline table}
permissive=${PROGRAMS_PERMISSIVE:-}

die() {
	echo "programs: $*" >&2
	echo "programs: 0 passed, 1 failed" >"$work/programs.result"
	echo "programs: 0 passed, 1 failed"
	exit 1
}

mkdir -p "$pw" || exit 1

# --- Prerequisites ---------------------------------------------------------

for tool in make tar sha256sum timeout size autoreconf libtoolize g++ \
	"$PLAIN_CC"; do
	command -v "$tool" >/dev/null 2>&1 ||
		die "missing '$tool' (apt-get install make tar coreutils binutils autoconf automake libtool g++ gcc)"
done

# One argument per project: the splitting is intended.
# shellcheck disable=SC2086
sh "$here/programs-fetch.sh" "$pw" $projects || die "cannot fetch the sources"

# --- The projects -----------------------------------------------------------

# root PROJECT: the project's directory inside its unpacked tarball.
root() {
	case $1 in
	expat) echo "$pw/src/expat/expat" ;;
	*) echo "$pw/src/$1" ;;
	esac
}

# main_object PROJECT: the project's main binary, whose .text is measured.
main_object() {
	case $1 in
	zlib) echo libz.so ;;
	pcre2) echo .libs/libpcre2-8.so ;;
	expat) echo lib/.libs/libexpat.so ;;
	jq) echo .libs/libjq.so ;;
	esac
}

# prepare PROJECT: generate the build system of a project fetched from a
# version-control tag (expat, jq), once, in the pristine tree.
prepare() {
	dir=$(root "$1")
	[ -x "$dir/configure" ] && return 0
	(cd "$dir" && autoreconf -fi) >"$pw/$1.autoreconf.log" 2>&1
}

# build PROJECT DIR CC LIBS: configure and build a copy of PROJECT in DIR,
# with its tests; the output goes to DIR.build.log.  With rapcfi (LIBS
# not empty), C++ is compiled by g++ with CC's options.
build() {
	b_project=$1 dir=$2 b_cc=$3 b_libs=$4
	b_cxx=g++
	[ -n "$b_libs" ] && b_cxx="g++ ${b_cc#* }"
	rm -rf "$dir"
	cp -a "$(root "$b_project")" "$dir" || return 1
	# The runtime goes in LDFLAGS as well as LIBS: libtool's configure
	# links its test of nm's output (global_symbol_pipe) with LDFLAGS but
	# not LIBS; when that link fails, libtool cannot export a symbol list
	# (jq's libjq.la: "eval: syntax error near unexpected token '|'").
	# In LDFLAGS it comes before the objects that need it, which GCC's
	# default --as-needed would drop: hence --no-as-needed, for it only.
	b_ldflags="-Wl,--push-state,--no-as-needed $b_libs -Wl,--pop-state"
	[ -n "$b_libs" ] || b_ldflags=
	# Word splitting of GATE_OPTS is intended.
	# shellcheck disable=SC2086
	(
		cd "$dir" || exit 1
		case $b_project in
		zlib)
			# zlib's own configure takes LDFLAGS for every link.
			CC=$b_cc CFLAGS="-O2 $GATE_OPTS" LDFLAGS=$b_libs ./configure &&
				make -j2 all
			;;
		pcre2)
			./configure CC="$b_cc" CFLAGS="-O2 $GATE_OPTS" LIBS="$b_libs" LDFLAGS="$b_ldflags" \
				--enable-jit --disable-pcre2grep-libz \
				--disable-pcre2grep-libbz2 --disable-pcre2test-libedit \
				--disable-pcre2test-libreadline &&
				make -j2 all &&
				if [ -n "$b_libs" ]; then
					jit=src/libpcre2_8_la-pcre2_jit_compile.lo
					rm -f "$jit" &&
						make CFLAGS="-O2 $GATE_OPTS -fplugin-arg-rapcfi-compat=loose" "$jit" &&
						make -j2 all
				fi &&
				make -j2 pcre2_jit_test pcre2posix_test
			;;
		expat)
			./configure CC="$b_cc" CXX="$b_cxx" CFLAGS="-O2 $GATE_OPTS" \
				CXXFLAGS="-O2 $GATE_OPTS" LIBS="$b_libs" LDFLAGS="$b_ldflags" \
				--without-docbook --without-examples &&
				make -j2 all &&
				make -j2 -C tests runtests runtestspp
			;;
		jq)
			./configure CC="$b_cc" CFLAGS="-O2 $GATE_OPTS" LIBS="$b_libs" LDFLAGS="$b_ldflags" \
				--disable-docs --disable-maintainer-mode \
				--disable-valgrind --without-oniguruma &&
				make -j2 all
			;;
		esac
	) >"$dir.build.log" 2>&1
}

# run_tests PROJECT DIR POLICY: run the project's test suite in DIR, with
# RAPCFI_POLICY=POLICY (empty: the plain build); write one line per test,
# "NAME RESULT", to DIR.results and the suite's output to DIR.tests.log.
run_tests() {
	# (sh has no local variables: these names are the function's own.)
	t_project=$1 dir=$2 t_policy=$3
	(
		cd "$dir" || exit 1
		[ -n "$t_policy" ] && export RAPCFI_POLICY="$t_policy"
		case $t_project in
		zlib)
			# Three targets, each a test: the static, shared and
			# 64-bit-offset builds of example and minigzip.
			for t in teststatic testshared test64; do
				echo "== $t"
				if timeout -k 5 300 make $t >"$t.log" 2>&1 &&
					grep -q 'test OK' "$t.log"; then
					echo "$t PASS" >>"$dir.results"
				else
					echo "$t FAIL" >>"$dir.results"
				fi
			done
			;;
		*)
			# The Automake harness: one .trs per test, its log next to
			# it.  Not -k: what failed is in the .trs files.
			timeout -k 5 1200 make -j2 check
			find . -name '*.trs' | sort | while read -r trs; do
				name=${trs#./}
				name=${name%.trs}
				# A test with several results takes its worst.
				result=$(sed -n 's/^:test-result: //p' "$trs" |
					sort -u | awk '
					/FAIL|ERROR|XPASS/ { bad = $0 }
					{ any = $0 }
					END { print bad != "" ? bad : any }')
				echo "$name ${result:-ERROR}" >>"$dir.results"
			done
			# RunTest's own tests, each with and without the JIT: it
			# stops at the first that fails, and the ones after it
			# count as not run.
			if [ "$t_project" = pcre2 ]; then
				awk '
				/^Test [0-9]+:/ {
					sub(":", "", $2); test = "RunTest/" $2
				}
				test != "" && /^  OK$/ { print test " PASS" }
				test != "" && /^  OK with JIT$/ { print test "-jit PASS" }
				test != "" && /^  Skipped/ { print test " SKIP" }
				' RunTest.log >>"$dir.results"
			fi
			# jq --run-tests: one result per test program, named by its
			# line in the test file; the "***" lines after its
			# "Testing" line say it failed (they give the line of the
			# expected result, not the program's).
			if [ "$t_project" = jq ]; then
				for log in tests/*test.log; do
					t=${log#tests/}
					awk -v t="${t%.log}" '
					/^Testing .* at line number [0-9]+$/ {
						n[++count] = $NF
					}
					/^\*\*\*/ && count { bad[n[count]] = 1 }
					END {
						for (i = 1; i <= count; i++)
							print t "/line-" n[i] (bad[n[i]] ? " FAIL" : " PASS")
					}' "$log" >>"$dir.results"
				done
			fi
			# expat's runners again, verbose: one result per test case
			# (the C runner, and the same cases compiled as C++).
			if [ "$t_project" = expat ]; then
				for runner in runtests runtestspp; do
					# Reports on stderr apart: in the same
					# file they can split a "PASS: name" line.
					timeout -k 5 600 "tests/$runner" -v \
						>"tests/$runner-v.log" \
						2>"tests/$runner-v.stderr.log"
					sed -n "s,^\\(PASS\\|FAIL\\): \\([^ ]*\\).*,$runner/\\2 \\1,p" \
						"tests/$runner-v.log" >>"$dir.results"
				done
			fi
			;;
		esac
	) >"$dir.tests.log" 2>&1
	touch "$dir.results"
	# A name given to two tests (expat has two test_return_ns_triplet)
	# becomes NAME#2 for the second.
	awk '{ if (++seen[$1] > 1) $1 = $1 "#" seen[$1]; print }' \
		"$dir.results" >"$dir.results.tmp" &&
		mv "$dir.results.tmp" "$dir.results"
}

# reports DIR: every rapcfi report written while DIR's tests ran, as
# "LOG<tab>REPORT" (test harnesses keep each test's stderr in its own log;
# the suite's own output is "suite").
reports() {
	{
		grep -a '^rapcfi: ' "$1.tests.log" | sed 's/^/suite	/'
		# Not test-suite.log: Automake copies failing tests' logs in.
		(cd "$1" && find . -name '*.log' ! -name config.log \
			! -name test-suite.log \
			-exec grep -aH '^rapcfi: ' {} + | sed 's,^\./,,; s/:rapcfi: /\trapcfi: /')
	} 2>/dev/null | grep -av '	rapcfi: stopping'
}

# mask: a report without what changes from run to run (addresses, offsets,
# process ids), so that the same report from many tests is one.
mask() {
	sed -e 's/0x[0-9a-f]\{9,\}/ADDR/g' -e 's/+0x[0-9a-f]*)/+OFF)/g' \
		-e 's/\[[0-9]*\]//g'
}

# class PROJECT REPORT: which kind of a masked report it is: first what is
# known of the project's code (where it calls code that no symbol names,
# the runtime cannot say what that code is), then by the report's wording.
class() {
	case $1:$2 in
	pcre2:*" in jit_machine_stack_exec "*" to ADDR: expected"*|\
	pcre2:*" in pcre2_jit_match_8 "*" to ADDR: expected"*)
		# pcre2_jit_match.c calls the compiled pattern's code.
		echo "call into JIT-generated code without a hash, refused by compat=strict (the gate builds this unit with compat=loose: a build that did not)"
		return ;;
	esac
	case $2 in
	*"JIT code"*)
		echo "call into JIT code without a hash, refused by compat=strict" ;;
	*"not after a call"*)
		echo "return into code rapcfi did not compile, not after a call: a real hijack, or a return the runtime cannot explain" ;;
	*"after a call to code that checks no returns"*)
		echo "return after a call to uninstrumented code by a function it cannot have tail-called (static, address never taken)" ;;
	*"return site of another type"*|*"return"*"expected a return site"*)
		echo "return to a return site of another type: a real mismatch" ;;
	*"compat=strict"*|*"did not compile"*)
		echo "call into code rapcfi did not compile whose address instrumented code did not take as that type: a callback an uninstrumented library hands out, or a real mismatch" ;;
	*"indirect call"*"expected"*"found"*)
		echo "indirect call between instrumented functions through a pointer of another type: the program's own cast (undefined behaviour)" ;;
	*)
		echo "unclassified" ;;
	esac
}

# text_size FILE: the size of FILE's .text section.
text_size() {
	size -A "$1" 2>/dev/null | awk '$1 == ".text" { print $2 }'
}

# --- The gate ----------------------------------------------------------------

tab=$(printf '\t')
passed=0
failed=0
start=$(date +%s)
summary=$pw/summary
: >"$summary"
for project in $projects; do
	t0=$(date +%s)
	prepare "$project" ||
		die "$project: autoreconf failed (see $pw/$project.autoreconf.log)"
	lines=$(find "$(root "$project")" -name '*.[ch]' -exec cat {} + | wc -l)
	policy=enforce
	case " $permissive " in
	*" $project "*|*" all "*) policy=permissive ;;
	esac
	echo "== $project ($lines lines of C), rapcfi runs with RAPCFI_POLICY=$policy"

	plain=$pw/$project/plain
	mkdir -p "$pw/$project"
	rm -f "$plain.results"
	if ! build "$project" "$plain" "$PLAIN_CC" ""; then
		echo "programs $project: FAIL: the plain build failed (the gate cannot judge)"
		tail -n 20 "$plain.build.log" | sed 's/^/    | /'
		failed=$((failed + 1))
		continue
	fi
	run_tests "$project" "$plain" ""
	plain_text=$(text_size "$plain/$(main_object "$project")")
	row="$project $lines $(grep -c ' PASS$' "$plain.results")/$(wc -l <"$plain.results")"
	not_judged=$(grep -v ' PASS$' "$plain.results" | grep -v ' SKIP$' |
		awk '{ print $1 }')
	# One name after another on one line: the splitting is intended.
	# shellcheck disable=SC2086
	[ -z "$not_judged" ] ||
		echo "programs $project plain: not judged, $(echo "$not_judged" | wc -l) tests fail plainly:" $not_judged |
		cut -c1-400

	for variant in $variants; do
		cfi=$pw/$project/$variant
		cc=$RAPCFI_CC
		[ "$variant" = table ] && cc="$RAPCFI_CC -fplugin-arg-rapcfi-mode=table"
		rm -f "$cfi.results"
		if build "$project" "$cfi" "$cc" "$RAPCFI_LIBS"; then
			run_tests "$project" "$cfi" "$policy"
		else
			echo "programs $project $variant: the rapcfi build failed:"
			tail -n 20 "$cfi.build.log" | sed 's/^/    | /'
			touch "$cfi.results"
		fi

		# Test by test: each test that passes plainly must pass here.
		ok=0 bad=0
		while read -r name result; do
			[ "$result" = PASS ] || continue
			now=$(awk -v n="$name" '$1 == n { print $2; exit }' "$cfi.results")
			if [ "$now" = PASS ]; then
				ok=$((ok + 1))
				continue
			fi
			bad=$((bad + 1))
			# Why: the first report in the test's own log, or in its
			# suite's (RunTest/4 is in RunTest.log, jqtest/line-8 in
			# tests/jqtest.log, runtests/test_x in
			# tests/runtests-v.stderr.log).
			suite=${name%%/*}
			first=
			for log in "$cfi/$name.log" "$cfi/$suite.log" \
				"$cfi/tests/$suite.log" \
				"$cfi/tests/$suite-v.stderr.log"; do
				[ -f "$log" ] || continue
				first=$(grep -a -m1 '^rapcfi: ' "$log")
				break
			done
			echo "programs $project $variant: FAIL: $name: ${now:-did not run} (plain: PASS)"
			if [ -n "$first" ]; then
				echo "    first report in ${log#"$cfi"/}: $first" | cut -c1-400
				echo "    class: $(class "$project" "$(echo "$first" | mask)")"
			fi
		done <"$plain.results"
		passed=$((passed + ok))
		failed=$((failed + bad))

		# Distinct reports: how many times each, and in which logs (a
		# suite run twice, like expat's runners, reports twice).
		reports "$cfi" | mask | awk -F '\t' '
			{ n[$2]++ }
			!(($2, $1) in seen) { seen[$2, $1] = 1; logs[$2] = logs[$2] " " $1 }
			END { for (r in n) print n[r] "\t" r "\t" logs[r] }' |
			sort -t "$tab" -k1,1rn -k2 >"$cfi.reports"
		total=$(awk -F '\t' '{ n += $1 } END { print n + 0 }' "$cfi.reports")
		distinct=$(wc -l <"$cfi.reports")
		echo "programs $project $variant: $ok of $((ok + bad)) plainly passing tests pass, $total reports, $distinct distinct"
		while IFS=$tab read -r count report logs; do
			echo "    ${count}x $report" | cut -c1-400
			echo "       in:$logs" | cut -c1-400
			echo "       class: $(class "$project" "$report")"
		done <"$cfi.reports"
		cfi_text=$(text_size "$cfi/$(main_object "$project")")
		ratio=$(awk -v a="${cfi_text:-0}" -v b="${plain_text:-0}" \
			'BEGIN { if (a && b) printf "%.3f", a / b; else print "?" }')
		row="$row $(grep -c ' PASS$' "$cfi.results")/$(wc -l <"$cfi.results") $distinct $ratio"
	done
	t=$(($(date +%s) - t0))
	echo "$row ${t}s $policy" >>"$summary"
	echo "programs $project: ${t} s"
done

echo "programs: results (tests passing/run; distinct reports; .text of $(echo "$variants" | tr ' ' '/') vs plain)"
{
	printf '%-8s %7s %9s' project lines plain
	for variant in $variants; do
		printf ' %9s %8s %6s' "$variant" reports .text
	done
	printf ' %6s %s\n' time policy
	while read -r project lines plain rest; do
		printf '%-8s %7s %9s' "$project" "$lines" "$plain"
		# shellcheck disable=SC2086
		set -- $rest
		for variant in $variants; do
			printf ' %9s %8s %6s' "$1" "$2" "$3"
			shift 3
		done
		printf ' %6s %s\n' "$1" "$2"
	done <"$summary"
} | sed 's/^/    /'
echo "programs: total $(($(date +%s) - start)) s"

line="programs: $passed passed, $failed failed"
echo "$line" >"$work/programs.result"
echo "$line"
[ "$failed" -eq 0 ]
