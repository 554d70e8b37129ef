package scheveningen

import (
	"strings"
	"testing"

	build "github.com/toutesrondes/toutesrondes/internal/scheveningen"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// printedServed are the sizes whose printed table (000/001, errata applied)
// keeps the rules of the computed tables, single and double: 5 does not
// (team A has 3 2 2 3 2 whites, not 3 2 3 2 3), 4, 6 and 8 do.
var printedServed = map[int]bool{4: true, 6: true, 8: true}

// printedCells reads every printed table of teams of m from the spec, with
// the errata applied here, cell by cell: cells[b-1][r-1] is the game of
// board b in round r, white first.
func printedCells(t *testing.T, s *spec.Spec, m int) map[string][][]string {
	t.Helper()
	out := map[string][][]string{}
	for _, pt := range s.ScheveningenTables {
		if pt.Players != m {
			continue
		}
		var cells [][]string
		for _, row := range pt.Cells {
			var line []string
			for _, c := range row {
				line = append(line, c.Text)
			}
			cells = append(cells, line)
		}
		for _, e := range s.Errata {
			if e.Table != pt.ID {
				continue
			}
			if got := cells[e.Board-1][e.Round-1]; got != e.Printed {
				t.Fatalf("%s round %d board %d: printed %s, the erratum says %s", pt.ID, e.Round, e.Board, got, e.Printed)
			}
			cells[e.Board-1][e.Round-1] = e.Corrected
		}
		out[pt.ID] = cells
	}
	return out
}

// The static tables are, for 4, 6 and 8, the tables printed in 000 and 001
// with the errata applied, cell by cell; for every other size the table
// internal/scheveningen builds; and the doubles those of
// build.Double.
func TestScheveningenStatic(t *testing.T) {
	t.Parallel()
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	for m := MinSize; m <= MaxSize; m++ {
		single, _ := New(m, false)
		var want build.Table
		if printedServed[m] {
			if !strings.HasPrefix(single.Origin(), "printed in 000/001") {
				t.Errorf("m=%d: origin %q", m, single.Origin())
			}
			docs := printedCells(t, s, m)
			if len(docs) != 2 {
				t.Fatalf("m=%d: %d printed tables", m, len(docs))
			}
			for id, cells := range docs {
				for r := 1; r <= m; r++ {
					games, err := single.Round(r)
					if err != nil {
						t.Fatal(err)
					}
					for b, g := range games {
						if got, w := g.String(), cells[b][r-1]; got != w {
							t.Errorf("m=%d round %d board %d: %s, %s prints %s (errata applied)", m, r, b+1, got, id, w)
						}
					}
				}
			}
			want = apiTable(single)
		} else {
			if o := single.Origin(); !strings.HasPrefix(o, "computed") {
				t.Errorf("m=%d: origin %q", m, o)
			}
			if want, err = build.Build(m); err != nil {
				t.Fatal(err)
			}
		}
		for _, double := range []bool{false, true} {
			want := want
			if double {
				want = build.Double(want)
			}
			s, err := New(m, double)
			if err != nil {
				t.Fatal(err)
			}
			if s.Rounds() != len(want.Rounds) || s.Size() != m || s.Double() != double || s.Origin() != single.Origin() {
				t.Fatalf("m=%d double=%v: %d rounds, origin %q", m, double, s.Rounds(), s.Origin())
			}
			for r := 1; r <= s.Rounds(); r++ {
				games, err := s.Round(r)
				if err != nil {
					t.Fatal(err)
				}
				for b, g := range games {
					if got, w := g.String(), want.Rounds[r-1][b].String(); got != w || g.Board != b+1 {
						t.Fatalf("m=%d double=%v round %d board %d: %s, want %s", m, double, r, b+1, got, w)
					}
				}
			}
		}
	}
	// The printed table for 5 is turned down, and the origin says why.
	five, _ := New(5, false)
	if want := "computed (the table printed in 000/001 does not keep a rule of the computed tables: 000/scheveningen-5 round 3: team A has white on 2 boards, want 3)"; five.Origin() != want {
		t.Errorf("m=5: origin %q, want %q", five.Origin(), want)
	}
}

// apiTable reads a match back through the API into a table for the checks
// of internal/scheveningen.
func apiTable(s Match) build.Table {
	tb := build.Table{M: s.Size()}
	for r := 1; r <= s.Rounds(); r++ {
		games, _ := s.Round(r)
		var round []build.Game
		for _, g := range games {
			if g.White.Team == 'A' {
				round = append(round, build.Game{A: g.White.Number, B: g.Black.Number, AWhite: true})
			} else {
				round = append(round, build.Game{A: g.Black.Number, B: g.White.Number})
			}
		}
		tb.Rounds = append(tb.Rounds, round)
	}
	return tb
}

// The matches keep the rules, printed or computed, checked on what the API
// returns (the double with its seam).
func TestScheveningenRules(t *testing.T) {
	t.Parallel()
	for m := MinSize; m <= MaxSize; m++ {
		for _, double := range []bool{false, true} {
			s, _ := New(m, double)
			tb := apiTable(s)
			rules := build.RulesFor(s.Relaxed())
			var err error
			if double {
				err = build.CheckDouble("api", tb, rules)
			} else if err = build.CheckPairings("api", tb, 1); err == nil {
				err = build.CheckColours("api", tb, rules)
			}
			if err != nil {
				t.Fatalf("m=%d double=%v (%s): %v", m, double, s.Origin(), err)
			}
		}
	}
}

func TestScheveningenErrors(t *testing.T) {
	t.Parallel()
	for _, m := range []int{-1, 0, MaxSize + 1} {
		if _, err := New(m, false); err == nil || !strings.Contains(err.Error(), "teams of") {
			t.Errorf("m=%d: %v", m, err)
		}
	}
	s, _ := New(6, true)
	for _, r := range []int{0, 13} {
		if _, err := s.Round(r); err == nil || !strings.Contains(err.Error(), "rounds 1 to 12") {
			t.Errorf("round %d: %v", r, err)
		}
	}
	var zero Match
	if _, err := zero.Round(1); err == nil {
		t.Error("zero match answered")
	}
	if zero.Relaxed() || zero.SecondCycle() != 0 || zero.Rounds() != 0 || zero.Origin() != "" {
		t.Error("zero match has properties")
	}
}
