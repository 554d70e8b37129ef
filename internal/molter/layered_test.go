package molter

import (
	"fmt"
	"testing"
)

// i1Bound is the contract's arithmetic lower bound of I1, from its own
// words (../shared/molter-contract.md, "The letter grade"): 0 when
// P·R ≤ T-1 or when T-1 divides P·R, else 1.
func i1Bound(T, P, R int) int {
	if P*R <= T-1 || (P*R)%(T-1) == 0 {
		return 0
	}
	return 1
}

// layeredProblems is what a layered table breaks, as the tests hold it:
// the published hard rules, the project's own, I1 above its bound, a
// prefix deficit, a team's colour drift beyond the contract's S5 (checked
// here once more, by hand: |d| ≤ 2 after every round, 0 after every even
// round and the last).
func layeredProblems(e *Event) []string {
	T, P, R := e.Teams, e.Players, len(e.Rounds)
	var out []string
	for _, p := range PublishedCheck(e) {
		out = append(out, "published "+p.Error())
	}
	for _, p := range ContractOwn(e) {
		out = append(out, "own "+p.Error())
	}
	v := PublishedMeasure(e)
	if b := i1Bound(T, P, R); v[VI1] != b {
		out = append(out, fmt.Sprintf("I1 %d, bound %d", v[VI1], b))
	}
	if v[VPrefix] != 0 {
		out = append(out, fmt.Sprintf("prefix deficit %d", v[VPrefix]))
	}
	drift := make([]int, T)
	for r, rd := range e.Rounds {
		for _, b := range rd {
			drift[b.White.Team]++
			drift[b.Black.Team]--
		}
		for t, d := range drift {
			if d < -2 || d > 2 || d != 0 && (r%2 == 1 || r == R-1) {
				out = append(out, fmt.Sprintf("team %d drift %+d after round %d", t, d, r+1))
			}
		}
	}
	return out
}

func TestLayeredAllShapes(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 5
	}
	n := 0
	for T := MinTeams; T <= MaxConstructedTeams; T++ {
		for P := MinPlayers; P <= MaxPlayers; P += 2 {
			for R := 1; R < T; R++ {
				if n++; n%step != 0 {
					continue
				}
				e, err := Layered(T, P, R)
				if err != nil {
					t.Errorf("%d×%d R%d: %v", T, P, R, err)
					continue
				}
				if ps := layeredProblems(e); len(ps) > 0 {
					t.Errorf("%d×%d R%d: %d problems, first %s", T, P, R, len(ps), ps[0])
				}
			}
		}
	}
}

// TestLayeredBeyondThirty builds shapes past the 30 teams of the static
// tables, as a run-time request would, and holds them to the same checks.
func TestLayeredBeyondThirty(t *testing.T) {
	shapes := [][3]int{{41, 8, 20}, {64, 16, 63}, {63, 16, 62}, {31, 2, 30}, {33, 14, 17}, {47, 6, 46}, {57, 12, 9}, {64, 2, 1}}
	if !testing.Short() {
		for T := 31; T <= MaxLayeredTeams; T += 3 {
			for P := 2; P <= MaxPlayers; P += 6 {
				shapes = append(shapes, [3]int{T, P, T - 1}, [3]int{T, P, T / 2})
			}
		}
	}
	for _, s := range shapes {
		e, err := Layered(s[0], s[1], s[2])
		if err != nil {
			t.Errorf("%v: %v", s, err)
			continue
		}
		if ps := layeredProblems(e); len(ps) > 0 {
			t.Errorf("%d×%d R%d: %d problems, first %s", s[0], s[1], s[2], len(ps), ps[0])
		}
	}
	if _, err := Layered(MaxLayeredTeams+1, 2, 1); err == nil {
		t.Errorf("%d teams: built", MaxLayeredTeams+1)
	}
}

// TestLayeredMutated: the checks above catch a table broken on purpose
// (the construction's own counts are not what holds it): one board's
// colours swapped, one board's players exchanged with the next one's, a
// round played twice.
func TestLayeredMutated(t *testing.T) {
	for _, s := range [][3]int{{12, 6, 8}, {13, 8, 10}, {9, 4, 3}} {
		breaks := map[string]func(e *Event){
			"colour swapped": func(e *Event) {
				b := &e.Rounds[1][2]
				b.White, b.Black = b.Black, b.White
			},
			"opponents exchanged": func(e *Event) {
				rd := e.Rounds[0]
				rd[0].Black, rd[1].Black = rd[1].Black, rd[0].Black
			},
			"round repeated": func(e *Event) { e.Rounds[2] = e.Rounds[0] },
		}
		for name, f := range breaks {
			e, err := Layered(s[0], s[1], s[2])
			if err != nil {
				t.Fatal(err)
			}
			f(e)
			if len(layeredProblems(e)) == 0 {
				t.Errorf("%v, %s: no problem found", s, name)
			}
		}
	}
}

func BenchmarkLayered(b *testing.B) {
	for _, s := range [][3]int{{64, 16, 63}, {63, 16, 62}, {30, 16, 29}, {29, 16, 28}} {
		b.Run(fmt.Sprintf("%dx%dx%d", s[0], s[1], s[2]), func(b *testing.B) {
			for b.Loop() {
				if _, err := Layered(s[0], s[1], s[2]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
