package moltergrade

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Quality is the five measures of the project's contract for one table,
// each with the best any table of its shape can reach (an arithmetic lower
// bound).
type Quality struct {
	// 1: the spread (max - min) of the boards each pair of teams shares
	// over the event, and the shortfall of distinct teams met: the sum over
	// every prefix of r rounds and team of min(T-1, P·r) minus the teams met.
	PairSpread, PairSpreadBest int
	Shortfall                  int // best 0
	// 2: the largest |descents - ascents| of a team (odd teams: a descent is
	// a player 2k-1 meeting a 2k of a cross board, an ascent the 2k).
	Floaters, FloatersBest int
	// 3: the spread of the descents over the teams.
	Descents, DescentsBest int
	// 4: the largest spread, in one round, of a team's boards over the
	// other teams.
	RoundSpread, RoundSpreadBest int
	// 5: the largest |whites - P/2| of a team in a round.
	Whites int // best 0
}

// Cost ranks the measures in their order: the distance of each from its
// best.
func (q Quality) Cost() []int {
	return []int{q.PairSpread - q.PairSpreadBest, q.Shortfall, q.Floaters - q.FloatersBest, q.Descents - q.DescentsBest, q.RoundSpread - q.RoundSpreadBest, q.Whites}
}

// Better reports whether q ranks before r: measure 1 first, then 2, ….
func (q Quality) Better(r Quality) bool { return slices.Compare(q.Cost(), r.Cost()) < 0 }

// Short lists the measures (1..5) not at their best.
func (q Quality) Short() []int {
	var s []int
	if q.PairSpread > q.PairSpreadBest || q.Shortfall > 0 {
		s = append(s, 1)
	}
	if q.Floaters > q.FloatersBest {
		s = append(s, 2)
	}
	if q.Descents > q.DescentsBest {
		s = append(s, 3)
	}
	if q.RoundSpread > q.RoundSpreadBest {
		s = append(s, 4)
	}
	if q.Whites > 0 {
		s = append(s, 5)
	}
	return s
}

// Grade is "A" when every measure is at its best, else "B" followed by the
// measures that fall short: "B(2,3)".
func (q Quality) Grade() string {
	s := q.Short()
	if len(s) == 0 {
		return "A"
	}
	var p []string
	for _, m := range s {
		p = append(p, strconv.Itoa(m))
	}
	return "B(" + strings.Join(p, ",") + ")"
}

func (q Quality) String() string {
	return sprintf("1: pairs %d (best %d), shortfall %d; 2: floaters %d (best %d); 3: descents %d (best %d); 4: round spread %d (best %d); 5: whites %d (best 0); grade %s",
		q.PairSpread, q.PairSpreadBest, q.Shortfall, q.Floaters, q.FloatersBest, q.Descents, q.DescentsBest, q.RoundSpread, q.RoundSpreadBest, q.Whites, q.Grade())
}

// Bounds returns the best each measure can reach for T teams of P players in
// R rounds (Quality with only the *Best fields set). They are arithmetic:
//   - 1: the T·P·R/2 boards over T(T-1)/2 pairs of teams differ by at least
//     one unless they divide evenly;
//   - 2: odd T: the D = P·R/2 cross boards each give one team a descent and
//     another an ascent; every team balances them only when there are two
//     or more (one board leaves its two teams at ±1);
//   - 3: D descents over T teams differ by at least one unless T divides D;
//   - 4: a team's P boards over T-1 teams differ by at least one unless
//     T-1 divides P (counting the teams met on no board);
//   - 5: P/2 whites a round: 0.
func Bounds(T, P, R int) Quality {
	var q Quality
	if (T*P*R/2)%(T*(T-1)/2) != 0 {
		q.PairSpreadBest = 1
	}
	if T%2 == 1 {
		d := P * R / 2
		if d == 1 {
			q.FloatersBest = 1
		}
		if d%T != 0 {
			q.DescentsBest = 1
		}
	}
	if P%(T-1) != 0 {
		q.RoundSpreadBest = 1
	}
	return q
}

// measureBufs holds MeasureQuality's buffers.
var measureBufs = sync.Pool{New: func() any { return new([]int) }}

// MeasureQuality computes the five measures of the project's contract of
// the table of T teams of P players (which should keep the contract).
func MeasureQuality(T, P int, rounds [][]Board) Quality {
	q := Bounds(T, P, len(rounds))
	// One buffer for the counts, reused from call to call (the search of
	// suggestions measures thousands of events).
	buf := measureBufs.Get().(*[]int)
	defer measureBufs.Put(buf)
	cnt := Zeroed(buf, 3*T*T+7*T)
	pairs, metn, against, cnt := cnt[:T*T], cnt[T*T:2*T*T], cnt[2*T*T:3*T*T], cnt[3*T*T:]
	desc, asc, whites, cnt := cnt[:T], cnt[T:2*T], cnt[2*T:3*T], cnt[3*T:]
	// Per team: its cells of metn set (the teams met so far); in the
	// round, the other teams it meets and the least and most boards
	// against one of them.
	metCount, others, rlo, rhi := cnt[:T], cnt[T:2*T], cnt[2*T:3*T], cnt[3*T:]
	meet := func(t, u int) {
		if metn[t*T+u] == 0 {
			metn[t*T+u] = 1
			metCount[t]++
		}
		if u != t && against[t*T+u] == 1 {
			others[t]++
		}
	}
	// Each round reads and clears only the cells of its boards: a team's
	// opponents in a round are at most P of the T (the generator measures
	// thousands of events of up to 30 teams of 2 players).
	for r, rd := range rounds {
		clear(whites)
		clear(others)
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			pairs[min(w, k)*T+max(w, k)]++
			against[w*T+k]++
			against[k*T+w]++
			meet(w, k)
			meet(k, w)
			whites[w]++
			if b.White.Order < b.Black.Order {
				desc[w]++
				asc[k]++
			} else if b.White.Order > b.Black.Order {
				desc[k]++
				asc[w]++
			}
		}
		// A team's spread over the other teams: from 0 when it misses
		// one, else from the least it meets one; never below P's.
		for t := range T {
			rlo[t], rhi[t] = P, 0
			if others[t] < T-1 {
				rlo[t] = 0
			}
		}
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			if w != k {
				rlo[w], rhi[w] = min(rlo[w], against[w*T+k]), max(rhi[w], against[w*T+k])
				rlo[k], rhi[k] = min(rlo[k], against[k*T+w]), max(rhi[k], against[k*T+w])
			}
		}
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			against[w*T+k], against[k*T+w] = 0, 0
		}
		for t := range T {
			q.RoundSpread = max(q.RoundSpread, rhi[t]-rlo[t])
			q.Shortfall += max(0, min(T-1, P*(r+1))-metCount[t])
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
