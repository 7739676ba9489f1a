# Sourced by build-and-boot.sh for --version 6.12: Debian's unmodified
# linux-source-6.12 built with the kernel's own kCFI (CONFIG_CFI_CLANG),
# which Kconfig offers to any compiler that takes -fsanitize=kcfi:
# rapcfi-gcc --kcfi (tools/rapcfi-gcc.in) takes it and makes the code
# Clang makes (abi=kcfi).  The same kernel is built with CFI permissive
# and without the plugin too, each booted with a busybox initramfs that
# triggers LKDTM's CFI_FORWARD_PROTO and measures system calls and
# context switches (guest.c); with --config defconfig it first loads and
# unloads the kernel's modules and runs a workload: files on tmpfs and on
# ext4 on virtio-blk, busybox httpd and wget over loopback, the function
# and function graph tracers, a BPF program run through its JIT.
#
# Uses from build-and-boot.sh: pass, fail, finish, here, top, build, work,
# tarball, plugin, jobs, boot_timeout, arch (x86_64 or arm64), config
# (tiny or defconfig), qemu, busybox.

# What differs between the architectures: the kernel's ARCH and the
# cross compiler's prefix, the image, the console, how a CFI failure
# stops (x86_64: ud2, "invalid opcode"; arm64: brk, "Oops - CFI").
case $arch in
  x86_64)
    karch=x86 cross= image=arch/x86/boot/bzImage console=ttyS0
    stopped='Oops: invalid opcode'
    qemu_args=
    ;;
  arm64)
    karch=arm64 cross=aarch64-linux-gnu- image=arch/arm64/boot/Image
    console=ttyAMA0 stopped='Oops - CFI'
    # pauth-impdef: QEMU's faster algorithm; PAC and BTI are there.
    qemu_args="-M virt -cpu max,pauth-impdef=on"
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


# The configuration: tiny starts from tinyconfig, defconfig from the
# architecture's defconfig and kvm_guest.config, which builds modules
# too; both add kernel-6.12.config and the architecture's fragment,
# defconfig kernel-6.12-defconfig.config as well.
fragments="$here/kernel-6.12.config $here/kernel-6.12-$arch.config"
if [ "$config" = defconfig ]; then
  base_config="defconfig kvm_guest.config"
  fragments="$fragments $here/kernel-6.12-defconfig.config"
  targets="${image##*/} modules"
  qemu_args="$qemu_args -m 512M"
else
  base_config=tinyconfig
  targets=${image##*/}
  qemu_args="$qemu_args -m 256M"
fi

# The compiler as the builds see it: CC wrapped so that each call adds
# its CPU time (user and system seconds) to the file $RAPCFI_CPU_LOG
# names, so that a build interrupted (a machine's session ending) and
# resumed is still counted whole; the sum is what the builds compare.
timed_cc=$work/timed-cc
cat >"$timed_cc" <<'EOF_TIMED'
#!/bin/bash
[ -n "${RAPCFI_CPU_LOG:-}" ] || exec "$@"
TIMEFORMAT='%U %S'
exec 3>&2
{ time "$@" 2>&3 3>&-; } 2>>"$RAPCFI_CPU_LOG"
EOF_TIMED
chmod +x "$timed_cc" || { fail "making $timed_cc"; finish; }

# kmake DIR CC [ARGUMENTS...]: make in the sources for build directory
# DIR, with CC through timed-cc, at a lower priority than the boots.
kmake() {
  local dir=$1 cc=$2
  shift 2
  nice -n 10 make -C "$src" O="$dir" ARCH=$karch CROSS_COMPILE=$cross \
    CC="$timed_cc $cc" "$@"
}

# set_config DIR CC [LINE...]: the .config LINEs (CONFIG_X=V) replace
# what DIR's .config says of X, and the configuration is completed.
set_config() {
  local dir=$1 cc=$2 line
  shift 2
  for line; do
    sed -i -e "/^${line%%=*}=/d" -e "/^# ${line%%=*} is not set/d" \
      "$dir/.config"
    echo "$line" >>"$dir/.config"
  done
  kmake "$dir" "$cc" -s olddefconfig
}

# compiler_id CC: what a build directory's objects depend on beyond its
# .config: the compiler, the plugin and the front door.
compiler_id() {
  # shellcheck disable=SC2086
  { $1 --version | head -1; sha256sum <"$plugin"; sha256sum <"$rapcfi_gcc"; }
}

# configure612 DIR CC [LINE...]: a build directory with the configuration
# and the extra LINEs.  A directory already there with the same
# configuration and compiler is kept, so that its build goes on where an
# earlier run stopped; any other is made anew.
configure612() {
  local dir=$1 cc=$2 new=$1.new
  shift 2
  # shellcheck disable=SC2086
  rm -rf "$new" && mkdir -p "$new" &&
    kmake "$new" "$cc" -s $base_config >/dev/null &&
    (cd "$new" && ARCH=$karch "$src"/scripts/kconfig/merge_config.sh -m \
      .config $fragments >/dev/null) &&
    set_config "$new" "$cc" "$@" &&
    compiler_id "$cc" >"$new/compiler.id" || return
  if cmp -s "$new/.config" "$dir/.config" &&
     cmp -s "$new/compiler.id" "$dir/compiler.id"; then
    echo "=== $dir: same configuration and compiler, its build goes on"
    rm -rf "$new"
  else
    rm -rf "$dir" && mv "$new" "$dir"
  fi
}

# build612 DIR CC: the image (and the modules, installed stripped in
# DIR/modules), its log in DIR/build.log; sets seconds (wall time of the
# build's last run) and cpu (the compiler's CPU seconds over all runs,
# DIR/cpu.log).  A directory whose build finished (DIR/build.done) is
# not built again.
build612() {
  local TIMEFORMAT='%R' status
  if [ ! -f "$1/build.done" ]; then
    # shellcheck disable=SC2086
    { time (export RAPCFI_CPU_LOG="$1/cpu.log"
	    kmake "$1" "$2" -j"$jobs" $targets >>"$1/build.log" 2>&1); } \
      2>"$1/build.time"
    status=$?
    [ $status -eq 0 ] || return $status
    if [ "$config" = defconfig ]; then
      rm -rf "$1/modules"
      kmake "$1" "$2" -s INSTALL_MOD_PATH="$1/modules" INSTALL_MOD_STRIP=1 \
	modules_install >>"$1/build.log" 2>&1 || return
    fi
    touch "$1/build.done"
  fi
  read -r seconds <"$1/build.time"
  seconds=${seconds%.*}
  cpu=$(awk '{ s += $1 + $2 } END { printf "%d", s }' "$1/cpu.log")
}

# rebuild612 FROM DIR CC [LINE...]: DIR a copy of the build directory
# FROM with the extra LINEs, built again: only what reads the options
# they change is compiled again.
rebuild612() {
  local from=$1 dir=$2 cc=$3
  shift 3
  rm -rf "$dir" && cp -a "$from" "$dir" &&
    rm -f "$dir/build.done" "$dir/cpu.log" && set_config "$dir" "$cc" "$@" &&
    build612 "$dir" "$cc"
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

# The guest's program (guest.c), static, for the kernel's architecture.
guest=$work/guest
"${target_cc:-gcc}" -std=c11 -O2 -static -o "$guest" "$here/guest.c" ||
  { fail "building guest.c with ${target_cc:-gcc} -static"; finish; }

# The init: busybox, the workload (defconfig), the costs, then
# CFI_FORWARD_PROTO in a shell of its own, since a failure that is not
# permissive kills the task.  Every line the checks read starts with
# "rapcfi-test:" and ends with the kernel's CFI reports so far.
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
[ -f /workload ] && . /workload
for run in 1 2 3 4 5; do
  /bin/guest syscalls 100000
  /bin/guest pipes 10000
done
echo "rapcfi-test: triggering CFI_FORWARD_PROTO"
sh -c "echo CFI_FORWARD_PROTO > /sys/kernel/debug/provoke-crash/DIRECT"
echo "rapcfi-test: CFI_FORWARD_PROTO done (shell status $?)," \
     "CFI failures: $(failures)"
echo "rapcfi-test: finished"
reboot -f
EOF
cat >"$work/workload" <<'EOF'
# Sourced by the init of defconfig kernels.
mount -t devtmpfs devtmpfs /dev
mkdir -p /tmp /mnt/tmpfs /mnt/ext4 /www
# report ITEM STATUS DETAILS: one line of the workload.
report() {
  if [ "$2" -eq 0 ]; then
    echo "rapcfi-test: $1: ok ($3), CFI failures: $(failures)"
  else
    echo "rapcfi-test: $1: failed ($3), CFI failures: $(failures)"
  fi
}

# Every module in /modules.list, loaded and unloaded.
tried=0 loaded=0 unloaded=0
for module in $(cat /modules.list); do
  tried=$((tried + 1))
  if modprobe "$module"; then
    loaded=$((loaded + 1))
    modprobe -r "$module" && unloaded=$((unloaded + 1))
  fi
done
[ $loaded -ge 20 ] && [ $unloaded -eq $loaded ]
report modules $? "$tried tried, $loaded loaded, $unloaded unloaded"

# files DIR: files written, copied, renamed and read back.
files() {
  dd if=/dev/urandom of="$1/a" bs=64k count=64 2>/dev/null &&
    cp "$1/a" "$1/b" && mkdir -p "$1/d" && mv "$1/b" "$1/d/b" &&
    [ "$(md5sum <"$1/a")" = "$(md5sum <"$1/d/b")" ]
}
mount -t tmpfs tmpfs /mnt/tmpfs && files /mnt/tmpfs
report tmpfs $? "4 MiB written, copied, renamed, compared"
# ext4 on the virtio disk, read back after it is mounted again.
mount -t ext4 /dev/vda /mnt/ext4 && files /mnt/ext4 &&
  sum=$(md5sum </mnt/ext4/a) && umount /mnt/ext4 &&
  mount -t ext4 /dev/vda /mnt/ext4 &&
  [ "$(md5sum </mnt/ext4/d/b)" = "$sum" ] && umount /mnt/ext4
report ext4 $? "/dev/vda: 4 MiB written, compared after mounting again"

# busybox httpd and wget over loopback.
ip link set lo up
dd if=/dev/urandom of=/www/file bs=1k count=256 2>/dev/null
httpd -f -p 127.0.0.1:8080 -h /www &
httpd=$!
sleep 1
wget -q -O /tmp/fetched http://127.0.0.1:8080/file && cmp /www/file /tmp/fetched
report network $? "256 KiB from httpd to wget over 127.0.0.1"
kill $httpd

# The function and function graph tracers, on and off.
tracing=/sys/kernel/tracing
mount -t tracefs tracefs $tracing
for tracer in function function_graph; do
  echo $tracer >$tracing/current_tracer && ls -R /sys >/dev/null &&
    echo 0 >$tracing/tracing_on
  status=$?
  traced=$(grep -vc '^#' $tracing/trace)
  echo nop >$tracing/current_tracer && echo >$tracing/trace &&
    echo 1 >$tracing/tracing_on && [ "$traced" -gt 0 ] && [ $status -eq 0 ]
  report "$tracer tracer" $? "$traced lines traced, then off"
done

# A BPF program run through the JIT's code.
out=$(/bin/guest bpf)
report bpf $? "$out; bpf_jit_enable $(cat /proc/sys/net/core/bpf_jit_enable)"
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
file /bin/guest $guest 755 0 0
file /init $work/init 755 0 0
EOF

# initramfs612 DIR: DIR/initramfs.cpio, with DIR's modules, the workload
# and the list of the modules to load (at most 60, spread over the
# kernel's modules.order) for defconfig.
initramfs612() {
  local dir=$1 list=$1/initramfs.list
  cp "$work/initramfs.list" "$list" || return
  if [ "$config" = defconfig ]; then
    sed 's|.*/||; s|\.ko$||' "$dir"/modules/lib/modules/*/modules.order |
      awk '{ name[NR] = $0 }
	   END { step = NR > 60 ? NR / 60 : 1
		 for (i = 1; i <= NR; i += step) print name[int(i)] }' \
	  >"$dir/modules.list"
    {
      echo "file /workload $work/workload 644 0 0"
      echo "file /modules.list $dir/modules.list 644 0 0"
      (cd "$dir/modules" && find lib -type d -printf 'dir /%p 755 0 0\n' &&
	 find lib -type f -printf "file /%p $dir/modules/%p 644 0 0\n")
    } >>"$list"
  fi
  "$dir/usr/gen_init_cpio" "$list" >"$dir/initramfs.cpio"
}

# boot612 DIR LOG [KERNEL ARGUMENTS]: boot DIR's image and initramfs,
# with a new ext4 disk for defconfig, the console in LOG.txt, and show
# what matters in it.
boot612() {
  local dir=$1 log=$2 disk_args=
  shift 2
  if [ "$config" = defconfig ]; then
    rm -f "$work/disk.img" && truncate -s 64M "$work/disk.img" &&
      PATH=$PATH:/sbin:/usr/sbin mkfs.ext4 -q -F "$work/disk.img" ||
      fail "making an ext4 disk (mkfs.ext4, e2fsprogs)"
    disk_args="-drive file=$work/disk.img,if=virtio,format=raw"
  fi
  # shellcheck disable=SC2086
  timeout "$boot_timeout" $qemu -nographic -no-reboot $qemu_args $disk_args \
    -kernel "$dir/$image" -initrd "$dir/initramfs.cpio" \
    -append "console=$console panic=-1 printk.time=1 $*" \
    </dev/null >"$log" 2>&1
  tr -d '\r' <"$log" >"$log.txt"
  grep -E 'CFI|lkdtm|rapcfi-test|invalid opcode|Oops|kernel BUG|Kernel panic|RIP:|pc :|Run /init|Linux version|FAIL:' "$log.txt" |
    sed 's/^/  | /'
}

# check_boot LOG WHAT [LINE]: userspace reached with no CFI failure
# reported before, and the log has LINE (the CFI mode the kernel chose);
# with defconfig, the workload ran, each part with no CFI failure.
check_boot() {
  local log=$1 what=$2 item line
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
  [ "$config" = defconfig ] || return 0
  for item in modules tmpfs ext4 network 'function tracer' \
	      'function_graph tracer' bpf; do
    line=$(grep "^rapcfi-test: $item: " "$log")
    if echo "$line" | grep -q ": ok (.*), CFI failures: 0$"; then
      pass "$what: $item, ${line#*: ok (}"
    else
      fail "$what: $item: ${line:-did not run}"
    fi
  done
}

# costs LOG: sets to_init (seconds from the kernel's start to /init, its
# own clock), syscall and pipe (the medians of the guest's runs, ns).
median() {
  sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
costs() {
  to_init=$(sed -n 's/^\[ *\([0-9.]*\)\] Run \/init as init process$/\1/p' "$1")
  syscall=$(sed -n 's/^guest: syscalls \([0-9.]*\) ns per call$/\1/p' "$1" | median)
  pipe=$(sed -n 's/^guest: pipes \([0-9.]*\) ns per round trip$/\1/p' "$1" | median)
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

# ratio A B: A / B to three places.
ratio() {
  echo "scale=3; $1 / $2" | bc
}

# The type LKDTM's mismatched call is made through, void (int *), as
# Clang's -fsanitize=kcfi hashes it; the kernel re-hashes it at boot
# unless told cfi=norand.
clang_hash=0x7e0c52a5
forward_failure='CFI failure at lkdtm_indirect_call+.* (target: lkdtm_increment_int+0x0/'

echo "=== building Linux 6.12 ($config) with CONFIG_CFI_CLANG through $kcfi_cc (-j$jobs)"
kdir=$work/build-kcfi
if configure612 "$kdir" "$kcfi_cc" &&
   grep -q '^CONFIG_CFI_CLANG=y' "$kdir/.config"; then
  :
else
  fail "configuring the kernel: no CONFIG_CFI_CLANG=y (does $kcfi_cc take -fsanitize=kcfi?)"
  finish
fi
if build612 "$kdir" "$kcfi_cc"; then
  pass "kernel built with CONFIG_CFI_CLANG in ${seconds}s (${cpu}s of the compiler's CPU)"
else
  grep -E 'error|Error' "$kdir/build.log" | head -20
  fail "kernel build with CONFIG_CFI_CLANG (log: $kdir/build.log)"
  finish
fi
kcfi_seconds=$seconds kcfi_cpu=$cpu
sizes "$kdir"
kcfi_text=$text kcfi_code=$code kcfi_image=$image_size
grep -E '^CONFIG_(FINEIBT|CALL_PADDING|FUNCTION_PADDING_BYTES|MITIGATION_RETPOLINE|X86_KERNEL_IBT|MODULES|FUNCTION_GRAPH_TRACER|BPF_JIT)=' "$kdir/.config" |
  sed 's/^/  | /'
# objtool runs on vmlinux.o and the modules (--ibt --cfi --retpoline
# --rethunk ...: it makes .cfi_sites of the __cfi_ symbols and the list
# of retpoline calls the kernel rewrites) and says "warning: objtool:" or
# "error: objtool:" when it finds fault.  arm64 has no objtool.
if [ "$arch" = arm64 ]; then
  :
elif [ -x "$kdir/tools/objtool/objtool" ] &&
   ! grep -qE '(warning|error): objtool:' "$kdir/build.log"; then
  pass "objtool ran on the kernel without a warning"
else
  grep -E '(warning|error): objtool:' "$kdir/build.log" | head -10
  fail "objtool warned, or did not run (log: $kdir/build.log)"
fi
initramfs612 "$kdir" || { fail "making the initramfs"; finish; }
# What the plugin made, counted in vmlinux: x86_64's preambles are the
# __cfi_ symbols (the kernel's assembly makes some too), checks the
# entries of .kcfi_traps, 4 bytes each; arm64's checks are the brk
# instructions with kCFI's immediates (0x8000 to 0x83ff).
if [ "$arch" = x86_64 ]; then
  preambles=$(nm "$kdir/vmlinux" | grep -c ' __cfi_')
  traps=$(( (0x$(nm "$kdir/vmlinux" | sed -n 's/ . __stop___kcfi_traps$//p') -
	     0x$(nm "$kdir/vmlinux" | sed -n 's/ . __start___kcfi_traps$//p')) / 4 ))
  echo "instrumented: $preambles __cfi_ preambles, $traps checked indirect" \
       "calls (.kcfi_traps entries) in vmlinux"
else
  traps=$(${cross}objdump -d "$kdir/vmlinux" | grep -cE '\sbrk\s+#0x8[0-3][0-9a-f]{2}$')
  echo "instrumented: $traps checked indirect calls (brk of kCFI) in vmlinux"
fi
[ "$config" = defconfig ] &&
  echo "modules: $(wc -l <"$kdir/modules.list") to load of" \
       "$(cat "$kdir"/modules/lib/modules/*/modules.order | wc -l) built"

# The boot whose costs are compared with plain GCC's: on arm64 there is
# no boot-time re-hashing (the compiler's hashes are Clang's); on x86_64
# cfi=auto chooses kCFI under QEMU and re-randomises the hashes.
echo "=== booting"
log=$work/boot-kcfi.log
boot612 "$kdir" "$log"
costs "$log.txt"
kcfi_to_init=$to_init kcfi_syscall=$syscall kcfi_pipe=$pipe
if [ "$arch" = arm64 ]; then
  check_boot "$log.txt" "kCFI"
  check_stopped "$log.txt" "kCFI" \
    "$forward_failure.*expected type: $clang_hash)"
else
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
if rebuild612 "$kdir" "$pdir" "$kcfi_cc" CONFIG_CFI_PERMISSIVE=y &&
   grep -q '^CONFIG_CFI_PERMISSIVE=y' "$pdir/.config" &&
   initramfs612 "$pdir"; then
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
if configure612 "$ndir" "${target_cc:-gcc}" &&
   build612 "$ndir" "${target_cc:-gcc}" && initramfs612 "$ndir"; then
  sizes "$ndir"
  log=$work/boot-plain.log
  boot612 "$ndir" "$log"
  check_boot "$log.txt" "plain"
  if ! grep -q '^CONFIG_CFI_CLANG=y' "$ndir/.config" &&
     forward "$log.txt" | grep -q 'FAIL: survived mismatched prototype function call'; then
    pass "plain: CFI_FORWARD_PROTO survives without CFI (the test can fail)"
  else
    fail "plain: CFI_FORWARD_PROTO did not run as expected without CFI"
  fi
  costs "$log.txt"
  echo "=== costs: kCFI (rapcfi-gcc --kcfi) against plain GCC, this run"
  echo "build, the compiler's CPU time: ${kcfi_cpu}s against ${cpu}s" \
       "(ratio $(ratio "$kcfi_cpu" "$cpu")); wall ${kcfi_seconds}s against" \
       "${seconds}s (the last run of each build)"
  echo "vmlinux functions' code: $kcfi_code bytes against $code" \
       "(ratio $(ratio "$kcfi_code" "$code")); .text $kcfi_text against $text" \
       "(ratio $(ratio "$kcfi_text" "$text")); ${image##*/} $kcfi_image" \
       "against $image_size (ratio $(ratio "$kcfi_image" "$image_size"))"
  if [ -n "$kcfi_to_init" ] && [ -n "$to_init" ] &&
     [ -n "$kcfi_syscall" ] && [ -n "$syscall" ] &&
     [ -n "$kcfi_pipe" ] && [ -n "$pipe" ]; then
    echo "boot to /init (the kernel's clock, under QEMU's emulation):" \
	 "${kcfi_to_init}s against ${to_init}s (ratio $(ratio "$kcfi_to_init" "$to_init"))"
    echo "getppid, median of 5 runs of 100000: $kcfi_syscall ns against" \
	 "$syscall ns (ratio $(ratio "$kcfi_syscall" "$syscall"))"
    echo "pipe round trip (two context switches), median of 5 runs of" \
	 "10000: $kcfi_pipe ns against $pipe ns (ratio $(ratio "$kcfi_pipe" "$pipe"))"
  else
    fail "the costs in the guest were not all measured"
  fi
else
  fail "the kernel build with plain GCC (log: $ndir/build.log)"
fi
