#!/bin/sh
# The tarball of the npm package SPEC, fetched once with npm pack (never
# npm install: nothing of the package runs) and cached in DIR/npm-SPEC/.
#
#     npm-tarball.sh DIR SPEC
#
# Prints the tarball's path; says why it cannot, on stderr (exit 1).

set -u

if [ $# -ne 2 ]; then
	echo "usage: $0 DIR SPEC" >&2
	exit 2
fi
dir=$1
spec=$2

pkg=$dir/npm-$(echo "$spec" | tr '/@' '__')
for t in "$pkg"/*.tgz; do
	if [ -f "$t" ]; then
		echo "$t"
		exit 0
	fi
done
if ! command -v npm >/dev/null 2>&1; then
	echo "$spec: npm is missing: apt-get install npm" >&2
	exit 1
fi
echo "$spec: fetching it with npm pack" >&2
mkdir -p "$pkg" || exit 1
if ! name=$(cd "$pkg" && npm pack --loglevel=error "$spec" \
	2>"$pkg/npm.log") || [ ! -f "$pkg/$name" ]; then
	cat "$pkg/npm.log" >&2
	rm -rf "$pkg"
	echo "$spec: npm pack failed (no access to the npm registry?)" >&2
	exit 1
fi
echo "$pkg/$name"
