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
	if T <= MaxTeams {
		for _, p := range ContractOwn(e) {
			out = append(out, "own "+p.Error())
		}
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
