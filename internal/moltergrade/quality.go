package moltergrade

import (
	"fmt"
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
	return fmt.Sprintf("1: pairs %d (best %d), shortfall %d; 2: floaters %d (best %d); 3: descents %d (best %d); 4: round spread %d (best %d); 5: whites %d (best 0); grade %s",
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
	cnt := zeroed(buf, 3*T*T+3*T)
	pairs, metn, against := cnt[:T*T], cnt[T*T:2*T*T], cnt[2*T*T:3*T*T]
	desc, asc, whites := cnt[3*T*T:3*T*T+T], cnt[3*T*T+T:3*T*T+2*T], cnt[3*T*T+2*T:]
	for r, rd := range rounds {
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
