#!/bin/bash
# Build and test this checkout with another GCC, in a minimal Debian
# system made by debootstrap: Debian 12 has GCC 11 and 12 only, and
# trixie's or sid's compilers must not be installed into it.
#
#   contrib/gcc-versions/chroot.sh [OPTIONS] VERSION [STEP...]
#
# VERSION is a GCC major (13, 14, 15, 16) or "snapshot" (Debian's
# gcc-snapshot, GCC trunk).  STEPs, in order, default "build check demo":
#   build    autoreconf, configure CC=gcc-VERSION, make
#   check    make check (rapcfi.sum is copied out)
#   demo     make demo
#   torture  make check-torture (TORTURE_* from the environment)
#   kernel   the 6.12 tiny kernel as CI builds it (build-and-boot.sh
#            --version 6.12, KERNEL_612_BUILDS=main) with this GCC, booted
#            under QEMU in the system, from the host's linux-source-6.12
#            (x86_64 only)
#   debian   the Debian packages built for this GCC (DEB_RAPCFI_GCC),
#            lintian, installed, compiling and running the demo
#            (make check-debian with GATE_INSTALL=yes; x86_64 only)
#   shell    an interactive shell in the build directory
# Options:
#   --target aarch64|riscv64   a cross build, tested under qemu-user
#   --suite SUITE              the Debian suite (default: sid, which has
#                              GCC 13 to 16 and gcc-snapshot)
#
# The system is made once per suite under $RAPCFI_CHROOTS (default
# gates-work/chroots) and reused: each VERSION adds its packages to it;
# checkouts may share it (setting RAPCFI_CHROOTS), each builds apart.
# The tree is copied in (tracked files as they are in the work tree);
# results go to gates-work/gcc-VERSION[-TARGET]/: rapcfi.sum, rapcfi.log,
# the steps' output in steps.log.  Run as root (debootstrap, chroot,
# mount).  Exit status: 0 when every step passed.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
cd "$here"

target=
suite=sid
while [ $# -gt 0 ]; do
  case $1 in
    --target) target=$2; shift 2 ;;
    --suite) suite=$2; shift 2 ;;
    -*) echo "chroot.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || { sed -n '5,26p' "$0" >&2; exit 2; }
version=$1
shift
steps=${*:-build check demo}
case $version in
  1[3-9] | snapshot) ;;
  11 | 12) echo "chroot.sh: GCC $version is Debian 12's own: use a build directory (README, \"Other compilers\")" >&2; exit 2 ;;
  *) echo "chroot.sh: VERSION is a GCC major from 13, or snapshot; not '$version'" >&2; exit 2 ;;
esac
case $target in
  '') triplet= ;;
  aarch64 | riscv64) triplet=$target-linux-gnu ;;
  *) echo "chroot.sh: --target is aarch64 or riscv64, not '$target'" >&2; exit 2 ;;
esac
[ "$(id -u)" = 0 ] || { echo "chroot.sh: needs root (debootstrap, chroot, mount)" >&2; exit 2; }
[ "$version" != snapshot ] || [ -z "$target" ] ||
  { echo "chroot.sh: gcc-snapshot has no cross compilers in Debian" >&2; exit 2; }

# The compiler's packages and names inside the system.
if [ "$version" = snapshot ]; then
  cc=/usr/lib/gcc-snapshot/bin/gcc
  cxx=/usr/lib/gcc-snapshot/bin/g++
  compiler_packages="gcc-snapshot"
elif [ -n "$target" ]; then
  cc=$triplet-gcc-$version
  cxx=$triplet-g++-$version
  compiler_packages="g++-$version gcc-$version-plugin-dev gcc-$version-$triplet g++-$version-$triplet gcc-$version-plugin-dev-$triplet qemu-user"
else
  cc=gcc-$version
  cxx=g++-$version
  compiler_packages="gcc-$version g++-$version gcc-$version-plugin-dev"
fi
# The plugin runs in the compiler, on this machine: a cross build's is
# built by the native compiler of the same version.
if [ -n "$target" ]; then
  configure_args="--target=$triplet CC=gcc-$version CXX=g++-$version CC_FOR_TARGET=$cc"
else
  configure_args="CC=$cc CXX=$cxx"
fi
# What configure, make check and the demo need beside the compiler (the
# Quick start's list, without Debian 12's compilers and clang-16), and
# clang-19, which kcfi-compat compares the C23 corpus and the normalized
# encodings with.
base_packages="make autoconf automake libtool pkg-config binutils file
  libgmp-dev libmpfr-dev libmpc-dev libxxhash-dev libsodium-dev libelf-dev
  dejagnu valgrind git ca-certificates clang-19"
# What the packages' gate needs.
debian_packages="build-essential debhelper dpkg-dev fakeroot lintian"
# What build-and-boot.sh needs for the tiny kernel (contrib/kernel/README);
# gcc, the default, builds the kernel's host programs.
kernel_packages="gcc flex bison bc libssl-dev cpio xz-utils patch perl python3 kmod
  qemu-system-x86 busybox-static"

root=${RAPCFI_CHROOTS:-$here/gates-work/chroots}/$suite
# The mirror the host's APT sources name (deb822 or one-line).
mirror=$(sed -n 's/^URIs: *\([^ ]*debian\)\/* *$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)
[ -n "$mirror" ] ||
  mirror=$(sed -n 's/^deb  *\(http[^ ]*debian\)\/* .*/\1/p' /etc/apt/sources.list 2>/dev/null | head -1)
mirror=${mirror:-http://deb.debian.org/debian}

# Each command runs in a mount namespace of its own, with /proc and /dev
# (DejaGnu's expect needs /dev/pts) mounted there: nothing stays mounted
# under the system when it ends, and runs sharing the system do not unmount
# each other's.
in_root() {
  unshare --mount --propagation private /bin/sh -c '
    root=$1
    shift
    mount -t proc proc "$root/proc" && mount --rbind /dev "$root/dev" &&
      exec chroot "$root" /usr/bin/env -i HOME=/root \
        PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"' sh "$root" "$@"
}

# One setup at a time: several checkouts may share the system.
mkdir -p "$(dirname "$root")"
exec 9>"$root.lock"
flock 9
if [ ! -x "$root/usr/bin/apt-get" ] || [ ! -f "$root/.rapcfi-ready" ]; then
  command -v debootstrap >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap
  echo "chroot.sh: making a $suite system in $root from $mirror"
  rm -rf "$root"
  mkdir -p "$root"
  debootstrap --variant=minbase "$suite" "$root" "$mirror"
  # The registry serves a fixed snapshot of the suite, whose Release file
  # may be past its Valid-Until date.
  echo 'Acquire::Check-Valid-Until "false";' \
    >"$root/etc/apt/apt.conf.d/99rapcfi-snapshot"
  touch "$root/.rapcfi-ready"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

# install_packages PACKAGE...: those not installed yet, one install at a
# time.
install_packages() {
  local p missing=
  for p; do
    in_root dpkg-query -W -f='${Status}' "$p" 2>/dev/null |
      grep -q 'ok installed' || missing="$missing $p"
  done
  [ -n "$missing" ] || return 0
  echo "chroot.sh: installing$missing"
  flock 9
  in_root apt-get update -q &&
    in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
      --no-install-recommends $missing
  local rc=$?
  flock -u 9
  return $rc
}
install_packages $base_packages $compiler_packages
flock -u 9
echo "chroot.sh: $(in_root $cc --version | head -1)"

name=gcc-$version${target:+-$target}
# Each checkout builds in a directory of its own.
src=/build/$(basename "$here")-$name/src
build=/build/$(basename "$here")-$name/build
out=$here/gates-work/$name
mkdir -p "$out"

status=0
run_step() {
  local step=$1
  echo "=== $name: $step"
  case $step in
    build)
      rm -rf "$root${src%/src}"
      mkdir -p "$root$src" "$root$build"
      # The tracked files as they are in the work tree.
      git ls-files -z | tar --null -T - -cf - | tar -C "$root$src" -xf -
      # A checkout of its own, for the gates that copy tracked files.
      in_root sh -c "cd $src && git init -q && git add -A &&
        git -c user.name=rapcfi -c user.email=rapcfi@invalid commit -qm copy" &&
      in_root sh -c "cd $src && autoreconf -fi" &&
        in_root sh -c "cd $build && $src/configure -q $configure_args" &&
        in_root sh -c "cd $build && make -j$(nproc)"
      ;;
    check)
      local board=
      [ -z "$target" ] || board="RUNTESTFLAGS=--target_board=$target-qemu"
      in_root sh -c "cd $build && make check $board"
      local rc=$?
      cp "$root$build/rapcfi.sum" "$root$build/rapcfi.log" "$out/" 2>/dev/null
      return $rc
      ;;
    demo) in_root sh -c "cd $build && make demo" ;;
    torture)
      in_root sh -c "cd $build && env ${TORTURE_SAMPLE:+TORTURE_SAMPLE=$TORTURE_SAMPLE} ${TORTURE_LEVELS:+TORTURE_LEVELS=$TORTURE_LEVELS} ${GATE_OPTS:+GATE_OPTS='$GATE_OPTS'} make check-torture"
      local rc=$?
      cp "$root$build/gates-work/torture.result" "$out/" 2>/dev/null
      return $rc
      ;;
    kernel)
      local tarball=/usr/src/linux-source-6.12.tar.xz
      [ -z "$target" ] || { echo "chroot.sh: the kernel step is x86_64's" >&2; return 2; }
      [ -f "$tarball" ] || { echo "chroot.sh: $tarball missing: install linux-source-6.12 here" >&2; return 1; }
      [ -f "$root$tarball" ] || cp "$tarball" "$root$tarball" || return 1
      install_packages $kernel_packages || return 1
      in_root sh -c "cd $build && KERNEL_612_BUILDS=main RAPCFI_BUILD=$build $src/contrib/kernel/build-and-boot.sh --version 6.12"
      local rc=$?
      cp "$root$build/gates-work/kernel.result" "$out/" 2>/dev/null
      return $rc
      ;;
    debian)
      [ -z "$target" ] && [ "$version" != snapshot ] ||
        { echo "chroot.sh: the debian step is for Debian's native gcc-N" >&2; return 2; }
      install_packages $debian_packages || return 1
      in_root sh -c "cd $build && DEB_RAPCFI_GCC=$version GATE_INSTALL=yes make check-debian"
      local rc=$?
      cp "$root$build/gates-work/debian.result" "$out/" 2>/dev/null
      return $rc
      ;;
    shell) in_root /bin/bash -c "cd $build && exec bash -i" ;;
    *) echo "chroot.sh: unknown step '$step'" >&2; return 2 ;;
  esac
}
for step in $steps; do
  if run_step "$step" 2>&1 | tee -a "$out/steps.log"; [ "${PIPESTATUS[0]}" = 0 ]; then
    echo "=== $name: $step passed"
  else
    echo "=== $name: $step FAILED"
    status=1
    [ "$step" != build ] || break
  fi
done
exit $status
