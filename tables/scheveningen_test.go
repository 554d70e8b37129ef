package tables

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/scheveningen"
)

// The static tables are the tables internal/scheveningen builds, single and
// double, for every size.
func TestScheveningenStatic(t *testing.T) {
	for m := ScheveningenMinSize; m <= ScheveningenMaxSize; m++ {
		built, err := scheveningen.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, double := range []bool{false, true} {
			want := built
			if double {
				want = scheveningen.Double(built)
			}
			s, err := Scheveningen(m, double)
			if err != nil {
				t.Fatal(err)
			}
			if s.Rounds() != len(want.Rounds) || s.Size() != m || s.Double() != double {
				t.Fatalf("m=%d double=%v: %d rounds", m, double, s.Rounds())
			}
			for r := 1; r <= s.Rounds(); r++ {
				games, err := s.Round(r)
				if err != nil {
					t.Fatal(err)
				}
				for b, g := range games {
					if got, w := g.String(), want.Rounds[r-1][b].String(); got != w || g.Board != b+1 {
						t.Fatalf("m=%d double=%v round %d board %d: %s, built %s", m, double, r, b+1, got, w)
					}
				}
			}
		}
	}
}

// The matches keep the rules, checked on what the API returns.
func TestScheveningenRules(t *testing.T) {
	for m := ScheveningenMinSize; m <= ScheveningenMaxSize; m++ {
		for _, double := range []bool{false, true} {
			s, _ := Scheveningen(m, double)
			tb := scheveningen.Table{M: m}
			for r := 1; r <= s.Rounds(); r++ {
				games, _ := s.Round(r)
				var round []scheveningen.Game
				for _, g := range games {
					if g.White.Team == 'A' {
						round = append(round, scheveningen.Game{A: g.White.Number, B: g.Black.Number, AWhite: true})
					} else {
						round = append(round, scheveningen.Game{A: g.Black.Number, B: g.White.Number})
					}
				}
				tb.Rounds = append(tb.Rounds, round)
			}
			cycles, rules := 1, scheveningen.Strict
			if s.Relaxed() {
				rules = scheveningen.Relaxed
			}
			if double {
				cycles, rules.Balance, rules.Loose = 2, 0, true
			}
			if err := scheveningen.CheckPairings("api", tb, cycles); err != nil {
				t.Fatalf("m=%d double=%v: %v", m, double, err)
			}
			if err := scheveningen.CheckColours("api", tb, rules); err != nil {
				t.Fatalf("m=%d double=%v: %v", m, double, err)
			}
		}
	}
}

func TestScheveningenErrors(t *testing.T) {
	for _, m := range []int{-1, 0, ScheveningenMaxSize + 1} {
		if _, err := Scheveningen(m, false); err == nil || !strings.Contains(err.Error(), "teams of") {
			t.Errorf("m=%d: %v", m, err)
		}
	}
	s, _ := Scheveningen(6, true)
	for _, r := range []int{0, 13} {
		if _, err := s.Round(r); err == nil || !strings.Contains(err.Error(), "rounds 1 to 12") {
			t.Errorf("round %d: %v", r, err)
		}
	}
	var zero ScheveningenMatch
	if _, err := zero.Round(1); err == nil {
		t.Error("zero match answered")
	}
	if zero.Relaxed() || zero.SecondCycle() != 0 || zero.Rounds() != 0 {
		t.Error("zero match has properties")
	}
}
