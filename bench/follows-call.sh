#!/bin/sh
# Measures compat=strict's "follows a call" test on libraries: how many
# positions of their code the decoder of this tree admits as return
# addresses, how many the decoder of revision OLD admitted, and how many
# objdump -d puts right after a call instruction; and how many of each
# follow no call in objdump's disassembly.
#
#   bench/follows-call.sh [OLD [LIBRARY...]]
#
# OLD defaults to main, the libraries to Debian's libc and libm.  Run
# from the source tree; work files go to $TMPDIR (default /tmp).
set -e
old=${1:-main}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- /lib/x86_64-linux-gnu/libc.so.6 /lib/x86_64-linux-gnu/libm.so.6
arch=$(uname -m)
work=$(mktemp -d "${TMPDIR:-/tmp}/follows-call.XXXXXX")
trap '[ -n "$KEEP" ] || rm -rf "$work"' EXIT

mkdir "$work/arch"
git show "$old:arch/code.h" > "$work/arch/code.h"
git show "$old:arch/$arch/code.c" > "$work/old-code.c"
${CC:-gcc} -O2 -I"$work" -c "$work/old-code.c" -o "$work/old-code.o"
objcopy --prefix-symbols=old_ "$work/old-code.o"
${CC:-gcc} -O2 -Wall -Wextra -I. bench/follows-call.c "arch/$arch/code.c" \
  "$work/old-code.o" -ldl -o "$work/follows-call"

printf '%-32s %9s %9s %9s %9s %9s %9s\n' library objdump old \
  old-extra new new-extra missed
for lib in "$@"; do
  # An instruction's line is "address:\tbytes\tmnemonic ...", and the
  # rest of a long one's bytes go on a line with no mnemonic.
  objdump -d "$lib" | awk -F '\t' '
    /^ *[0-9a-f]+:\t/ && NF >= 3 {
      address = $1
      sub (/^ */, "", address)
      sub (/:$/, "", address)
      if (after_call) print address
      after_call = ($3 ~ /^call/)
    }' | sort -u > "$work/objdump"
  "$work/follows-call" "$lib" > "$work/admitted"
  awk '$1 ~ /^1/ { print $2 }' "$work/admitted" | sort -u > "$work/new"
  awk '$1 ~ /1$/ { print $2 }' "$work/admitted" | sort -u > "$work/old"
  printf '%-32s %9d %9d %9d %9d %9d %9d\n' "$lib" \
    $(wc -l < "$work/objdump") \
    $(wc -l < "$work/old") $(comm -23 "$work/old" "$work/objdump" | wc -l) \
    $(wc -l < "$work/new") $(comm -23 "$work/new" "$work/objdump" | wc -l) \
    $(comm -13 "$work/new" "$work/objdump" | wc -l)
done
