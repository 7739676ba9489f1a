#!/bin/sh
# Quick start on Debian 12: install what is missing, build rapcfi in this
# directory, and run the demo.  Safe to run again.
set -e
cd "$(dirname "$0")"

packages="gcc g++ make autoconf automake libtool gcc-12-plugin-dev
  libgmp-dev libmpfr-dev libmpc-dev libxxhash-dev libsodium-dev dejagnu
  clang-16 libelf-dev valgrind"
missing=
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
    missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "quickstart: installing$missing"
  as_root=
  [ "$(id -u)" = 0 ] || as_root=sudo
  $as_root apt-get update -q
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q $missing
fi

[ -x configure ] || autoreconf -fi
[ -f Makefile ] || ./configure
make -j"$(nproc)"
make demo
