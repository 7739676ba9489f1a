# The checks of indirect calls in the code of the object PROG and how
# often they ran: "sites executions instructions", instructions being
# those the checks themselves executed.  Two inputs: objdump -d of PROG,
# then a callgrind output of a run (--dump-instr=yes --dump-line=no
# --compress-pos=no --compress-strings=no).  A check is the sequence
# Clang kCFI emits on x86_64 and rapcfi shares (doc/ABI.md):
#     movl $-HASH, %S      (S: r10d or r11d)
#     addl -N(%R), %S      (the word before the target's entry)
#     je   1f
# then kCFI's ud2, or rapcfi's compare with the site's cache word, je,
# and call of the runtime's stub; the add runs once per checked call.
function address(field) {
	sub(/:$/, "", field)
	return "0x" field
}
FNR == NR {
	# The instructions after a check's add that belong to it.
	if (tail > 0) {
		if ($2 == "je" || $2 == "ud2" || ($2 == "cmp" && $3 ~ /\(%rip\)$/) ||
		    ($2 == "call" && $0 ~ /__rapcfi_icall_fail_/))
			part[address($1)] = 1
		else
			tail = 0
		tail--
	}
	if ($2 == "add" && $3 ~ /^-0x[0-9a-f]+\(%r[0-9a-z]+\),%r1[01]d$/ &&
	    prev_reg != "" && substr($3, length($3) - 4) == prev_reg) {
		site[address($1)] = 1
		part[address($1)] = 1
		part[prev_address] = 1
		sites++
		tail = 4
	}
	prev_reg = ""
	if ($2 == "mov" && $3 ~ /^\$0x[0-9a-f]+,%r1[01]d$/) {
		prev_reg = substr($3, length($3) - 4)
		prev_address = address($1)
	}
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
	if (!in_prog)
		next
	if ($1 in site)
		executions += $2
	if ($1 in part)
		instructions += $2
}
END { print sites + 0, executions + 0, instructions + 0 }
