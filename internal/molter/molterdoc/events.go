package molterdoc

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// Built is an event of a configuration whose autonomous round the document
// never prints whole (13 teams of 10 and 12): its first Rounds-1 main
// rounds, then an autonomous round built to the document's rules
// (molter.BuildAutonomous), graded on both scales. The generator records
// it so that no command builds a round at run time.
type Built struct {
	Config int // index into Set.Configs
	Rounds int // odd: the built round is the last
	Auto   []molter.Pair
	Graded molter.Graded
}

// Suggested is the best suggested correction of a document's event (two
// cells of one round exchanged, molter.Suggest), kept only when it lifts
// the event's grade.
type Suggested struct {
	Config, Rounds int
	Built          bool // the event of Built, not the printed table's
	molter.Suggestion
}

// buildAutonomous builds the events with an autonomous round built, for
// every configuration that has a defect withholding its autonomous round:
// every odd length whose main rounds the table has.
func buildAutonomous(s *molter.Set) ([]Built, error) {
	var out []Built
	for i, c := range s.Configs {
		if c.Auto != nil || len(c.Defects) == 0 {
			continue
		}
		for k := 1; k <= len(c.Main.Rounds)+1; k += 2 {
			e := &molter.Event{Teams: c.Teams, Players: c.Players}
			if k > 1 {
				m, ok := s.EventOf(c, k-1)
				if !ok {
					return nil, fmt.Errorf("molter: %s: no event of %d main rounds to build an autonomous round after", c.Name(), k-1)
				}
				e = m
			}
			auto, err := molter.BuildAutonomous(e)
			if err != nil {
				return nil, fmt.Errorf("molter: %s, %d rounds: building the autonomous round: %w", c.Name(), k, err)
			}
			full := &molter.Event{Teams: c.Teams, Players: c.Players, Rounds: append(append([][]molter.Pair(nil), e.Rounds...), auto)}
			g := grade(full, k)
			if len(g.Problems) > 0 {
				return nil, fmt.Errorf("molter: %s, %d rounds: the built autonomous round breaks the contract: %s", c.Name(), k, g.Problems[0].Msg)
			}
			out = append(out, Built{Config: i, Rounds: k, Auto: auto, Graded: g})
		}
	}
	return out, nil
}

// grade grades an event of k rounds on both scales, as GradeDocument does.
func grade(e *molter.Event, k int) molter.Graded {
	return molter.Graded{Rounds: k, Problems: molter.Contract(e), Quality: molter.Measure(e),
		PublishedProblems: molter.PublishedCheck(e), Published: molter.PublishedMeasure(e)}
}

// suggest finds, for every document event (printed or with a built
// autonomous round) below grade A, the best suggested correction that lifts
// its grade.
func suggest(s *molter.Set, grades [][]molter.Graded, built []Built) []Suggested {
	var out []Suggested
	one := func(cfg, k int, e *molter.Event, isBuilt bool) {
		sg := molter.Suggest(e)
		if len(sg) == 0 || sg[0].To.Grade() == sg[0].From.Grade() {
			return
		}
		out = append(out, Suggested{Config: cfg, Rounds: k, Built: isBuilt, Suggestion: sg[0]})
	}
	b := 0
	for i, c := range s.Configs {
		for _, g := range grades[i] {
			if g.Grade() == "A" {
				continue
			}
			if e, ok := s.EventOf(c, g.Rounds); ok {
				one(i, g.Rounds, e, false)
			}
		}
		for ; b < len(built) && built[b].Config == i; b++ {
			x := built[b]
			if x.Graded.Grade() == "A" {
				continue
			}
			e := &molter.Event{Teams: c.Teams, Players: c.Players}
			if x.Rounds > 1 {
				e, _ = s.EventOf(c, x.Rounds-1)
			}
			e = &molter.Event{Teams: c.Teams, Players: c.Players, Rounds: append(append([][]molter.Pair(nil), e.Rounds...), x.Auto)}
			one(i, x.Rounds, e, true)
		}
	}
	return out
}
