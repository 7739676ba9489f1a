#!/bin/bash
# The GCC versions gate: build, make check and the demo with each GCC in
# the list, natively and for the cross targets, each in the debootstrap'd
# system chroot.sh makes, then a table of the results (the one README's
# "GCC versions" shows).
#
#   contrib/gcc-versions/matrix.sh [ENTRY...]
#
# An ENTRY is VERSION or VERSION/TARGET (14/aarch64); the default is the
# documented gate: 13 14 15 16 snapshot, 14 and 16 for aarch64 and
# riscv64.  TORTURE_SAMPLE=K/N adds a sample of the torture gate at -O2
# to each native entry; MATRIX_JOBS=2 runs two entries at a time.
# Writes gates-work/gcc-versions.result:
# "gcc-versions: N passed, N failed" over the DejaGnu counts, the demos
# and the torture samples.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cd "$top"
entries=${*:-13 14 15 16 snapshot 14/aarch64 16/aarch64 14/riscv64 16/riscv64}
mkdir -p gates-work
table=gates-work/gcc-versions.table
: >"$table"
# run_entry ENTRY: chroot.sh's steps for it; its exit status and
# duration go to gates-work/NAME.status.
entry_name() {
  local version=${1%%/*}
  [ "$1" = "$version" ] && echo "gcc-$version" || echo "gcc-$version-${1#*/}"
}
run_entry() {
  local version=${1%%/*} target= name start status
  [ "$1" = "$version" ] || target=${1#*/}
  name=$(entry_name "$1")
  steps="build check demo"
  [ -z "${TORTURE_SAMPLE:-}" ] || [ -n "$target" ] ||
    steps="$steps torture"
  rm -rf "gates-work/$name"
  start=$SECONDS
  "$here/chroot.sh" ${target:+--target $target} "$version" $steps \
    >"gates-work/$name.log" 2>&1
  status=$?
  echo "$status $((SECONDS - start))" >"gates-work/$name.status"
}

# MATRIX_JOBS entries at a time (default 1): make check is mostly one
# runtest on one core, so two entries side by side use two cores.
running=0
for entry in $entries; do
  case $entry in snapshot/*) continue ;; esac
  run_entry "$entry" &
  running=$((running + 1))
  if [ "$running" -ge "${MATRIX_JOBS:-1}" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait

passed=0 failed=0
for entry in $entries; do
  case $entry in snapshot/*) continue ;; esac
  name=$(entry_name "$entry")
  target=
  [ "$entry" = "${entry%%/*}" ] || target=${entry#*/}
  read -r status duration <"gates-work/$name.status" || status=1 duration=0
  sum=gates-work/$name/rapcfi.sum
  count() { sed -n "s/^# of $1[[:space:]]*\([0-9]*\)$/\1/p" "$sum" 2>/dev/null; }
  p=$(count 'expected passes') f=$(count 'unexpected failures')
  u=$(count 'unsupported tests')
  errors=$(grep -c '^ERROR:' "$sum" 2>/dev/null)
  p=${p:-0} f=$((${f:-0} + ${errors:-0}))
  [ -f "$sum" ] || f=$((f + 1))
  demo=failed
  grep -q "^=== $name: demo passed" "gates-work/$name.log" && demo=passed
  [ $demo = passed ] && p=$((p + 1)) || f=$((f + 1))
  torture=-
  if [ -f "gates-work/$name/torture.result" ]; then
    torture=$(sed -n 's/.*: \([0-9]*\) passed, \([0-9]*\) failed.*/\1\/\2/p' \
      "gates-work/$name/torture.result")
    p=$((p + ${torture%/*})) f=$((f + ${torture#*/}))
  fi
  compiler=$(sed -n 's/^chroot.sh: \(.*(Debian.*\)$/\1/p' "gates-work/$name.log" | head -1)
  printf '%-18s %-10s %7s %6s %6s  %-6s  %-9s %5d s  %s\n' \
    "$name" "${target:-x86_64}" "$p" "$f" "${u:-0}" "$demo" "$torture" \
    "$duration" "$compiler" >>"$table"
  passed=$((passed + p)) failed=$((failed + f))
  [ "$status" = 0 ] || [ "$f" -gt 0 ] || failed=$((failed + 1))
done
printf '%-18s %-10s %7s %6s %6s  %-6s  %-9s %7s  %s\n' entry target passed \
  failed unsup demo torture time compiler
cat "$table"
echo "gcc-versions: $passed passed, $failed failed" |
  tee gates-work/gcc-versions.result
[ "$failed" = 0 ]
