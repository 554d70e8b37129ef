package molter

import (
	"errors"
	"strings"
	"testing"

	im "github.com/toutesrondes/toutesrondes/internal/molter"
)

// event reads games back as internal/molter's Event, team letters as
// indexes.
func event(t *testing.T, teams, players int, rounds [][]Game) *im.Event {
	t.Helper()
	e := &im.Event{Teams: teams, Players: players}
	for _, rd := range rounds {
		var ps []im.Pair
		for _, g := range rd {
			w, b := letterIndex(g.White.Team), letterIndex(g.Black.Team)
			if w < 0 || b < 0 {
				t.Fatalf("%v: a team letter out of the table", g)
			}
			ps = append(ps, im.Pair{White: im.Seat{Team: w, Order: g.White.Order}, Black: im.Seat{Team: b, Order: g.Black.Order}})
		}
		e.Rounds = append(e.Rounds, ps)
	}
	return e
}

func letterIndex(b byte) int {
	for i := range len(constructedLetters) {
		if constructedLetters[i] == b {
			return i
		}
	}
	return -1
}

// TestConstructedServed re-checks every served constructed event, as read
// through the API, against the contract, and recomputes its grade.
func TestConstructedServed(t *testing.T) {
	sizes := ConstructedSizes()
	if len(sizes) != 28*8 {
		t.Fatalf("%d constructed shapes, want 224 (3..30 teams × 2..16 players)", len(sizes))
	}
	for _, s := range sizes {
		c, err := NewConstructed(s[0], s[1])
		if err != nil {
			t.Fatal(err)
		}
		if want := min(s[0]-1, 15); c.Rounds() != want {
			t.Errorf("%d×%d: %d rounds, want %d", s[0], s[1], c.Rounds(), want)
		}
		for R := 1; R <= c.Rounds(); R++ {
			rounds, err := c.Event(R)
			if err != nil {
				t.Fatal(err)
			}
			x := event(t, s[0], s[1], rounds)
			contract := im.Contract
			if m, _ := c.EventMethod(R); m != c.Method() {
				contract = im.ContractOwn // a table of its own: colours by the published rules
			}
			if ps := contract(x); len(ps) > 0 {
				t.Errorf("%s: %v", x.Name(), ps[0])
			}
			if ps := im.PublishedCheck(x); len(ps) > 0 {
				t.Errorf("%s: published rule %s: %v", x.Name(), ps[0].Check, ps[0])
			}
			got, _ := c.Grade(R)
			if want := im.Measure(x).Grade(); got != want {
				t.Errorf("%s: grade %s recorded, %s recomputed", x.Name(), got, want)
			}
			pub, _ := c.Published(R)
			v := im.PublishedMeasure(x)
			points, letter := im.PublishedPoints(s[0], s[1], R, v)
			if pub.Vector() != [7]int(v) || pub.Points != points || pub.Letter != letter || len(pub.Broken) > 0 {
				t.Errorf("%s: published %v recorded, %v %d %s recomputed", x.Name(), pub, v, points, letter)
			}
		}
	}
}

// TestDocumentGrades recomputes the document's grades from the served
// tables; Peyrin's as a 2-round event breaks the contract.
func TestDocumentGrades(t *testing.T) {
	for _, s := range Sizes() {
		var m Table
		var err error
		if s.Alternative {
			m, err = ByNumber(s.Table)
		} else {
			m, err = New(s.Teams, s.Players)
		}
		if err != nil {
			t.Fatal(err)
		}
		for k := 1; k <= m.MaxRounds(); k++ {
			ev, err := m.event(k) // Event refuses the invalid ones: grade them too
			got, gerr := m.Grade(k)
			if err != nil {
				if gerr == nil {
					t.Errorf("%s, %d rounds: graded %s but not playable", m.Table(), k, got)
				}
				continue
			}
			if _, err := m.Event(k); (err != nil) != strings.HasPrefix(got, "invalid") {
				t.Errorf("%s, %d rounds: grade %s, Event: %v", m.Table(), k, got, err)
			}
			e := event(t, s.Teams, s.Players, ev)
			want := im.Measure(e).Grade()
			if ps := im.Contract(e); len(ps) > 0 {
				want = "invalid"
			}
			if got != want && !(want == "invalid" && len(got) > 7 && got[:7] == "invalid") {
				t.Errorf("%s (%d×%d), %d rounds: recorded %s, recomputed %s", m.Table(), s.Teams, s.Players, k, got, want)
			}
		}
	}
	p, _ := ByNumber("peyrin")
	if g, _ := p.Grade(2); g != "invalid(teams-met,colours,complete)" {
		t.Errorf("Peyrin's table as a 2-round event: %s", g)
	}
}

func TestConstructedErrors(t *testing.T) {
	for _, c := range [][2]int{{2, 4}, {31, 4}, {7, 3}, {7, 18}, {7, 0}} {
		if _, err := NewConstructed(c[0], c[1]); !errors.Is(err, ErrNoTable) {
			t.Errorf("NewConstructed(%d, %d): %v", c[0], c[1], err)
		}
	}
	c, _ := NewConstructed(30, 16)
	if _, err := c.Round(16); err == nil {
		t.Error("round 16 of 30 teams served")
	}
	if _, err := c.Game(1, 241); err == nil {
		t.Error("board 241 of 30×16 served")
	}
	g, _ := c.Game(1, 1)
	if g.White.String()[0] != 'A' || TeamName(25) != "AA" || TeamName(29) != "AE" || TeamName(24) != "Z" {
		t.Errorf("names: %v %s %s", g, TeamName(25), TeamName(29))
	}
	if TeamName(30) != "" || TeamName(-1) != "" || TeamLetter(30) != 0 || TeamIndex('I') != -1 || TeamIndex(TeamLetter(27)) != 27 {
		t.Error("team names out of range")
	}
	if _, err := (Constructed{}).Round(1); err == nil {
		t.Error("the zero Constructed answers")
	}
}

func BenchmarkConstructedGame(b *testing.B) {
	c, _ := NewConstructed(29, 16)
	n := c.Boards()
	i := 0
	for b.Loop() {
		_, _ = c.Game(i%15+1, i%n+1)
		i++
	}
}

func BenchmarkConstructedRound(b *testing.B) {
	c, _ := NewConstructed(30, 16)
	for b.Loop() {
		_, _ = c.Round(15)
	}
}

func BenchmarkNewConstructed(b *testing.B) {
	for b.Loop() {
		_, _ = NewConstructed(30, 16)
	}
}

func BenchmarkConstructedAppendRound(b *testing.B) {
	c, _ := NewConstructed(30, 16)
	buf := make([]Game, 0, c.Boards())
	for b.Loop() {
		buf, _ = c.AppendRound(buf[:0], 15)
	}
}

func TestPeyrinEvents(t *testing.T) {
	p, _ := ByNumber("peyrin")
	if _, err := p.Event(2); !errors.Is(err, ErrInvalidEvent) || !strings.Contains(err.Error(), "it is valid for 1 or 3 rounds") {
		t.Errorf("Peyrin's table as 2 rounds: %v", err)
	}
	for _, k := range []int{1, 3} {
		if _, err := p.Event(k); err != nil {
			t.Errorf("Peyrin's table as %d rounds: %v", k, err)
		}
	}
}

// DefaultRounds: the document's longest event where it covers the shape
// (Tableau 43 plays 2 rounds for 13 teams of 10, Tableau 17 6 for 7 of 12),
// else all of the constructed table.
func TestConstructedDefaultRounds(t *testing.T) {
	for _, c := range [][3]int{{13, 10, 2}, {7, 12, 6}, {20, 4, 15}, {10, 4, 9}} {
		x, err := NewConstructed(c[0], c[1])
		if err != nil {
			t.Fatal(err)
		}
		if got := x.DefaultRounds(); got != c[2] {
			t.Errorf("%d teams of %d: DefaultRounds %d, want %d", c[0], c[1], got, c[2])
		}
	}
}

// TestTeamNamesAgree: this package spells every team as internal/molter,
// whose letters the generator gives it, names it.
func TestTeamNamesAgree(t *testing.T) {
	for i := range im.MaxConstructedTeams {
		if TeamName(i) != im.TeamName(i) || TeamIndex(TeamLetter(i)) != i {
			t.Errorf("team %d: %q here, %q in internal/molter", i, TeamName(i), im.TeamName(i))
		}
	}
	if TeamName(im.MaxConstructedTeams) != "" {
		t.Errorf("team %d named %q", im.MaxConstructedTeams, TeamName(im.MaxConstructedTeams))
	}
}
