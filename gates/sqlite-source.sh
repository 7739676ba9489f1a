#!/bin/sh
# SQLite's amalgamation, from the npm package SPEC (better-sqlite3 carries
# it in deps/sqlite3), cached in DIR for the SQLite gate and the
# benchmarks: DIR/npm-SPEC/ holds the tarball (npm-tarball.sh), DIR/src/
# sqlite3.c and sqlite3.h.
#
#     sqlite-source.sh DIR SPEC
#
# Prints the sources' directory; says what it does, or why it cannot, on
# stderr (exit 1).

set -u

if [ $# -ne 2 ]; then
	echo "usage: $0 DIR SPEC" >&2
	exit 2
fi
sq=$1
spec=$2

tarball=$(sh "$(dirname "$0")/npm-tarball.sh" "$sq" "$spec") || exit 1

src=$sq/src
if [ ! -f "$src/.from-${tarball##*/}" ]; then
	rm -rf "$src"
	mkdir -p "$src" || exit 1
	if ! tar -xzf "$tarball" -C "$src" --strip-components=3 \
		package/deps/sqlite3/sqlite3.c package/deps/sqlite3/sqlite3.h; then
		echo "sqlite: $tarball has no package/deps/sqlite3/sqlite3.[ch]" >&2
		exit 1
	fi
	touch "$src/.from-${tarball##*/}"
fi
version=$(sed -n 's/^#define SQLITE_VERSION  *"\(.*\)"/\1/p' "$src/sqlite3.h")
echo "sqlite: SQLite $version from ${tarball##*/}" >&2
echo "$src"
