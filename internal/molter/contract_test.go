package molter

import (
	"slices"
	"testing"
)

func clone(e *Event) *Event {
	c := &Event{Teams: e.Teams, Players: e.Players}
	for _, rd := range e.Rounds {
		c.Rounds = append(c.Rounds, slices.Clone(rd))
	}
	return c
}

func mustConstruct(t *testing.T, T, P int) *Event {
	t.Helper()
	e, err := Construct(T, P, min(T-1, 15))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// hand builds an event from rounds written as the document prints them:
// "A1-B2 B1-C2 C1-A2".
func hand(t *testing.T, T, P int, rounds ...string) *Event {
	t.Helper()
	e := &Event{Teams: T, Players: P}
	for _, r := range rounds {
		var rd []Pair
		for i := 0; i < len(r); {
			j := i
			for j < len(r) && r[j] != ' ' {
				j++
			}
			w, b, ok := ParseNorm(r[i:j])
			if !ok {
				t.Fatalf("bad board %q", r[i:j])
			}
			rd = append(rd, Pair{White: Seat{Team: indexOf(w.Letter), Order: w.Num}, Black: Seat{Team: indexOf(b.Letter), Order: b.Num}})
			i = j + 1
		}
		e.Rounds = append(e.Rounds, rd)
	}
	return e
}

func indexOf(l byte) int {
	for i := range eventLetters {
		if eventLetters[i] == l {
			return i
		}
	}
	return -1
}

// TestContractMutations breaks each hard rule once in a valid table and
// expects the rule named among the problems.
func TestContractMutations(t *testing.T) {
	even := mustConstruct(t, 6, 4)
	odd := mustConstruct(t, 7, 4)
	for _, e := range []*Event{even, odd, even.Prefix(3), odd.Prefix(5)} {
		if ps := Contract(e); len(ps) > 0 {
			t.Fatalf("%s: %v", e.Name(), ps)
		}
	}
	cases := []struct {
		rule string
		e    func() *Event
	}{
		{"players", func() *Event { e := clone(even); e.Rounds[0][1].White = e.Rounds[0][0].White; return e }},
		{"own-team", func() *Event {
			e := clone(even)
			e.Rounds[0][0].Black = Seat{Team: e.Rounds[0][0].White.Team, Order: e.Rounds[0][0].White.Order}
			return e
		}},
		{"order", func() *Event { e := clone(even); e.Rounds[0][0].Black.Order++; return e }},
		{"layout", func() *Event {
			e := clone(even)
			rd := e.Rounds[0]
			rd[0], rd[len(rd)-1] = rd[len(rd)-1], rd[0]
			return e
		}},
		{"colours", func() *Event {
			e := clone(even.Prefix(2))
			b := &e.Rounds[0][0]
			b.White, b.Black = b.Black, b.White
			return e
		}},
		{"teams-met", func() *Event {
			e := clone(even.Prefix(2))
			for i, b := range e.Rounds[0] {
				e.Rounds[1][i] = Pair{White: b.Black, Black: b.White}
			}
			return e
		}},
		{"one-team", func() *Event { return hand(t, 4, 2, "A1-B1 C1-D1 B2-A2 D2-C2") }},
		{"cross", func() *Event { return hand(t, 3, 2, "A1-B2 B1-C2 C1-A2") }},
		{"cross", func() *Event { return hand(t, 3, 2, "A1-B1 C1-A2 B2-C2", "B2-C1 A1-B1 A2-C2") }},
		{"streak", func() *Event {
			return hand(t, 3, 2, "A1-B1 C1-A2 B2-C2", "A1-C1 B1-A2 C2-B2", "A1-B2 B1-C1 C2-A2")
		}},
		{"team-whites", func() *Event {
			e := clone(even.Prefix(1))
			for i, b := range e.Rounds[0] {
				if b.Black.Team == 0 {
					e.Rounds[0][i] = Pair{White: b.Black, Black: b.White}
				}
			}
			return e
		}},
	}
	for _, c := range cases {
		got := checks(Contract(c.e()))
		if !slices.Contains(got, c.rule) {
			t.Errorf("breaking %s: the contract finds %v", c.rule, got)
		}
	}
}

// TestConstructEveryShape builds every shape and checks every event of it (every
// prefix) against the contract, and its measures against the bounds.
func TestConstructEveryShape(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every shape")
	}
	grades := map[string]int{}
	for T := MinTeams; T <= MaxConstructedTeams; T++ {
		for P := MinPlayers; P <= MaxPlayers; P += 2 {
			e := mustConstruct(t, T, P)
			if len(e.Rounds) != min(T-1, 15) {
				t.Fatalf("%d×%d: %d rounds", T, P, len(e.Rounds))
			}
			for R := 1; R <= len(e.Rounds); R++ {
				x := e.Prefix(R)
				if ps := Contract(x); len(ps) > 0 {
					t.Errorf("%s: %v", x.Name(), ps[0])
				}
				q := Measure(x)
				grades[q.Grade()]++
				if q.PairSpread < q.PairSpreadBest || q.Floaters < q.FloatersBest || q.Descents < q.DescentsBest || q.RoundSpread < q.RoundSpreadBest {
					t.Errorf("%s beats a bound: %v", x.Name(), q)
				}
			}
		}
	}
	t.Logf("grades: %v", grades)
}
