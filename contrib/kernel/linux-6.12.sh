# Sourced by build-and-boot.sh for --version 6.12: Debian's unmodified
# linux-source-6.12 built with the kernel's own kCFI (CONFIG_CFI_CLANG),
# which Kconfig offers to any compiler that takes -fsanitize=kcfi:
# rapcfi-gcc --kcfi (tools/rapcfi-gcc.in) takes it and makes the code
# Clang makes (abi=kcfi).  The same kernel is built with CFI permissive
# and without the plugin too, each booted with a busybox initramfs that
# triggers LKDTM's CFI_FORWARD_PROTO.
#
# Uses from build-and-boot.sh: pass, fail, finish, here, top, build, work,
# tarball, plugin, jobs, boot_timeout, arch (x86_64 or arm64), qemu,
# busybox.

# What differs between the architectures: the kernel's ARCH and the
# cross compiler's prefix, the image, the console, how a CFI failure
# stops (x86_64: ud2, "invalid opcode"; arm64: brk, "Oops - CFI").
case $arch in
  x86_64)
    karch=x86 cross= image=arch/x86/boot/bzImage console=ttyS0
    stopped='Oops: invalid opcode'
    qemu_args="-m 256M"
    ;;
  arm64)
    karch=arm64 cross=aarch64-linux-gnu- image=arch/arm64/boot/Image
    console=ttyAMA0 stopped='Oops - CFI'
    # pauth-impdef: QEMU's faster algorithm; PAC and BTI are there.
    qemu_args="-M virt -cpu max,pauth-impdef=on -m 256M"
    ;;
esac

# The sources, unpacked once: they are not patched.
src=$work/linux-source-6.12
if [ ! -f "$src/Makefile" ]; then
  echo "=== unpacking $tarball"
  rm -rf "$src"
  mkdir -p "$work"
  tar -C "$work" -xf "$tarball" || { fail "unpacking $tarball"; finish; }
fi

# The compiler front door, pointing at this build's plugin rather than
# the installed one, with GCC underneath as configure found it.
target_cc=$(sed -n 's/^CC_FOR_TARGET = //p' "$build/Makefile")
if [ -n "$cross" ] && [ "${target_cc#"$cross"}" = "$target_cc" ]; then
  fail "$build is rapcfi for ${target_cc:-gcc}, not for ${cross}gcc (configure --target=${cross%-})"
  finish
fi
rapcfi_gcc=$work/rapcfi-gcc
sed -e "s|@CC[@]|${target_cc:-gcc}|g" \
    -e "s|@plugindir[@]|$(dirname "$plugin")|g" \
    "$top/tools/rapcfi-gcc.in" >"$rapcfi_gcc" && chmod +x "$rapcfi_gcc" ||
  { fail "making $rapcfi_gcc"; finish; }
kcfi_cc="$rapcfi_gcc --kcfi"

# configure612 DIR CC [LINE...]: a new build directory with tinyconfig,
# kernel-6.12.config and the extra .config LINEs (CONFIG_X=V), which
# replace what the fragment says of X.
configure612() {
  local dir=$1 cc=$2 line
  shift 2
  rm -rf "$dir" && mkdir -p "$dir" &&
    make -s -C "$src" O="$dir" ARCH=$karch CROSS_COMPILE=$cross CC="$cc" \
      tinyconfig >/dev/null &&
    (cd "$dir" && ARCH=$karch "$src"/scripts/kconfig/merge_config.sh -m \
      .config "$here/kernel-6.12.config" "$here/kernel-6.12-$arch.config" \
      >/dev/null) || return
  for line; do
    sed -i -e "/^${line%%=*}=/d" -e "/^# ${line%%=*} is not set/d" \
      "$dir/.config"
    echo "$line" >>"$dir/.config"
  done
  make -s -C "$src" O="$dir" ARCH=$karch CROSS_COMPILE=$cross CC="$cc" \
    olddefconfig
}

# build612 DIR CC: the image, its log in DIR/build.log; sets seconds
# (wall) and cpu (user + system).
build612() {
  local TIMEFORMAT='%R %U %S' status user system
  { time nice -n 10 make -C "$src" O="$1" -j"$jobs" ARCH=$karch \
      CROSS_COMPILE=$cross CC="$2" "${image##*/}" \
      >"$1/build.log" 2>&1; } 2>"$1/build.time"
  status=$?
  read -r seconds user system <"$1/build.time"
  seconds=${seconds%.*}
  cpu=$(echo "$user + $system" | bc)
  cpu=${cpu%.*}
  return $status
}

# sizes DIR: sets text (the size of vmlinux's .text section, which the
# kernel pads to 4 MiB to place the SRSO mitigation's alias, so that it
# says little), code (the bytes of its functions, without the __cfi_
# preambles of kCFI and the __pfx_ padding symbols of plain GCC's
# CALL_PADDING: the checks' cost) and image_size (the image's size).
sizes() {
  local size
  text=$((0x$(readelf -SW "$1/vmlinux" | sed -n 's/^ *\[ *[0-9]*\] \.text  *[A-Z]*  *[0-9a-f]*  *[0-9a-f]*  *\([0-9a-f]*\) .*/\1/p')))
  code=0
  for size in $(${cross}nm -S "$1/vmlinux" |
		  awk '$3 ~ /^[tTwW]$/ && $4 !~ /^__(cfi|pfx)_/ { print $2 }'); do
    code=$((code + 0x$size))
  done
  image_size=$(stat -c %s "$1/$image")
}

# The initramfs: busybox, and an init that counts the kernel's CFI
# reports so far and triggers CFI_FORWARD_PROTO in a shell of its own,
# since a failure that is not permissive kills the task.
initramfs=$work/initramfs.cpio
cat >"$work/init" <<'EOF'
#!/bin/busybox sh
/bin/busybox --install -s
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t debugfs debugfs /sys/kernel/debug
failures() {
  dmesg | grep -c 'CFI failure at'
}
echo "rapcfi-test: userspace reached, CFI failures so far: $(failures)"
echo "rapcfi-test: triggering CFI_FORWARD_PROTO"
sh -c "echo CFI_FORWARD_PROTO > /sys/kernel/debug/provoke-crash/DIRECT"
echo "rapcfi-test: CFI_FORWARD_PROTO done (shell status $?)," \
     "CFI failures: $(failures)"
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

# boot612 DIR LOG [KERNEL ARGUMENTS]: boot DIR's image, the console in
# LOG.txt, and show what matters in it.
boot612() {
  local dir=$1 log=$2
  shift 2
  # shellcheck disable=SC2086
  timeout "$boot_timeout" $qemu -nographic -no-reboot $qemu_args \
    -kernel "$dir/$image" -initrd "$initramfs" \
    -append "console=$console panic=-1 $*" </dev/null >"$log" 2>&1
  tr -d '\r' <"$log" >"$log.txt"
  grep -E 'CFI|lkdtm|rapcfi-test|invalid opcode|Oops|kernel BUG|Kernel panic|RIP:|pc :|Run /init|Linux version|FAIL:' "$log.txt" |
    sed 's/^/  | /'
}

# check_boot LOG WHAT [LINE]: userspace reached with no CFI failure
# reported before, and the log has LINE (the CFI mode the kernel chose).
check_boot() {
  local log=$1 what=$2
  if ! grep -q 'rapcfi-test: userspace reached' "$log"; then
    fail "$what: userspace not reached"
  elif sed '/rapcfi-test: userspace reached/q' "$log" | grep -q 'CFI failure at' ||
       ! grep -q 'rapcfi-test: userspace reached, CFI failures so far: 0$' "$log"; then
    fail "$what: CFI failures during boot"
  elif [ $# -ge 3 ] && ! grep -q "$3" "$log"; then
    fail "$what: userspace reached, but no '$3'"
  else
    pass "$what: userspace reached with zero CFI failures${3:+ ($3)}"
  fi
}

# forward LOG: the log of CFI_FORWARD_PROTO.
forward() {
  sed -n '/rapcfi-test: triggering CFI_FORWARD_PROTO/,/rapcfi-test: CFI_FORWARD_PROTO done/p' "$1"
}

# check_stopped LOG WHAT PATTERN: CFI_FORWARD_PROTO reported by the
# kernel's own handler as PATTERN says, and stopped: the trap is a BUG,
# the triggering shell dies.
check_stopped() {
  local out
  out=$(forward "$1")
  if echo "$out" | grep -q "$3" &&
     echo "$out" | grep -q "$stopped" &&
     ! echo "$out" | grep -q 'FAIL: survived' &&
     ! echo "$out" | grep -q 'done (shell status 0)'; then
    pass "$2: CFI_FORWARD_PROTO reported ($(echo "$out" | grep -o 'CFI failure at .*' | head -1)) and stopped"
  else
    fail "$2: CFI_FORWARD_PROTO not reported as '$3' and stopped"
  fi
}

# The type LKDTM's mismatched call is made through, void (int *), as
# Clang's -fsanitize=kcfi hashes it; the kernel re-hashes it at boot
# unless told cfi=norand.
clang_hash=0x7e0c52a5
forward_failure='CFI failure at lkdtm_indirect_call+.* (target: lkdtm_increment_int+0x0/'

echo "=== building Linux 6.12 with CONFIG_CFI_CLANG through $kcfi_cc (-j$jobs)"
kdir=$work/build-kcfi
if configure612 "$kdir" "$kcfi_cc" &&
   grep -q '^CONFIG_CFI_CLANG=y' "$kdir/.config"; then
  :
else
  fail "configuring the kernel: no CONFIG_CFI_CLANG=y (does $kcfi_cc take -fsanitize=kcfi?)"
  finish
fi
if build612 "$kdir" "$kcfi_cc"; then
  pass "kernel built with CONFIG_CFI_CLANG in ${seconds}s (${cpu}s CPU)"
else
  grep -E 'error|Error' "$kdir/build.log" | head -20
  fail "kernel build with CONFIG_CFI_CLANG (log: $kdir/build.log)"
  finish
fi
kcfi_seconds=$seconds kcfi_cpu=$cpu
sizes "$kdir"
kcfi_text=$text kcfi_code=$code kcfi_image=$image_size
grep -E '^CONFIG_(FINEIBT|CALL_PADDING|FUNCTION_PADDING_BYTES|MITIGATION_RETPOLINE|X86_KERNEL_IBT|MODULES)=' "$kdir/.config" |
  sed 's/^/  | /'
# objtool runs on vmlinux.o (--ibt --cfi --retpoline --rethunk ...: it
# makes .cfi_sites of the __cfi_ symbols and the list of retpoline calls
# the kernel rewrites) and says "warning: objtool:" or "error: objtool:"
# when it finds fault.  arm64 has no objtool.
if [ "$arch" = arm64 ]; then
  :
elif [ -x "$kdir/tools/objtool/objtool" ] &&
   ! grep -qE '(warning|error): objtool:' "$kdir/build.log"; then
  pass "objtool ran on the kernel without a warning"
else
  grep -E '(warning|error): objtool:' "$kdir/build.log" | head -10
  fail "objtool warned, or did not run (log: $kdir/build.log)"
fi
"$kdir/usr/gen_init_cpio" "$work/initramfs.list" >"$initramfs" ||
  { fail "making the initramfs"; finish; }
# What the plugin made, counted in vmlinux: x86_64's preambles are the
# __cfi_ symbols (the kernel's assembly makes some too), checks the
# entries of .kcfi_traps, 4 bytes each; arm64's checks are the brk
# instructions with kCFI's immediates (0x8000 to 0x83ff).
if [ "$arch" = x86_64 ]; then
  preambles=$(nm "$kdir/vmlinux" | grep -c ' __cfi_')
  traps=$(( (0x$(nm "$kdir/vmlinux" | sed -n 's/ . __stop___kcfi_traps$//p') -
	     0x$(nm "$kdir/vmlinux" | sed -n 's/ . __start___kcfi_traps$//p')) / 4 ))
  echo "instrumented: $preambles __cfi_ preambles, $traps checked indirect" \
       "calls (.kcfi_traps entries)"
else
  traps=$(${cross}objdump -d "$kdir/vmlinux" | grep -cE '\sbrk\s+#0x8[0-3][0-9a-f]{2}$')
  echo "instrumented: $traps checked indirect calls (brk of kCFI)"
fi

if [ "$arch" = arm64 ]; then
  # No boot-time re-hashing on arm64: the compiler's hashes, Clang's.
  echo "=== booting"
  log=$work/boot-kcfi.log
  boot612 "$kdir" "$log"
  check_boot "$log.txt" "kCFI"
  check_stopped "$log.txt" "kCFI" \
    "$forward_failure.*expected type: $clang_hash)"
else
echo "=== booting (cfi=auto: kCFI under QEMU, hashes re-randomised at boot)"
log=$work/boot-kcfi.log
boot612 "$kdir" "$log"
check_boot "$log.txt" "kCFI" "Using kCFI"
check_stopped "$log.txt" "kCFI" "$forward_failure"

echo "=== booting with cfi=norand (the compiler's hashes)"
log=$work/boot-norand.log
boot612 "$kdir" "$log" cfi=norand
check_boot "$log.txt" "kCFI, cfi=norand" "Using kCFI"
check_stopped "$log.txt" "kCFI, cfi=norand" \
  "$forward_failure.*expected type: $clang_hash)"

echo "=== booting with cfi=fineibt (the kernel rewrites preambles and checks)"
log=$work/boot-fineibt.log
boot612 "$kdir" "$log" cfi=fineibt
check_boot "$log.txt" "FineIBT" "Using FineIBT CFI"
check_stopped "$log.txt" "FineIBT" \
  'CFI failure at __cfi_lkdtm_increment_int+.* (target: lkdtm_increment_int+0x0/'
fi

echo "=== building and booting it with CONFIG_CFI_PERMISSIVE"
pdir=$work/build-kcfi-permissive
if configure612 "$pdir" "$kcfi_cc" CONFIG_CFI_PERMISSIVE=y &&
   build612 "$pdir" "$kcfi_cc"; then
  log=$work/boot-permissive.log
  boot612 "$pdir" "$log"
  check_boot "$log.txt" "permissive"
  out=$(forward "$log.txt")
  if echo "$out" | grep -q "$forward_failure" &&
     echo "$out" | grep -q 'FAIL: survived mismatched prototype function call' &&
     echo "$out" | grep -q 'done (shell status 0), CFI failures: 1$'; then
    pass "permissive: CFI_FORWARD_PROTO reported and survived"
  else
    fail "permissive: CFI_FORWARD_PROTO not reported and survived"
  fi
else
  fail "the kernel build with CONFIG_CFI_PERMISSIVE (log: $pdir/build.log)"
fi

echo "=== building and booting the same kernel with plain GCC (no CFI)"
ndir=$work/build-plain
if configure612 "$ndir" "${target_cc:-gcc}" && build612 "$ndir" "${target_cc:-gcc}"; then
  sizes "$ndir"
  echo "build time: ${seconds}s (${cpu}s CPU) plain," \
       "${kcfi_seconds}s (${kcfi_cpu}s CPU) with kCFI" \
       "(CPU ratio $(echo "scale=3; $kcfi_cpu / $cpu" | bc))"
  echo "vmlinux .text: $text bytes plain, $kcfi_text with kCFI" \
       "(ratio $(echo "scale=3; $kcfi_text / $text" | bc));" \
       "functions' code: $code plain, $kcfi_code with kCFI" \
       "(ratio $(echo "scale=3; $kcfi_code / $code" | bc));" \
       "${image##*/}: $image_size plain, $kcfi_image with kCFI" \
       "(ratio $(echo "scale=3; $kcfi_image / $image_size" | bc))"
  log=$work/boot-plain.log
  boot612 "$ndir" "$log"
  if ! grep -q '^CONFIG_CFI_CLANG=y' "$ndir/.config" &&
     forward "$log.txt" | grep -q 'FAIL: survived mismatched prototype function call'; then
    pass "plain: CFI_FORWARD_PROTO survives without CFI (the test can fail)"
  else
    fail "plain: CFI_FORWARD_PROTO did not run as expected without CFI"
  fi
else
  fail "the kernel build with plain GCC (log: $ndir/build.log)"
fi
