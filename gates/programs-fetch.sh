#!/bin/sh
# Fetch the sources of gates/programs.sh: Debian 12 source packages, pinned
# to a version, checked against gates/programs.sha256, unpacked (upstream
# tarball only: the projects' own code and tests, without Debian's patches).
#
#     programs-fetch.sh DIR PROJECT...
#
# Downloads go to DIR/download (kept: a second run downloads nothing), each
# project's pristine tree to DIR/src/PROJECT; prints nothing but errors.
# Needs a deb-src entry for bookworm in APT's sources (see README,
# "make check-programs").  Exits 1 on a missing tool, a failed download or
# a checksum that differs.

set -u

here=$(cd "$(dirname "$0")" && pwd)
sums=$here/programs.sha256

die() {
	echo "programs-fetch: $*" >&2
	exit 1
}

[ $# -ge 2 ] || die "usage: $0 DIR PROJECT..."
dir=$1
shift

# The Debian source package and version of each project: pinned, so that
# the checksums recorded in programs.sha256 stay those of what is fetched.
package_of() {
	case $1 in
	zlib) echo "zlib=1:1.2.13.dfsg-1" ;;
	pcre2) echo "pcre2=10.42-1" ;;
	expat) echo "expat=2.5.0-1+deb12u2" ;;
	jq) echo "jq=1.6-2.1+deb12u2" ;;
	*) return 1 ;;
	esac
}

for tool in apt-get sha256sum tar; do
	command -v "$tool" >/dev/null 2>&1 ||
		die "missing '$tool' (apt-get install apt coreutils tar)"
done

mkdir -p "$dir/download" "$dir/src" || exit 1
for project in "$@"; do
	package=$(package_of "$project") || die "unknown project '$project'"
	name=${package%%=*}
	# The files of this package, as recorded: NAME_*.
	files=$(awk -v n="$name" 'index($2, n "_") == 1 { print $2 }' "$sums")
	[ -n "$files" ] || die "no checksums for $name in $sums"
	missing=
	for f in $files; do
		[ -f "$dir/download/$f" ] || missing=yes
	done
	# What is built is the upstream tarball (.orig.tar.*).  A Debian
	# point release that replaces the pinned version keeps it: then the
	# current version is fetched and only the tarball is checked.
	orig=$(echo "$files" | grep '\.orig\.tar\.')
	if [ -n "$missing" ] &&
		! (cd "$dir/download" &&
			apt-get source -qq --download-only "$package" \
				>apt-source.log 2>&1); then
		(cd "$dir/download" &&
			apt-get source -qq --download-only "$name" \
				>apt-source.log 2>&1) || {
			cat "$dir/download/apt-source.log" >&2
			die "apt-get source $package failed: is there a deb-src entry for bookworm (README, \"make check-programs\") and did 'apt-get update' run?"
		}
		echo "programs-fetch: $package is no longer in the archive: fetched the current $name, whose upstream tarball must still be $orig" >&2
		files=$orig
	fi
	for f in $files; do
		grep " $f\$" "$sums" |
			(cd "$dir/download" && sha256sum -c --quiet -) >&2 ||
			die "$f: checksum differs from $sums"
	done
	[ -d "$dir/src/$project" ] && continue
	rm -rf "$dir/src/$project.tmp"
	mkdir -p "$dir/src/$project.tmp" &&
		tar -xf "$dir/download/$orig" -C "$dir/src/$project.tmp" ||
		die "cannot unpack $orig"
	# Each tarball has one top directory, whatever its name.
	mv "$dir/src/$project.tmp"/* "$dir/src/$project" &&
		rmdir "$dir/src/$project.tmp" || die "cannot unpack $orig"
done
