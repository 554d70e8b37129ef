package molter

import (
	"errors"
	"fmt"
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

// TestConstructedServed re-checks every served constructed event (3 to 30
// teams, 1 to T-1 rounds), the default and the selectable one, as read
// through the API, against both contracts, recomputes its grades, rebuilds
// each layered event's digest against the one the generator verified, and
// holds the choice to its rule: the default has the better published
// points (ties: the contract's order), the selectable one is better in the
// contract's order.
func TestConstructedServed(t *testing.T) {
	sizes := ConstructedSizes()
	if len(sizes) != 28*8 {
		t.Fatalf("%d constructed shapes, want 224 (3..30 teams × 2..16 players)", len(sizes))
	}
	for i, s := range sizes {
		c, err := NewConstructed(s[0], s[1])
		if err != nil {
			t.Fatal(err)
		}
		if want := s[0] - 1; c.Rounds() != want || s[2] != want {
			t.Errorf("%d×%d: %d rounds, want %d", s[0], s[1], c.Rounds(), want)
		}
		sums := strings.Fields(constructedSums[i])
		if len(sums) != c.Rounds() {
			t.Fatalf("%d×%d: %d digests for %d events", s[0], s[1], len(sums), c.Rounds())
		}
		if short := testing.Short(); short && i%7 != 0 {
			continue
		}
		for R := 1; R <= c.Rounds(); R++ {
			def, err := c.Construction(R)
			if err != nil {
				t.Fatal(err)
			}
			sel, _ := c.Selectable(R)
			var vectors [2]im.Vector
			var points [2]int
			for j, cons := range []string{def, sel} {
				if cons == "" {
					continue
				}
				rounds, err := c.EventBy(R, cons)
				if err != nil {
					t.Fatal(err)
				}
				x := event(t, s[0], s[1], rounds)
				name := x.Name() + " by " + cons
				contract := im.Contract
				if m, _ := c.EventMethod(R); cons == ConstructionLayered || m != c.Method() {
					contract = im.ContractOwn // a table of its own: colours by the published rules
				}
				if ps := contract(x); len(ps) > 0 {
					t.Errorf("%s: %v", name, ps[0])
				}
				if ps := im.PublishedCheck(x); len(ps) > 0 {
					t.Errorf("%s: published rule %s: %v", name, ps[0].Check, ps[0])
				}
				if cons == ConstructionLayered && im.Sum(x) != sums[R-1] {
					t.Errorf("%s: built at run time with digest %s, the generator verified %s", name, im.Sum(x), sums[R-1])
				}
				got, _ := c.GradeBy(R, cons)
				if want := im.Measure(x).Grade(); got != want {
					t.Errorf("%s: grade %s recorded, %s recomputed", name, got, want)
				}
				pub, _ := c.PublishedBy(R, cons)
				v := im.PublishedMeasure(x)
				p, letter := im.PublishedPoints(s[0], s[1], R, v)
				if pub.Vector() != [7]int(v) || pub.Points != p || pub.Letter != letter || len(pub.Broken) > 0 {
					t.Errorf("%s: published %v recorded, %v %d %s recomputed", name, pub, v, p, letter)
				}
				if got, _ := c.QualityBy(R, cons); got != Quality(im.Measure(x)) {
					t.Errorf("%s: quality %+v recorded, %+v recomputed", name, got, im.Measure(x))
				}
				vectors[j], points[j] = v, p
			}
			if sel != "" && (vectors[1].Compare(vectors[0]) >= 0 || points[1] <= points[0]) {
				t.Errorf("%d×%d, %d rounds: selectable %s (%v, %d points) is not better in order and worse in points than %s (%v, %d points)",
					s[0], s[1], R, sel, vectors[1], points[1], def, vectors[0], points[0])
			}
		}
	}
}

// TestConstructedBeyond30 builds shapes of 31 to 64 teams at run time and
// holds them to both contracts by internal/molter's checkers, and to I1 at
// its arithmetic bound with no prefix deficit.
func TestConstructedBeyond30(t *testing.T) {
	for _, sh := range [][3]int{{31, 2, 30}, {31, 16, 7}, {32, 4, 31}, {37, 6, 12}, {45, 10, 44}, {50, 8, 25}, {63, 12, 62}, {64, 16, 63}, {64, 2, 1}} {
		T, P, R := sh[0], sh[1], sh[2]
		c, err := NewConstructed(T, P)
		if err != nil {
			t.Fatal(err)
		}
		if c.Rounds() != T-1 || c.Boards() != T*P/2 {
			t.Errorf("%d×%d: %d rounds, %d boards", T, P, c.Rounds(), c.Boards())
		}
		if cons, _ := c.Construction(R); cons != ConstructionLayered {
			t.Errorf("%d×%d: construction %q", T, P, cons)
		}
		if !c.AtRunTime() {
			t.Errorf("%d×%d: not built at run time", T, P)
		}
		rounds, err := c.Event(R)
		if err != nil {
			t.Fatal(err)
		}
		x := event(t, T, P, rounds)
		// Graded when asked, as the generator grades the layered events of
		// 3 to 30 teams (gen/molterchoice.go): the published check and
		// measures, the project's quality; the same through the Event served.
		pub, err := c.Published(R)
		if err != nil {
			t.Fatalf("%d×%d: %v", T, P, err)
		}
		wantV := im.PublishedMeasure(x)
		wantPoints, wantLetter := im.PublishedPoints(T, P, R, wantV)
		if pub.Vector() != wantV || pub.Points != wantPoints || pub.Letter != wantLetter || len(pub.Broken) > 0 {
			t.Errorf("%d×%d, %d rounds: published %v, want %v %d %s", T, P, R, pub, wantV, wantPoints, wantLetter)
		}
		g, err := c.Grade(R)
		if want := im.Measure(x).Grade(); err != nil || g != want {
			t.Errorf("%d×%d, %d rounds: grade %q (%v), want %q", T, P, R, g, err, want)
		}
		if ev, err := ConstructedEvent(c, R); err != nil || ev.Grade != g || ev.Published.Vector() != pub.Vector() || ev.Published.Letter != pub.Letter {
			t.Errorf("%d×%d, %d rounds: event graded %q %v (%v), want %q %v", T, P, R, ev.Grade, ev.Published, err, g, pub)
		}
		if ps := im.PublishedCheck(x); len(ps) > 0 {
			t.Errorf("%s: published rule %s: %v", x.Name(), ps[0].Check, ps[0])
		}
		if ps := im.ContractOwn(x); len(ps) > 0 {
			t.Errorf("%s: %v", x.Name(), ps[0])
		}
		v := im.PublishedMeasure(x)
		bound := 1
		if P*R <= T-1 || (P*R)%(T-1) == 0 {
			bound = 0
		}
		if v[0] > bound || v[im.VPrefix] != 0 {
			t.Errorf("%s: I1 %d (bound %d), prefix deficit %d", x.Name(), v[0], bound, v[im.VPrefix])
		}
		if g, _ := c.Game(T-1, T*P/2); g.White.Team == 0 || TeamIndex(g.White.Team) < 0 {
			t.Errorf("%d×%d: last game %v", T, P, g)
		}
	}
	if _, err := NewConstructed(65, 4); !errors.Is(err, ErrNoTable) {
		t.Errorf("65 teams: %v", err)
	}
}

// BenchmarkLayeredBeyond30 builds the longest event of 64 teams of 16
// players, the largest shape served, at run time.
func BenchmarkLayeredBeyond30(b *testing.B) {
	c, _ := NewConstructed(64, 16)
	for b.Loop() {
		if _, err := c.Event(63); err != nil {
			b.Fatal(err)
		}
	}
}

// TestGradeBeyond30HandWorked holds the grades of events built at run time
// to what the contract's formulas and the construction's properties give
// by hand. 40×4 over 3 rounds (even T): each level plays its own circle
// round of the 39 (molterlayer), so a team meets 4 distinct teams a round
// and 12 over the event, each once: I1 0 and its bound 0 (P·R = 12 ≤ 39),
// no prefix deficit (4r met after r rounds), no floaters (I2 = I3 = I4 =
// 0), I5 0; quality: 240 boards over 780 pairs (spread 1 - 0, best 1),
// round spread 1 (best 1: 39 does not divide 4). 34×2 over 33 rounds
// (every team met, P·R = 66 = 2 × 33: bound 0): each team meets every other
// exactly twice, I1 0, pair spread 0 (best 0: 34·2·33/2 = 1122 = 2 × 561
// pairs), no prefix deficit.
func TestGradeBeyond30HandWorked(t *testing.T) {
	for _, c := range []struct {
		T, P, R int
		v       [6]int // I1, prefix, I2, I3, I4, I5 (S5 is the colouring's)
		q       [6]int // pair spread and best, shortfall, floaters, descents, round spread best
	}{
		{40, 4, 3, [6]int{0, 0, 0, 0, 0, 0}, [6]int{1, 1, 0, 0, 0, 1}},
		{34, 2, 33, [6]int{0, 0, 0, 0, 0, 0}, [6]int{0, 0, 0, 0, 0, 1}},
	} {
		cons, err := NewConstructed(c.T, c.P)
		if err != nil {
			t.Fatal(err)
		}
		p, err := cons.Published(c.R)
		if err != nil {
			t.Fatal(err)
		}
		if v := p.Vector(); [6]int(v[:6]) != c.v {
			got := v
			t.Errorf("%d×%d, %d rounds: I1…I5 %v, want %v", c.T, c.P, c.R, got, c.v)
		}
		want := 0 // every measure at 0: the points are S5's
		if p.S5Relaxed {
			want = 1
		}
		if p.Points != want || p.Letter != map[int]string{0: "A", 1: "B"}[want] {
			t.Errorf("%d×%d, %d rounds: %d points %s, want %d", c.T, c.P, c.R, p.Points, p.Letter, want)
		}
		q, err := cons.QualityBy(c.R, "")
		if err != nil {
			t.Fatal(err)
		}
		if got := [6]int{q.PairSpread, q.PairSpreadBest, q.Shortfall, q.Floaters, q.Descents, q.RoundSpreadBest}; got != c.q {
			t.Errorf("%d×%d, %d rounds: quality %v, want %v", c.T, c.P, c.R, got, c.q)
		}
	}
}

// BenchmarkGradeBeyond30 grades the longest event of 64 teams of 16
// players (63 rounds, the largest shape served), built beforehand: the cost
// grading adds when such an event is asked for.
func BenchmarkGradeBeyond30(b *testing.B) {
	rounds, err := layeredEvent(64, 16, 63)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if g, _, _ := runtimeGraded(64, 16, rounds); g == "" {
			b.Fatal("no grade")
		}
	}
}

// BenchmarkEventBeyond30 serves the same event as a program asks for it:
// built, checked and graded (ConstructedEvent).
func BenchmarkEventBeyond30(b *testing.B) {
	c, _ := NewConstructed(64, 16)
	for b.Loop() {
		if _, err := ConstructedEvent(c, 63); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLayered30 builds the longest event of 30 teams of 16 players.
func BenchmarkLayered30(b *testing.B) {
	for b.Loop() {
		if _, err := layeredEvent(30, 16, 29); err != nil {
			b.Fatal(err)
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
	for _, c := range [][2]int{{2, 4}, {65, 4}, {31, 5}, {40, 18}, {7, 3}, {7, 18}, {7, 0}} {
		if _, err := NewConstructed(c[0], c[1]); !errors.Is(err, ErrNoTable) {
			t.Errorf("NewConstructed(%d, %d): %v", c[0], c[1], err)
		}
	}
	c, _ := NewConstructed(30, 16)
	if _, err := c.Round(30); err == nil {
		t.Error("round 30 of 30 teams served")
	}
	if _, err := c.Event(30); err == nil {
		t.Error("30 rounds of 30 teams served")
	}
	if _, err := c.EventBy(3, "random"); err == nil {
		t.Error("an unknown construction served")
	}
	if _, err := c.Game(1, 241); err == nil {
		t.Error("board 241 of 30×16 served")
	}
	g, _ := c.Game(1, 1)
	if g.White.String()[0] != 'A' || TeamName(25) != "AA" || TeamName(29) != "AE" || TeamName(24) != "Z" {
		t.Errorf("names: %v %s %s", g, TeamName(25), TeamName(29))
	}
	if TeamName(64) != "" || TeamName(-1) != "" || TeamLetter(64) != 0 || TeamName(50) != "BA" || TeamName(63) != "BO" || TeamIndex('I') != -1 || TeamIndex(TeamLetter(27)) != 27 {
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
		_, _ = c.Game(i%28+1, i%n+1)
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
	for _, c := range [][3]int{{13, 10, 2}, {7, 12, 6}, {20, 4, 19}, {10, 4, 9}, {40, 4, 39}} {
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
	for i := range im.MaxLayeredTeams {
		if TeamName(i) != im.TeamName(i) || TeamIndex(TeamLetter(i)) != i || (Player{Team: TeamLetter(i), Order: 1}).String() != im.TeamName(i)+"1" {
			t.Errorf("team %d: %q here, %q in internal/molter", i, TeamName(i), im.TeamName(i))
		}
	}
	if TeamName(im.MaxLayeredTeams) != "" {
		t.Errorf("team %d named %q", im.MaxLayeredTeams, TeamName(im.MaxLayeredTeams))
	}
}

// TestConstructedNoD holds every constructed event (3 to 30 teams, 1 to
// T-1 rounds) to a published letter above D, and logs (go test -v) the
// letters of the default events by range of teams, the number of
// selectable ones, and the events graded C.
func TestConstructedNoD(t *testing.T) {
	counts := map[string]map[string]int{}
	upTo15 := map[string]map[string]int{} // the events served before issue 33: at most 15 rounds
	var cs []string
	selectable := 0
	for _, s := range ConstructedSizes() {
		c, _ := NewConstructed(s[0], s[1])
		rg := layeredRange(s[0])
		if counts[rg] == nil {
			counts[rg], upTo15[rg] = map[string]int{}, map[string]int{}
		}
		for k := 1; k <= s[2]; k++ {
			p, err := c.Published(k)
			if err != nil {
				t.Fatal(err)
			}
			counts[rg][p.Letter]++
			if k <= 15 {
				upTo15[rg][p.Letter]++
			}
			if p.Letter == "D" || p.Letter == "" {
				t.Errorf("%d×%d, %d rounds: published %v", s[0], s[1], k, p)
			}
			cons, _ := c.Construction(k)
			if p.Letter == "C" {
				cs = append(cs, fmt.Sprintf("%d×%d R%d %s %v", s[0], s[1], k, cons, p))
			}
			if sel, _ := c.Selectable(k); sel != "" {
				selectable++
			}
		}
	}
	for _, rg := range []string{"3-16", "17-25", "26-30"} {
		t.Logf("teams %s: A %d, B %d, C %d, D %d (at most 15 rounds: A %d, B %d, C %d, D %d)", rg, counts[rg]["A"], counts[rg]["B"], counts[rg]["C"], counts[rg]["D"],
			upTo15[rg]["A"], upTo15[rg]["B"], upTo15[rg]["C"], upTo15[rg]["D"])
	}
	t.Logf("%d events keep a selectable one; %d graded C: %s", selectable, len(cs), strings.Join(cs, "; "))
}
