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

// TestChecksHoldAsCheck holds checksHold, Contract's shortcut, to
// (*Set).Check, which it stands for on valid events (a second
// implementation of the same rules): on valid events of both parities of
// teams and rounds, then on each broken in one place (colours swapped,
// an order number moved, a player seated twice, two boards' players
// exchanged, a board dropped, a team met twice, two players of a team),
// checksHold reports a problem exactly where Check finds one, with its
// colours rule and without (own tables).
func TestChecksHoldAsCheck(t *testing.T) {
	holdsCheck := func(e *Event, own bool) bool {
		s, c, _ := e.asConfigIn(nil)
		for _, p := range s.Check(c) {
			if !own || p.Check != "colours" {
				return false
			}
		}
		return true
	}
	var events []*Event
	for _, sh := range [][3]int{{6, 4, 4}, {6, 4, 5}, {7, 4, 4}, {7, 6, 5}, {9, 2, 6}, {10, 6, 7}, {11, 4, 9}, {12, 8, 11}, {13, 6, 12}, {8, 2, 3}} {
		e, err := Layered(sh[0], sh[1], sh[2])
		if err != nil {
			t.Fatal(err)
		}
		events = append(events, e)
	}
	mutations := []struct {
		name string
		f    func(e *Event, r, b int)
	}{
		{"colours swapped", func(e *Event, r, b int) {
			p := &e.Rounds[r][b]
			p.White, p.Black = p.Black, p.White
		}},
		{"order up", func(e *Event, r, b int) { e.Rounds[r][b].White.Order++ }},
		{"order down", func(e *Event, r, b int) { e.Rounds[r][b].Black.Order-- }},
		{"seated twice", func(e *Event, r, b int) { e.Rounds[r][b].Black = e.Rounds[r][(b+1)%len(e.Rounds[r])].White }},
		{"own team", func(e *Event, r, b int) { e.Rounds[r][b].Black.Team = e.Rounds[r][b].White.Team }},
		{"boards exchanged", func(e *Event, r, b int) {
			rd := e.Rounds[r]
			c := len(rd) - 1 - b
			rd[b].Black, rd[c].Black = rd[c].Black, rd[b].Black
		}},
		{"board dropped", func(e *Event, r, b int) { e.Rounds[r] = slices.Delete(e.Rounds[r], b, b+1) }},
		{"round repeated", func(e *Event, r, b int) { e.Rounds[(r+1)%len(e.Rounds)] = slices.Clone(e.Rounds[r]) }},
		{"round swapped colours", func(e *Event, r, b int) {
			for i := range e.Rounds[r] {
				p := &e.Rounds[r][i]
				p.White, p.Black = p.Black, p.White
			}
		}},
	}
	broken := 0
	for _, e := range events {
		for _, own := range []bool{false, true} {
			if !checksHold(e, own, new(scratch)) || !holdsCheck(e, own) {
				t.Fatalf("%s (own %v): valid, yet checksHold %v, Check %v", e.Name(), own, checksHold(e, own, new(scratch)), holdsCheck(e, own))
			}
		}
		for _, m := range mutations {
			for _, at := range [][2]int{{0, 0}, {1, 1}, {len(e.Rounds) - 1, len(e.Rounds[0]) / 2}, {len(e.Rounds) / 2, len(e.Rounds[0]) - 1}} {
				x := clone(e)
				m.f(x, at[0], at[1])
				for _, own := range []bool{false, true} {
					want := holdsCheck(x, own)
					if !want {
						broken++
					}
					if got := checksHold(x, own, new(scratch)); got != want {
						t.Errorf("%s, %s at round %d board %d (own %v): checksHold %v, Check finds a problem: %v", e.Name(), m.name, at[0]+1, at[1]+1, own, got, !want)
					}
				}
			}
		}
	}
	if broken == 0 {
		t.Error("no mutation broke a rule: the test proves nothing")
	}
	t.Logf("%d broken events", broken)
}
