# The checks of indirect calls in the code of the object PROG and how
# often they ran: "sites executions".  Two inputs: objdump -d of PROG,
# then a callgrind output of a run (--dump-instr=yes --dump-line=no
# --compress-pos=no --compress-strings=no).  A check is the sequence
# Clang kCFI emits on x86_64 and rapcfi shares (doc/ABI.md):
#     movl $-HASH, %S      (S: r10d or r11d)
#     addl -N(%R), %S      (the word before the target's entry)
# and the add is what is counted: it runs once per checked call.
FNR == NR {
	if ($2 == "add" && $3 ~ /^-0x[0-9a-f]+\(%r[0-9a-z]+\),%r1[01]d$/ &&
	    prev_reg != "" && substr($3, length($3) - 4) == prev_reg) {
		address = $1
		sub(/:$/, "", address)
		site["0x" address] = 1
		sites++
	}
	prev_reg = ""
	if ($2 == "mov" && $3 ~ /^\$0x[0-9a-f]+,%r1[01]d$/)
		prev_reg = substr($3, length($3) - 4)
	next
}
/^ob=/ { in_prog = substr($0, 4) == prog; next }
# The line after calls= is the call's own cost, not an instruction's.
/^calls=/ { skip = 1; next }
/^0x/ {
	if (skip) {
		skip = 0
		next
	}
	if (in_prog && ($1 in site))
		executions += $2
}
END { print sites + 0, executions + 0 }
