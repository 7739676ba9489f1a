#!/bin/bash
# Build Debian's linux-source-6.1 with the rapcfi plugin and boot it under
# qemu-system-x86_64 with a busybox initramfs that triggers LKDTM's CFI
# tests; print the boot log lines that matter and a verdict.  With
# --version 6.12: build Debian's linux-source-6.12 with the kernel's own
# kCFI (CONFIG_CFI_CLANG) through rapcfi-gcc --kcfi instead, with
# rapcfi's return edge (patches-6.12) and without (linux-6.12.sh).
#
# Usage: contrib/kernel/build-and-boot.sh [--version 6.1|6.12]
#            [--arch x86_64|arm64] [--config tiny|defconfig] [--plain]
#            [--ccache-check]
#
#   --version       the kernel: 6.1 (default), patched, with rapcfi's own
#                   checks of both edges; 6.12 with the kernel's own
#                   forward-edge kCFI and rapcfi's return edge on top
#                   (patches-6.12), unpatched too
#   --arch          x86_64 (default), or arm64 with --version 6.12 and
#                   RAPCFI_BUILD an aarch64 build of rapcfi (configure
#                   --target=aarch64-linux-gnu), booted under
#                   qemu-system-aarch64 -cpu max
#   --config        tiny (default: tinyconfig and kernel.config, or
#                   kernel-6.12.config), or defconfig with --version 6.12
#                   (the architecture's defconfig, kvm_guest.config,
#                   kernel-6.12.config and kernel-6.12-defconfig.config:
#                   modules and a workload in the guest)
#   --plain         build and boot the same kernel without the plugin too,
#                   and compare build time and text size (6.12 always
#                   does)
#   --ccache-check  build the kernel a second time, in a new build
#                   directory through ccache, and count the cache hits
#                   (6.1 only)
#
# Environment:
#   RAPCFI_BUILD    configured and built rapcfi build directory (default:
#                   this source tree); its plugin/.libs/rapcfi.so is used
#   KERNEL_WORK     work directory (default: $RAPCFI_BUILD/gates-work/kernel,
#                   or kernel-6.12-ARCH-CONFIG)
#   KERNEL_CC       the compiler for the 6.1 kernel (default gcc; "ccache
#                   gcc" works, with CCACHE_DIR defaulting to
#                   $KERNEL_WORK/ccache); 6.12 uses rapcfi-gcc over the GCC
#                   rapcfi was configured for
#   LINUX_TARBALL   default /usr/src/linux-source-VERSION.tar.xz
#   BUSYBOX         a static busybox for the kernel's architecture
#                   (default: /bin/busybox on x86_64; on arm64, Debian's
#                   busybox-static:arm64, fetched with apt-get download)
#   BOOT_TIMEOUT    seconds per boot (default 300, defconfig 900)
#   KERNEL_612_BUILDS  with --version 6.12, the kernels to build, a
#                   comma-separated list of main (the patched sources
#                   with the return edge, and its permissive build), kcfi
#                   (the unpatched sources, forward edges only) and plain
#                   (plain GCC's, which the costs are ratios to); all
#                   (the default) is the three.  main alone is CI's trim:
#                   x86_64's main kernel is then not booted with
#                   cfi=norand.
#   KERNEL_612_MODULES  with --config defconfig, all (the default): every
#                   kernel builds all of its modules; workload: only the
#                   ones the workload loads and what they need, as
#                   modules-6.12-ARCH.dep lists them (a run with all
#                   writes the list of its configuration as
#                   build-rapcfi/workload.dep).  So that main and plain
#                   fit in one session on arm64.
#
# Writes $RAPCFI_BUILD/gates-work/kernel.result: "kernel: N passed, N failed".
set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${RAPCFI_BUILD:-$top}
build=$(cd "$build" && pwd)
kernel_cc=${KERNEL_CC:-gcc}
plugin=$build/plugin/.libs/rapcfi.so
result=$build/gates-work/kernel.result
jobs=$(nproc)

usage() {
  echo "usage: $0 [--version 6.1|6.12] [--arch x86_64|arm64] [--config tiny|defconfig]" \
       "[--plain] [--ccache-check]" >&2
  exit 2
}

version=6.1
arch=x86_64
config=tiny
plain=false
ccache_check=false
while [ $# -gt 0 ]; do
  case $1 in
    --plain) plain=true ;;
    --ccache-check) ccache_check=true ;;
    --version) [ $# -ge 2 ] || usage; version=$2; shift ;;
    --arch) [ $# -ge 2 ] || usage; arch=$2; shift ;;
    --config) [ $# -ge 2 ] || usage; config=$2; shift ;;
    --version=*) version=${1#*=} ;;
    --arch=*) arch=${1#*=} ;;
    --config=*) config=${1#*=} ;;
    *) usage ;;
  esac
  shift
done
case $version in
  6.1|6.12) ;;
  *) echo "$0: --version $version: only 6.1 and 6.12" >&2; exit 2 ;;
esac
case $arch in
  x86_64) ;;
  arm64|aarch64)
    arch=arm64
    if [ "$version" != 6.12 ]; then
      echo "$0: --arch arm64: only with --version 6.12 (the 6.1 patch set is x86_64's)" >&2
      exit 2
    fi
    ;;
  *) echo "$0: --arch $arch: unknown (x86_64 or arm64)" >&2; exit 2 ;;
esac
case $config in
  tiny) boot_timeout=${BOOT_TIMEOUT:-300} ;;
  defconfig)
    if [ "$version" != 6.12 ]; then
      echo "$0: --config defconfig: only with --version 6.12" >&2
      exit 2
    fi
    boot_timeout=${BOOT_TIMEOUT:-900}
    ;;
  *) echo "$0: --config $config: unknown (tiny or defconfig)" >&2; exit 2 ;;
esac
# 6.12's kernels to build (build_main, build_kcfi, build_plain) and the
# list of modules to build them with (workload_dep: empty for all).
build_main=false build_kcfi=false build_plain=false workload_dep=
if [ "$version" = 6.12 ]; then
  for name in $(echo "${KERNEL_612_BUILDS:-all}" | tr , ' '); do
    case $name in
      all) build_main=true build_kcfi=true build_plain=true ;;
      main|kcfi|plain) eval "build_$name=true" ;;
      *) echo "$0: KERNEL_612_BUILDS: '$name' is not main, kcfi, plain or all" >&2
	 exit 2 ;;
    esac
  done
  case ${KERNEL_612_MODULES:-all} in
    all) ;;
    workload)
      if [ "$config" = defconfig ]; then
	workload_dep=$here/modules-6.12-$arch.dep
	if [ ! -f "$workload_dep" ]; then
	  echo "$0: KERNEL_612_MODULES=workload: no contrib/kernel/modules-6.12-$arch.dep (a run with all modules writes its list as build-rapcfi/workload.dep)" >&2
	  exit 2
	fi
      fi ;;
    *) echo "$0: KERNEL_612_MODULES: '$KERNEL_612_MODULES' is not all or workload" >&2
       exit 2 ;;
  esac
fi
if [ "$version" = 6.12 ] && $ccache_check; then
  echo "$0: --ccache-check: not supported with --version 6.12 yet" >&2
  exit 2
fi

if [ "$version" = 6.1 ]; then
  work=${KERNEL_WORK:-$build/gates-work/kernel}
else
  work=${KERNEL_WORK:-$build/gates-work/kernel-$version-$arch-$config}
fi
tarball=${LINUX_TARBALL:-/usr/src/linux-source-$version.tar.xz}

mkdir -p "$work" "$(dirname "$result")"
export CCACHE_DIR=${CCACHE_DIR:-$work/ccache}

passed=0 failed=0
pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
finish() {
  echo "kernel: $passed passed, $failed failed" | tee "$result"
  [ "$failed" -eq 0 ]
  exit
}

qemu=qemu-system-x86_64
[ "$arch" = arm64 ] && qemu=qemu-system-aarch64
for tool in $qemu flex bison bc cpio; do
  command -v "$tool" >/dev/null || { fail "$tool is not installed"; finish; }
done
busybox=${BUSYBOX:-}
if [ -z "$busybox" ] && [ "$arch" = x86_64 ]; then
  busybox=/bin/busybox
elif [ -z "$busybox" ]; then
  # Debian's static busybox of the other architecture, unpacked, not
  # installed (dpkg --add-architecture arm64 and apt-get update first).
  busybox=$work/busybox-$arch/bin/busybox
  if [ ! -x "$busybox" ]; then
    rm -rf "$work/busybox-$arch" && mkdir -p "$work/busybox-$arch" &&
      (cd "$work/busybox-$arch" && apt-get download "busybox-static:$arch" &&
	 dpkg-deb -x busybox-static_*.deb .) >/dev/null 2>&1 ||
      { fail "no busybox for $arch: set BUSYBOX, or dpkg --add-architecture $arch; apt-get update"; finish; }
  fi
fi
[ -x "$busybox" ] || { fail "no busybox at $busybox (busybox-static)"; finish; }
[ -f "$tarball" ] ||
  { fail "no $tarball (Debian's linux-source-$version)"; finish; }
[ -f "$plugin" ] || { fail "no plugin at $plugin: build rapcfi first"; finish; }

if [ "$version" = 6.12 ]; then
  . "$here/linux-6.12.sh"
  finish
fi

# The sources, unpacked again whenever the patch set changes.
src=$work/linux-source-6.1
stamp=$(cat "$here"/patches/*.patch | sha256sum | cut -d' ' -f1)
if [ "$(cat "$src/.rapcfi-patches" 2>/dev/null)" != "$stamp" ]; then
  echo "=== unpacking $tarball and applying contrib/kernel/patches"
  rm -rf "$src" "$work"/build-*
  tar -C "$work" -xf "$tarball" || { fail "unpacking $tarball"; finish; }
  for p in "$here"/patches/*.patch; do
    patch -s -d "$src" -p1 <"$p" || { fail "applying $(basename "$p")"; finish; }
  done
  echo "$stamp" >"$src/.rapcfi-patches"
fi

# configure DIR RAPCFI: a new build directory with tinyconfig,
# kernel.config and CONFIG_RAPCFI=RAPCFI.  Every build starts from
# nothing, so that its time means something; ccache makes a repeated one
# cheap.
configure() {
  rm -rf "$1" && mkdir -p "$1" &&
    make -s -C "$src" O="$1" CC="$kernel_cc" tinyconfig >/dev/null &&
    (cd "$1" && "$src"/scripts/kconfig/merge_config.sh -m .config \
      "$here/kernel.config" >/dev/null) &&
    echo "CONFIG_RAPCFI=$2" >>"$1/.config" &&
    make -s -C "$src" O="$1" CC="$kernel_cc" olddefconfig
}

# kbuild DIR: build bzImage in DIR, its log in DIR/build.log; sets
# seconds (wall) and cpu (user + system, which other load on the machine
# changes less).
kbuild() {
  local TIMEFORMAT="%R %U %S" status
  { time nice -n 10 make -C "$src" O="$1" -j"$jobs" CC="$kernel_cc" \
      RAPCFI_PLUGIN="$plugin" bzImage >"$1/build.log" 2>&1; } 2>"$1/build.time"
  status=$?
  read -r seconds user system <"$1/build.time"
  seconds=${seconds%.*}
  cpu=$(echo "$user + $system" | bc)
  cpu=${cpu%.*}
  return $status
}

# text_size DIR: the bytes of vmlinux's functions (the preambles are
# __cfi_ symbols of their own).  Not the .text section: the kernel pads it
# to put the SRSO mitigation's alias at a fixed address, so it is about
# 6 MB either way.
text_size() {
  nm -S "$1/vmlinux" | awk '$3 ~ /^[tTwW]$/ { print $2 }' | {
    local total=0 size
    while read -r size; do
      total=$((total + 0x$size))
    done
    echo $total
  }
}

echo "=== building the kernel with the plugin ($kernel_cc, -j$jobs)"
kdir=$work/build-rapcfi
configure "$kdir" y || { fail "configuring the kernel"; finish; }
if kbuild "$kdir"; then
  pass "kernel built with the plugin in ${seconds}s (${cpu}s CPU)"
else
  grep -E 'error|Error' "$kdir/build.log" | head -20
  fail "kernel build with the plugin (log: $kdir/build.log)"
  finish
fi
rapcfi_seconds=$seconds rapcfi_cpu=$cpu
rapcfi_text=$(text_size "$kdir")

# What the plugin instrumented, counted in vmlinux's code: preambles are
# the __cfi_ symbols, checked indirect calls the calls of the failure
# stubs, checked returns the calls of the return stub.
objdump -d --no-show-raw-insn "$kdir/vmlinux" >"$kdir/vmlinux.dis"
functions=$(nm "$kdir/vmlinux" | grep -c ' __cfi_')
icalls=$(grep -cE 'call +[0-9a-f]+ <__rapcfi_icall_fail_' "$kdir/vmlinux.dis")
returns=$(grep -cE 'call +[0-9a-f]+ <__rapcfi_ret_fail>' "$kdir/vmlinux.dis")
returning=$(awk '/^[0-9a-f]+ <.*>:$/ { f = $2 }
		 /call +[0-9a-f]+ <__rapcfi_ret_fail>/ { seen[f] = 1 }
		 END { print length(seen) }' "$kdir/vmlinux.dis")
echo "instrumented: $functions functions with preambles," \
     "$icalls checked indirect call sites," \
     "$returns checked returns in $returning functions"

# The initramfs: busybox, and an init that runs LKDTM's CFI tests, each in
# a shell of its own, since an enforced failure kills the task.
initramfs=$work/initramfs.cpio
cat >"$work/init" <<'EOF'
#!/bin/busybox sh
/bin/busybox --install -s
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t debugfs debugfs /sys/kernel/debug
failures() {
  cat /sys/kernel/debug/rapcfi/failures 2>/dev/null || echo none
}
echo "rapcfi-test: userspace reached, CFI failures so far: $(failures)"
# ftrace patches a call to its trampoline into every function's entry,
# and the trampoline calls the tracer from assembly.
tracing=/sys/kernel/tracing
mount -t tracefs tracefs $tracing
echo function >$tracing/current_tracer
ls -R /sys/kernel/debug >/dev/null
echo 0 >$tracing/tracing_on
traced=$(grep -vc '^#' $tracing/trace)
echo nop >$tracing/current_tracer
echo 1 >$tracing/tracing_on
echo "rapcfi-test: function tracer on and off, CFI failures: $(failures)," \
     "calls traced: $traced"
for test in CFI_FORWARD_PROTO CFI_BACKWARD; do
  echo "rapcfi-test: triggering $test"
  sh -c "echo $test > /sys/kernel/debug/provoke-crash/DIRECT"
  echo "rapcfi-test: $test done (shell status $?), CFI failures: $(failures)"
done
echo "rapcfi-test: finished"
reboot -f
EOF
cat >"$work/initramfs.list" <<EOF
dir /dev 755 0 0
nod /dev/console 600 0 0 c 5 1
dir /bin 755 0 0
dir /sbin 755 0 0
dir /usr 755 0 0
dir /usr/bin 755 0 0
dir /usr/sbin 755 0 0
dir /proc 755 0 0
dir /sys 755 0 0
file /bin/busybox $busybox 755 0 0
file /init $work/init 755 0 0
EOF
"$kdir/usr/gen_init_cpio" "$work/initramfs.list" >"$initramfs" ||
  { fail "making the initramfs"; finish; }

# boot DIR LOG [KERNEL ARGUMENTS]: boot DIR's bzImage, the console in LOG.
boot() {
  local dir=$1 log=$2
  shift 2
  timeout "$boot_timeout" qemu-system-x86_64 -nographic -no-reboot -m 256M \
    -kernel "$dir/arch/x86/boot/bzImage" -initrd "$initramfs" \
    -append "console=ttyS0 panic=-1 $*" </dev/null >"$log" 2>&1
  tr -d '\r' <"$log" >"$log.txt"
}

# What matters in a boot log.
show() {
  grep -E 'CFI failure|rapcfi|lkdtm|invalid opcode|kernel BUG|Kernel panic|RIP:|Run /init|Linux version|XFAIL|FAIL:|ok:' "$1" |
    sed 's/^/  | /'
}

# The boot up to userspace: no CFI failure reported, none counted.
check_boot() {
  local log=$1 what=$2
  if ! grep -q 'rapcfi-test: userspace reached' "$log"; then
    fail "$what: userspace not reached"
  elif sed '/rapcfi-test: userspace reached/q' "$log" | grep -q 'CFI failure at' ||
       ! grep -q 'rapcfi-test: userspace reached, CFI failures so far: 0$' "$log"; then
    fail "$what: CFI failures during boot"
  else
    pass "$what: userspace reached with zero CFI failures"
  fi
}

# The function tracer, on and off: calls traced, no CFI failure.
check_ftrace() {
  local traced
  traced=$(sed -n 's/^rapcfi-test: function tracer on and off, CFI failures: 0, calls traced: \([0-9]*\)$/\1/p' "$1")
  if [ "${traced:-0}" -gt 0 ]; then
    pass "$2: the function tracer traced $traced calls, no CFI failure"
  else
    fail "$2: the function tracer traced nothing, or CFI failed under it"
  fi
}

# section LOG TEST: the log from TEST's trigger to its end.
section() {
  sed -n "/rapcfi-test: triggering $2/,/rapcfi-test: $2 done/p" "$1"
}

echo "=== booting (policy enforce, the build's default)"
log=$work/boot-enforce.log
boot "$kdir" "$log"
show "$log.txt"
check_boot "$log.txt" "enforce"
check_ftrace "$log.txt" "enforce"
forward=$(section "$log.txt" CFI_FORWARD_PROTO)
if echo "$forward" | grep -q 'CFI failure at lkdtm_indirect_call+.* (target: lkdtm_increment_int+0x0/' &&
   echo "$forward" | grep -q 'rapcfi: stopping (policy enforce)' &&
   ! echo "$forward" | grep -q 'FAIL: survived'; then
  pass "enforce: CFI_FORWARD_PROTO reported and stopped"
else
  fail "enforce: CFI_FORWARD_PROTO not reported and stopped"
fi
backward=$(section "$log.txt" CFI_BACKWARD)
if echo "$backward" | grep -q 'ok: redirected stack return address' &&
   echo "$backward" | grep -q 'CFI failure at set_return_addr+.* (return to: lkdtm_CFI_BACKWARD+' &&
   echo "$backward" | grep -q 'rapcfi: stopping (policy enforce)' &&
   ! echo "$backward" | grep -q 'FAIL: stack return address was redirected'; then
  pass "enforce: CFI_BACKWARD's checked redirection reported and stopped"
else
  fail "enforce: CFI_BACKWARD's checked redirection not reported and stopped"
fi

echo "=== booting with rapcfi=permissive"
log=$work/boot-permissive.log
boot "$kdir" "$log" rapcfi=permissive
show "$log.txt"
check_boot "$log.txt" "permissive"
# Permissive goes on: the type-confused call returns too, to a return
# site of the pointer's type, which is a second failure.
forward=$(section "$log.txt" CFI_FORWARD_PROTO)
backward=$(section "$log.txt" CFI_BACKWARD)
if echo "$forward" | grep -q 'CFI failure at lkdtm_indirect_call+.* (target: lkdtm_increment_int+0x0/' &&
   echo "$forward" | grep -q 'CFI failure at lkdtm_increment_int+.* (return to: lkdtm_indirect_call+' &&
   echo "$forward" | grep -q 'FAIL: survived mismatched prototype' &&
   echo "$backward" | grep -q 'CFI failure at set_return_addr+.* (return to: lkdtm_CFI_BACKWARD+' &&
   echo "$backward" | grep -q 'FAIL: stack return address was redirected' &&
   grep -q 'rapcfi-test: CFI_BACKWARD done (shell status 0), CFI failures: 3$' "$log.txt" &&
   ! grep -qE 'rapcfi: stopping|invalid opcode|kernel BUG' "$log.txt"; then
  pass "permissive: the three failures reported and counted, the kernel went on"
else
  fail "permissive: the failures were not reported, counted and tolerated"
fi

if $ccache_check; then
  echo "=== a second build, in a new directory, through ccache"
  case $kernel_cc in
    ccache\ *) ;;
    *) fail "--ccache-check needs KERNEL_CC=\"ccache gcc\""; finish ;;
  esac
  kdir2=$work/build-rapcfi-again
  ccache -z >/dev/null
  if configure "$kdir2" y && kbuild "$kdir2"; then
    stats=$(ccache --print-stats)
    hits=$(echo "$stats" | awk -F'\t' '$1 == "direct_cache_hit" || $1 == "preprocessed_cache_hit" { n += $2 } END { print n + 0 }')
    misses=$(echo "$stats" | awk -F'\t' '$1 == "cache_miss" { print $2 }')
    echo "second build: ${seconds}s (${cpu}s CPU), ccache $hits hits, $misses misses"
    if [ "$hits" -gt 0 ] && [ "$misses" -le $((hits / 20)) ]; then
      pass "the second build through ccache hit the cache ($hits hits, $misses misses)"
    else
      fail "the second build through ccache missed the cache ($hits hits, $misses misses)"
    fi
  else
    fail "the second build through ccache (log: $kdir2/build.log)"
  fi
fi

if $plain; then
  echo "=== building and booting the same kernel without the plugin"
  pdir=$work/build-plain
  if configure "$pdir" n && kbuild "$pdir"; then
    plain_text=$(text_size "$pdir")
    echo "build time: ${seconds}s (${cpu}s CPU) without the plugin," \
	 "${rapcfi_seconds}s (${rapcfi_cpu}s CPU) with it"
    echo "vmlinux functions: $plain_text bytes without the plugin," \
	 "$rapcfi_text with it" \
	 "(+$(( (rapcfi_text - plain_text) * 100 / plain_text ))%)"
    log=$work/boot-plain.log
    boot "$pdir" "$log"
    show "$log.txt"
    # Without the plugin nothing stops the tests: they must survive.
    if grep -q 'FAIL: survived mismatched prototype' "$log.txt" &&
       grep -q 'FAIL: stack return address was redirected' "$log.txt"; then
      pass "plain: LKDTM's CFI tests survive without the plugin"
    else
      fail "plain: LKDTM's CFI tests did not run as expected without the plugin"
    fi
  else
    fail "the kernel build without the plugin (log: $pdir/build.log)"
  fi
fi

finish
