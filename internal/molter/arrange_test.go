package molter

import "testing"

// The arranged circle rounds change only the colours: every prefix keeps
// the spread's measures 1 to 4 and the contract, and some shapes reach
// exact colours the spread misses.
func TestArrangeKeepsMeetings(t *testing.T) {
	exact := 0
	for _, s := range [][2]int{{4, 16}, {6, 4}, {6, 6}, {8, 6}, {8, 12}, {10, 4}, {10, 12}, {12, 16}} {
		T, P := s[0], s[1]
		R := T - 1
		spread, arranged := construct(T, P, R, variant{}), construct(T, P, R, variant{arranged: true})
		if arranged == nil {
			continue
		}
		if ps := Contract(arranged); len(ps) > 0 {
			t.Fatalf("%d teams of %d arranged: %v", T, P, ps[0])
		}
		for r := 1; r <= R; r++ {
			a, b := Measure(arranged.Prefix(r)), Measure(spread.Prefix(r))
			a.Whites, b.Whites = 0, 0
			if a != b {
				t.Errorf("%d teams of %d, %d rounds: arranged %v, spread %v", T, P, r, a, b)
			}
		}
		if Measure(arranged).Whites == 0 && Measure(spread).Whites > 0 {
			exact++
		}
	}
	if exact == 0 {
		t.Error("no shape of the sample reaches exact colours by arranging its circle rounds")
	}
}

// exactFlip finds a choice exactly when one exists (compared with every
// choice on small random instances).
func TestExactFlip(t *testing.T) {
	seed := uint64(1)
	next := func(n int) int {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int(seed>>33) % n
	}
	for range 300 {
		T, n := 2+next(4), 1+next(8)
		base := make([]int, T)
		delta := make([][]int, n)
		for c := range delta {
			delta[c] = make([]int, T)
			for t := range T {
				delta[c][t] = next(3) - 1
			}
		}
		for t := range T {
			base[t] = next(5)
		}
		want := false
		for mask := 0; mask < 1<<n && !want; mask++ {
			ok := true
			for t := range T {
				w := base[t]
				for c := range n {
					if mask>>c&1 == 1 {
						w += delta[c][t]
					}
				}
				ok = ok && w == 2
			}
			want = ok
		}
		flip, got := exactFlip(base, delta, 2, 1<<20)
		if got != want {
			t.Fatalf("exactFlip(%v, %v) = %v, want %v", base, delta, got, want)
		}
		if got && !(period{base: base, delta: delta}).exact(flip, 2) {
			t.Fatalf("exactFlip(%v, %v): %v is not exact", base, delta, flip)
		}
	}
}

// Odd T: the pairs of levels arranged per round keep, on every prefix, the
// spread's pair spread and distinct teams (measure 1) and the contract, and
// some shapes reach exact colours the spread misses.
func TestArrangeOddKeepsMeasure1(t *testing.T) {
	exact := 0
	for _, s := range [][2]int{{5, 6}, {7, 8}, {7, 16}, {9, 4}, {9, 12}, {11, 6}, {13, 6}, {15, 4}} {
		T, P := s[0], s[1]
		R := T - 1
		spread, arranged := construct(T, P, R, variant{}), construct(T, P, R, variant{arranged: true})
		if arranged == nil {
			continue
		}
		if ps := Contract(arranged); len(ps) > 0 {
			t.Fatalf("%d teams of %d arranged: %v", T, P, ps[0])
		}
		for r := 1; r <= R; r++ {
			a, b := Measure(arranged.Prefix(r)), Measure(spread.Prefix(r))
			if a.PairSpread != a.PairSpreadBest || a.Shortfall != 0 {
				t.Errorf("%d teams of %d, %d rounds: arranged pair spread %d (best %d), shortfall %d", T, P, r, a.PairSpread, a.PairSpreadBest, a.Shortfall)
			}
			if b.PairSpread == b.PairSpreadBest && b.Shortfall == 0 && (a.PairSpread > b.PairSpread || a.Shortfall > b.Shortfall) {
				t.Errorf("%d teams of %d, %d rounds: arranged %v worse than spread %v on measure 1", T, P, r, a, b)
			}
		}
		if Measure(arranged).Whites == 0 && Measure(spread).Whites > 0 {
			exact++
		}
	}
	if exact == 0 {
		t.Error("no odd shape of the sample reaches exact colours by arranging its pairs of levels")
	}
}

// ConstructMethod takes an odd arrangement only where no prefix loses a
// measure: dominates compares prefix by prefix, measure by measure.
func TestDominates(t *testing.T) {
	a := [][]int{{0, 0, 1, 0, 0, 0}, {1, 0, 0, 0, 0, 2}}
	b := [][]int{{0, 0, 1, 0, 0, 1}, {1, 0, 0, 0, 0, 2}}
	if !dominates(a, a) || dominates(b, a) == dominates(a, b) {
		t.Errorf("dominates: a/a %v, a/b %v, b/a %v", dominates(a, a), dominates(a, b), dominates(b, a))
	}
	if !dominates(a, b) {
		t.Error("a, no measure further from its best on any prefix, does not dominate b")
	}
}
