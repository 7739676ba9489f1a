#!/bin/sh
# Builds at scale: rapcfi's objects are reproducible, ccache never reuses
# an object built with another plugin build or other plugin options, and
# the plugin reaches the compiler on a distcc server and in an icecream
# environment.
#
#     builds.sh CC BUILD_TOP WRAPPER_TEMPLATE
#
# CC is the compiler the plugin was built for, BUILD_TOP the top of the
# build tree (its plugin/.libs holds rapcfi.so and rapcfi-impl.so),
# WRAPPER_TEMPLATE is tools/rapcfi-gcc.in.  The
# program built is gates/builds/*.c, and SQLite's amalgamation for the
# reproducibility checks when the SQLite gate has fetched it
# (./gates-work/sqlite/src/sqlite3.c).  Daemons (distccd) are started on
# 127.0.0.1 by this script and stopped at its end; where one cannot start,
# or a tool is missing, its checks are reported as unsupported.
#
# Work files go to ./gates-work/builds/; the last line, also written to
# ./gates-work/builds.result, is
#     builds: N passed, M failed, K unsupported

set -u

if [ $# -ne 3 ]; then
	echo "usage: $0 CC BUILD_TOP WRAPPER_TEMPLATE" >&2
	exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
CC=$1
BUILD_TOP=$2
PLUGIN_DIR=$BUILD_TOP/plugin/.libs
WRAPPER_TEMPLATE=$3
work=$(pwd)/gates-work/builds
passed=0 failed=0 unsupported=0

pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
unsupported() { echo "UNSUPPORTED: $*"; unsupported=$((unsupported + 1)); }

finish() {
	line="builds: $passed passed, $failed failed, $unsupported unsupported"
	echo "$line" >"$work/../builds.result"
	echo "$line"
	[ "$failed" -eq 0 ]
	exit $?
}

rm -rf "$work"
mkdir -p "$work" || exit 1

# The plugin where every user can read it: distccd runs as nobody.
plugin=$(mktemp -d /tmp/rapcfi-builds.XXXXXX) || exit 1
chmod 755 "$plugin"
cp "$PLUGIN_DIR/rapcfi.so" "$PLUGIN_DIR/rapcfi-impl.so" "$plugin/" &&
	chmod 644 "$plugin"/*.so || exit 1
daemon_pids=
cleanup() {
	for pid in $daemon_pids; do
		kill "$pid" 2>/dev/null
	done
	rm -rf "$plugin"
}
trap cleanup EXIT

cflags="-O2 -fplugin=$plugin/rapcfi.so"
sources="main.c ops.c"

# stage DIR: the program's sources, copied into DIR.
stage() {
	mkdir -p "$1" && cp "$here/builds/"*.c "$here/builds/"*.h "$1/"
}

# build DIR [FLAGS...]: compile the program's sources in DIR (copied
# there), each by its name relative to DIR, with $COMPILE (the compiler
# command, default CC); the objects are DIR/*.o.
build() {
	dir=$1
	shift
	stage "$dir" || return 1
	for s in $sources; do
		# shellcheck disable=SC2086 # word splitting intended
		(cd "$dir" && ${COMPILE:-$CC} $cflags "$@" -c "$s" \
			-o "${s%.c}.o") >>"$dir/build.log" 2>&1 || return 1
	done
}

# same_objects A B: every object of A equals B's.
same_objects() {
	for s in $sources; do
		cmp -s "$1/${s%.c}.o" "$2/${s%.c}.o" || return 1
	done
}

# --- Reproducible output ---------------------------------------------------

if build "$work/run1" && build "$work/run2" &&
	same_objects "$work/run1" "$work/run2"; then
	pass "reproducible: two runs in one directory"
else
	fail "reproducible: two runs in one directory"
fi

if build "$work/a" && build "$work/other/longer/b" &&
	same_objects "$work/a" "$work/other/longer/b"; then
	pass "reproducible: two build directories, relative names"
else
	fail "reproducible: two build directories, relative names"
fi

# Absolute names, as some build systems give them: -ffile-prefix-map
# keeps the directories out of rapcfi's tables as out of GCC's output.
abs_build() {
	dir=$1
	stage "$dir" || return 1
	for s in $sources; do
		# shellcheck disable=SC2086
		$CC $cflags -ffile-prefix-map="$dir"=. -c "$dir/$s" \
			-o "$dir/${s%.c}.o" >>"$dir/build.log" 2>&1 || return 1
	done
}
if abs_build "$work/abs1" && abs_build "$work/abs/two" &&
	same_objects "$work/abs1" "$work/abs/two"; then
	pass "reproducible: absolute names with -ffile-prefix-map"
else
	fail "reproducible: absolute names with -ffile-prefix-map"
fi

if build "$work/keyed1" -fplugin-arg-rapcfi-hash=keyed \
		-fplugin-arg-rapcfi-seed=0123456789abcdef &&
	build "$work/keyed2" -fplugin-arg-rapcfi-hash=keyed \
		-fplugin-arg-rapcfi-seed=0123456789abcdef &&
	same_objects "$work/keyed1" "$work/keyed2"; then
	pass "reproducible: hash=keyed with a given seed"
else
	fail "reproducible: hash=keyed with a given seed"
fi

if build "$work/table1" -fplugin-arg-rapcfi-mode=table &&
	build "$work/other/table2" -fplugin-arg-rapcfi-mode=table &&
	same_objects "$work/table1" "$work/other/table2"; then
	pass "reproducible: mode=table, two build directories"
else
	fail "reproducible: mode=table, two build directories"
fi

sqlite=$(pwd)/gates-work/sqlite/src/sqlite3.c
if [ -f "$sqlite" ]; then
	for d in sqlite1 sqlite/two; do
		mkdir -p "$work/$d" && cp "$sqlite" "$work/$d/" &&
			# shellcheck disable=SC2086
			(cd "$work/$d" && $CC $cflags -c sqlite3.c -o sqlite3.o) \
			>"$work/sqlite.log" 2>&1
	done
	if cmp -s "$work/sqlite1/sqlite3.o" "$work/sqlite/two/sqlite3.o"; then
		pass "reproducible: SQLite in two build directories"
	else
		fail "reproducible: SQLite in two build directories"
	fi
else
	unsupported "reproducible: SQLite (run make check-sqlite first)"
fi

# --- ccache ----------------------------------------------------------------

# ccache_stat FIELD: a counter of ccache --print-stats.
ccache_stat() {
	ccache --print-stats | awk -v f="$1" '$1 == f { print $2 }'
}

# ccache_build DIR WHAT [FLAGS...]: build through ccache; WHAT is "hit" or
# "miss", what every compile must be.
ccache_build() {
	dir=$1 want=$2
	shift 2
	ccache --zero-stats >/dev/null
	COMPILE="ccache $CC" build "$dir" "$@" || return 1
	hits=$(($(ccache_stat direct_cache_hit) + $(ccache_stat preprocessed_cache_hit)))
	misses=$(ccache_stat cache_miss)
	n=$(echo $sources | wc -w)
	echo "ccache $dir: $hits hits, $misses misses" >>"$work/ccache.log"
	if [ "$want" = hit ]; then
		[ "$hits" -eq "$n" ] && [ "$misses" -eq 0 ]
	else
		[ "$misses" -eq "$n" ] && [ "$hits" -eq 0 ]
	fi
}

if ! command -v ccache >/dev/null 2>&1; then
	unsupported "ccache: not installed (apt-get install ccache)"
else
	CCACHE_DIR=$work/ccache-dir
	CCACHE_NOHASHDIR=1
	export CCACHE_DIR CCACHE_NOHASHDIR
	unset CCACHE_DISABLE CCACHE_COMPILERCHECK

	# The plugin is hashed by path: -fplugin=<path>, always the same
	# path here, where the builds of the plugin are swapped in.
	cached=$work/plugin
	mkdir -p "$cached"
	cp "$plugin"/*.so "$cached/"
	cflags="-O2 -fplugin=$cached/rapcfi.so"

	if ccache_build "$work/cc1" miss && ccache_build "$work/cc2" hit &&
		same_objects "$work/cc2" "$work/a"; then
		pass "ccache: a second build hits, its objects equal an uncached build's"
	else
		fail "ccache: a second build hits, its objects equal an uncached build's"
	fi

	if ccache_build "$work/cc3" miss -fplugin-arg-rapcfi-edges=forward &&
		ccache_build "$work/cc4" miss -fplugin-arg-rapcfi-policy=permissive &&
		ccache_build "$work/cc5" hit -fplugin-arg-rapcfi-edges=forward; then
		pass "ccache: other plugin options miss, the same ones hit"
	else
		fail "ccache: other plugin options miss, the same ones hit"
	fi

	# Another build of the plugin: the same sources with one change (the
	# version it reports), configured and built from this build's
	# distribution in a directory of its own.
	variant=$work/variant
	build_variant() {
		rm -rf "$variant" && mkdir -p "$variant" &&
			make -s -C "$BUILD_TOP" distdir distdir="$variant/src" &&
			(cd "$variant/src" && ./configure -q CC="$CC" &&
				make -s plugin/rapcfi.la \
					PACKAGE_VERSION=0.0.0-builds-gate)
	}
	vdir=$variant/src/plugin/.libs
	build_variant >"$work/variant.log" 2>&1
	if [ -f "$vdir/rapcfi.so" ] && [ -f "$vdir/rapcfi-impl.so" ] &&
		! cmp -s "$vdir/rapcfi.so" "$plugin/rapcfi.so"; then
		cp "$vdir/rapcfi.so" "$vdir/rapcfi-impl.so" "$cached/"
		if ccache_build "$work/cc6" miss; then
			pass "ccache: a rebuilt plugin misses (compiler_check=mtime)"
		else
			fail "ccache: a rebuilt plugin misses (compiler_check=mtime)"
		fi
		# By content: put the first build back, then the rebuilt one.
		CCACHE_COMPILERCHECK=content
		export CCACHE_COMPILERCHECK
		cp "$plugin"/*.so "$cached/"
		ccache_build "$work/cc7" miss >/dev/null 2>&1
		if ccache_build "$work/cc8" hit &&
			cp "$vdir/rapcfi.so" "$vdir/rapcfi-impl.so" "$cached/" &&
			ccache_build "$work/cc9" miss; then
			pass "ccache: a rebuilt plugin misses (compiler_check=content)"
		else
			fail "ccache: a rebuilt plugin misses (compiler_check=content)"
		fi
		unset CCACHE_COMPILERCHECK
	else
		fail "ccache: could not build a variant of the plugin (see $work/variant.log)"
	fi
	cflags="-O2 -fplugin=$plugin/rapcfi.so"
fi

# --- distcc ----------------------------------------------------------------

if ! command -v distcc >/dev/null 2>&1 || ! command -v distccd >/dev/null 2>&1; then
	unsupported "distcc: not installed (apt-get install distcc)"
else
	# distccd refuses -fplugin=: rapcfi-gcc, the compiler with the plugin,
	# is what the server runs, from its PATH.
	wrapdir=$plugin/bin
	mkdir -p "$wrapdir"
	sed -e "s|@CC@|$CC|g" -e "s|@plugindir@|$plugin|g" \
		"$WRAPPER_TEMPLATE" >"$wrapdir/rapcfi-gcc"
	chmod 755 "$wrapdir" "$wrapdir/rapcfi-gcc"
	dwork=$(mktemp -d /tmp/rapcfi-distcc.XXXXXX)
	chmod 1777 "$dwork"
	mkdir -p "$dwork/client"
	# A port of this run's own (distcc's is 3632).
	port=$((36320 + $$ % 1000))
	user_opt=
	[ "$(id -u)" -eq 0 ] && user_opt="--user nobody"
	# The wrapper is allowed by --enable-tcp-insecure here; on real
	# servers, by a link in /usr/lib/distcc (README).
	# shellcheck disable=SC2086
	PATH=$wrapdir:$PATH distccd --daemon --no-detach --listen 127.0.0.1 \
		--allow 127.0.0.1 --port "$port" --jobs 2 --enable-tcp-insecure \
		--log-file="$dwork/distccd.log" $user_opt &
	daemon_pids="$daemon_pids $!"
	sleep 1
	if ! kill -0 "$!" 2>/dev/null; then
		unsupported "distcc: distccd did not start (see $dwork/distccd.log)"
	else
		DISTCC_HOSTS=127.0.0.1:$port/2
		DISTCC_DIR=$dwork/client
		DISTCC_FALLBACK=0
		DISTCC_BACKOFF_PERIOD=0
		export DISTCC_HOSTS DISTCC_DIR DISTCC_FALLBACK DISTCC_BACKOFF_PERIOD
		saved_cflags=$cflags
		cflags=-O2
		if PATH=$wrapdir:$PATH COMPILE="distcc rapcfi-gcc" \
			build "$work/distcc" &&
			COMPILE="$wrapdir/rapcfi-gcc" build "$work/wrapped" &&
			same_objects "$work/distcc" "$work/wrapped" &&
			same_objects "$work/distcc" "$work/a" &&
			[ "$(grep -c 'COMPILE_OK' "$dwork/distccd.log")" -ge 2 ]; then
			pass "distcc: compiled on the daemon through rapcfi-gcc, objects equal the local ones"
		else
			fail "distcc: compiled on the daemon through rapcfi-gcc, objects equal the local ones"
			cat "$work/distcc/build.log" "$dwork/distccd.log" 2>/dev/null | tail -20
		fi
		cflags=$saved_cflags
		# With -fplugin= on the command line, the daemon refuses (with
		# the host backed off after that, rather than tried forever).
		DISTCC_BACKOFF_PERIOD=60
		if ! COMPILE="timeout 60 distcc $CC" build "$work/refused" \
			2>/dev/null &&
			grep -q 'fplugin= and/or -specs= passed' "$dwork/distccd.log"; then
			pass "distcc: -fplugin= itself is refused by distccd, as documented"
		else
			fail "distcc: -fplugin= itself is refused by distccd, as documented"
		fi
		unset DISTCC_HOSTS DISTCC_DIR DISTCC_FALLBACK DISTCC_BACKOFF_PERIOD
	fi
	rm -rf "$dwork"
fi

# --- icecream --------------------------------------------------------------

# What reaches an icecream node is the environment icecc-create-env
# packs: the compiler, and the plugin and its libraries with --addfile.
# The node unpacks it and compiles preprocessed source in a chroot of it,
# which is done here the same way, without the daemons (one host's
# daemon compiles its own jobs outside any environment).
if ! command -v icecc-create-env >/dev/null 2>&1; then
	unsupported "icecream: not installed (apt-get install icecc)"
elif [ "$(id -u)" -ne 0 ]; then
	unsupported "icecream: the chroot of an environment needs root"
else
	ienv=$work/icecc
	mkdir -p "$ienv/root"
	gcc_path=$(command -v "$CC")
	gxx_path=$(command -v "$(echo "$CC" | sed 's/gcc/g++/')" || echo "")
	# The plugin, and the libraries it needs that the compiler's own
	# environment need not have (all but the C library's).
	addfiles="--addfile $plugin/rapcfi.so --addfile $plugin/rapcfi-impl.so"
	for lib in $(ldd "$plugin/rapcfi-impl.so" |
		awk '$3 ~ /^\// && $1 !~ /^(libc|libm|libdl|libpthread)\.so/ { print $3 }'); do
		addfiles="$addfiles --addfile $lib"
	done
	# shellcheck disable=SC2086
	(cd "$ienv" && icecc-create-env --gcc "$gcc_path" "${gxx_path:-$gcc_path}" \
		$addfiles) >"$ienv/create.log" 2>&1
	tarball=$(ls "$ienv"/*.tar.gz 2>/dev/null | head -n 1)
	if [ -z "$tarball" ]; then
		unsupported "icecream: icecc-create-env made no environment (see $ienv/create.log)"
	elif ! tar -xzf "$tarball" -C "$ienv/root"; then
		fail "icecream: the environment does not unpack"
	else
		# As icecc does: preprocessed here, compiled there.
		mkdir -p "$ienv/root/work"
		stage "$ienv/pre"
		ok=1
		for s in $sources; do
			# shellcheck disable=SC2086
			(cd "$ienv/pre" && $CC $cflags -E "$s" -o "${s%.c}.i") \
				>>"$ienv/chroot.log" 2>&1 &&
				cp "$ienv/pre/${s%.c}.i" "$ienv/root/work/" &&
				chroot "$ienv/root" /usr/bin/gcc $cflags \
					-c "/work/${s%.c}.i" -o "/work/${s%.c}.o" \
					>>"$ienv/chroot.log" 2>&1 || ok=0
		done
		if [ "$ok" -eq 1 ] &&
			same_objects "$ienv/root/work" "$work/a"; then
			pass "icecream: the environment with the plugin compiles, objects equal the local ones"
		else
			fail "icecream: the environment with the plugin compiles, objects equal the local ones"
			tail -5 "$ienv/chroot.log" 2>/dev/null
		fi
	fi
fi

finish
