package molter

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMeasuresAgainstReference holds Measure and PublishedMeasure, which
// read each round's boards only (not every pair of teams), to the direct
// counts over every pair of teams they replaced (measureRef,
// publishedMeasureRef below, as they were), on random events: valid
// layered tables and boards thrown at random (a team twice in a round,
// against itself, order numbers apart).
func TestMeasuresAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 1))
	check := func(e *Event) {
		t.Helper()
		if got, want := Measure(e), measureRef(e); got != want {
			t.Errorf("%s: Measure %+v, the direct counts %+v", e.Name(), got, want)
		}
		if got, want := PublishedMeasure(e), publishedMeasureRef(e); got != want {
			t.Errorf("%s: PublishedMeasure %v, the direct counts %v", e.Name(), got, want)
		}
	}
	for _, sh := range [][3]int{{3, 2, 2}, {4, 2, 3}, {5, 4, 4}, {6, 6, 5}, {7, 2, 6}, {9, 8, 8}, {12, 4, 11}, {17, 16, 9}, {30, 2, 29}, {31, 6, 12}} {
		T, P, R := sh[0], sh[1], sh[2]
		e, err := Layered(T, P, R)
		if err != nil {
			t.Fatal(err)
		}
		check(e)
		for range 20 {
			x := &Event{Teams: T, Players: P}
			for range 1 + rng.IntN(R) {
				rd := make([]Pair, 1+rng.IntN(T*P))
				for i := range rd {
					seat := func() Seat { return Seat{Team: rng.IntN(T), Order: 1 + rng.IntN(P)} }
					rd[i] = Pair{White: seat(), Black: seat()}
				}
				x.Rounds = append(x.Rounds, rd)
			}
			check(x)
		}
	}
}
func measureRef(e *Event) Quality {
	T, P, R := e.Teams, e.Players, len(e.Rounds)
	q := Bounds(T, P, R)
	cnt := make([]int, 3*T*T+3*T)
	pairs, metn, against := cnt[:T*T], cnt[T*T:2*T*T], cnt[2*T*T:3*T*T]
	desc, asc, whites := cnt[3*T*T:3*T*T+T], cnt[3*T*T+T:3*T*T+2*T], cnt[3*T*T+2*T:]
	for r, rd := range e.Rounds {
		clear(against)
		clear(whites)
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			pairs[min(w, k)*T+max(w, k)]++
			against[w*T+k]++
			against[k*T+w]++
			metn[w*T+k], metn[k*T+w] = 1, 1
			whites[w]++
			if b.White.Order < b.Black.Order {
				desc[w]++
				asc[k]++
			} else if b.White.Order > b.Black.Order {
				desc[k]++
				asc[w]++
			}
		}
		for t := range T {
			lo, hi, n := P, 0, 0
			for u := range T {
				if u != t {
					lo, hi = min(lo, against[t*T+u]), max(hi, against[t*T+u])
				}
				n += metn[t*T+u]
			}
			q.RoundSpread = max(q.RoundSpread, hi-lo)
			q.Shortfall += max(0, min(T-1, P*(r+1))-n)
			q.Whites = max(q.Whites, abs(2*whites[t]-P)/2)
		}
	}
	lo, hi := -1, 0
	for a := range T {
		for b := a + 1; b < T; b++ {
			if lo < 0 || pairs[a*T+b] < lo {
				lo = pairs[a*T+b]
			}
			hi = max(hi, pairs[a*T+b])
		}
	}
	q.PairSpread = hi - max(lo, 0)
	dlo, dhi := -1, 0
	for t := range T {
		q.Floaters = max(q.Floaters, abs(desc[t]-asc[t]))
		if dlo < 0 || desc[t] < dlo {
			dlo = desc[t]
		}
		dhi = max(dhi, desc[t])
	}
	q.Descents = dhi - dlo
	return q
}

func publishedMeasureRef(e *Event) Vector {
	T, P, R := e.Teams, e.Players, len(e.Rounds)
	var v Vector
	buf := make([]int32, 2*T*T+5*T)
	pair, opp := buf[:T*T], buf[T*T:2*T*T]
	down, up, whites, gd, gu := buf[2*T*T:2*T*T+T], buf[2*T*T+T:2*T*T+2*T], buf[2*T*T+2*T:2*T*T+3*T], buf[2*T*T+3*T:2*T*T+4*T], buf[2*T*T+4*T:]
	metTeams := make([]bool, T*T)
	floats := false
	for r, rd := range e.Rounds {
		clear(opp)
		clear(whites)
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			pair[w*T+k]++
			pair[k*T+w]++
			opp[w*T+k]++
			opp[k*T+w]++
			metTeams[w*T+k], metTeams[k*T+w] = true, true
			whites[w]++
			if b.White.Order != b.Black.Order {
				floats = true
				lo, hi := w, k
				if b.White.Order > b.Black.Order {
					lo, hi = k, w
				}
				down[lo]++
				up[hi]++
			}
		}
		for t := range T {
			// I5: the spread of this round's boards over the teams met in it.
			v[VI5] = max(v[VI5], refSpread(opp[t*T:(t+1)*T]))
			n := 0
			for _, met := range metTeams[t*T : (t+1)*T] {
				if met {
					n++
				}
			}
			v[VPrefix] = max(v[VPrefix], min(T-1, P*(r+1))-n)
			if 2*int(whites[t]) != P {
				v[VS5] = 1
			}
		}
	}
	// I4: per group of rounds (1,2), (3,4), …, a team's descents or ascents.
	if floats {
		for g := 0; g < R; g += 2 {
			clear(gd)
			clear(gu)
			for _, rd := range e.Rounds[g:min(g+2, R)] {
				for _, b := range rd {
					if b.White.Order == b.Black.Order {
						continue
					}
					lo, hi := b.White.Team, b.Black.Team
					if b.White.Order > b.Black.Order {
						lo, hi = hi, lo
					}
					gd[lo]++
					gu[hi]++
				}
			}
			v[VI4] = max(v[VI4], int(slices.Max(gd)), int(slices.Max(gu)))
		}
	}
	dlo, dhi := down[0], down[0]
	for t := range T {
		v[VI1] = max(v[VI1], refSpread(pair[t*T:(t+1)*T]))
		v[VI2] += abs(int(down[t] - up[t]))
		dlo, dhi = min(dlo, down[t]), max(dhi, down[t])
	}
	v[VI3] = int(dhi - dlo)
	return v
}

// refSpread is max − min over the positive counts of xs, counted here
// again (the measures' own is moltergrade's).
func refSpread(xs []int32) int {
	lo, hi := int32(0), int32(0)
	for _, x := range xs {
		if x > 0 {
			if lo == 0 || x < lo {
				lo = x
			}
			hi = max(hi, x)
		}
	}
	return int(hi - lo)
}
