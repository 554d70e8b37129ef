package bergerdoc

import (
	"fmt"
	"slices"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// formulaMax is the largest size the printed formulas are checked on.
const formulaMax = 120

// rules says what each kind of printed formula claims, as a check over the
// table of m players; it returns the first counterexample, or "".
//
// "A or B" formulas (alternatives separated by |) claim that every
// alternative that falls in the range of the answer gives the answer.
var rules = map[string]func(m int, alts []node) string{
	// The opponent of B (not the pivot) in round R; when the formula gives
	// B itself, the opponent is the pivot (000: "Dans le cas où A = B").
	"opponent": answers("RByNk", func(m int, yield func(env, int) bool) {
		for r := 1; r < m; r++ {
			for b := 1; b < m; b++ {
				want := berger.Opponent(m, r, b)
				if want == m {
					want = b
				}
				if !yield(env{R: r, B: b}, want) {
					return
				}
			}
		}
	}, func(e env, _ int) string {
		return fmt.Sprintf("m=%d round %d: the opponent of %d is %d", e.N, e.R, e.B, berger.Opponent(e.N, e.R, e.B))
	}),
	// The round in which A and B (neither the pivot) meet.
	"meeting-round": answers("ABxyNk", func(m int, yield func(env, int) bool) {
		for a := 1; a < m; a++ {
			for b := a + 1; b < m; b++ {
				if !yield(env{A: a, B: b}, berger.MeetingRound(m, a, b)) {
					return
				}
			}
		}
	}, func(e env, r int) string {
		return fmt.Sprintf("m=%d: %d and %d meet in round %d", e.N, e.A, e.B, r)
	}),
	// The round in which A meets the pivot.
	"pivot-meeting-round": answers("AxNk", func(m int, yield func(env, int) bool) {
		for a := 1; a < m; a++ {
			if !yield(env{A: a}, berger.MeetingRound(m, a, m)) {
				return
			}
		}
	}, func(e env, r int) string {
		return fmt.Sprintf("m=%d: %d meets the pivot in round %d", e.N, e.A, r)
	}),
	// The pivot's opponent in odd, then in even rounds.
	"pivot-odd-opponent":  pivotRule(1),
	"pivot-even-opponent": pivotRule(0),
	// The sums x+y of the boards without the pivot in round R.
	"sums": func(m int, alts []node) string {
		for r := 1; r < m; r++ {
			e := env{R: r, N: m, k: m / 2, set: "RNk"}
			var v []int
			for _, n := range alts {
				if x, ok := n(&e); ok {
					v = append(v, x)
				}
			}
			for _, g := range berger.RoundAt(m, r)[1:] {
				if !slices.Contains(v, g.White+g.Black) {
					return fmt.Sprintf("m=%d round %d: %s sums to %d, the formula allows %v", m, r, g, g.White+g.Black, v)
				}
			}
		}
		return ""
	},
}

// answers is the rule of the formulas that give one answer in 1..m-1: each
// yields, for the table of m players, the values of the variables the
// formula may use (set names them; N and k are m and m/2) and the answer the
// table gives; wrong says what the table gives for a counterexample.
func answers(set string, each func(m int, yield func(e env, want int) bool), wrong func(e env, want int) string) func(m int, alts []node) string {
	return func(m int, alts []node) string {
		why := ""
		cur := new(env) // the values evaluated, one for every yield (the nodes take a pointer)
		each(m, func(e env, want int) bool {
			e.N, e.k, e.set = m, m/2, set
			*cur = e
			if !allInRange(alts, cur, 1, m-1, want) {
				v, _ := inRange(alts, cur, 1, m-1)
				why = fmt.Sprintf("%s, the formula gives %v", wrong(e, want), v)
				return false
			}
			return true
		})
		return why
	}
}

func pivotRule(parity int) func(m int, alts []node) string {
	return answers("RNk", func(m int, yield func(env, int) bool) {
		for r := 1; r < m; r++ {
			if r%2 != parity {
				continue
			}
			if a, _ := berger.PivotOpponent(m, r); !yield(env{R: r}, a) {
				return
			}
		}
	}, func(e env, a int) string {
		return fmt.Sprintf("m=%d round %d: the pivot meets %d", e.N, e.R, a)
	})
}

// inRange evaluates the alternatives and keeps the values within [lo, hi];
// ok is false when none is.
func inRange(alts []node, e *env, lo, hi int) ([]int, bool) {
	var v []int
	for _, n := range alts {
		if x, ok := n(e); ok && x >= lo && x <= hi {
			v = append(v, x)
		}
	}
	return v, len(v) > 0
}

// allInRange is inRange's values are all want (and there is one), without
// a slice of them: the rules evaluate each formula hundreds of thousands of
// times.
func allInRange(alts []node, e *env, lo, hi, want int) bool {
	found := false
	for _, n := range alts {
		if x, ok := n(e); ok && x >= lo && x <= hi {
			if x != want {
				return false
			}
			found = true
		}
	}
	return found
}

// checkFormula evaluates a reading for every even size up to formulaMax, or
// for the one size the text speaks of.
func checkFormula(rule, expr string, players int) (string, error) {
	check, ok := rules[rule]
	if !ok {
		names := make([]string, 0, len(rules))
		for n := range rules {
			names = append(names, n)
		}
		slices.Sort(names)
		return "", fmt.Errorf("unknown rule %q (known: %s)", rule, strings.Join(names, ", "))
	}
	var alts []node
	for _, a := range strings.Split(expr, "|") {
		n, err := parseExpr(strings.TrimSpace(a))
		if err != nil {
			return "", err
		}
		alts = append(alts, n)
	}
	lo, hi := 4, formulaMax
	if players != 0 {
		lo, hi = players, players
	}
	for m := lo; m <= hi; m += 2 {
		if why := check(m, alts); why != "" {
			return why, nil
		}
	}
	return "", nil
}

// verifyFormulas checks every printed formula; a formula that fails needs an
// erratum (round 0, board 0) whose printed form is the reading and whose
// correction passes.
func verifyFormulas(s *spec.Spec) (proven []*spec.Erratum, errs []error) {
	byTable := map[string]*spec.Erratum{}
	for _, e := range s.Errata {
		byTable[e.Table] = e
	}
	for _, f := range s.Formulas {
		why, err := checkFormula(f.Rule, f.Expr, f.Players)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: formula %s: %v", f.Pos, f.ID, err))
			continue
		}
		e := byTable[f.ID]
		switch {
		case e == nil && why != "":
			errs = append(errs, fmt.Errorf("%s: formula %s (%s:%d) %q, read as %s, is wrong: %s; declare an erratum or fix the reading", f.Pos, f.ID, f.Document, f.Line, f.Text, f.Expr, why))
		case e == nil:
		case e.Printed != f.Expr:
			errs = append(errs, fmt.Errorf("%s: erratum for formula %s: printed %q, the reading is %q", e.Pos, f.ID, e.Printed, f.Expr))
		case why == "":
			errs = append(errs, fmt.Errorf("%s: erratum for formula %s: the printed %s holds, nothing to correct", e.Pos, f.ID, e.Printed))
		default:
			cwhy, err := checkFormula(f.Rule, e.Corrected, f.Players)
			switch {
			case err != nil:
				errs = append(errs, fmt.Errorf("%s: erratum for formula %s: corrected: %v", e.Pos, f.ID, err))
			case cwhy != "":
				errs = append(errs, fmt.Errorf("%s: erratum for formula %s: the correction %s fails too: %s", e.Pos, f.ID, e.Corrected, cwhy))
			default:
				proven = append(proven, e)
			}
		}
	}
	return proven, errs
}
