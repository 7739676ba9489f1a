#!/bin/sh
# Run the demo three ways and check that rapcfi did what it should: the
# correct program runs to the end, the two attacks are stopped with a
# report saying which edge it was.  DEMO_RUN, when set, is the command
# that runs a program of the target (qemu-aarch64 -L ...).
demo=$1
status=0

run() {
  echo "== $1"
  # shellcheck disable=SC2086 # DEMO_RUN is a command and its arguments
  out=$(${DEMO_RUN:-} "$demo" "$2" 2>&1)
  code=$?
  printf '%s\n' "$out"
  case "$3" in
    runs)
      if [ $code -eq 0 ] && printf '%s\n' "$out" | grep -q '^done$'; then
        echo "demo: ran to the end"
      else
        echo "demo: FAILED: the correct program did not run to the end"
        status=1
      fi ;;
    *)
      if [ $code -ne 0 ] && printf '%s\n' "$out" | grep -q "^rapcfi: $3"; then
        echo "demo: stopped by rapcfi"
      else
        echo "demo: FAILED: the attack was not stopped by rapcfi"
        status=1
      fi ;;
  esac
}

run "correct calls and returns" good runs
run "type-confused indirect call (must be stopped)" call "indirect call in main"
run "overwritten return address (must be stopped)" ret "return from parse"
exit $status
