package molterlayer

import (
	"slices"
	"sync"
)

// exactColours recolours a table (its boards kept, only who has white
// changes) so that every team has exactly P/2 whites in every round (the
// contract's "S5 exact", which makes every team's drift 0 after every
// round) while each player keeps C1–C3. It reports false, the table left
// as it was, when its round-by-round choices get stuck: the table keeps
// its layered colours then, which keep S5's drift rule.
//
// The players' rules leave more room than periods of two rounds: a
// player may take the same colour twice running (its drift reaching ±2)
// as long as it then turns back, so in a round a player is either held
// to one colour (drift ±2, two of a colour running, the last round of an
// even R, where every drift must come back to 0) or free. Round by round,
// looking one round ahead:
//
//   - each board takes the colours it has (the layered colours, within
//     one white of P/2 a team) unless a held player imposes the other
//     ones, or they would hold both players of a board of the next round
//     to the same colour (a dead end), or hold a player where the other
//     colours do not;
//   - a team with a white too many gives it to a team with one too few
//     along a path of boards whose two players are free, each board of
//     the path changing hands: the path that holds the fewest players
//     next round and makes the fewest clashes (a board of the next round
//     whose two players want the same colour), 0-1 breadth first, one
//     making a dead end only when there is no other;
//   - a dead end left is undone by changing the hands of its board and
//     evening the teams again, at most 8 times a round (more find no more).
//
// Deterministic, each round bounded by its boards times its teams. A
// board whose players are held to the same colour, an imbalance no path
// mends, or a dead end left is a failure. The variant (0..15) changes the
// ties: which team gives first (bits 1 and 4), which colours a board
// keeps when both hold as many players (bit 2), and the colours started
// from (bit 8: the layered ones turned over in every other period).
//
// Why it fails where it does: with an even R the last round holds every
// player, so the last two rounds must be coloured properly on the union
// of two circle rounds a level, one cycle: few choices, seldom exact
// (the published program's best tables are mostly relaxed there too).
func exactColours(T, P int, rounds [][]Board, variant int) bool {
	ok, _ := exactColoursAt(T, P, rounds, variant, nil)
	return ok
}

// A checkpoint is exactColours' state after its first done rounds (the
// players' drifts, last colours and runs, the recoloured boards), for the
// uncoloured rounds 0..done laid one after the other in prefix: a run on
// the same rounds 0..done with done ≤ R-2 takes it up from there, since
// those rounds' choices do not depend on R (exactColoursAt). Series keeps
// one a variant; done 0 is none.
type checkpoint struct {
	done             int
	drift, last, run []int
	boards, prefix   []Board
}

// matches tells whether cp's state holds for rounds.
func (cp *checkpoint) matches(rounds [][]Board) bool {
	if cp.done == 0 || cp.done > len(rounds)-2 {
		return false
	}
	at := 0
	for _, rd := range rounds[:cp.done+1] {
		if at+len(rd) > len(cp.prefix) || !slices.Equal(rd, cp.prefix[at:at+len(rd)]) {
			return false
		}
		at += len(rd)
	}
	return at == len(cp.prefix)
}

// exactColoursAt is exactColours that also reports, on a failure, the round
// it failed in (-1 on success). Round r's choices read R only through the
// last round's rule (r = R-1) and the holds of the next round (r+1 ≥ R-1):
// a failure in a round f < R-2 is met again with any other R' > f+2
// whose uncoloured rounds 0..f+1 are the same (Series skips those).
//
// With cp, the run starts from cp's state where it matches, and leaves in
// cp its state after round R-3, the last that does not depend on R.
func exactColoursAt(T, P int, rounds [][]Board, variant int, cp *checkpoint) (ok bool, failed int) {
	R := len(rounds)
	n := T * P
	// The buffers come from a pool (Build runs 63 rounds of 64 teams a
	// shape, the generator every shape and round count): one call
	// allocates nothing once the pool is warm.
	sc := scratchPool.Get().(*colourScratch)
	defer scratchPool.Put(sc)
	ints := sc.ints(9*n + 4*T)
	// Per player (team·P + order-1): drift, last colour (+1 white, -1
	// black, 0 none yet) and how many times running.
	drift, ints := ints[:n:n], ints[n:]
	last, ints := ints[:n:n], ints[n:]
	run, ints := ints[:n:n], ints[n:]
	col, ints := ints[:n:n], ints[n:]  // the colour in the current round
	opp, ints := ints[:n:n], ints[n:]  // the opponent in the next round, -1 none
	held, ints := ints[:n:n], ints[n:] // the colour held to in the next round, 0 free
	// Per player, the colour it is held to next round after white (hw)
	// or after black (hb) in this one.
	hw, ints := ints[:n:n], ints[n:]
	hb, ints := ints[:n:n], ints[n:]
	boardOf, ints := ints[:n:n], ints[n:] // per player, its board in the round
	maxTries := 8                         // dead ends undone a round: 2T found no more on 3,472 shapes
	excess, ints := ints[:T:T], ints[T:]
	dist, ints := ints[:T:T], ints[T:]
	from, ints := ints[:T:T], ints[T:] // the board that reached a team
	_ = ints
	// The recoloured rounds, in one buffer copied over rounds' boards
	// only when every round is done (a failure leaves rounds as they were).
	total := 0
	for _, rd := range rounds {
		total += len(rd)
	}
	if cap(sc.boards) < total {
		// Twice the room, so that growing with the shapes and rounds
		// reallocates a few times, not at every shape.
		sc.boards = make([]Board, max(total, 2*cap(sc.boards)))
	}
	outAll := sc.boards[:total]
	if cap(sc.free) < T*P/2 {
		sc.free = make([]bool, max(T*P/2, 2*cap(sc.free)))
	}
	if len(sc.adj) < T {
		sc.adj = make([][]int, T)
	}
	adj := sc.adj[:T]                        // per team, the round's boards touching it
	bfsCur, bfsNext := sc.bfsCur, sc.bfsNext // the 0-1 breadth first's two levels
	defer func() { sc.bfsCur, sc.bfsNext = bfsCur[:0], bfsNext[:0] }()
	clear(drift)
	clear(last)
	clear(run)
	clear(col)
	clear(held)
	clear(boardOf)
	clear(excess)
	clear(dist)
	clear(from)
	at := 0
	id := func(s Seat) int { return s.Team*P + s.Order - 1 }
	// allows tells whether a player of drift d, last colour l, run u may
	// take colour c in round r.
	allows := func(d, l, u, c, r int) bool {
		d += c
		if l == c && u >= 2 {
			return false // C2
		}
		if r == R-1 {
			if R%2 == 0 {
				return d == 0 // C1
			}
			return d == 1 || d == -1
		}
		return d >= -2 && d <= 2 // C3
	}
	allowed := func(p, c, r int) bool { return allows(drift[p], last[p], run[p], c, r) }
	// holdAfter is the colour p is held to in round r+1 after colour c
	// in round r (0: free, or no round r+1).
	holdAfter := func(p, c, r int) int {
		if r+1 >= R {
			return 0
		}
		d, l, u := drift[p]+c, c, 1
		if last[p] == c {
			u = run[p] + 1
		}
		w, b := allows(d, l, u, 1, r+1), allows(d, l, u, -1, r+1)
		switch {
		case w && !b:
			return 1
		case b && !w:
			return -1
		}
		return 0
	}
	// dead tells whether p held to h next round meets a player held to
	// the same colour.
	dead := func(p, h int) bool { return h != 0 && opp[p] >= 0 && held[opp[p]] == h }
	start := 0
	if cp != nil && cp.matches(rounds) {
		start = cp.done
		copy(drift, cp.drift)
		copy(last, cp.last)
		copy(run, cp.run)
		at = copy(outAll, cp.boards)
	}
	for r, rd := range rounds {
		if r < start {
			continue
		}
		b := outAll[at : at+len(rd) : at+len(rd)]
		at += len(rd)
		copy(b, rd)
		if variant&8 != 0 && r/2%2 == 1 {
			for i, bd := range b {
				b[i] = Board{bd.Black, bd.White}
			}
		}
		for p := range opp {
			opp[p] = -1
		}
		if r+1 < R {
			for _, bd := range rounds[r+1] {
				w, k := id(bd.White), id(bd.Black)
				opp[w], opp[k] = k, w
			}
		}
		free := sc.free[:len(b)]
		clear(free)
		for p := range n {
			hw[p], hb[p] = holdAfter(p, 1, r), holdAfter(p, -1, r)
		}
		hold := func(p, c int) int {
			if c > 0 {
				return hw[p]
			}
			return hb[p]
		}
		// pref is the colour p wants next round after colour c in this
		// one: the one it is held to, else back towards drift 0 (0: no
		// wish); a board of the next round whose players want the same
		// colour (a clash) will hold one of them.
		pref := func(p, c int) int {
			if h := hold(p, c); h != 0 {
				return h
			}
			switch d := drift[p] + c; {
			case d > 0:
				return -1
			case d < 0:
				return 1
			}
			return 0
		}
		clash := func(p, c int) bool {
			q := opp[p]
			if q < 0 {
				return false
			}
			w := pref(p, c)
			return w != 0 && w == pref(q, col[q])
		}
		clear(excess)
		for t := range adj {
			adj[t] = adj[t][:0]
		}
		// The layered colours first, so that held reads them for the
		// boards not yet seen.
		for _, bd := range b {
			w, k := id(bd.White), id(bd.Black)
			col[w], col[k] = 1, -1
			held[w], held[k] = hw[w], hb[k]
		}
		for i, bd := range b {
			w, k := id(bd.White), id(bd.Black)
			keep := allowed(w, 1, r) && allowed(k, -1, r)
			swap := allowed(k, 1, r) && allowed(w, -1, r)
			if !keep && !swap {
				return false, r
			}
			free[i] = keep && swap
			if free[i] {
				// The colours making fewer dead ends, then fewer held.
				score := func(cw int) int {
					hw, hk := hold(w, cw), hold(k, -cw)
					s := 0
					if dead(w, hw) {
						s += 10
					}
					if dead(k, hk) {
						s += 10
					}
					if hw != 0 {
						s++
					}
					if hk != 0 {
						s++
					}
					return s
				}
				if variant&2 == 0 {
					keep = score(1) <= score(-1)
				} else {
					keep = score(1) < score(-1)
				}
			}
			if !keep {
				b[i] = Board{bd.Black, bd.White}
				col[w], col[k] = -1, 1
				held[w], held[k] = hb[w], hw[k]
			}
			excess[b[i].White.Team]++
			excess[b[i].Black.Team]--
			adj[bd.White.Team] = append(adj[bd.White.Team], i)
			adj[bd.Black.Team] = append(adj[bd.Black.Team], i)
			boardOf[w], boardOf[k] = i, i
		}
		// excess is whites - blacks: 0 when a team has P/2 whites. A
		// dead end left once the teams are even is undone by changing
		// the hands of one of its boards (if its players are free) and
		// evening the teams again, a bounded number of times.
		for tries := 0; ; tries++ {
			for {
				src := -1
				// The team giving: the first with a white too many from
				// team 0, the last (variant 1), or the first from a
				// team moving on with the round (variant 4).
				for j := range T {
					t := j
					if variant&4 != 0 {
						t = (j + 5*r) % T
					}
					if excess[t] > 0 {
						src = t
						if variant&1 == 0 {
							break
						}
					}
				}
				if src < 0 {
					break
				}
				// A dead end left now may be undone by a later path: paths
				// making one only when there is no other.
				dst := -1
				for _, allowDead := range [2]bool{false, true} {
					if dst >= 0 {
						break
					}
					for t := range dist {
						dist[t] = 1 << 30
					}
					dist[src] = 0
					cur, nxt := append(bfsCur[:0], src), bfsNext[:0]
					for level := 0; len(cur) > 0 && dst < 0; level++ {
						for len(cur) > 0 && dst < 0 {
							t := cur[len(cur)-1]
							cur = cur[:len(cur)-1]
							if dist[t] != level {
								continue // reached again at a lower cost
							}
							if excess[t] < 0 {
								dst = t
								break
							}
							for _, i := range adj[t] {
								if !free[i] || b[i].White.Team != t {
									continue
								}
								u := b[i].Black.Team
								w, k := id(b[i].White), id(b[i].Black)
								fw, fk := hb[w], hw[k]
								if !allowDead && (dead(w, fw) || dead(k, fk)) {
									continue
								}
								c := 0
								if fw != 0 && held[w] == 0 || fk != 0 && held[k] == 0 ||
									clash(w, -1) && !clash(w, 1) || clash(k, 1) && !clash(k, -1) {
									c = 1
								}
								if level+c >= dist[u] {
									continue
								}
								dist[u], from[u] = level+c, i
								if c == 0 {
									cur = append(cur, u)
								} else {
									nxt = append(nxt, u)
								}
							}
						}
						cur, nxt = nxt, cur[:0]
					}
					bfsCur, bfsNext = cur, nxt
				}
				if dst < 0 {
					return false, r
				}
				excess[src] -= 2
				excess[dst] += 2
				for u := dst; u != src; {
					i := from[u]
					b[i] = Board{b[i].Black, b[i].White}
					w, k := id(b[i].White), id(b[i].Black)
					col[w], col[k] = 1, -1
					held[w], held[k] = hw[w], hb[k]
					u = b[i].Black.Team
				}
			}
			deadEnd, undone := false, false
			for p := range held {
				if !dead(p, held[p]) {
					continue
				}
				deadEnd = true
				if i := boardOf[p]; free[i] && tries < maxTries {
					excess[b[i].White.Team] -= 2
					excess[b[i].Black.Team] += 2
					b[i] = Board{b[i].Black, b[i].White}
					w, k := id(b[i].White), id(b[i].Black)
					col[w], col[k] = 1, -1
					held[w], held[k] = hw[w], hb[k]
					undone = true
					break
				}
			}
			if !deadEnd {
				break
			}
			if !undone {
				return false, r
			}
		}
		for p := range drift {
			c := col[p]
			drift[p] += c
			if last[p] == c {
				run[p]++
			} else {
				last[p], run[p] = c, 1
			}
		}
		if cp != nil && r == R-3 && r >= start {
			cp.done = r + 1
			cp.drift = append(cp.drift[:0], drift...)
			cp.last = append(cp.last[:0], last...)
			cp.run = append(cp.run[:0], run...)
			cp.boards = append(cp.boards[:0], outAll[:at]...)
			cp.prefix = cp.prefix[:0]
			for _, rd := range rounds[:r+2] {
				cp.prefix = append(cp.prefix, rd...)
			}
		}
	}
	at = 0
	for _, rd := range rounds {
		at += copy(rd, outAll[at:at+len(rd)])
	}
	return true, -1
}

// colourScratch is exactColours' buffers, reused through scratchPool.
type colourScratch struct {
	intBuf          []int
	boards          []Board
	free            []bool
	adj             [][]int
	bfsCur, bfsNext []int
}

var scratchPool = sync.Pool{New: func() any { return new(colourScratch) }}

// ints is the scratch's int buffer of length n (its contents stale).
func (sc *colourScratch) ints(n int) []int {
	if cap(sc.intBuf) < n {
		sc.intBuf = make([]int, max(n, 2*cap(sc.intBuf)))
	}
	return sc.intBuf[:n]
}
