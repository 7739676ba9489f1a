# Sourced by build-and-boot.sh for --version 6.12: Debian's linux-source-6.12
# built with the kernel's own kCFI (CONFIG_CFI_CLANG), which Kconfig
# offers to any compiler that takes -fsanitize=kcfi: rapcfi-gcc --kcfi
# (tools/rapcfi-gcc.in) takes it and makes the code Clang makes
# (abi=kcfi).  The main kernel adds rapcfi's return edge
# (CONFIG_RAPCFI_RETURNS, patches-6.12: markers in the entry code, the
# failure handler, ftrace and its function graph tracer; on arm64 in
# place of pointer authentication in the kernel, which the plugin
# leaves the returns it signs to); the unpatched
# sources are built with forward edges only too.  The main kernel is
# built with CFI permissive as well, and the unpatched one without the
# plugin; each is booted with a busybox initramfs that triggers LKDTM's
# CFI_FORWARD_PROTO and CFI_BACKWARD and measures system calls and
# context switches (guest.c); with --config defconfig it first loads and
# unloads the kernel's modules and runs a workload: files on tmpfs and on
# ext4 on virtio-blk, busybox httpd and wget over loopback, the function
# and function graph tracers, a kretprobe, a BPF program run through its
# JIT.
#
# Uses from build-and-boot.sh: pass, fail, finish, here, top, build, work,
# tarball, plugin, jobs, boot_timeout, arch (x86_64 or arm64), config
# (tiny or defconfig), qemu, busybox, build_main, build_kcfi,
# build_plain, workload_dep.

# What differs between the architectures: the kernel's ARCH and the
# cross compiler's prefix, the image, the console, how a CFI failure
# stops (x86_64: ud2, "invalid opcode"; arm64: brk, "Oops - CFI") and
# how rapcfi's return edge stops one (x86_64: ud2; arm64: a BUG), the
# line that says the kernel's CFI mode (x86_64 only), and what the main
# kernel's return edge changes in the configuration (arm64: no pac-ret
# in the kernel, which would leave rapcfi only the returns it does not
# sign: the plugin leaves signed returns to pointer authentication).
case $arch in
  x86_64)
    karch=x86 cross= image=arch/x86/boot/bzImage console=ttyS0
    stopped='Oops: invalid opcode' backward_stopped=$stopped
    kcfi_line='Using kCFI'
    return_edge_lines=
    qemu_args=
    ;;
  arm64)
    karch=arm64 cross=aarch64-linux-gnu- image=arch/arm64/boot/Image
    console=ttyAMA0 stopped='Oops - CFI' backward_stopped='Oops - BUG'
    kcfi_line=
    return_edge_lines=CONFIG_ARM64_PTR_AUTH_KERNEL=n
    # pauth-impdef: QEMU's faster algorithm; PAC and BTI are there.
    qemu_args="-M virt -cpu max,pauth-impdef=on"
    ;;
esac

# The sources not patched (src), unpacked once when a build first needs
# them (unpack_src); a second copy with rapcfi's return edge,
# patches-6.12 (psrc), brought up to date whenever the patch set changes
# and the run builds the main kernel, its only user.
src=$work/linux-source-6.12
unpack_src() {
  [ ! -f "$src/Makefile" ] || return 0
  echo "=== unpacking $tarball"
  rm -rf "$src"
  mkdir -p "$work"
  tar -C "$work" -xf "$tarball" || { fail "unpacking $tarball"; finish; }
}
# When the patch set changes, the sources are patched anew in a fresh
# copy and only the files whose contents differ are copied over psrc, so
# that a build directory's make compiles again only what they touch.
psrc=$work/linux-source-6.12-rapcfi
stamp=$(cat "$here"/patches-6.12/*.patch | sha256sum | cut -d' ' -f1)
if $build_main &&
   [ "$(cat "$psrc/.rapcfi-patches" 2>/dev/null)" != "$stamp" ]; then
  echo "=== unpacking $tarball again and applying contrib/kernel/patches-6.12"
  fresh=$work/patching/linux-source-6.12
  rm -rf "$work/patching"
  mkdir -p "$work/patching" && tar -C "$work/patching" -xf "$tarball" ||
    { fail "unpacking $tarball"; finish; }
  for p in "$here"/patches-6.12/*.patch; do
    patch -s -d "$fresh" -p1 <"$p" ||
	{ fail "applying $(basename "$p")"; finish; }
  done
  if [ -f "$psrc/Makefile" ]; then
    # The files the old and the new patch sets touch.
    for f in $(cat "$psrc"/.rapcfi-patches.d/*.patch \
		   "$here"/patches-6.12/*.patch 2>/dev/null |
		 sed -n 's|^+++ b/||p; s|^--- a/||p' | sort -u); do
	if [ ! -e "$fresh/$f" ]; then
	  rm -f "$psrc/$f"
	elif ! cmp -s "$fresh/$f" "$psrc/$f"; then
	  mkdir -p "$(dirname "$psrc/$f")" && cp "$fresh/$f" "$psrc/$f" ||
	    { fail "updating $psrc/$f"; finish; }
	fi
    done
    rm -rf "$work/patching"
  else
    rm -rf "$psrc" && mv "$fresh" "$psrc" && rm -rf "$work/patching" ||
	{ fail "moving $fresh"; finish; }
  fi
  # Their builds are not finished any more.
  rm -f "$work"/build-rapcfi*/build.done
  rm -rf "$psrc/.rapcfi-patches.d" && mkdir "$psrc/.rapcfi-patches.d" &&
    cp "$here"/patches-6.12/*.patch "$psrc/.rapcfi-patches.d/" &&
    echo "$stamp" >"$psrc/.rapcfi-patches" ||
    { fail "recording the patch set in $psrc"; finish; }
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

# The whole defconfig gate takes longer than a session of a 2-core
# machine gives, so it can be run in parts (build_main, build_kcfi,
# build_plain); the costs are ratios between kernels of the same run.
# With KERNEL_612_MODULES=workload (workload_dep), each defconfig kernel
# is built with the modules the workload loads and those they need
# (lines of a full build's modules.dep) rather than all of them (arm64's
# defconfig has more than a thousand), so that a run's kernels build the
# same objects.
[ -z "$workload_dep" ] || targets=${image##*/}
# workload_modules: the modules workload_dep lists, as paths in a build
# directory.
workload_modules() {
  tr -d : <"$workload_dep" | tr ' ' '\n' | sed -n 's|^kernel/||p' | sort -u
}

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

# kmake DIR CC [ARGUMENTS...]: make in the sources $tree for build
# directory DIR, with CC through timed-cc, at a lower priority than the
# boots.
kmake() {
  local dir=$1 cc=$2
  shift 2
  nice -n 10 make -C "$tree" O="$dir" ARCH=$karch CROSS_COMPILE=$cross \
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
# .config and its sources (which make follows): the compiler, and the
# plugin and the front door when CC is the front door.  Plain GCC's build
# does not depend on the plugin.
compiler_id() {
  # shellcheck disable=SC2086
  { $1 --version | head -1
    case $1 in
      "$rapcfi_gcc"*) sha256sum <"$plugin"; sha256sum <"$rapcfi_gcc" ;;
    esac; }
}

# configure612 DIR CC [LINE...]: a build directory with the configuration
# and the extra LINEs.  A directory already there with the same compiler
# and the same choice of modules (KERNEL_612_MODULES) is kept, so that
# its build goes on where an earlier run stopped; if its configuration
# changed, kbuild compiles again what reads the options that changed.
# One with another compiler or other modules is made anew.
configure612() {
  local dir=$1 cc=$2 new=$1.new
  shift 2
  # shellcheck disable=SC2086
  rm -rf "$new" && mkdir -p "$new" &&
    kmake "$new" "$cc" -s $base_config >/dev/null &&
    (cd "$new" && ARCH=$karch "$tree"/scripts/kconfig/merge_config.sh -m \
      .config $fragments >/dev/null) &&
    set_config "$new" "$cc" "$@" &&
    { compiler_id "$cc" && echo "modules: ${workload_dep:+workload}"; } \
      >"$new/compiler.id" || return
  if [ -f "$dir/.config" ] && cmp -s "$new/compiler.id" "$dir/compiler.id"
  then
    if cmp -s "$new/.config" "$dir/.config"; then
      echo "=== $dir: same configuration and compiler, its build goes on"
    else
      echo "=== $dir: same compiler, the configuration changed"
      cp "$new/.config" "$dir/.config" && rm -f "$dir/build.done" || return
    fi
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
    echo "=== build612 run" >>"$1/build.log"
    # shellcheck disable=SC2086
    { time (export RAPCFI_CPU_LOG="$1/cpu.log"
	    kmake "$1" "$2" -j"$jobs" $targets >>"$1/build.log" 2>&1 &&
	      if [ -n "$workload_dep" ]; then
		# Modules as single targets: kbuild builds those alone,
		# after the image.
		# shellcheck disable=SC2046
		kmake "$1" "$2" -j"$jobs" $(workload_modules) \
		  >>"$1/build.log" 2>&1
	      fi); } \
      2>"$1/build.time"
    status=$?
    [ $status -eq 0 ] || return $status
    rm -rf "$1/modules"
    if [ -n "$workload_dep" ]; then
      install_workload_modules "$1" >>"$1/build.log" 2>&1 || return
    elif [ "$config" = defconfig ]; then
      kmake "$1" "$2" -s INSTALL_MOD_PATH="$1/modules" INSTALL_MOD_STRIP=1 \
	modules_install >>"$1/build.log" 2>&1 || return
    fi
    touch "$1/build.done"
  fi
  read -r seconds <"$1/build.time"
  seconds=${seconds%.*}
  cpu=$(awk '{ s += $1 + $2 } END { printf "%d", s }' "$1/cpu.log")
}

# install_workload_modules DIR: the modules of a single-target build
# installed in DIR/modules as modules_install installs them (kbuild's
# single targets leave no modules.order for it to read), stripped, with
# depmod's files.
install_workload_modules() {
  local release moddir ko
  release=$(cat "$1/include/config/kernel.release") || return
  moddir=$1/modules/lib/modules/$release
  for ko in $(workload_modules); do
    install -D -m 644 "$1/$ko" "$moddir/kernel/$ko" &&
      ${cross}strip --strip-debug "$moddir/kernel/$ko" || return
  done
  cp "$1/modules.builtin" "$1/modules.builtin.modinfo" "$moddir/" &&
    workload_modules | sed 's|^|kernel/|' >"$moddir/modules.order" &&
    PATH=$PATH:/sbin:/usr/sbin depmod -b "$1/modules" "$release"
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
# CFI_FORWARD_PROTO and CFI_BACKWARD, each in a shell of its own, since a
# failure that is not permissive kills the task.  Every line the checks read starts with
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
# report ITEM STATUS DETAILS: one line of the workload.
report() {
  if [ "$2" -eq 0 ]; then
    echo "rapcfi-test: $1: ok ($3), CFI failures: $(failures)"
  else
    echo "rapcfi-test: $1: failed ($3), CFI failures: $(failures)"
  fi
}
echo "rapcfi-test: userspace reached, CFI failures so far: $(failures)"
[ -f /workload ] && . /workload
# tracefs: a kretprobe, the function and function graph tracers on and
# off.
tracing=/sys/kernel/tracing
mount -t tracefs tracefs $tracing
# A kretprobe (defconfig): the probed function returns through the
# rethook trampoline.  The shell's read reads with read(2), through
# vfs_read (busybox cat copies to /dev/null with sendfile(2), which does
# not).
if [ -w $tracing/kprobe_events ]; then
  echo 'r:rapcfi_ret vfs_read' >$tracing/kprobe_events &&
    echo 1 >$tracing/events/kprobes/rapcfi_ret/enable &&
    read -r line </proc/version &&
    echo 0 >$tracing/events/kprobes/rapcfi_ret/enable
  status=$?
  hits=$(grep -c 'rapcfi_ret:' $tracing/trace)
  echo >$tracing/kprobe_events && echo >$tracing/trace &&
    [ "$hits" -gt 0 ] && [ $status -eq 0 ]
  report kretprobe $? "$hits returns of vfs_read probed, then off"
fi
for tracer in function function_graph; do
  echo $tracer >$tracing/current_tracer && ls -R /sys >/dev/null &&
    echo 0 >$tracing/tracing_on
  status=$?
  traced=$(grep -vc '^#' $tracing/trace)
  echo nop >$tracing/current_tracer && echo >$tracing/trace &&
    echo 1 >$tracing/tracing_on && [ "$traced" -gt 0 ] && [ $status -eq 0 ]
  report "$tracer tracer" $? "$traced lines traced, then off"
done
for run in 1 2 3 4 5; do
  /bin/guest syscalls 100000
  /bin/guest pipes 10000
done
for test in CFI_FORWARD_PROTO CFI_BACKWARD; do
  echo "rapcfi-test: triggering $test"
  sh -c "echo $test > /sys/kernel/debug/provoke-crash/DIRECT"
  echo "rapcfi-test: $test done (shell status $?), CFI failures: $(failures)"
done
echo "rapcfi-test: finished"
reboot -f
EOF
cat >"$work/workload" <<'EOF'
# Sourced by the init of defconfig kernels.
mount -t devtmpfs devtmpfs /dev
mkdir -p /tmp /mnt/tmpfs /mnt/ext4 /www

# Every module in /modules.list, loaded and unloaded; one without an exit
# function ("[permanent]" in /proc/modules: ipv6) stays.  A module is
# unloaded when /proc/modules no longer lists it: modprobe -r fails when
# a module it loaded for it stays (bridge's ipv6).
tried=0 loaded=0 unloaded=0 kept=0 permanent=
for module in $(cat /modules.list); do
  tried=$((tried + 1))
  if modprobe "$module"; then
    loaded=$((loaded + 1))
    modprobe -r "$module"
    name=$(echo "$module" | tr - _)
    if ! grep -q "^$name " /proc/modules; then
      unloaded=$((unloaded + 1))
    elif grep -q "^$name .*\[permanent\]" /proc/modules; then
      kept=$((kept + 1)) permanent="$permanent $module"
    fi
  fi
done
[ $unloaded -ge 20 ] && [ $((unloaded + kept)) -eq $loaded ]
report modules $? "$tried tried, $loaded loaded, $unloaded unloaded, $kept permanent:${permanent:- none}"

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

# initramfs612 DIR: DIR/initramfs.cpio, with the workload and the list
# of the modules to load for defconfig (DIR/modules.list): at most 60,
# spread over the kernel's modules.order, or workload_dep's; those
# modules and the ones they need (DIR/workload.dep, their lines of DIR's
# modules.dep) and modprobe's index files: arm64's defconfig builds more
# than a thousand modules.
initramfs612() {
  local dir=$1 list=$1/initramfs.list moddir
  cp "$work/initramfs.list" "$list" || return
  if [ "$config" = defconfig ]; then
    moddir=$(cd "$dir/modules" && echo lib/modules/*)
    if [ -n "$workload_dep" ]; then
      sed 's|:.*||; s|.*/||; s|\.ko$||' "$workload_dep"
    else
      sed 's|.*/||; s|\.ko$||' "$dir/modules/$moddir/modules.order" |
	awk '{ name[NR] = $0 }
	     END { step = NR > 60 ? NR / 60 : 1
		   for (i = 1; i <= NR; i += step) print name[int(i)] }'
    fi >"$dir/modules.list"
    awk -F': *' 'NR == FNR { wanted[$0] = 1; next }
		 { name = $1; sub(/.*\//, "", name); sub(/\.ko$/, "", name) }
		 name in wanted' \
      "$dir/modules.list" "$dir/modules/$moddir/modules.dep" \
      >"$dir/workload.dep"
    if [ -z "$workload_dep" ] &&
       ! cmp -s "$dir/workload.dep" "$here/modules-6.12-$arch.dep"; then
      echo "note: this configuration's workload modules ($dir/workload.dep)" \
	   "differ from contrib/kernel/modules-6.12-$arch.dep, which" \
	   "KERNEL_612_MODULES=workload builds"
    fi
    {
      echo "file /workload $work/workload 644 0 0"
      echo "file /modules.list $dir/modules.list 644 0 0"
      (cd "$dir/modules/$moddir" && ls modules.*) |
	sed "s|.*|$moddir/&|" |
	{ cat
	  tr -d : <"$dir/workload.dep" | tr ' ' '\n' | sed "s|^|$moddir/|"; } |
	sort -u |
	awk -v root="$dir/modules" \
	  '{ n = split($0, part, "/"); path = ""
	     for (i = 1; i < n; i++) {
	       path = path "/" part[i]
	       if (!(path in made)) { made[path] = 1; print "dir " path " 755 0 0" }
	     }
	     print "file /" $0 " " root "/" $0 " 644 0 0" }'
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
# the tracers ran, and with defconfig the workload, each part with no CFI
# failure.
check_boot() {
  local log=$1 what=$2 items item line
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
  items="function tracer:function_graph tracer"
  [ "$config" = defconfig ] &&
    items="modules:tmpfs:ext4:network:$items:kretprobe:bpf"
  local IFS=:
  for item in $items; do
    line=$(grep "^rapcfi-test: $item: " "$log")
    if echo "$line" | grep -q ": ok (.*), CFI failures: 0$"; then
      line=${line#*: ok (}
      pass "$what: $item: ${line%), CFI failures: 0}, no CFI failure"
    else
      fail "$what: $item: ${line:-did not run}"
    fi
  done
}

# costs LOG NAME: sets NAME_to_init (seconds from the kernel's start to
# /init, its own clock), NAME_syscall and NAME_pipe (the medians of the
# guest's runs, ns).
median() {
  sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
costs() {
  local to_init syscall pipe
  to_init=$(sed -n 's/^\[ *\([0-9.]*\)\] Run \/init as init process$/\1/p' "$1")
  syscall=$(sed -n 's/^guest: syscalls \([0-9.]*\) ns per call$/\1/p' "$1" | median)
  pipe=$(sed -n 's/^guest: pipes \([0-9.]*\) ns per round trip$/\1/p' "$1" | median)
  eval "${2}_to_init=\$to_init ${2}_syscall=\$syscall ${2}_pipe=\$pipe"
}

# lkdtm_log LOG TEST: the log of the LKDTM test TEST.
lkdtm_log() {
  sed -n "/rapcfi-test: triggering $2\$/,/rapcfi-test: $2 done/p" "$1"
}

# The type LKDTM's mismatched call is made through, void (int *), as
# Clang's -fsanitize=kcfi hashes it; the kernel re-hashes it at boot
# unless told cfi=norand.
clang_hash=0x7e0c52a5
forward_failure='CFI failure at lkdtm_indirect_call+.* (target: lkdtm_increment_int+0x0/'
# CFI_BACKWARD's checked redirection, as rapcfi's handler reports it.
backward_failure='CFI failure at set_return_addr+.* (return to: lkdtm_CFI_BACKWARD+.*; expected return type: 0x'
backward_survived='FAIL: stack return address was redirected'

# check_stopped LOG WHAT TEST PATTERN [STOP]: LKDTM's TEST reported as
# PATTERN says and stopped: the log has STOP (default: the architecture's
# BUG), the triggering shell dies.
check_stopped() {
  local out
  out=$(lkdtm_log "$1" "$3")
  if echo "$out" | grep -q "$4" &&
     echo "$out" | grep -q "${5:-$stopped}" &&
     ! echo "$out" | grep -q 'FAIL: ' &&
     ! echo "$out" | grep -q 'done (shell status 0)'; then
    pass "$2: $3 reported ($(echo "$out" | grep "$4" | head -1 |
			       sed 's/^\[[ 0-9.]*\] //')) and stopped"
  else
    fail "$2: $3 not reported as '$4' and stopped"
  fi
}

# check_survived LOG WHAT TEST SURVIVED [PATTERN]: LKDTM's TEST survived
# (its log has SURVIVED and the shell's status is 0); reported as
# PATTERN says when there is one, else with no CFI report.
check_survived() {
  local out
  out=$(lkdtm_log "$1" "$3")
  if ! echo "$out" | grep -q "$4" ||
     ! echo "$out" | grep -q 'done (shell status 0)'; then
    fail "$2: $3 did not survive"
  elif [ $# -ge 5 ] && ! echo "$out" | grep -q "$5"; then
    fail "$2: $3 survived but was not reported as '$5'"
  elif [ $# -lt 5 ] && echo "$out" | grep -q 'CFI failure at'; then
    fail "$2: $3 survived but was reported"
  elif [ $# -ge 5 ]; then
    pass "$2: $3 reported and survived"
  else
    pass "$2: $3 survived, not reported (the test can fail)"
  fi
}

# check_backward LOG NAME DIR: CFI_BACKWARD made (LKDTM first redirects
# a return unchecked; when it cannot, the test proves nothing) and as
# DIR's configuration says: with rapcfi's return edge reported by its
# handler, and stopped unless permissive; on arm64 with pointer
# authentication (pac-ret, the hardware's own check, permissive or not)
# stopped by it, FPAC's fault or the fault of the address that failed
# authentication; else it survives unreported.
check_backward() {
  local pac='Oops - FPAC\|Unable to handle kernel'
  if lkdtm_log "$1" CFI_BACKWARD |
       grep -q 'FAIL: stack return address manipulation failed'; then
    fail "$2: CFI_BACKWARD not performed: LKDTM's unchecked redirection" \
	 "found no return address to redirect"
  elif grep -q '^CONFIG_RAPCFI_RETURNS=y' "$3/.config"; then
    if grep -q '^CONFIG_CFI_PERMISSIVE=y' "$3/.config"; then
      check_survived "$1" "$2" CFI_BACKWARD "$backward_survived" \
	"$backward_failure"
    else
      check_stopped "$1" "$2" CFI_BACKWARD "$backward_failure" \
	"$backward_stopped"
    fi
  elif [ "$arch" = arm64 ] &&
       grep -q '^CONFIG_ARM64_PTR_AUTH_KERNEL=y' "$3/.config"; then
    check_stopped "$1" "$2 (pac-ret)" CFI_BACKWARD "$pac" "$pac"
  else
    check_survived "$1" "$2" CFI_BACKWARD "$backward_survived"
  fi
}

# cost_args DIR: the kernel arguments of a boot whose costs are
# compared.  Unpatched LKDTM's CFI_BACKWARD ORs PAGE_OFFSET into the
# return address it looks for (no_pac_addr(), meant for arm64's pointer
# authentication bits); x86_64's RANDOMIZE_MEMORY makes PAGE_OFFSET
# random, and about one boot in two the unchecked redirection finds no
# return address (patch 0006 fixes that in the patched sources).  So the
# unpatched kernels boot with nokaslr, and so, to compare like with like,
# does the main kernel's first boot; its other boots keep KASLR.
cost_args() {
  grep -q '^CONFIG_RANDOMIZE_MEMORY=y' "$1/.config" && echo nokaslr
}

# boot_checked DIR NAME LINE [KERNEL ARGUMENTS]: boot DIR's kernel; it
# must reach userspace with no CFI failure, its log must have LINE (the
# CFI mode the kernel chose, when not empty), and CFI_FORWARD_PROTO must
# be stopped by the kernel's own handler (with the compiler's hash where
# the kernel keeps it: cfi=norand, arm64), FineIBT's failure in its
# preamble; with rapcfi's return edge CFI_BACKWARD must be stopped by
# its handler too.  Sets log.
boot_checked() {
  local dir=$1 name=$2 line=$3 pattern=$forward_failure
  shift 3
  echo "=== booting $name"
  log=$work/boot-${name//[^a-zA-Z0-9]/-}.log
  boot612 "$dir" "$log" "$@"
  check_boot "$log.txt" "$name" ${line:+"$line"}
  case " $* " in
    *" cfi=fineibt "*)
      pattern='CFI failure at __cfi_lkdtm_increment_int+.* (target: lkdtm_increment_int+0x0/' ;;
    *" cfi=norand "*) pattern="$pattern.*expected type: $clang_hash)" ;;
    *) [ "$arch" = arm64 ] && pattern="$pattern.*expected type: $clang_hash)" ;;
  esac
  check_stopped "$log.txt" "$name" CFI_FORWARD_PROTO "$pattern"
  check_backward "$log.txt" "$name" "$dir"
}

# ratio A B: A / B to three places.
ratio() {
  echo "scale=3; $1 / $2" | bc
}

# objtool_warnings DIR: what objtool said against DIR's build: on
# vmlinux.o, which every run of an interrupted build checks again, in the
# last run; on the objects, which are checked when compiled, in all.
objtool_warnings() {
  local last
  last=$(grep -n '^=== build612 run$' "$1/build.log" | tail -1 | cut -d: -f1)
  grep -E '(warning|error): objtool:' "$1/build.log" | grep -v '^vmlinux\.o: '
  tail -n +"${last:-1}" "$1/build.log" |
    grep -E '^vmlinux\.o: (warning|error): objtool:'
}

# build_checked DIR CC NAME [LINE...]: configure DIR with the LINEs and
# build it with CC from the sources $tree; objtool must be quiet; the
# initramfs is made.  Sets NAME_cpu, NAME_seconds, NAME_code, NAME_text,
# NAME_image (sizes) and NAME_to_init, NAME_syscall, NAME_pipe later.
build_checked() {
  local dir=$1 cc=$2 name=$3 line
  shift 3
  echo "=== building Linux 6.12 ($config, $name) through $cc (-j$jobs)"
  if ! configure612 "$dir" "$cc" "$@"; then
    fail "$name: configuring the kernel"
    return 1
  fi
  for line; do
    if ! grep -q "^$line\$" "$dir/.config" &&
       ! { [ "${line#*=}" = n ] &&
	   grep -q "^# ${line%=n} is not set\$" "$dir/.config"; }; then
      fail "$name: the configuration has no $line (does $cc take its flags?)"
      return 1
    fi
  done
  if ! build612 "$dir" "$cc"; then
    grep -E 'error|Error' "$dir/build.log" | head -20
    fail "$name: kernel build (log: $dir/build.log)"
    return 1
  fi
  pass "$name: kernel built in ${seconds}s (${cpu}s of the compiler's CPU)"
  sizes "$dir"
  eval "${name}_cpu=\$cpu ${name}_seconds=\$seconds ${name}_code=\$code" \
       "${name}_text=\$text ${name}_image=\$image_size"
  grep -E '^CONFIG_(CFI_CLANG|RAPCFI_RETURNS|FINEIBT|CALL_PADDING|FUNCTION_PADDING_BYTES|MITIGATION_RETPOLINE|X86_KERNEL_IBT|MODULES|FUNCTION_GRAPH_TRACER|BPF_JIT)=' "$dir/.config" |
    sed 's/^/  | /'
  # objtool runs on vmlinux.o and the modules (--ibt --cfi --retpoline
  # --rethunk ...: it makes .cfi_sites of the __cfi_ symbols and the
  # list of retpoline calls the kernel rewrites) and says "warning:
  # objtool:" or "error: objtool:" when it finds fault.  arm64 has no
  # objtool.
  if [ "$arch" = x86_64 ]; then
    if [ -x "$dir/tools/objtool/objtool" ] &&
       [ -z "$(objtool_warnings "$dir")" ]; then
      pass "$name: objtool ran on the kernel without a warning"
    else
      objtool_warnings "$dir" | head -10
      fail "$name: objtool warned, or did not run (log: $dir/build.log)"
    fi
  fi
  initramfs612 "$dir" || { fail "$name: making the initramfs"; return 1; }
}

# check_markers DIR NAME: with rapcfi's return edge, every direct call in
# DIR's vmlinux and modules of a function whose returns are checked, or
# that jumps to one, is followed by the marker that function's check
# expects (markers.pl): the compiler's calls, and the calls the patches
# mark in assembly, which nothing else finds until the call returns.
check_markers() {
  local missing where=vmlinux listings
  ${cross}objdump -dt "$1/vmlinux" >"$1/vmlinux.dis" || {
    fail "$2: disassembling vmlinux"
    return
  }
  rm -rf "$1/modules.dis" && mkdir "$1/modules.dis" || return
  if [ -d "$1/modules" ]; then
    find "$1/modules" -name '*.ko' | while read -r ko; do
      "${cross}objdump" -drt "$ko" >"$1/modules.dis/${ko##*/}.dis" || exit
    done || {
      fail "$2: disassembling the modules"
      return
    }
  fi
  listings=$(find "$1/modules.dis" -type f -name '*.dis' | sort)
  [ -z "$listings" ] ||
    where="vmlinux and $(echo "$listings" | wc -l) modules"
  # shellcheck disable=SC2086
  missing=$(perl "$here/markers.pl" "$arch" "$1/vmlinux.dis" $listings)
  rm -rf "$1/modules.dis"
  rm -f "$1/vmlinux.dis"
  local counts=${missing##*$'\n'}
  if [ "${counts#* }" = 0 ] && [ "${counts% *}" -gt 0 ]; then
    pass "$2: all ${counts% *} direct calls in $where of functions with checked returns are followed by their callee's marker"
  else
    [ "$missing" = "$counts" ] || echo "${missing%$'\n'*}"
    fail "$2: ${counts#* } of ${counts% *} direct calls in $where of functions with checked returns not followed by their callee's marker"
  fi
}

# instrumented DIR: what the plugin made, counted in vmlinux: x86_64's
# preambles are the __cfi_ symbols (the kernel's assembly makes some
# too), checks the entries of .kcfi_traps, 4 bytes each, checked
# returns the calls of __rapcfi_ret_fail (one per function with a
# return); arm64's checks are the brk instructions with kCFI's
# immediates (0x8000 to 0x83ff), its checked returns the bl of
# __rapcfi_ret_fail.
instrumented() {
  local preambles traps returns
  if [ "$arch" = x86_64 ]; then
    preambles=$(nm "$1/vmlinux" | grep -c ' __cfi_')
    traps=$(( (0x$(nm "$1/vmlinux" | sed -n 's/ . __stop___kcfi_traps$//p') -
	       0x$(nm "$1/vmlinux" | sed -n 's/ . __start___kcfi_traps$//p')) / 4 ))
    returns=$(objdump -d "$1/vmlinux" | grep -c 'call.*<__rapcfi_ret_fail>')
    echo "instrumented: $preambles __cfi_ preambles, $traps checked indirect" \
	 "calls (.kcfi_traps entries), $returns functions whose returns are" \
	 "checked in vmlinux"
  else
    ${cross}objdump -d "$1/vmlinux" >"$1/vmlinux.dis"
    traps=$(grep -cE '\sbrk\s+#0x8[0-3][0-9a-f]{2}$' "$1/vmlinux.dis")
    returns=$(grep -c 'bl.*<__rapcfi_ret_fail>' "$1/vmlinux.dis")
    rm -f "$1/vmlinux.dis"
    echo "instrumented: $traps checked indirect calls (brk of kCFI)," \
	 "$returns functions whose returns are checked in vmlinux"
  fi
  [ "$config" = defconfig ] &&
    echo "modules: $(wc -l <"$1/modules.list") to load of" \
	 "$(cat "$1"/modules/lib/modules/*/modules.order | wc -l) built"
}

# The main kernel: the patched sources with rapcfi's return edge on the
# kernel's own kCFI.  On x86_64 cfi=auto chooses kCFI under QEMU and
# re-randomises the hashes, cfi=norand keeps the compiler's, cfi=fineibt
# makes the kernel rewrite preambles and checks; on arm64 the compiler's
# hashes stay.
main=rapcfi
if $build_main; then
  tree=$psrc
  kdir=$work/build-rapcfi
  # shellcheck disable=SC2086
  build_checked "$kdir" "$kcfi_cc" "$main" CONFIG_CFI_CLANG=y \
    CONFIG_RAPCFI_RETURNS=y $return_edge_lines || finish
  instrumented "$kdir"
  check_markers "$kdir" "$main"
  # shellcheck disable=SC2046
  boot_checked "$kdir" "$main" "$kcfi_line" $(cost_args "$kdir")
  costs "$log.txt" "$main"
  # CI's trim (the main kernel alone) leaves out cfi=norand's boot.
  if [ "$arch" = x86_64 ]; then
    { $build_kcfi || $build_plain; } &&
      boot_checked "$kdir" "$main, cfi=norand" "Using kCFI" cfi=norand
    boot_checked "$kdir" "$main, FineIBT" "Using FineIBT CFI" cfi=fineibt
  fi

  echo "=== building and booting it with CONFIG_CFI_PERMISSIVE"
  pdir=$kdir-permissive
  if rebuild612 "$kdir" "$pdir" "$kcfi_cc" CONFIG_CFI_PERMISSIVE=y &&
     grep -q '^CONFIG_CFI_PERMISSIVE=y' "$pdir/.config" &&
     initramfs612 "$pdir"; then
    log=$work/boot-permissive.log
    boot612 "$pdir" "$log"
    check_boot "$log.txt" "permissive"
    check_survived "$log.txt" "permissive" CFI_FORWARD_PROTO \
      'FAIL: survived mismatched prototype function call' "$forward_failure"
    check_backward "$log.txt" "permissive" "$pdir"
  else
    fail "the kernel build with CONFIG_CFI_PERMISSIVE (log: $pdir/build.log)"
  fi
fi

# With the return edge, the unpatched sources too: the kernel's own kCFI,
# forward edges only.
if $build_kcfi; then
  unpack_src
  tree=$src
  if build_checked "$work/build-kcfi" "$kcfi_cc" kcfi CONFIG_CFI_CLANG=y; then
    # shellcheck disable=SC2046
    boot_checked "$work/build-kcfi" "kcfi, unpatched" "$kcfi_line" \
      $(cost_args "$work/build-kcfi")
    costs "$log.txt" kcfi
  fi
fi

$build_plain || {
  echo "KERNEL_612_BUILDS=${KERNEL_612_BUILDS:-all}: plain GCC's kernel not built, no costs"
  return 0
}

# Plain GCC, the unpatched sources: both tests survive.  The main
# kernel's configuration (arm64: no pac-ret in the kernel), so that the
# costs are rapcfi's alone.
unpack_src
tree=$src
# shellcheck disable=SC2086
if build_checked "$work/build-plain" "${target_cc:-gcc}" plain \
     $return_edge_lines; then
  log=$work/boot-plain.log
  # shellcheck disable=SC2046
  boot612 "$work/build-plain" "$log" $(cost_args "$work/build-plain")
  check_boot "$log.txt" "plain"
  check_survived "$log.txt" "plain" CFI_FORWARD_PROTO \
    'FAIL: survived mismatched prototype function call'
  check_backward "$log.txt" "plain" "$work/build-plain"
  costs "$log.txt" plain
  for name in rapcfi kcfi; do
    eval "c_cpu=\${${name}_cpu:-} c_seconds=\${${name}_seconds:-}" \
	 "c_code=\${${name}_code:-} c_text=\${${name}_text:-}" \
	 "c_image=\${${name}_image:-} c_to_init=\${${name}_to_init:-}" \
	 "c_syscall=\${${name}_syscall:-} c_pipe=\${${name}_pipe:-}"
    [ -n "$c_cpu" ] || continue
    case $name in
      rapcfi) what="kCFI and rapcfi's return edge" ;;
      *) what="kCFI (rapcfi-gcc --kcfi)" ;;
    esac
    echo "=== costs: $what against plain GCC, this run${workload_dep:+, each kernel with only the modules of the workload}"
    echo "build, the compiler's CPU time: ${c_cpu}s against ${plain_cpu}s" \
	 "(ratio $(ratio "$c_cpu" "$plain_cpu")); wall ${c_seconds}s against" \
	 "${plain_seconds}s (the last run of each build)"
    echo "vmlinux functions' code: $c_code bytes against $plain_code" \
	 "(ratio $(ratio "$c_code" "$plain_code")); .text $c_text against" \
	 "$plain_text (ratio $(ratio "$c_text" "$plain_text")); ${image##*/}" \
	 "$c_image against $plain_image (ratio $(ratio "$c_image" "$plain_image"))"
    if [ -n "$c_to_init" ] && [ -n "$plain_to_init" ] &&
       [ -n "$c_syscall" ] && [ -n "$plain_syscall" ] &&
       [ -n "$c_pipe" ] && [ -n "$plain_pipe" ]; then
      echo "boot to /init (the kernel's clock, under QEMU's emulation):" \
	   "${c_to_init}s against ${plain_to_init}s" \
	   "(ratio $(ratio "$c_to_init" "$plain_to_init"))"
      echo "getppid, median of 5 runs of 100000: $c_syscall ns against" \
	   "$plain_syscall ns (ratio $(ratio "$c_syscall" "$plain_syscall"))"
      echo "pipe round trip (two context switches), median of 5 runs of" \
	   "10000: $c_pipe ns against $plain_pipe ns" \
	   "(ratio $(ratio "$c_pipe" "$plain_pipe"))"
    else
      fail "$name: the costs in the guest were not all measured"
    fi
  done
fi
