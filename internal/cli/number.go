package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
)

// Numbers: every numeric flag and argument of both commands is read here,
// in decimal only, with the same messages. The flag package's IntVar reads
// "010" as 8 and "0x10" as 16; an arbiter who types 010 means ten.

// errNotWhole and errTooLarge are the reasons a number is refused.
var (
	errNotWhole = errors.New("want a whole number")
	errTooLarge = errors.New("want a whole number of at most 9 digits")
)

// maxDigits bounds the digits of a number: no size, round or count of the
// commands comes near a billion, and a bound this low keeps every sum and
// product of the commands' arithmetic far from overflow.
const maxDigits = 9

// decimal reads an optional sign and 1 to maxDigits decimal digits; leading
// zeros are decimal ("010" is ten).
func decimal(s string) (int, error) {
	digits := s
	if len(digits) > 0 && (digits[0] == '+' || digits[0] == '-') {
		digits = digits[1:]
	}
	if digits == "" {
		return 0, errNotWhole
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, errNotWhole
		}
	}
	for len(digits) > 1 && digits[0] == '0' {
		digits = digits[1:]
	}
	if len(digits) > maxDigits {
		return 0, errTooLarge
	}
	n, err := strconv.Atoi(digits) // cannot fail: 1 to 9 digits
	if err != nil {
		return 0, errNotWhole
	}
	if s[0] == '-' {
		n = -n
	}
	return n, nil
}

// ParseInt reads the number s, an argument named what ("N"): an optional
// sign and decimal digits. The error reads `N "x": want a whole number`.
func ParseInt(what, s string) (int, error) {
	n, err := decimal(s)
	if err != nil {
		return 0, fmt.Errorf("%s %q: %w", what, s, err)
	}
	return n, nil
}

// ParseSeed reads a seed, a whole number from 0 to 2⁶⁴-1 in decimal; what
// names it ("-seed").
func ParseSeed(what, s string) (uint64, error) {
	v, err := strconv.ParseUint(s, 10, 64) // base 10: digits only, no sign
	if err != nil {
		return 0, fmt.Errorf("%s %q: want a whole number from 0 to %d", what, s, uint64(1<<64-1))
	}
	return v, nil
}

// intValue is an int flag read by decimal.
type intValue struct{ p *int }

func (v intValue) Set(s string) error {
	n, err := decimal(s)
	if err != nil {
		return err
	}
	*v.p = n
	return nil
}

func (v intValue) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.Itoa(*v.p)
}

// Get makes the flag a flag.Getter, as the flag package's own are.
func (v intValue) Get() any { return *v.p }

// IntVar defines an int flag, as flag.IntVar does, read in decimal as
// ParseInt reads an argument: "-n 010" is ten, "-n 0x10" a usage error.
func IntVar(fs *flag.FlagSet, p *int, name string, value int, usage string) {
	*p = value
	fs.Var(intValue{p}, name, usage)
}

// NonDecimalFlags lists, as "command -flag", the flags of cmds that the
// flag package reads as numbers (flag.Int, Uint, Int64, Uint64, Float64,
// Duration: octal and hexadecimal accepted), so that each command's test
// can check that every number is an IntVar.
func NonDecimalFlags(cmds []*Command) []string {
	var bad []string
	for _, c := range cmds {
		fs := flag.NewFlagSet(c.Name, flag.ContinueOnError)
		c.bind(fs)
		fs.VisitAll(func(f *flag.Flag) {
			switch fmt.Sprintf("%T", f.Value) {
			case "*flag.intValue", "*flag.uintValue", "*flag.int64Value", "*flag.uint64Value", "*flag.float64Value", "*flag.durationValue":
				bad = append(bad, c.Name+" -"+f.Name)
			}
		})
	}
	return bad
}
