package molter

import (
	"fmt"
	"io"
	"strings"
)

// Span is the smallest and largest of a set of counts.
type Span struct{ Min, Max int }

func (s Span) String() string {
	if s.Min == s.Max {
		return fmt.Sprint(s.Min)
	}
	return fmt.Sprintf("%d..%d", s.Min, s.Max)
}

// Balance measures how evenly a configuration spreads its games: how many
// boards each pair of teams shares per round and per period, and how many
// whites each team has per round.
type Balance struct {
	PairsRound  []Span // per main round, then the autonomous round
	PairsPeriod []Span // per period of two main rounds
	WhitesRound []Span // per main round, then the autonomous round
	PairsEvent  Span   // over the rounds the autonomous round may follow and itself (over all rounds without one)
	// Score sums the squared deviations from the mean of all those counts:
	// the lower, the better balanced (it ranks corrections).
	Score float64
}

// counts returns, for the boards, the boards per pair of teams (a < b) and
// the whites per team.
func (s *Set) counts(teams int, rounds ...[]Board) (pairs, whites []int) {
	pairs = make([]int, teams*teams)
	whites = make([]int, teams)
	for _, rd := range rounds {
		for _, b := range rd {
			a, c := s.Team(b.White, teams), s.Team(b.Black, teams)
			if b.Unprinted || a < 0 || c < 0 || a == c {
				continue
			}
			whites[a]++
			pairs[min(a, c)*teams+max(a, c)]++
		}
	}
	return pairs, whites
}

// spread returns the span and the squared deviations of the counts of the
// pairs of teams (a < b) or of the teams.
func spread(v []int, teams int, pairs bool) (Span, float64) {
	var xs []int
	if pairs {
		for a := range teams {
			for b := a + 1; b < teams; b++ {
				xs = append(xs, v[a*teams+b])
			}
		}
	} else {
		xs = v
	}
	sp := Span{xs[0], xs[0]}
	sum := 0
	for _, x := range xs {
		sp.Min, sp.Max = min(sp.Min, x), max(sp.Max, x)
		sum += x
	}
	mean := float64(sum) / float64(len(xs))
	dev := 0.0
	for _, x := range xs {
		d := float64(x) - mean
		dev += d * d
	}
	return sp, dev
}

// Balance measures c.
func (s *Set) Balance(c *Config) Balance {
	var bl Balance
	rounds := append([][]Board(nil), c.Main.Rounds...)
	if c.Auto != nil {
		rounds = append(rounds, c.Auto.Rounds[0])
	}
	for _, rd := range rounds {
		pairs, whites := s.counts(c.Teams, rd)
		sp, d1 := spread(pairs, c.Teams, true)
		sw, d2 := spread(whites, c.Teams, false)
		bl.PairsRound = append(bl.PairsRound, sp)
		bl.WhitesRound = append(bl.WhitesRound, sw)
		bl.Score += d1 + d2
	}
	for r := 0; r+1 < len(c.Main.Rounds); r += 2 {
		pairs, _ := s.counts(c.Teams, c.Main.Rounds[r], c.Main.Rounds[r+1])
		sp, d := spread(pairs, c.Teams, true)
		bl.PairsPeriod = append(bl.PairsPeriod, sp)
		bl.Score += d
	}
	ev := c.Main.Rounds
	if c.Auto != nil {
		ev = append(append([][]Board(nil), c.Main.Rounds[:c.Follow]...), c.Auto.Rounds[0])
	}
	pairs, _ := s.counts(c.Teams, ev...)
	sp, d := spread(pairs, c.Teams, true)
	bl.PairsEvent = sp
	bl.Score += d
	return bl
}

func (bl Balance) String() string {
	join := func(v []Span) string {
		var p []string
		for _, s := range v {
			p = append(p, s.String())
		}
		return strings.Join(p, " ")
	}
	s := "pairs of teams per round " + join(bl.PairsRound)
	if len(bl.PairsPeriod) > 0 {
		s += "; per period " + join(bl.PairsPeriod)
	}
	return s + "; team whites per round " + join(bl.WhitesRound) + "; pairs over the event " + bl.PairsEvent.String()
}

// Applies reports whether a check applies to c.
func (c *Config) Applies(check string) bool {
	switch check {
	case "autonomous":
		return c.Auto != nil && c.Follow > 0
	case "whites":
		return c.Auto != nil
	case "complete":
		return CompleteTeams[c.Teams] && c.Complete()
	case "sno":
		return c.MainSrc.Number == "17" && c.Players%3 == 0
	}
	return true
}

// Report is what the checks found for one configuration.
type Report struct {
	Config   *Config
	Holds    []string // the checks that apply and hold
	Fails    []string // the checks that apply and fail
	Problems []Problem
	Balance  Balance
}

// Report checks c and measures it.
func (s *Set) Report(c *Config) Report {
	rp := Report{Config: c, Problems: s.Check(c), Balance: s.Balance(c)}
	failed := map[string]bool{}
	for _, p := range rp.Problems {
		failed[p.Check] = true
	}
	for _, ch := range Checks {
		switch {
		case !c.Applies(ch):
		case failed[ch]:
			rp.Fails = append(rp.Fails, ch)
		default:
			rp.Holds = append(rp.Holds, ch)
		}
	}
	return rp
}

// WriteReport writes, for every configuration, the checks that hold and
// fail, its balance and its defects: the report the issue asks for.
func (s *Set) WriteReport(w io.Writer) error {
	for _, c := range s.Configs {
		if c.Teams == 3 && c.Players > 12 && c.Players != 14 && c.Players != 100 {
			continue // Tableau 1 end to end: 14 and 100 stand for the rest
		}
		rp := s.Report(c)
		auto := "no autonomous round"
		if c.Auto != nil {
			auto = fmt.Sprintf("autonomous %s follows rounds 1..%d", c.Auto.Number, c.Follow)
			if c.Follow == 0 {
				auto = fmt.Sprintf("autonomous %s for a one-round event", c.Auto.Number)
			}
		}
		if _, err := fmt.Fprintf(w, "%-16s %d rounds, %s\n  holds: %s\n", c.Name(), len(c.Main.Rounds), auto, strings.Join(rp.Holds, " ")); err != nil {
			return err
		}
		if len(rp.Fails) > 0 {
			fmt.Fprintf(w, "  FAILS: %s\n", strings.Join(rp.Fails, " "))
		}
		fmt.Fprintf(w, "  balance: %s\n", rp.Balance)
		for _, d := range c.Defects {
			fmt.Fprintf(w, "  defect %s: %s\n", d.ID, d.Reason)
		}
	}
	return nil
}
