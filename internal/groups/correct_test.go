package groups

import (
	"math/rand/v2"
	"testing"
)

func TestCost(t *testing.T) {
	t.Parallel()
	printed := []Group{{"A", []int{1, 2, 2, 99}}, {"B", []int{3, 4}}}
	// A: deletes the second 2 and 99, keeps 1, 2 → 2; B: 4 → 5, one change.
	if c := Cost(printed, []Set{SetOf(1, 2), SetOf(3, 5)}); c != 3 {
		t.Errorf("cost %d, want 3", c)
	}
	if c := Cost(printed[1:], []Set{SetOf(3, 4)}); c != 0 {
		t.Errorf("unchanged group: cost %d", c)
	}
}

func TestCorrectionsHolds(t *testing.T) {
	t.Parallel()
	cost, out, ok := MustGraph(20, 3).Corrections(varma20, 3, 10)
	if !ok || cost != 0 || len(out) != 1 || Cost(varma20, out[0]) != 0 {
		t.Errorf("a row that holds: cost %d, %d corrections", cost, len(out))
	}
}

// The 13/14 row of 000: the only one-number correction is FIDE's printed
// row.
func TestCorrections000of14(t *testing.T) {
	t.Parallel()
	printed := []Group{{"A", []int{4, 5, 6, 11, 12}}, {"B", []int{1, 2, 3, 8, 9}}, {"C", []int{7, 10, 13}}, {"D", []int{3, 14}}}
	cost, out, ok := MustGraph(14, 3).Corrections(printed, 5, 10)
	if !ok || cost != 1 || len(out) != 1 || out[0][1] != SetOf(1, 2, 8, 9) {
		t.Errorf("cost %d, corrections %v", cost, out)
	}
}

// Against an enumeration of every partition, on rows broken at random.
func TestCorrectionsBruteForce(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	for m := 4; m <= 8; m += 2 {
		for n := 1; n < m-1; n++ {
			g := MustGraph(m, n)
			sol, _ := g.MinGroups(0)
			for trial := 0; trial < 15; trial++ {
				printed := Named(sol.Sets)
				for k := rng.IntN(3) + 1; k > 0; k-- {
					i := rng.IntN(len(printed))
					p := append([]int(nil), printed[i].Players...)
					switch rng.IntN(3) {
					case 0:
						p[rng.IntN(len(p))] = rng.IntN(m) + 1
					case 1:
						p = append(p, rng.IntN(m)+1)
					default:
						if len(p) > 1 {
							p = p[1:]
						}
					}
					printed[i].Players = p
				}
				best := 1 << 30
				partitions(m, func(p []Set) {
					if len(p) == len(printed) && g.partition(p) {
						// Any order of the groups.
						permute(p, func(q []Set) { best = min(best, Cost(printed, q)) })
					}
				})
				cost, out, ok := g.Corrections(printed, 8, 5)
				if !ok || cost != best {
					t.Fatalf("m=%d n=%d %v: solver cost %d (%v), enumeration %d", m, n, printed, cost, ok, best)
				}
				for _, c := range out {
					if Cost(printed, c) != cost || !g.partition(c) {
						t.Fatalf("m=%d n=%d %v: correction %v is wrong", m, n, printed, c)
					}
				}
			}
		}
	}
}

func permute(s []Set, f func([]Set)) {
	var rec func(k int)
	rec = func(k int) {
		if k == len(s) {
			f(s)
			return
		}
		for i := k; i < len(s); i++ {
			s[k], s[i] = s[i], s[k]
			rec(k + 1)
			s[k], s[i] = s[i], s[k]
		}
	}
	rec(0)
}
