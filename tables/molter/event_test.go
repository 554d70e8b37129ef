package molter

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	im "github.com/toutesrondes/toutesrondes/internal/molter"
)

// TestResolve: the events both commands serve, and their refusals.
func TestResolve(t *testing.T) {
	for _, c := range []struct {
		r                   Request
		source, table, auto string
		rounds              int
		built               bool
	}{
		{Request{Teams: 7, Players: 6}, SourceDocument, "17", "", 6, false},
		{Request{Teams: 7, Players: 6, Rounds: 5}, SourceDocument, "17", "17a", 5, false},
		{Request{Teams: 7, Players: 6, Rounds: 4}, SourceDocument, "17", "", 4, false},
		{Request{Table: "peyrin", Rounds: 3}, SourceDocument, "peyrin", "", 3, false},
		{Request{Teams: 13, Players: 12, Rounds: 3}, SourceDocument, "42", "42a (not printed, built)", 3, true},
		{Request{Teams: 13, Players: 10, Rounds: 1}, SourceDocument, "43", "43a (not printed, built)", 1, true},
		{Request{Teams: 13, Players: 10}, SourceDocument, "43", "", 2, false},
		{Request{Teams: 3, Players: 2}, SourceConstructed, SourceConstructed, "", 2, false},
		{Request{Teams: 7, Players: 6, Source: SourceConstructed}, SourceConstructed, SourceConstructed, "", 6, false},
		{Request{Teams: 30, Players: 16, Rounds: 15}, SourceConstructed, SourceConstructed, "", 15, false},
	} {
		e, err := Resolve(c.r)
		if err != nil {
			t.Errorf("%+v: %v", c.r, err)
			continue
		}
		if e.Source != c.source || e.Table != c.table || e.AutonomousTable != c.auto || len(e.Rounds) != c.rounds || e.Built != c.built || e.Grade == "" {
			t.Errorf("%+v: %s %s auto %q, %d rounds, built %v, grade %q", c.r, e.Source, e.Table, e.AutonomousTable, len(e.Rounds), e.Built, e.Grade)
		}
		for r, rd := range e.Rounds {
			if len(rd) != e.Boards() {
				t.Errorf("%+v: round %d has %d boards, want %d", c.r, r+1, len(rd), e.Boards())
			}
		}
	}
	for _, c := range []struct {
		r    Request
		want error
		msg  string
	}{
		{Request{Table: "peyrin", Rounds: 2}, ErrInvalidEvent, "A1 meets team B twice (rounds 1 and 2); it is valid for 1 or 3 rounds"},
		{Request{Teams: 99, Players: 4}, ErrNoTable, "nearest covered"},
		{Request{Teams: 7, Players: 6, Source: "bogus"}, ErrSource, "want document, constructed or best"},
		{Request{Teams: 13, Players: 10, Rounds: 5}, ErrRounds, "Tableau 43 plays 1 to 3 rounds (the odd ones with an autonomous round built to its rules)"},
		{Request{Table: "17", Source: SourceConstructed}, ErrTableSource, "a table of the document"},
		// The document's title: "Tableau 17 : 7 équipes à 6 ou 12 joueurs."
		{Request{Table: "17", Teams: 8, Players: 6}, ErrShape, "teams 8: Tableau 17 is for 7 teams of 6 or 12 players"},
	} {
		_, err := Resolve(c.r)
		if err == nil || (c.want != nil && !errors.Is(err, c.want)) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: %v, want %v %q", c.r, err, c.want, c.msg)
		}
	}
}

// TestGradesResolve: every event Grades lists resolves (but Peyrin's as 2
// rounds, refused) to an event of that grade, both grades as listed.
func TestGradesResolve(t *testing.T) {
	built := 0
	for _, g := range Grades() {
		if g.Selectable {
			continue // not the default: TestConstructedServed checks it through Constructed.EventBy
		}
		r := Request{Teams: g.Teams, Players: g.Players, Rounds: g.Rounds, Source: g.Source}
		if g.Table == "peyrin" {
			r = Request{Table: g.Table, Rounds: g.Rounds}
		}
		e, err := Resolve(r)
		if len(g.Broken) > 0 {
			if !errors.Is(err, ErrInvalidEvent) {
				t.Errorf("%+v (%s): %v, want refused", r, g.Grade, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%+v: %v", r, err)
			continue
		}
		if e.Grade != g.Grade || fmt.Sprint(e.Published) != fmt.Sprint(g.Published) || len(e.Rounds) != g.Rounds {
			t.Errorf("%+v: grades %s %v, listed %s %v", r, e.Grade, e.Published, g.Grade, g.Published)
		}
		if e.Built {
			built++
			if !strings.HasSuffix(g.Table, "a-built") {
				t.Errorf("%+v: built, listed as %s", r, g.Table)
			}
		}
	}
	if built != len(builtEvents) {
		t.Errorf("%d built events resolved, %d recorded", built, len(builtEvents))
	}
}

// TestEventTable: the flat lookups give the event's games, allocate
// nothing, and panic out of range.
func TestEventTable(t *testing.T) {
	for _, r := range []Request{{Teams: 7, Players: 12}, {Teams: 13, Players: 12, Rounds: 3}, {Teams: 29, Players: 16, Rounds: 15}} {
		e, err := Resolve(r)
		if err != nil {
			t.Fatal(err)
		}
		l := e.Lookup()
		if l.Rounds() != len(e.Rounds) || l.Boards() != e.Boards() {
			t.Errorf("%+v: %d rounds of %d boards", r, l.Rounds(), l.Boards())
		}
		for k, rd := range e.Rounds {
			for b, g := range rd {
				if l.Game(k+1, b+1) != g {
					t.Fatalf("%+v: round %d board %d: %v, want %v", r, k+1, b+1, l.Game(k+1, b+1), g)
				}
			}
		}
		if l.At(1, 1) != &l.games[0] || *l.At(l.Rounds(), l.Boards()) != e.Rounds[len(e.Rounds)-1][e.Boards()-1] {
			t.Errorf("%+v: At is not the game in place", r)
		}
		if n := testing.AllocsPerRun(100, func() { sink += l.Game(l.Rounds(), l.Boards()).Black.Order + l.At(1, 1).Board }); n != 0 {
			t.Errorf("%+v: Game allocates %v times", r, n)
		}
		for _, x := range [][2]int{{0, 1}, {l.Rounds() + 1, 1}, {1, 0}, {1, l.Boards() + 1}} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("%+v: Game(%d, %d) does not panic", r, x[0], x[1])
					}
				}()
				l.Game(x[0], x[1])
			}()
		}
	}
}

// The lookups of a document event (Tableau 17, 7 teams of 12, 6 rounds)
// and a constructed one (29 teams of 16, 15 rounds), every field of the
// game read, beside a bare array of the same games: go test -bench
// Event reports the ratios (Game copies the 40-byte Game through memory;
// At reads it in place, as the bare array does).
var (
	docEvent, _  = Resolve(Request{Teams: 7, Players: 12, Rounds: 6})
	consEvent, _ = Resolve(Request{Teams: 29, Players: 16, Rounds: 15})
	bareDoc      = bareOf[[6][42]Game](docEvent)
	bareCons     = bareOf[[15][232]Game](consEvent)
)

func bareOf[A [6][42]Game | [15][232]Game](e Event) (a A) {
	for r, rd := range e.Rounds {
		for b, g := range rd {
			switch x := any(&a).(type) {
			case *[6][42]Game:
				x[r][b] = g
			case *[15][232]Game:
				x[r][b] = g
			}
		}
	}
	return a
}

// fields reads every field of a game.
func fields(g Game) int {
	return g.Board + int(g.White.Team) + g.White.Order + int(g.Black.Team) + g.Black.Order
}

// fieldsAt reads every field of a game in place.
func fieldsAt(g *Game) int {
	return g.Board + int(g.White.Team) + g.White.Order + int(g.Black.Team) + g.Black.Order
}

// step varies the round (0..R-1) and the board (0..B-1) by steps prime to
// their ranges, without a division.
func step(r, b, R, B int) (int, int) {
	r += R - 1
	if r >= R {
		r -= R
	}
	b += 11
	if b >= B {
		b -= B
	}
	return r, b
}

func BenchmarkEventDocBare(b *testing.B) {
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		sum += fields(bareDoc[r][bd])
		r, bd = step(r, bd, 6, 42)
	}
	sink += sum
}

func BenchmarkEventDocGame(b *testing.B) {
	l := docEvent.Lookup()
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		sum += fields(l.Game(r+1, bd+1))
		r, bd = step(r, bd, 6, 42)
	}
	sink += sum
}

func BenchmarkEventDocAt(b *testing.B) {
	l := docEvent.Lookup()
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		sum += fieldsAt(l.At(r+1, bd+1))
		r, bd = step(r, bd, 6, 42)
	}
	sink += sum
}

func BenchmarkEventConsAt(b *testing.B) {
	l := consEvent.Lookup()
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		sum += fieldsAt(l.At(r+1, bd+1))
		r, bd = step(r, bd, 15, 232)
	}
	sink += sum
}

func BenchmarkEventConsBare(b *testing.B) {
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		sum += fields(bareCons[r][bd])
		r, bd = step(r, bd, 15, 232)
	}
	sink += sum
}

func BenchmarkEventConsGame(b *testing.B) {
	l := consEvent.Lookup()
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		sum += fields(l.Game(r+1, bd+1))
		r, bd = step(r, bd, 15, 232)
	}
	sink += sum
}

// BenchmarkEventConsDecode is Constructed.Game, which decodes two bytes and
// checks its arguments, for comparison.
func BenchmarkEventConsDecode(b *testing.B) {
	c := consEvent.Cons
	r, bd, sum := 0, 0, 0
	for b.Loop() {
		g, _ := c.Game(r+1, bd+1)
		sum += fields(g)
		r, bd = step(r, bd, 15, 232)
	}
	sink += sum
}

// TestGradesRecomputed: the measures, rules broken and grades recorded for
// every event served (what molter-report prints) are those internal/molter
// computes on the event Resolve serves; Peyrin's as 2 rounds on its main
// rounds. An event with a table of its own is held to ContractOwn, as the
// generator holds it.
func TestGradesRecomputed(t *testing.T) {
	if testing.Short() {
		t.Skip("measures every event served: about 2 s")
	}
	for _, g := range Grades() {
		if g.Selectable {
			continue // not the default: TestConstructedServed checks it through Constructed.EventBy
		}
		r := Request{Teams: g.Teams, Players: g.Players, Rounds: g.Rounds, Source: g.Source}
		if g.Table == "peyrin" {
			r = Request{Table: g.Table, Rounds: g.Rounds}
		}
		name := fmt.Sprintf("%d×%d, %d rounds, %s", g.Teams, g.Players, g.Rounds, g.Table)
		var rounds [][]Game
		if ev, err := Resolve(r); err == nil {
			rounds = ev.Rounds
		} else {
			p, _ := ByNumber(g.Table)
			if rounds, err = p.event(g.Rounds); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		e := event(t, g.Teams, g.Players, rounds)
		contract := im.Contract
		if g.Source == SourceConstructed {
			contract = im.ContractOwn
		}
		var broken []string
		for _, p := range contract(e) {
			if !slices.Contains(broken, p.Check) {
				broken = append(broken, p.Check)
			}
		}
		q := im.Measure(e)
		want := Quality{q.PairSpread, q.PairSpreadBest, q.Shortfall, q.Floaters, q.FloatersBest, q.Descents, q.DescentsBest, q.RoundSpread, q.RoundSpreadBest, q.Whites}
		if fmt.Sprint(broken) != fmt.Sprint(g.Broken) || want != g.Quality {
			t.Errorf("%s: recorded broken %v, %+v; recomputed %v, %+v", name, g.Broken, g.Quality, broken, want)
		}
		var pub []string
		for _, p := range im.PublishedCheck(e) {
			if !slices.Contains(pub, p.Check) {
				pub = append(pub, p.Check)
			}
		}
		if fmt.Sprint(pub) != fmt.Sprint(g.Published.Broken) {
			t.Errorf("%s: recorded published broken %v, recomputed %v", name, g.Published.Broken, pub)
		}
		if len(pub) == 0 {
			v := im.PublishedMeasure(e)
			points, letter := im.PublishedPoints(g.Teams, g.Players, g.Rounds, v)
			if g.Published.Vector() != [7]int(v) || g.Published.Points != points || g.Published.Letter != letter {
				t.Errorf("%s: recorded %v, recomputed %v %d %s", name, g.Published, v, points, letter)
			}
		}
	}
}
