package cli

import (
	"flag"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/msg"
)

// unknownFlagError is a flag the command does not define: the framework
// says it with the nearest flag it has ("did you mean -double?").
type unknownFlagError struct{ name string }

func (e *unknownFlagError) Error() string { return "flag provided but not defined: -" + e.name }

// suggestCommand is " (did you mean berger?)" for a mistyped command, ""
// when no command is near.
func (p *Program) suggestCommand(name string) string {
	var names []string
	for _, c := range p.Commands {
		names = append(names, c.Name)
	}
	return suggest(p.Lang, "", name, names)
}

func flagNames(fs *flag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
}

// suggest is " (did you mean PREFIX+NAME?)" in l, for the name of names
// nearest to typed: within a third of its length in edits (at least 1,
// at most 3), or one that typed begins or that begins typed (-dou for
// -double); "" when none is near, or several are equally near.
func suggest(l msg.Lang, prefix, typed string, names []string) string {
	best, bestD, tie := "", 1<<30, false
	low := strings.ToLower(typed)
	for _, n := range names {
		d := distance(low, strings.ToLower(n))
		if len(typed) >= 2 && (strings.HasPrefix(n, typed) || strings.HasPrefix(typed, n) && len(n) >= 3) {
			d = min(d, 1)
		}
		switch {
		case d < bestD:
			best, bestD, tie = n, d, false
		case d == bestD && n != best:
			tie = true
		}
	}
	limit := min(3, max(1, len(typed)/3))
	if best == "" || bestD > limit || tie {
		return ""
	}
	return l.F(" (did you mean %s?)", prefix+best)
}

// distance is the edit distance of a and b (insertions, deletions,
// substitutions, and the swap of two neighbours: "bergre"), in bytes:
// command and flag names are ASCII.
func distance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// langArg is the language of a -lang en|fr among args (-lang fr,
// -lang=fr, --lang fr), so that even a usage error found before the flags
// are parsed is said in it.
func langArg(args []string) (msg.Lang, bool) {
	for i, a := range args {
		if a == "--" {
			break
		}
		name, val, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		if !eq {
			if i+1 >= len(args) {
				break
			}
			val = args[i+1]
		}
		if l, err := msg.Parse(val); err == nil {
			return l, true
		}
	}
	return "", false
}
