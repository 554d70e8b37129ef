package cli

import (
	"flag"
	"fmt"
)

// Count lets c take its counts (the number of players, of teams, the team
// size) both ways the two commands spell them: as flags ("mkxlsx berger -n
// 10", "mkxlsx molter -teams 9 -players 4") and as the first arguments
// ("pairings berger 10", "pairings molter 9 4"), names in the order of the
// arguments. A command whose flags define them reads leading numbers as
// their values; one that takes them as arguments gets the flags (defined
// by the framework) whose values become those arguments. A count given
// both ways with different values is a usage error naming both. It
// returns c.
func (c *Command) Count(names ...string) *Command {
	c.count = names
	return c
}

// takeCount moves the counts to where the command reads them (Count).
func (c *Command) takeCount(fs *flag.FlagSet, call *Call, pos []string) ([]string, error) {
	if len(c.count) == 0 {
		return pos, nil
	}
	twice := func(arg, name, v string) error {
		return fmt.Errorf("given twice: argument %q and -%s %s; give one", arg, name, v)
	}
	if _, ours := fs.Lookup(c.count[0]).Value.(*stringFlag); ours { // the counts are the first arguments
		var args []string
		for i, name := range c.count {
			a, v, given := "", fs.Lookup(name).Value.String(), call.Given(name)
			if i < len(pos) {
				a = pos[i]
			}
			switch {
			case given && a != "" && a != v:
				return nil, twice(a, name, v)
			case given:
				args = append(args, v)
			case a != "":
				args = append(args, a)
			}
		}
		if len(pos) > len(c.count) {
			args = append(args, pos[len(c.count):]...)
		}
		return args, nil
	}
	for _, name := range c.count {
		if len(pos) == 0 || !isCount(pos[0]) {
			break
		}
		if call.Given(name) {
			if v := fs.Lookup(name).Value.String(); v != pos[0] {
				return nil, twice(pos[0], name, v)
			}
		} else if err := fs.Set(name, pos[0]); err != nil {
			return nil, fmt.Errorf("-%s %q: %v", name, pos[0], err)
		}
		pos = pos[1:]
	}
	return pos, nil
}

// isCount reports whether s is written as a number (digits, a sign): the
// argument a count takes, not a file name.
func isCount(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// stringFlag is a count flag the framework defines for a command that
// takes the count as an argument.
type stringFlag struct{ s string }

func (f *stringFlag) String() string     { return f.s }
func (f *stringFlag) Set(s string) error { f.s = s; return nil }
