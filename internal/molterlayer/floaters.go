package molterlayer

import "slices"

// Moving the floaters of odd T. In a round, the boards of a pair of levels
// j (order numbers o1 = 2j+1, o2 = 2j+2) join every team twice, once by
// each of its two players: a cycle of the teams through the pair's one
// floater (o1 against o2). Exchanging the boards of the two players of
// every team of an arc X of that cycle that starts at the floater leaves
// every team's boards as they were (so I1, the prefix, I5 and the teams'
// boards a round) and moves the floater to the board leaving X. The
// layered construction lays every floater on circle round 0, so team 0
// never floats (the descent spread I3 is then at least ⌈R·P/(2(T-1))⌉);
// moved along the cycles, the floaters reach every team.
//
// What a move can break is checked before it is kept: a player's meetings
// (S4: a player of X now meets the teams its team-mate met), the
// floaters' roles (S6c: no player descends or ascends twice), and the
// colours: the period of the round must still colour (colourable, after
// which recolourPeriods colours the table again).

// floaterState is what moveFloaters keeps up to date move by move: the
// meetings and roles the rules read, and the measures the moves lower.
type floaterState struct {
	T, P       int
	met        []int // per player and team, the boards between them
	pdown, pup []int // per player, its descents and ascents
	down, up   []int // per team
	gdown, gup []int // per group of two rounds and team (I4)
	descents         // the teams by descents (I3)
	hist4      []int // the entries of gdown and gup by value
	top4       int   // I4
	i2         int   // Σ |down - up|
	broken     int   // meetings above one, players descending or ascending twice
	brokenMeet int   // of which meetings
}

// descents counts the teams by their descents: the spread I3 (hi - lo)
// and Σ down² kept as a team's descents change.
type descents struct {
	histD  []int // the teams by descents
	lo, hi int   // the fewest and most descents of a team
	sq     int   // Σ down²
}

// shift moves a team of v descents to v+by (by ±1).
func (d *descents) shift(v, by int) {
	d.histD[v]--
	d.histD[v+by]++
	d.sq += (2*v + by) * by
	d.lo, d.hi = min(d.lo, v+by), max(d.hi, v+by)
	for d.histD[d.lo] == 0 {
		d.lo++
	}
	for d.histD[d.hi] == 0 {
		d.hi--
	}
}

// meet counts a board between player p and team u (by = 1) or uncounts it.
func (st *floaterState) meet(p, u, by int) {
	c := &st.met[p*st.T+u]
	if *c > 1 {
		st.broken--
		st.brokenMeet--
	}
	*c += by
	if *c > 1 {
		st.broken++
		st.brokenMeet++
	}
}

// twice counts the roles of player p (by on its descents or ascents).
func (st *floaterState) twice(c *int, by int) {
	if *c > 1 {
		st.broken--
	}
	*c += by
	if *c > 1 {
		st.broken++
	}
}

func (st *floaterState) id(s Seat) int { return s.Team*st.P + s.Order - 1 }

// role counts the floater board b of round r (by = 1) or uncounts it (-1).
func (st *floaterState) role(b Board, r, by int) {
	d, a := b.White, b.Black
	if d.Order > a.Order {
		d, a = a, d
	}
	dt, at := d.Team, a.Team
	down, up := st.down, st.up
	// I2 term by term: a team's term changes with its descents, then
	// with its ascents (the same team both: the changes cancel).
	v := down[dt]
	st.i2 += abs(v+by-up[dt]) - abs(v-up[dt])
	down[dt] = v + by
	st.shift(v, by)
	w := up[at]
	st.i2 += abs(down[at]-w-by) - abs(down[at]-w)
	up[at] = w + by
	st.twice(&st.pdown[st.id(d)], by)
	st.twice(&st.pup[st.id(a)], by)
	g := r / 2 * st.T
	x, y := &st.gdown[g+dt], &st.gup[g+at]
	st.hist4[*x]--
	*x += by
	st.hist4[*x]++
	st.hist4[*y]--
	*y += by
	st.hist4[*y]++
	st.top4 = max(st.top4, *x, *y)
	for st.top4 > 0 && st.hist4[st.top4] == 0 {
		st.top4--
	}
}

// cost is the published points of I2, I3 and I4, then I2 + I3, then the
// sum of squares of the descents.
func (st *floaterState) cost() [3]int {
	return st.costOf(st.i2, st.lo, st.hi, st.top4, st.sq)
}

// costOf is cost for the measures given.
func (st *floaterState) costOf(i2, lo, hi, top4, sq int) [3]int {
	T := st.T
	band := 8
	switch {
	case i2 == 0:
		band = 0
	case i2 <= T-1:
		band = 1
	case i2 < 2*(T-1):
		band = 4
	}
	pts := band + 2*max(0, hi-lo-1)
	if st.P <= T-1 {
		pts += 2 * max(0, top4-1)
	}
	return [3]int{pts, i2 + hi - lo, sq}
}

// peek is what role(b, r, 1) would leave, without counting it: the cost
// then, and whether a player would descend or ascend twice (the state's
// broken counts aside). The moves' trials read it on every arc, where
// counting the role and uncounting it again cost twice the histograms'
// updates; TestFloaterPeek holds it to role and cost.
func (st *floaterState) peek(b Board, r int) (c [3]int, twice bool) {
	d, a := b.White, b.Black
	if d.Order > a.Order {
		d, a = a, d
	}
	dt, at := d.Team, a.Team
	v, u := st.down[dt], st.up[dt]
	i2 := st.i2 + abs(v+1-u) - abs(v-u)
	da := st.down[at]
	if at == dt {
		da++
	}
	w := st.up[at]
	i2 += abs(da-w-1) - abs(da-w)
	lo, hi := st.lo, max(st.hi, v+1)
	if v == lo && st.histD[v] == 1 {
		lo++ // v+1 holds a team now
	}
	g := r / 2 * st.T
	top4 := max(st.top4, st.gdown[g+dt]+1, st.gup[g+at]+1)
	twice = st.pdown[st.id(d)] > 0 || st.pup[st.id(a)] > 0
	return st.costOf(i2, lo, hi, top4, st.sq+2*v+1), twice
}

// floaterMove is a move kept: its round, its pair's order o1 and where
// its arc starts in the log.
type floaterMove struct{ r, o1, at int }

func costLess(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// floaterPasses is the most passes of moveFloaters: two up to 30 teams
// (the generator's tables: a second pass leaves about 10 fewer graded C),
// one beyond, built at run time within 10 ms a shape (BenchmarkBuild:
// 63×16 in 62 rounds 7 ms, 4 ms unmoved, 14 ms in two passes).
const floaterPasses = 2

// floaterPeek: the trials read the meetings and peek at the roles where a
// round's floaters allow it (false: every arc flipped and counted, as
// TestMoveFloatersPeek compares).
var floaterPeek = true

// floaterRecheck: where a period's moves break its colours, make them
// again one by one, each checked.
var floaterRecheck = true

// countedState is the state of rounds' meetings and floaters' roles,
// its counters cut from cut (zeroed, as many ints as moveFloaters
// reserves for them).
func countedState(T, P int, rounds [][]Board, cut func(int) []int) *floaterState {
	R, n := len(rounds), T*P
	G := (R + 1) / 2
	st := &floaterState{T: T, P: P}
	st.met, st.pdown, st.pup = cut(n*T), cut(n), cut(n)
	st.down, st.up = cut(T), cut(T)
	st.gdown, st.gup = cut(G*T), cut(G*T)
	st.histD, st.hist4 = cut(R*P/2+2), cut(P+2)
	st.histD[0] = T
	st.hist4[0] = 2 * G * T
	for r, rd := range rounds {
		for _, b := range rd {
			st.meet(st.id(b.White), b.Black.Team, 1)
			st.meet(st.id(b.Black), b.White.Team, 1)
			if b.White.Order != b.Black.Order {
				st.role(b, r, 1)
			}
		}
	}
	return st
}

// moveFloaters moves the floaters of a table of odd T, greedy and
// deterministic: round after round, pair after pair, the arc whose move
// lowers cost the most and keeps the rules and colourable(round), in at
// most four passes while one moves. It returns the points of I2, I3 and
// I4 before and after.
func moveFloaters(sc *moveScratch, T, P int, rounds [][]Board, passes int, colourable func(r int) bool) (before, after int, worse bool) {
	R := len(rounds)
	n := T * P
	G := (R + 1) / 2
	total := n*T + 2*n + 2*T + 2*G*T + R*P/2 + 2 + P + 2 + 2*T + n + P/2 + R
	sc.ints = slices.Grow(sc.ints[:0], total)[:total]
	clear(sc.ints)
	ints := sc.ints
	cut := func(k int) []int { s := ints[:k:k]; ints = ints[k:]; return s }
	st := countedState(T, P, rounds, cut)
	before = st.cost()[0]
	i2, i3, i4 := st.i2, st.hi-st.lo, st.top4
	if before == 0 {
		return 0, 0, false // no points to lower
	}
	// Per team, its two boards in the round (by its o1 and o2 player).
	bo1, bo2 := cut(T), cut(T)
	at := cut(n)
	floater := cut(P / 2)
	for j := range floater {
		floater[j] = -1
	}
	var arc, bestX []int
	// flip exchanges team t's two players of orders o1 and o2 on their
	// boards of round r (a second flip undoes it).
	flip := func(rd []Board, r, t, o1, o2 int) {
		for _, i := range [2]int{bo1[t], bo2[t]} {
			// Only t's player changes: the other's meeting with team t
			// stays, so only t's player's meeting is counted again.
			b := rd[i]
			s, u := &b.White, b.Black
			if s.Team != t {
				s, u = &b.Black, b.White
			}
			st.meet(st.id(*s), u.Team, -1)
			if b.White.Order != b.Black.Order {
				st.role(b, r, -1)
			}
			s.Order = o1 + o2 - s.Order
			rd[i] = b
			st.meet(st.id(*s), u.Team, 1)
			if b.White.Order != b.Black.Order {
				st.role(b, r, 1)
			}
		}
		bo1[t], bo2[t] = bo2[t], bo1[t]
	}
	// A pair of levels has one floater a round (T players a level, T
	// odd), and flipping the teams of an arc moves it only. So an arc
	// is flipped or undone at once by the floater's roles uncounted on
	// its board (fl), the meetings flipped team by team (quiet) and the
	// roles counted on the board it lands on (to): the counts as flip
	// leaves them, two roles counted rather than two a team.
	quiet := func(rd []Board, t, o1, o2 int) {
		for _, i := range [2]int{bo1[t], bo2[t]} {
			b := &rd[i]
			s, u := &b.White, b.Black
			if s.Team != t {
				s, u = &b.Black, b.White
			}
			st.meet(st.id(*s), u.Team, -1)
			s.Order = o1 + o2 - s.Order
			st.meet(st.id(*s), u.Team, 1)
		}
		bo1[t], bo2[t] = bo2[t], bo1[t]
	}
	flipArc := func(rd []Board, r int, ts []int, o1, o2, fl, to int) {
		st.role(rd[fl], r, -1)
		for _, t := range ts {
			quiet(rd, t, o1, o2)
		}
		st.role(rd[to], r, 1)
	}
	// floaterOf is the floater among team t's two boards (after a flip,
	// the one its arc leaves by), -1 when neither or both are: then the
	// arc is undone team by team.
	floaterOf := func(rd []Board, t int) int {
		b1, b2 := rd[bo1[t]], rd[bo2[t]]
		x1, x2 := b1.White.Order != b1.Black.Order, b2.White.Order != b2.Black.Order
		switch {
		case x1 && !x2:
			return bo1[t]
		case x2 && !x1:
			return bo2[t]
		}
		return -1
	}
	// improve moves the floaters of round r, each move logged; with
	// check, a move is kept only where its period still colours.
	// changes counts the moves kept and taken back; still[r], where
	// round r's last full search moved nothing, the count then (-1 none).
	changes := 0
	still := cut(R)
	for r := range still {
		still[r] = -1
	}
	var moves, rmoves []floaterMove
	var log, rlog []int
	// improve starts at pair from (the pairs before it left as they are).
	improve := func(r int, check bool, from int) (moved bool) {
		// A round searched in full that moved nothing moves nothing
		// again while no move is kept or taken back anywhere (the moves
		// it tries are undone: the same state, the same search).
		if !check && from == 0 {
			if still[r] == changes {
				return false
			}
			defer func() {
				still[r] = -1
				if !moved {
					still[r] = changes
				}
			}()
		}
		rd := rounds[r]
		// Per player its board, per pair its floater (-1: none).
		// one: each pair has one floater at most, on its two levels, and
		// no team meets itself (as the layered tables and the moves lay
		// them): flipping an arc's teams then moves the floater from
		// board to board, one at a time, and the trials read the
		// meetings and peek at the roles rather than count them.
		one := true
		for i, b := range rd {
			at[st.id(b.White)], at[st.id(b.Black)] = i, i
			if b.White.Team == b.Black.Team {
				one = false // a team against itself: its flips as before
			}
			if b.White.Order != b.Black.Order {
				lo, hi := min(b.White.Order, b.Black.Order), max(b.White.Order, b.Black.Order)
				j := (lo - 1) / 2
				if lo%2 == 0 || hi != lo+1 || floater[j] >= 0 {
					one = false
				}
				floater[j] = i
			}
		}
		for j := range from {
			floater[j] = -1
		}
		for j := from; j < P/2; j++ {
			o1, o2 := 2*j+1, 2*j+2
			f := floater[j]
			floater[j] = -1
			if f < 0 {
				continue
			}
			for t := range T {
				bo1[t], bo2[t] = at[t*P+o1-1], at[t*P+o2-1]
			}
			fd, fa := rd[f].White, rd[f].Black
			best := st.cost()
			bestX = bestX[:0]
			// The arcs from either end of the floater, one team longer
			// at a time, each tried and undone.
			fromLast := false // bestX is an arc from fa
			bestFl := -1      // the floater's board after bestX
			for si, start := range [2]Seat{fd, fa} {
				arc = arc[:0]
				for t, s := start.Team, start; ; {
					// Leave t by its other player's board.
					os := Seat{t, o1 + o2 - s.Order}
					i := bo1[t]
					if os.Order == o2 {
						i = bo2[t]
					}
					u := rd[i].White
					if u == os {
						u = rd[i].Black
					}
					if u.Team == fd.Team || u.Team == fa.Team || len(arc) > T/2 {
						break // the arc would close the cycle, or the other end's reaches further
					}
					arc = append(arc, t)
					t, s = u.Team, u
				}
				// A player of the arc meeting a team twice does so on
				// any longer arc: the arc stops there.
				done := len(arc)
				fl := f // the floater's board
				if floaterPeek && one && st.brokenMeet == 0 {
					// The arc's teams are not flipped: flipping team t
					// changes its own players' meetings only (its o1
					// player now meets the team across its o2 board,
					// its o2 player the one across its o1 board), so a
					// meeting twice is read at t alone; the floater
					// moves to t's other board, whose roles are peeked
					// at with the floater's own uncounted. The best arc
					// of the second end is flipped (meetings only) and
					// the roles counted where the floater stays.
					st.role(rd[f], r, -1)
					if st.broken == 0 {
						cur := f
						for k, t := range arc {
							i1, i2 := bo1[t], bo2[t]
							nf := i1
							if cur == i1 {
								nf = i2
							}
							b1, b2 := rd[i1], rd[i2]
							u1, u2 := b1.White.Team, b2.White.Team
							if u1 == t {
								u1 = b1.Black.Team
							}
							if u2 == t {
								u2 = b2.Black.Team
							}
							if u1 != u2 && (st.met[(t*P+o1-1)*T+u2] > 0 || st.met[(t*P+o2-1)*T+u1] > 0) {
								break
							}
							nb := rd[nf]
							if nb.White.Team == t {
								nb.White.Order = o1 + o2 - nb.White.Order
							} else {
								nb.Black.Order = o1 + o2 - nb.Black.Order
							}
							if c, twice := st.peek(nb, r); !twice && costLess(c, best) {
								best, bestX = c, append(bestX[:0], arc[:k+1]...)
								fromLast, bestFl = si == 1, nf
							}
							cur = nf
						}
					}
					if si == 1 && fromLast {
						for _, t := range bestX {
							quiet(rd, t, o1, o2)
						}
						st.role(rd[bestFl], r, 1)
					} else {
						st.role(rd[f], r, 1)
					}
					continue
				}
				for k, t := range arc {
					flip(rd, r, t, o1, o2)
					if fl >= 0 {
						fl = floaterOf(rd, t)
					}
					if st.brokenMeet > 0 {
						done = k + 1
						break
					}
					if st.broken > 0 {
						continue // a player descending or ascending twice: no cost read
					}
					if c := st.cost(); costLess(c, best) {
						best, bestX = c, append(bestX[:0], arc[:k+1]...)
						fromLast, bestFl = si == 1, fl
					}
				}
				// The second end's best arc is kept flipped (flips of
				// distinct teams commute: the boards are the same).
				keep := 0
				if si == 1 && fromLast {
					keep = len(bestX)
				}
				switch {
				case done == keep:
				case fl >= 0 && (keep == 0 || bestFl >= 0):
					to := f
					if keep > 0 {
						to = bestFl
					}
					flipArc(rd, r, arc[keep:done], o1, o2, fl, to)
				default:
					for k := done - 1; k >= keep; k-- {
						flip(rd, r, arc[k], o1, o2)
					}
				}
			}
			if len(bestX) == 0 {
				continue
			}
			if !fromLast {
				if bestFl >= 0 {
					flipArc(rd, r, bestX, o1, o2, f, bestFl)
				} else {
					for _, t := range bestX {
						flip(rd, r, t, o1, o2)
					}
				}
			}
			if check && !colourable(r) {
				if bestFl >= 0 {
					flipArc(rd, r, bestX, o1, o2, bestFl, f)
				} else {
					for _, t := range bestX {
						flip(rd, r, t, o1, o2)
					}
				}
				continue
			}
			changes++
			moves = append(moves, floaterMove{r, o1, len(log)})
			log = append(log, bestX...)
			moved = true
		}
		return moved
	}
	// undo takes the logged moves back from the k-th on, last first.
	// flipLogged flips the arc ts of pair o1 in round r (a second call
	// undoes it).
	flipLogged := func(r, o1 int, ts []int) {
		rd := rounds[r]
		for i, b := range rd {
			for _, s := range [2]Seat{b.White, b.Black} {
				switch s.Order {
				case o1:
					bo1[s.Team] = i
				case o1 + 1:
					bo2[s.Team] = i
				}
			}
		}
		for _, t := range ts {
			flip(rd, r, t, o1, o1+1)
		}
	}
	undo := func(k int) {
		for i := len(moves) - 1; i >= k; i-- {
			m := moves[i]
			end := len(log)
			if i+1 < len(moves) {
				end = moves[i+1].at
			}
			flipLogged(m.r, m.o1, log[m.at:end])
		}
		log = log[:moves[k].at]
		moves = moves[:k]
	}
	// Period by period, the moves made unchecked and the period's colours
	// checked once; where they fail, the moves taken back and made again
	// each checked.
	if T > 30 {
		passes = 1
	}
	for pass := 0; pass < passes; pass++ {
		moved := false
		for r0 := 0; r0 < R; r0 += 2 {
			moves, log = moves[:0], log[:0]
			m := improve(r0, false, 0)
			if r0+1 < R && improve(r0+1, false, 0) {
				m = true
			}
			if m && colourable != nil && !colourable(r0) {
				rmoves, rlog = append(rmoves[:0], moves...), append(rlog[:0], log...)
				undo(0)
				changes++
				m = false
				if floaterRecheck {
					// Made again each checked, the moves are the
					// unchecked ones up to the first whose period does
					// not colour (the same state gives the same move):
					// those replayed, checked, and the search taken up
					// after the first that fails.
					resR, resJ := r0, 0
					for i, mv := range rmoves {
						end := len(rlog)
						if i+1 < len(rmoves) {
							end = rmoves[i+1].at
						}
						ts := rlog[mv.at:end]
						flipLogged(mv.r, mv.o1, ts)
						resR, resJ = mv.r, (mv.o1-1)/2+1
						if !colourable(mv.r) {
							flipLogged(mv.r, mv.o1, ts)
							break
						}
						changes++
						moves = append(moves, floaterMove{mv.r, mv.o1, len(log)})
						log = append(log, ts...)
						m = true
					}
					if resR == r0 {
						if improve(r0, true, resJ) {
							m = true
						}
						resJ = 0
					}
					if r0+1 < R && improve(r0+1, true, resJ) {
						m = true
					}
				}
			}
			moved = moved || m
		}
		if !moved {
			break
		}
	}
	// Worse in the contract's order (I2, I3, I4 before the rest, which
	// the moves keep) though fewer points: I3 at 0 or 1 costs none.
	worse = slices.Compare([]int{st.i2, st.hi - st.lo, st.top4}, []int{i2, i3, i4}) > 0
	return before, st.cost()[0], worse
}
