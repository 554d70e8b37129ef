package molter

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables"

	build "github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// The static tables are what the generator's builder makes from the spec,
// for every configuration: every round, the autonomous round, the rounds it
// may follow and the defects.
func TestMolterStaticEqualsBuild(t *testing.T) {
	t.Parallel()
	sp, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	set, err := build.Build(sp, build.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Configs) != len(Sizes()) {
		t.Fatalf("%d configurations built, %d static", len(set.Configs), len(Sizes()))
	}
	same := func(what string, got []Game, want []build.Board) {
		if len(got) != len(want) {
			t.Errorf("%s: %d boards, want %d", what, len(got), len(want))
			return
		}
		for i, g := range got {
			w := want[i]
			if g.Board != i+1 || g.White.String() != w.White.String() || g.Black.String() != w.Black.String() {
				t.Errorf("%s board %d: %v, built %s", what, i+1, g, w.Norm())
			}
		}
	}
	for _, c := range set.Configs {
		var m Table
		if c.Alternative {
			m, err = ByNumber(c.Main.Number)
		} else {
			m, err = New(c.Teams, c.Players)
		}
		if err != nil {
			t.Fatal(err)
		}
		name := c.Name()
		if m.Table() != c.Main.Number || m.Teams() != c.Teams || m.Players() != c.Players || m.Rounds() != len(c.Main.Rounds) || m.Follow() != c.Follow {
			t.Errorf("%s: static %s %d×%d %d rounds follow %d", name, m.Table(), m.Teams(), m.Players(), m.Rounds(), m.Follow())
		}
		for r := 1; r <= m.Rounds(); r++ {
			g, err := m.Round(r)
			if err != nil {
				t.Fatal(err)
			}
			same(fmt.Sprintf("%s round %d", name, r), g, c.Main.Rounds[r-1])
		}
		g, err := m.Autonomous()
		if (err == nil) != (c.Auto != nil) || m.HasAutonomous() != (c.Auto != nil) {
			t.Errorf("%s: autonomous %v, built %v", name, err, c.Auto != nil)
		}
		if c.Auto != nil {
			same(name+" autonomous", g, c.Auto.Rounds[0])
			if m.AutonomousTable() != c.Auto.Number {
				t.Errorf("%s: autonomous table %s, built %s", name, m.AutonomousTable(), c.Auto.Number)
			}
		}
		if len(m.Defects()) != len(c.Defects) {
			t.Errorf("%s: %d defects, built %d", name, len(m.Defects()), len(c.Defects))
		}
	}
}

// Every document table is reachable by its number, at the size it is
// printed (or derived) for.
func TestMolterByNumber(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 43; n++ {
		m, err := ByNumber(fmt.Sprint(n))
		if err != nil {
			t.Errorf("Tableau %d: %v", n, err)
			continue
		}
		if m.Table() != fmt.Sprint(n) {
			t.Errorf("Tableau %d: got %s", n, m.Table())
		}
	}
	for number, size := range map[string]string{"1": "3×12", "1a": "3×12", "8": "5×12", "9": "5×8", "17": "7×12", "17a": "7×12", "26": "9×12", "peyrin": "3×4", "Tableau 42": "13×12"} {
		m, err := ByNumber(number)
		if err != nil || fmt.Sprintf("%d×%d", m.Teams(), m.Players()) != size {
			t.Errorf("%s: %d×%d %v, want %s", number, m.Teams(), m.Players(), err, size)
		}
	}
	if _, err := ByNumber("44"); !errors.Is(err, ErrNoTable) || !strings.Contains(err.Error(), `no Molter table "44" (tables: 1 2 3 4 5 6 7 8 9 10`) || !strings.HasSuffix(err.Error(), "43 peyrin)") {
		t.Errorf("44: %v", err)
	}
}

// Bad requests get errors that say what is covered; nothing panics.
func TestMolterErrors(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		teams, players int
		want           string
	}{
		{10, 4, "no Molter table for 10 teams of 4 players; nearest covered: 10 teams of 6 (Tableau 28), 9 teams of 4 (Tableau 26)"},
		{7, 7, "7 teams of 7 players (a Molter team has an even number of players); nearest covered: 7 teams of 6 (Tableau 17), 7 teams of 8 (Tableau 18)"},
		{14, 6, "nearest covered: 13 teams of 6 (Tableau 40); the table constructed for this shape: NewConstructed(14, 6)"},
		{2, 4, "nearest covered: 3 teams of 4 (Tableau 1)"},
		{3, 102, "nearest covered: 3 teams of 100 (Tableau 1)"},
		{0, 0, "no Molter table for 0 teams of 0 players; nearest covered: 3 teams of 4 (Tableau 1)"},
	} {
		if _, err := New(c.teams, c.players); err == nil || !strings.Contains(err.Error(), c.want) || !errors.Is(err, ErrNoTable) {
			t.Errorf("%d×%d: %v\nwant %q", c.teams, c.players, err, c.want)
		}
	}
	var zero Table // the zero value, as documented, is invalid
	if _, err := zero.Round(1); err == nil || !strings.Contains(err.Error(), "invalid molter.Table") {
		t.Errorf("the zero MolterTable answers: %v", err)
	}
	if _, err := (Table{cfg: -1}).Autonomous(); err == nil {
		t.Error("an invalid table answers")
	}
	m, _ := New(7, 6)
	for _, r := range []int{0, 7} {
		if _, err := m.Round(r); err == nil || !strings.Contains(err.Error(), "Tableau 17 has rounds 1 to 6") {
			t.Errorf("round %d: %v", r, err)
		}
	}
	if _, err := m.Game(1, Player{'H', 1}); err == nil || !strings.Contains(err.Error(), "player H1: the event has teams ABCDEFG of players 1 to 6") {
		t.Errorf("H1: %v", err)
	}
}

// An event of k rounds: the main rounds two by two, the autonomous round
// to make an odd count, within what each table allows.
func TestMolterEvent(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		teams, players int
		ok             []int
		bad            map[int]string
	}{
		{7, 6, []int{1, 2, 3, 4, 5, 6}, map[int]string{7: "Tableau 17 plays 1 to 6 rounds", 0: "plays 1 to 6"}},
		{5, 4, []int{1, 2, 3, 4}, map[int]string{5: "Tableau 8 plays 1 to 4 rounds"}},
		{3, 8, []int{1, 2}, map[int]string{3: "3 rounds: Tableau 1 plays 1 to 2 rounds"}},
		{6, 4, []int{1, 2, 3}, map[int]string{4: "plays 1 to 3"}},
		{13, 12, []int{2}, map[int]string{1: "1 rounds need the autonomous round: Tableau 42, 13 teams of 12: no autonomous round: 004/42a-unprinted"}},
	} {
		m, err := New(c.teams, c.players)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range c.ok {
			ev, err := m.Event(k)
			if err != nil || len(ev) != k {
				t.Errorf("%d×%d, %d rounds: %v", c.teams, c.players, k, err)
				continue
			}
			// Each player plays once per round of the event, never meets
			// his own team, and meets no team twice (3 teams: at most 2
			// rounds, so the same holds).
			met := map[string]bool{}
			for i, rd := range ev {
				seen := map[Player]bool{}
				for _, g := range rd {
					for _, p := range [2]Player{g.White, g.Black} {
						if seen[p] {
							t.Errorf("%d×%d event %d round %d: %s twice", c.teams, c.players, k, i+1, p)
						}
						seen[p] = true
					}
					for _, x := range [2][2]Player{{g.White, g.Black}, {g.Black, g.White}} {
						key := fmt.Sprintf("%s %c", x[0], x[1].Team)
						if met[key] || x[0].Team == x[1].Team {
							t.Errorf("%d×%d event %d round %d: %s meets team %c again", c.teams, c.players, k, i+1, x[0], x[1].Team)
						}
						met[key] = true
					}
				}
				if len(seen) != c.teams*c.players {
					t.Errorf("%d×%d event %d round %d: %d players", c.teams, c.players, k, i+1, len(seen))
				}
			}
		}
		for k, want := range c.bad {
			_, err := m.Event(k)
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%d×%d, %d rounds: %v, want %q", c.teams, c.players, k, err, want)
			}
			// Too many rounds is a range; the rest is the autonomous round.
			var re *tables.RangeError
			switch {
			case errors.As(err, &re):
				if *re != (tables.RangeError{What: "rounds", Got: k, Min: 1, Max: m.MaxRounds()}) {
					t.Errorf("%d×%d, %d rounds: range %+v", c.teams, c.players, k, re)
				}
			case !errors.Is(err, ErrNoAutonomous):
				t.Errorf("%d×%d, %d rounds: %v is neither a range nor ErrNoAutonomous", c.teams, c.players, k, err)
			}
		}
	}
}

// FuzzMolter feeds arbitrary sizes, rounds and players: the API answers or
// errs, never panics, and Game agrees with Round.
func FuzzMolter(f *testing.F) {
	f.Add(7, 6, 1, byte('A'), 1)
	f.Add(13, 12, 0, byte('N'), 12)
	f.Add(-1, 300, 9, byte('I'), -4)
	f.Fuzz(func(t *testing.T, teams, players, r int, team byte, order int) {
		m, err := New(teams, players)
		if err != nil {
			m = Table{-1}
		}
		p := Player{team, order}
		g, err := m.Game(r, p)
		if err == nil && g.White != p && g.Black != p {
			t.Errorf("Game(%d, %s) = %v", r, p, g)
		}
		_, _ = m.Event(r)
		_ = m.TeamLetters()
		_ = m.AutonomousTable()
	})
}

// Tables is Sizes as tables: the default of a size is New's, an
// alternative ByNumber's.
func TestTablesFollowSizes(t *testing.T) {
	tabs, sizes := Tables(), Sizes()
	if len(tabs) != len(sizes) || len(tabs) == 0 {
		t.Fatalf("%d tables, %d sizes", len(tabs), len(sizes))
	}
	for i, s := range sizes {
		want, err := New(s.Teams, s.Players)
		if s.Alternative {
			want, err = ByNumber(s.Table)
		}
		if err != nil || tabs[i] != want || tabs[i].Table() != s.Table || tabs[i].Alternative() != s.Alternative {
			t.Errorf("size %+v: table %s (%d×%d), want %s (%v)", s, tabs[i].Table(), tabs[i].Teams(), tabs[i].Players(), want.Table(), err)
		}
	}
}

// TestProvenance: every document table's Provenance names what its Origin
// says in English (the document, the line, the tables it derives from), so
// that a program wording it in another language says the same.
func TestProvenance(t *testing.T) {
	var derived, endToEnd, scattered int
	for _, sz := range Sizes() {
		tab, err := New(sz.Teams, sz.Players)
		if sz.Alternative {
			tab, err = ByNumber(sz.Table)
		}
		if err != nil {
			t.Fatal(err)
		}
		p, o := tab.Provenance(), tab.Origin()
		if p.Document != "004" || !strings.Contains(o, " of "+p.Document+"_") || !strings.Contains(o, fmt.Sprintf("line %d ", p.Line)) {
			t.Errorf("%s: provenance %+v, origin %q", tab.Table(), p, o)
		}
		printed := strings.HasPrefix(o, "printed at")
		if printed != (len(p.From) == 0) || strings.Contains(o, "end to end") != p.EndToEnd ||
			strings.Contains(o, "its rows on lines") != (p.RowsFrom > 0 && p.RowsFrom < p.Line && p.RowsTo >= p.Line) {
			t.Errorf("%s: provenance %+v, origin %q", tab.Table(), p, o)
		}
		for _, f := range p.From {
			if !strings.Contains(o, "from "+f+" ") && !strings.Contains(o, " and "+f+" ") {
				t.Errorf("%s: derived from %s, origin %q", tab.Table(), f, o)
			}
		}
		derived += min(len(p.From), 1)
		if p.EndToEnd {
			endToEnd++
		}
		if p.RowsFrom > 0 {
			scattered++
		}
	}
	if derived == 0 || endToEnd == 0 || scattered == 0 {
		t.Errorf("derived %d, end to end %d, scattered %d: every form should be served", derived, endToEnd, scattered)
	}
	t.Logf("derived %d, end to end %d, scattered %d", derived, endToEnd, scattered)
}
