package groups

import (
	"errors"
	"strconv"
	"strings"
)

// Group is a named group of pairing numbers, as printed ("A : (3,4,8)") or
// computed. Players may hold duplicates or numbers out of range when they
// come from a printed row; the checks report them.
type Group struct {
	Name    string
	Players []int
}

func (g Group) String() string {
	s := make([]string, len(g.Players))
	for i, p := range g.Players {
		s[i] = strconv.Itoa(p)
	}
	return g.Name + ": (" + strings.Join(s, ",") + ")"
}

// ProblemKind says which rule a row breaks.
type ProblemKind int

const (
	// Meet: two members of one group meet in one of the last n rounds.
	Meet ProblemKind = iota + 1
	// Twice: a number is printed twice (in one group or in two).
	Twice
	// Missing: a number of 1..m is in no group.
	Missing
	// Outside: a number outside 1..m.
	Outside
	// Empty: a group without players.
	Empty
)

// Problem is one broken rule of a row of groups.
type Problem struct {
	Kind     ProblemKind
	Group    string // the group concerned (for Twice: the second one)
	Other    string // Twice: the group holding the first copy
	X, Y     int    // the players concerned (Y for Meet only)
	Round    int    // Meet: the round in which X and Y meet
	LastFrom int    // Meet: the first of the last n rounds
	LastTo   int
}

func (p Problem) String() string {
	switch p.Kind {
	case Meet:
		return "group " + p.Group + ": " + itoa(p.X) + " and " + itoa(p.Y) + " meet in round " + itoa(p.Round) + ", one of the last rounds " + itoa(p.LastFrom) + ".." + itoa(p.LastTo)
	case Twice:
		if p.Other == p.Group {
			return "group " + p.Group + ": " + itoa(p.X) + " is printed twice"
		}
		return itoa(p.X) + " is in group " + p.Other + " and in group " + p.Group
	case Missing:
		return itoa(p.X) + " is in no group"
	case Outside:
		return "group " + p.Group + ": " + itoa(p.X) + " is not a number of the table"
	case Empty:
		return "group " + p.Group + " is empty"
	}
	return "unknown problem"
}

// Check returns every rule the groups break: they must partition 1..M (each
// number once, none missing, none outside) and no two members of a group may
// meet in the last N rounds of the Berger table. An empty result means the
// row holds.
func (g *Graph) Check(groups []Group) []Problem {
	var out []Problem
	where := map[int]string{}
	for _, gr := range groups {
		if len(gr.Players) == 0 {
			out = append(out, Problem{Kind: Empty, Group: gr.Name})
		}
		for i, x := range gr.Players {
			if x < 1 || x > g.M {
				out = append(out, Problem{Kind: Outside, Group: gr.Name, X: x})
				continue
			}
			if first, dup := where[x]; dup {
				out = append(out, Problem{Kind: Twice, Group: gr.Name, Other: first, X: x})
			} else {
				where[x] = gr.Name
			}
			for _, y := range gr.Players[i+1:] {
				if y < 1 || y > g.M || y == x {
					continue
				}
				if r := g.Round(x, y); g.Last(r) {
					out = append(out, Problem{Kind: Meet, Group: gr.Name, X: x, Y: y, Round: r, LastFrom: g.M - g.N, LastTo: g.M - 1})
				}
			}
		}
	}
	for x := 1; x <= g.M; x++ {
		if _, ok := where[x]; !ok {
			out = append(out, Problem{Kind: Missing, X: x})
		}
	}
	return out
}

// Problems joins problems for an error message.
func Problems(ps []Problem) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.String()
	}
	return strings.Join(s, "; ")
}

// Sets turns groups that hold (no problem) into sets.
func Sets(groups []Group) []Set {
	out := make([]Set, len(groups))
	for i, g := range groups {
		out[i] = SetOf(g.Players...)
	}
	return out
}

// Named names sets A, B, C, … in order, each sorted.
func Named(sets []Set) []Group {
	out := make([]Group, len(sets))
	for i, s := range sets {
		out[i] = Group{Name: GroupName(i), Players: s.Players()}
	}
	return out
}

// GroupName is the letter of the i-th group (0 → A); past Z, A1, B1, ….
func GroupName(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return string(rune('A'+i%26)) + itoa(i/26)
}

// RuleAllows is the test of 003 ("Appariements dirigés") for two different
// players x and y of a 2k = M table: with S = x+y, they may share a group
// when 2 ≤ S ≤ 2k-n (rule 1: they meet in round S-1) or 2k+1 ≤ S ≤ 4k-(n+1)
// (rule 2: they meet in round S-2k). For the pivot 2k, S is twice the number
// of its opponent ("le double du numéro d'appariement de son adversaire").
func RuleAllows(m, n, x, y int) bool {
	s := x + y
	switch {
	case x == m:
		s = 2 * y
	case y == m:
		s = 2 * x
	}
	return (2 <= s && s <= m-n) || (m+1 <= s && s <= 2*m-(n+1))
}

// CheckRules proves, for the table of g, that the two rules of 003 say
// exactly what the Berger table says: two players may share a group if and
// only if they do not meet in the last N rounds.
func (g *Graph) CheckRules() error {
	var bad []string
	for x := 1; x <= g.M; x++ {
		for y := x + 1; y <= g.M; y++ {
			table := !g.Adj[x].Has(y)
			if rule := RuleAllows(g.M, g.N, x, y); rule != table {
				bad = append(bad, itoa(x)+" and "+itoa(y)+" meet in round "+itoa(g.Round(x, y))+": the rules say "+map[bool]string{true: "apart", false: "together"}[rule])
			}
		}
	}
	if len(bad) > 0 {
		return errors.New("2k=" + itoa(g.M) + " n=" + itoa(g.N) + ": " + strings.Join(bad, "; "))
	}
	return nil
}

// itoa is strconv.Itoa: the package builds its messages without fmt, which
// the tables packages would otherwise link.
func itoa(n int) string { return strconv.Itoa(n) }
