package molter

import (
	"errors"
	"fmt"
	"slices"
)

// BuildAutonomous builds an autonomous round to the document's rules for
// an event whose main rounds are e's (for 13 teams of 10 and 12, which the
// document never prints whole): every player meets a team he has not met,
// on a board of his order number or, odd T, on the one cross board of his
// block (2k-1 against 2k) if he has not crossed that way yet; each team
// has white on half its boards. The round is laid out as the document's
// (OrderBlock); the event of e's rounds and this one keeps the contract.
// The search is deterministic: blocks one by one, boards by depth-first
// search in a fixed pseudo-random order, colours by reversing paths from a
// team with too many whites to one with too few, then exchanges of two
// players between boards while the measures of the event rank better.
func BuildAutonomous(e *Event) ([]Pair, error) {
	seed := uint32(88172645)
	T, P := e.Teams, e.Players
	met := make([]bool, T*P*T) // player, team
	crossed := make([][2]bool, T*P)
	for _, rd := range e.Rounds {
		for _, b := range rd {
			w, k := seatIndex(b.White, P), seatIndex(b.Black, P)
			met[w*T+b.Black.Team], met[k*T+b.White.Team] = true, true
			if b.White.Order != b.Black.Order {
				lo, hi := w, k
				if b.White.Order > b.Black.Order {
					lo, hi = k, w
				}
				crossed[lo][0], crossed[hi][1] = true, true
			}
		}
	}
	rnd := func(n int) int {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return int(seed % uint32(n))
	}
	var games [][2]Seat
	for lo := 1; lo <= P; {
		hi := lo
		if T%2 == 1 {
			hi = lo + 1
		}
		var seats []Seat
		for o := lo; o <= hi; o++ {
			for t := range T {
				seats = append(seats, Seat{Team: t, Order: o})
			}
		}
		ok := func(x, y Seat) bool {
			if x.Team == y.Team || met[seatIndex(x, P)*T+y.Team] || met[seatIndex(y, P)*T+x.Team] {
				return false
			}
			if x.Order == y.Order {
				return true
			}
			a, b := x, y
			if a.Order > b.Order {
				a, b = b, a
			}
			return !crossed[seatIndex(a, P)][0] && !crossed[seatIndex(b, P)][1]
		}
		var found [][2]Seat
		for try := 0; try < 200 && found == nil; try++ {
			order := slices.Clone(seats)
			for i := len(order) - 1; i > 0; i-- {
				j := rnd(i + 1)
				order[i], order[j] = order[j], order[i]
			}
			used := map[Seat]bool{}
			var cur [][2]Seat
			steps := 0
			var dfs func(crosses int) bool
			dfs = func(crosses int) bool {
				if steps++; steps > 20000 {
					return false
				}
				i := slices.IndexFunc(order, func(s Seat) bool { return !used[s] })
				if i < 0 {
					return true
				}
				x := order[i]
				used[x] = true
				for _, y := range order[i+1:] {
					if used[y] || !ok(x, y) {
						continue
					}
					c := crosses
					if x.Order != y.Order {
						if c++; c > 1 {
							continue
						}
					}
					used[y] = true
					cur = append(cur, [2]Seat{x, y})
					if dfs(c) {
						return true
					}
					cur = cur[:len(cur)-1]
					used[y] = false
				}
				used[x] = false
				return false
			}
			if dfs(0) {
				found = cur
			}
		}
		if found == nil {
			return nil, fmt.Errorf("molter: %d teams of %d: no autonomous round found for order numbers %d..%d", T, P, lo, hi)
		}
		// The document's layout: boards by order number within the block,
		// the cross board last.
		slices.SortStableFunc(found, func(a, b [2]Seat) int {
			return min(a[0].Order, a[1].Order)*10 + abs(a[0].Order-a[1].Order) - (min(b[0].Order, b[1].Order)*10 + abs(b[0].Order-b[1].Order))
		})
		games = append(games, found...)
		lo = hi + 1
	}
	round := eulerColours(T, P, games)
	full := &Event{Teams: T, Players: P, Rounds: append(slices.Clone(e.Rounds), round)}
	// Then the exchanges of two players that keep the rules and rank
	// better (Suggest), the best each time, while there is one.
	for range 50 {
		sg := suggest(full, len(e.Rounds))
		if len(sg) == 0 {
			break
		}
		x := sg[0]
		round[x.BoardA-1], round[x.BoardB-1] = x.After[0], x.After[1]
	}
	if ps := Contract(full); len(ps) > 0 {
		return nil, errors.Join(fmt.Errorf("molter: %d teams of %d: the autonomous round built breaks the contract", T, P), ps[0])
	}
	return round, nil
}

// eulerColours orients the games so that each team has white on P/2 of its
// boards: each team plays P boards, so reversing a path of games from a
// team with more whites to one with fewer always exists until all have
// P/2 (an Eulerian orientation).
func eulerColours(T, P int, games [][2]Seat) []Pair {
	white := make([]bool, len(games)) // true: games[i][0] has white
	whites := make([]int, T)
	for i, g := range games {
		white[i] = true
		whites[g[0].Team]++
	}
	prev := make([]int, T) // the game reaching each team, -1 none
	seen := make([]bool, T)
	var queue []int // one buffer for every search
	for {
		src := slices.IndexFunc(whites, func(w int) bool { return 2*w > P })
		if src < 0 {
			break
		}
		// Breadth-first over the games, from src along its white boards.
		for i := range prev {
			prev[i] = -1
		}
		clear(seen)
		seen[src] = true
		queue = append(queue[:0], src)
		dst := -1
		for head := 0; head < len(queue) && dst < 0; head++ {
			t := queue[head]
			for i, g := range games {
				w, b := g[0].Team, g[1].Team
				if !white[i] {
					w, b = b, w
				}
				if w == t && !seen[b] {
					seen[b], prev[b] = true, i
					if 2*whites[b] < P {
						dst = b
						break
					}
					queue = append(queue, b)
				}
			}
		}
		if dst < 0 {
			break // cannot happen: the teams with too few whites are reachable
		}
		whites[src]--
		whites[dst]++
		for t := dst; t != src; {
			i := prev[t]
			white[i] = !white[i]
			// the game now has t white: step back to its other team
			if games[i][0].Team == t {
				t = games[i][1].Team
			} else {
				t = games[i][0].Team
			}
		}
	}
	out := make([]Pair, len(games))
	for i, g := range games {
		if white[i] {
			out[i] = Pair{White: g[0], Black: g[1]}
		} else {
			out[i] = Pair{White: g[1], Black: g[0]}
		}
	}
	return out
}
