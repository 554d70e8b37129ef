package molterlayer_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/molterlayer"
)

// event is a table as package molter's checkers read it.
func event(T, P int, rounds [][]molterlayer.Board) *molter.Event {
	e := &molter.Event{Teams: T, Players: P}
	for _, rd := range rounds {
		var ps []molter.Pair
		for _, b := range rd {
			ps = append(ps, molter.Pair{White: molter.Seat(b.White), Black: molter.Seat(b.Black)})
		}
		e.Rounds = append(e.Rounds, ps)
	}
	return e
}

// unordered is a round's boards as pairs of players, white or not.
func unordered(rd []molterlayer.Board) [][2]molterlayer.Seat {
	var out [][2]molterlayer.Seat
	for _, b := range rd {
		p := [2]molterlayer.Seat{b.White, b.Black}
		if p[1].Team < p[0].Team {
			p[0], p[1] = p[1], p[0]
		}
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b [2]molterlayer.Seat) int {
		return (a[0].Team*100+a[0].Order)*10000 + a[1].Team*100 + a[1].Order - ((b[0].Team*100+b[0].Order)*10000 + b[1].Team*100 + b[1].Order)
	})
	return out
}

// TestExactColours holds each variant of the recolouring Build tries, on every shape
// of 3 to 30 teams, to the contract: where it reports exact colours the
// published checker and the project's own find the table valid and the
// published measure finds S5 exact, with the same boards as before (only
// who has white changed, so I1 … I5 are the layered table's); where it
// reports none the table is left as it was.
func TestExactColours(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 7
	}
	n, exact := 0, 0
	for T := 3; T <= 30; T++ {
		for P := 2; P <= 16; P += 2 {
			for R := 1; R < T; R++ {
				if n++; n%step != 0 {
					continue
				}
				for _, v := range molterlayer.ColourVariants {
					name := fmt.Sprintf("%d×%d R%d variant %d", T, P, R, v)
					before, err := molterlayer.Uncoloured(T, P, R)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					after, _ := molterlayer.Uncoloured(T, P, R)
					ok := molterlayer.ExactColours(T, P, after, v)
					for r := range after {
						if ok && !slices.Equal(unordered(before[r]), unordered(after[r])) {
							t.Fatalf("%s: round %d has other boards", name, r+1)
						}
						if !ok && !slices.Equal(before[r], after[r]) {
							t.Fatalf("%s: no exact colours, yet round %d changed", name, r+1)
						}
					}
					if !ok {
						continue
					}
					exact++
					e := event(T, P, after)
					if ps := molter.PublishedCheck(e); len(ps) > 0 {
						t.Fatalf("%s: published check: %v", name, ps[0])
					}
					if ps := molter.ContractOwn(e); len(ps) > 0 {
						t.Fatalf("%s: own contract: %v", name, ps[0])
					}
					if v := molter.PublishedMeasure(e); v[molter.VS5] != 0 {
						t.Fatalf("%s: reported exact, measured %v", name, v)
					}
				}
			}
		}
	}
	t.Logf("%d shapes × %d variants: exact colours in %d", n/step, len(molterlayer.ColourVariants), exact)
}
