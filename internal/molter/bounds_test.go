package molter

import (
	"cmp"
	"slices"
	"testing"
)

// rounds lists every round of T teams of P players the layout allows: a
// perfect matching of the players within each block of order numbers
// (OrderBlock), never two of a team, each board in both colours, boards
// ordered by block.
func allRounds(T, P int) [][]Pair {
	var seats []Seat
	for o := 1; o <= P; o++ {
		for t := range T {
			seats = append(seats, Seat{Team: t, Order: o})
		}
	}
	block := func(s Seat) int {
		if T%2 == 0 {
			return s.Order
		}
		return (s.Order + 1) / 2
	}
	var out [][]Pair
	used := make([]bool, len(seats))
	var games [][2]Seat
	var match func()
	match = func() {
		i := slices.Index(used, false)
		if i < 0 {
			for mask := range 1 << len(games) {
				rd := make([]Pair, len(games))
				for k, g := range games {
					if mask>>k&1 == 1 {
						rd[k] = Pair{White: g[1], Black: g[0]}
					} else {
						rd[k] = Pair{White: g[0], Black: g[1]}
					}
				}
				slices.SortStableFunc(rd, func(a, b Pair) int {
					return cmp.Compare(min(a.White.Order, a.Black.Order), min(b.White.Order, b.Black.Order))
				})
				out = append(out, rd)
			}
			return
		}
		used[i] = true
		for j := i + 1; j < len(seats); j++ {
			if used[j] || seats[j].Team == seats[i].Team || block(seats[j]) != block(seats[i]) {
				continue
			}
			used[j] = true
			games = append(games, [2]Seat{seats[i], seats[j]})
			match()
			games = games[:len(games)-1]
			used[j] = false
		}
		used[i] = false
	}
	match()
	return out
}

// TestBoundsBruteForce: on small shapes, the best of each measure over every
// table that keeps the contract is the bound Bounds gives.
func TestBoundsBruteForce(t *testing.T) {
	for _, sh := range []struct{ T, P, R int }{{3, 2, 1}, {3, 2, 2}, {4, 2, 1}, {4, 2, 2}, {4, 4, 1}, {5, 2, 1}, {3, 4, 1}} {
		rounds := allRounds(sh.T, sh.P)
		best := Quality{PairSpread: 1 << 30, Shortfall: 1 << 30, Floaters: 1 << 30, Descents: 1 << 30, RoundSpread: 1 << 30, Whites: 1 << 30}
		valid := 0
		idx := make([]int, sh.R)
		for {
			e := &Event{Teams: sh.T, Players: sh.P}
			for _, i := range idx {
				e.Rounds = append(e.Rounds, rounds[i])
			}
			if len(Contract(e)) == 0 {
				valid++
				q := Measure(e)
				best.PairSpread = min(best.PairSpread, q.PairSpread)
				best.Shortfall = min(best.Shortfall, q.Shortfall)
				best.Floaters = min(best.Floaters, q.Floaters)
				best.Descents = min(best.Descents, q.Descents)
				best.RoundSpread = min(best.RoundSpread, q.RoundSpread)
				best.Whites = min(best.Whites, q.Whites)
			}
			k := sh.R - 1
			for k >= 0 && idx[k] == len(rounds)-1 {
				idx[k] = 0
				k--
			}
			if k < 0 {
				break
			}
			idx[k]++
		}
		b := Bounds(sh.T, sh.P, sh.R)
		if valid == 0 || best.PairSpread != b.PairSpreadBest || best.Shortfall != 0 || best.Floaters != b.FloatersBest ||
			best.Descents != b.DescentsBest || best.RoundSpread != b.RoundSpreadBest || best.Whites != 0 {
			t.Errorf("%d×%d, %d rounds: %d valid tables, best %+v; bounds %+v", sh.T, sh.P, sh.R, valid, best, b)
		}
		t.Logf("%d×%d, %d rounds: %d rounds laid out, %d valid tables", sh.T, sh.P, sh.R, len(rounds), valid)
	}
}

// TestJointBest: the bounds are each reachable, but not always together.
// For 4 teams of 2 in 2 and 3 rounds, no table keeps the contract with
// measures 1 and 5 both at their best: an exhaustive search over every
// table shows the best grade, ranking the measures in order, is B(5), the
// grade of the constructed table (the evidence of its grade below A).
func TestJointBest(t *testing.T) {
	if testing.Short() {
		t.Skip("exhaustive")
	}
	const T, P = 4, 2
	var rounds [][]Pair
	for _, rd := range allRounds(T, P) {
		if len(Contract(&Event{Teams: T, Players: P, Rounds: [][]Pair{rd}})) == 0 {
			rounds = append(rounds, rd)
		}
	}
	c := mustConstruct(t, T, P)
	for _, R := range []int{2, 3} {
		var best *Quality
		var rec func(e *Event)
		rec = func(e *Event) {
			if len(Contract(e)) > 0 {
				return
			}
			if len(e.Rounds) == R {
				if q := Measure(e); best == nil || q.Better(*best) {
					best = &q
				}
				return
			}
			for _, rd := range rounds {
				e.Rounds = append(e.Rounds, rd)
				rec(e)
				e.Rounds = e.Rounds[:len(e.Rounds)-1]
			}
		}
		rec(&Event{Teams: T, Players: P})
		if best == nil || best.Grade() != "B(5)" {
			t.Fatalf("%d×%d, %d rounds: best %v", T, P, R, best)
		}
		if q := Measure(c.Prefix(R)); q.Grade() != best.Grade() || best.Better(q) {
			t.Errorf("%d×%d, %d rounds: constructed %v, the best is %v", T, P, R, q, best)
		}
	}
}
