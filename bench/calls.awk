# From a callgrind output file, the calls made by the code of the object
# PROG and the calls to its code, at run time: "made received".  Each
# "calls=" line counts the calls from the current function (of the
# object named by the last ob=) to the function named by cfn= (of the
# object named by the last cob=, else of the caller's object).
function object(spec,   id, name) {
	id = spec
	sub(/ .*/, "", id)
	name = spec
	sub(/^[^ ]* ?/, "", name)
	if (name != "")
		names[id] = name
	return names[id]
}
/^ob=/ { ob = object(substr($0, 4)); cob = ob; next }
/^cob=/ { cob = object(substr($0, 5)); next }
/^fn=/ { cob = ob; next }
/^calls=/ {
	n = substr($1, 7) + 0
	if (ob == prog)
		made += n
	if (cob == prog)
		received += n
	cob = ob
}
END { print made + 0, received + 0 }
