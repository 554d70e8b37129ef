package moltergrade

import "strconv"

// sprintf is fmt.Sprintf for the verbs the messages of this package use:
// %d and %+d of an int, %s of a string (%!v of anything else). Neither
// this package nor internal/molterlayer imports fmt: tables/molter
// imports both, and fmt would bring reflect and unicode into every program
// that reads a table (tables' TestBinarySize: about 200 KB).
func sprintf(format string, args ...any) string {
	b := make([]byte, 0, len(format)+8*len(args))
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 == len(format) {
			b = append(b, c)
			continue
		}
		i++
		plus := format[i] == '+'
		if plus && i+1 < len(format) {
			i++
		}
		verb := format[i]
		if verb == '%' {
			b = append(b, '%')
			continue
		}
		var arg any
		if len(args) > 0 {
			arg, args = args[0], args[1:]
		}
		switch x := arg.(type) {
		case int:
			if verb != 'd' {
				b = badVerb(b, verb, "int")
				continue
			}
			if plus && x >= 0 {
				b = append(b, '+')
			}
			b = strconv.AppendInt(b, int64(x), 10)
		case string:
			if verb != 's' {
				b = badVerb(b, verb, "string")
				continue
			}
			b = append(b, x...)
		default:
			b = append(b, "%!v"...)
		}
	}
	return string(b)
}

// badVerb appends fmt's text for a verb that does not fit its argument's
// type: %!x(int).
func badVerb(b []byte, verb byte, typ string) []byte {
	b = append(b, "%!"...)
	b = append(b, verb, '(')
	b = append(b, typ...)
	return append(b, ')')
}
