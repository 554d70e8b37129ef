package molter

import (
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/spec"
	"sync"
)

// Shape is one constructed (teams, players): the table and, for each event
// of R = 1.. rounds (its first R), the measures: Quality[R-1].
type Shape struct {
	Teams, Players int
	Event          *Event
	Quality        []Quality
	Method         string // ConstructMethod's: the variant and the budget
	// One is the event of one round: round 1 with its colours oriented so
	// that every team has P/2 whites (alone, it has no period to keep); it
	// is Event's first round when that ranks better.
	One    []Pair
	rounds int
}

// ConstructAll builds every shape the spec's molter-constructed block
// declares, with min(T-1, its rounds) rounds, checks every event of each
// against the contract and measures it; the error names every shape that
// breaks a rule. The shapes are built in parallel, returned by teams then
// players.
func ConstructAll(c *spec.MolterConstructed) ([]Shape, error) {
	var out []Shape
	for T := c.MinTeams; T <= c.MaxTeams; T++ {
		for P := c.MinPlayers; P <= c.MaxPlayers; P += 2 {
			out = append(out, Shape{Teams: T, Players: P, rounds: min(T-1, c.MaxRounds)})
		}
	}
	errs := make([]error, len(out))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				errs[i] = out[i].build()
			}
		})
	}
	for i := range out {
		next <- i
	}
	close(next)
	wg.Wait()
	return out, errors.Join(errs...)
}

func (sh *Shape) build() error {
	e, method, err := ConstructMethod(sh.Teams, sh.Players, sh.rounds)
	if err != nil {
		return err
	}
	sh.Event, sh.Method, sh.One = e, method, e.Rounds[0]
	for R := 1; R <= len(e.Rounds); R++ {
		x := e.Prefix(R)
		if R == 1 {
			games := make([][2]Seat, len(e.Rounds[0]))
			for i, p := range e.Rounds[0] {
				games[i] = [2]Seat{p.White, p.Black}
			}
			one := &Event{Teams: sh.Teams, Players: sh.Players, Rounds: [][]Pair{eulerColours(sh.Teams, sh.Players, games)}}
			if len(Contract(one)) == 0 && Measure(one).Better(Measure(x)) {
				x, sh.One = one, one.Rounds[0]
			}
		}
		if ps := Contract(x); len(ps) > 0 {
			return fmt.Errorf("molter: %s breaks the contract: %v", x.Name(), ps[0])
		}
		sh.Quality = append(sh.Quality, Measure(x))
	}
	return nil
}

// Graded is an event of a document's configuration: the hard rules it
// breaks (Contract) and its measures.
type Graded struct {
	Rounds   int
	Problems []Problem
	Quality  Quality
}

// Grade is the grade of the event: "invalid(rule,…)" when it breaks a hard
// rule of issue 9, else its Quality's grade.
func (g Graded) Grade() string {
	if len(g.Problems) == 0 {
		return g.Quality.Grade()
	}
	return "invalid(" + strings.Join(checks(g.Problems), ",") + ")"
}

// checks lists the checks the problems name, once each, in order.
func checks(ps []Problem) []string {
	var out []string
	for _, p := range ps {
		found := false
		for _, c := range out {
			found = found || c == p.Check
		}
		if !found {
			out = append(out, p.Check)
		}
	}
	return out
}

// GradeDocument grades every event a document configuration plays (EventOf
// for k = 1..): by the contract of issue 9 and the measures.
func (s *Set) GradeDocument(c *Config) []Graded {
	var out []Graded
	for k := 1; ; k++ {
		e, ok := s.EventOf(c, k)
		if !ok {
			if k > len(c.Main.Rounds)+1 {
				return out
			}
			continue
		}
		out = append(out, Graded{Rounds: k, Problems: Contract(e), Quality: Measure(e)})
	}
}
