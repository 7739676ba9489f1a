#!/bin/sh
# Debian packaging: the source tree's debian/ turned into binary packages
# by dpkg-buildpackage -us -uc -b, lintian without errors, and the
# packages' files compiling and running the demo: the plugin by its
# installed path, the runtime by pkg-config rapcfi.  The packages are
# built for the default gcc, or gcc-N with DEB_RAPCFI_GCC=N.
#
#     debian.sh SRCDIR
#
# The packages are unpacked into a directory (dpkg -x), not installed,
# so that this machine's GCC is left alone.  With GATE_INSTALL=yes (as
# root, on a machine of its own, as in CI) they are installed with dpkg -i
# instead, and the demo is compiled with -fplugin=rapcfi and the default
# pkg-config search path, as a user would.
#
# The tracked files of SRCDIR (a git checkout) are copied to
# ./gates-work/debian/src; the packages land in ./gates-work/debian.  The
# last line, also written to ./gates-work/debian.result, is
#     debian: N passed, M failed, K unsupported

set -u

if [ $# -ne 1 ]; then
	echo "usage: $0 SRCDIR" >&2
	exit 2
fi
src=$(cd "$1" && pwd) || exit 2
work=$(pwd)/gates-work/debian

passed=0 failed=0 unsupported=0
pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
unsupported() { echo "UNSUPPORTED: $*"; unsupported=$((unsupported + 1)); }

finish() {
	line="debian: $passed passed, $failed failed, $unsupported unsupported"
	echo "$line" >"$work/../debian.result"
	echo "$line"
	[ "$failed" -eq 0 ]
	exit $?
}

rm -rf "$work"
mkdir -p "$work/src" || exit 1

# The GCC the packages are built for: the default gcc, or gcc-N with
# DEB_RAPCFI_GCC=N (debian/rules).
gcc_major=${DEB_RAPCFI_GCC:-$(gcc -dumpversion | cut -d. -f1)}
export DEB_RAPCFI_GCC=$gcc_major

for tool in dpkg-buildpackage dh git pkg-config; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		unsupported "packages build (no $tool: apt-get install devscripts debhelper git pkg-config)"
		finish
	fi
done

# The tracked files as they are in the work tree, without its build.
(cd "$src" && git ls-files -z | xargs -0 tar cf -) | (cd "$work/src" && tar xf -)

if (cd "$work/src" && dpkg-buildpackage -us -uc -b) >"$work/build.log" 2>&1; then
	pass "dpkg-buildpackage -us -uc -b builds the packages"
else
	fail "dpkg-buildpackage -us -uc -b builds the packages"
	tail -20 "$work/build.log"
	finish
fi

arch=$(dpkg --print-architecture)
version=$(cd "$work/src" && dpkg-parsechangelog -S Version)
debs=
for p in gcc-$gcc_major-plugin-rapcfi librapcfi0 librapcfi-dev; do
	deb="$work/${p}_${version}_$arch.deb"
	if [ -f "$deb" ]; then
		debs="$debs $deb"
	else
		fail "package $p is built"
	fi
done

if command -v lintian >/dev/null 2>&1; then
	lintian "$work"/*.changes >"$work/lintian.log" 2>&1
	if grep -q '^E:' "$work/lintian.log"; then
		fail "lintian reports no errors"
		grep '^E:' "$work/lintian.log"
	else
		pass "lintian reports no errors ($(grep -c '^W:' "$work/lintian.log") warnings)"
	fi
else
	unsupported "lintian (not installed)"
fi

triplet=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
if [ "${GATE_INSTALL:-no}" = yes ]; then
	# shellcheck disable=SC2086 # one word per package
	if dpkg -i $debs >"$work/install.log" 2>&1; then
		pass "the packages install"
	else
		fail "the packages install"
		tail -5 "$work/install.log"
		finish
	fi
	fplugin=-fplugin=rapcfi
	libs=$(pkg-config --libs rapcfi)
	cflags=$(pkg-config --cflags rapcfi)
	rpath=
else
	root=$work/root
	for deb in $debs; do
		dpkg -x "$deb" "$root" || fail "dpkg -x $deb"
	done
	fplugin=-fplugin=$root/usr/lib/gcc/$triplet/$gcc_major/plugin/rapcfi.so
	libs=$(PKG_CONFIG_PATH=$root/usr/lib/$triplet/pkgconfig \
		PKG_CONFIG_SYSROOT_DIR=$root pkg-config --libs rapcfi)
	cflags=$(PKG_CONFIG_PATH=$root/usr/lib/$triplet/pkgconfig \
		PKG_CONFIG_SYSROOT_DIR=$root pkg-config --cflags rapcfi)
	rpath=-Wl,-rpath,$root/usr/lib/$triplet
fi

# shellcheck disable=SC2086 # the flags are words
if gcc-$gcc_major -O2 $fplugin $cflags "$src/demo/demo.c" -o "$work/demo" \
	$libs $rpath >"$work/demo-build.log" 2>&1; then
	pass "the packages compile the demo (gcc-$gcc_major $fplugin, pkg-config rapcfi)"
	if sh "$src/demo/run-demo.sh" "$work/demo" >"$work/demo.log" 2>&1; then
		pass "the packaged demo runs and stops both attacks"
	else
		fail "the packaged demo runs and stops both attacks"
		tail -10 "$work/demo.log"
	fi
else
	fail "the packages compile the demo (gcc-$gcc_major $fplugin, pkg-config rapcfi)"
	tail -10 "$work/demo-build.log"
fi

finish
