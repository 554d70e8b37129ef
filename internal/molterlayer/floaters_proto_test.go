package molterlayer

// moveFloaters (a measured prototype, not in Build) moves the floater of
// odd T's pairs of levels along the cycle its round makes of the teams, to
// even out the descents: the teams (and so every count of the published measures but
// the floaters' I2, I3 and I4) and every player's colours stay as they
// are.
//
// In a round, the boards of a pair of levels j (order numbers o1 = 2j+1,
// o2 = 2j+2) join every team twice, once by each of its two players: a
// cycle of the teams through the one floater (o1 against o2). Exchanging
// the boards of the two players of every team of an arc X of that cycle
// that starts at the floater leaves the teams' boards as they were and
// moves the floater to the board leaving X; when each team of X has its
// two players of one colour in the round, no player's colour changes
// either. What can break is a player's meetings (S4: the player of X now
// meets the teams its team-mate met) and the floaters' roles (S6c: no
// player descends or ascends twice): both checked before a move.
//
// Greedy and deterministic: round after round, pair after pair, the move
// that lowers the most the published points of I2, I3 and I4 (then
// I2 + I3, then the sum of squares of the descents), in passes while one
// does.
func moveFloaters(T, P int, rounds [][]Board) {
	n := T * P
	id := func(s Seat) int { return s.Team*P + s.Order - 1 }
	met := make([]int, n*T) // per player, the boards against each team
	down, up := make([]int, T), make([]int, T)
	pdown, pup := make([]int, n), make([]int, n)
	G := (len(rounds) + 1) / 2
	gdown, gup := make([]int, G*T), make([]int, G*T) // per group of two rounds (I4)
	for r, rd := range rounds {
		for _, b := range rd {
			met[id(b.White)*T+b.Black.Team]++
			met[id(b.Black)*T+b.White.Team]++
			if b.White.Order != b.Black.Order {
				d, a := b.White, b.Black
				if d.Order > a.Order {
					d, a = a, d
				}
				down[d.Team]++
				up[a.Team]++
				pdown[id(d)]++
				pup[id(a)]++
				gdown[r/2*T+d.Team]++
				gup[r/2*T+a.Team]++
			}
		}
	}
	// The cost: the published points of I2, I3 and I4, then I2, I3 and
	// the sum of squares of the descents.
	cost := func() [3]int {
		var c [3]int
		lo, hi := down[0], down[0]
		i2, sq, i4 := 0, 0, 0
		for t := range T {
			i2 += abs(down[t] - up[t])
			lo, hi = min(lo, down[t]), max(hi, down[t])
			sq += down[t] * down[t]
		}
		for _, x := range gdown {
			i4 = max(i4, x)
		}
		for _, x := range gup {
			i4 = max(i4, x)
		}
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
		if P <= T-1 {
			pts += 2 * max(0, i4-1)
		}
		c[0], c[1], c[2] = pts, i2+hi-lo, sq
		return c
	}
	less := func(a, b [3]int) bool {
		for i := range a {
			if a[i] != b[i] {
				return a[i] < b[i]
			}
		}
		return false
	}
	// Per round and pair, per team: its two boards (by its o1 and o2
	// player), rebuilt for each pair.
	bo1, bo2 := make([]int, T), make([]int, T)
	inX := make([]bool, T)
	var X []int
	for pass := 0; pass < 4; pass++ {
		moved := false
		for r, rd := range rounds {
			gd, gu := gdown[r/2*T:(r/2+1)*T], gup[r/2*T:(r/2+1)*T]
			for j := 0; j < P/2; j++ {
				o1, o2 := 2*j+1, 2*j+2
				f := -1
				for i, b := range rd {
					for _, s := range [2]Seat{b.White, b.Black} {
						if s.Order == o1 {
							bo1[s.Team] = i
						} else if s.Order == o2 {
							bo2[s.Team] = i
						}
					}
					if (b.White.Order == o1 || b.White.Order == o2) && b.White.Order != b.Black.Order {
						f = i
					}
				}
				if f < 0 {
					continue
				}
				white := func(t, o int) bool {
					i := bo1[t]
					if o == o2 {
						i = bo2[t]
					}
					return rd[i].White == Seat{t, o}
				}
				same := func(t int) bool { return white(t, o1) == white(t, o2) }
				other := func(s Seat, i int) Seat { // s's opponent on board i
					if rd[i].White == s {
						return rd[i].Black
					}
					return rd[i].White
				}
				best, bestX := cost(), []int(nil)
				fd, fa := rd[f].White, rd[f].Black
				if fd.Order > fa.Order {
					fd, fa = fa, fd
				}
				// The arcs from either end of the floater.
				for _, start := range [2]Seat{fd, fa} {
					X = X[:0]
					t, s := start.Team, start
					for {
						if t == fd.Team && len(X) > 0 || t == fa.Team && len(X) > 0 || !same(t) {
							break
						}
						X = append(X, t)
						// Leave t by its other player's board.
						os := Seat{t, o1 + o2 - s.Order}
						i := bo1[t]
						if os.Order == o2 {
							i = bo2[t]
						}
						u := other(os, i)
						if u.Team == fd.Team || u.Team == fa.Team {
							break // the arc would close the cycle
						}
						// Candidate: X flipped, the floater on board i.
						if c, ok := tryMove(T, P, rd, X, i, f, o1, o2, id, met, down, up, gd, gu, pdown, pup, cost, inX, true); ok && less(c, best) {
							best, bestX = c, append(bestX[:0], X...)
						}
						t, s = u.Team, u
					}
				}
				if bestX != nil {
					tryMove(T, P, rd, bestX, 0, f, o1, o2, id, met, down, up, gd, gu, pdown, pup, cost, inX, false)
					moved = true
				}
			}
		}
		if !moved {
			break
		}
	}
}

// tryMove flips the players of the teams of X in round rd (their o1 and
// o2 players exchange boards), the floater moving from board f to board
// g, and reports the cost after and whether the move keeps S4 and S6c;
// with probe it undoes it.
func tryMove(T, P int, rd []Board, X []int, g, f, o1, o2 int, id func(Seat) int, met, down, up, gd, gu, pdown, pup []int, cost func() [3]int, inX []bool, probe bool) ([3]int, bool) {
	for _, t := range X {
		inX[t] = true
	}
	defer func() {
		for _, t := range X {
			inX[t] = false
		}
	}()
	flip := func(s Seat) Seat {
		if inX[s.Team] && (s.Order == o1 || s.Order == o2) {
			s.Order = o1 + o2 - s.Order
		}
		return s
	}
	roles := func(b Board, by int) {
		if b.White.Order == b.Black.Order {
			return
		}
		d, a := b.White, b.Black
		if d.Order > a.Order {
			d, a = a, d
		}
		down[d.Team] += by
		up[a.Team] += by
		gd[d.Team] += by
		gu[a.Team] += by
		pdown[id(d)] += by
		pup[id(a)] += by
	}
	// The boards touched: those of X's players.
	var touched [64]int
	nt := 0
	for i, b := range rd {
		if inX[b.White.Team] && (b.White.Order == o1 || b.White.Order == o2) || inX[b.Black.Team] && (b.Black.Order == o1 || b.Black.Order == o2) {
			if nt < len(touched) {
				touched[nt] = i
			}
			nt++
		}
	}
	if nt > len(touched) {
		return [3]int{}, false
	}
	_ = g
	_ = f
	apply := func(undo bool) {
		for _, i := range touched[:nt] {
			b := rd[i]
			met[id(b.White)*T+b.Black.Team]--
			met[id(b.Black)*T+b.White.Team]--
			roles(b, -1)
			nb := Board{flip(b.White), flip(b.Black)}
			rd[i] = nb
			met[id(nb.White)*T+nb.Black.Team]++
			met[id(nb.Black)*T+nb.White.Team]++
			roles(nb, 1)
		}
	}
	apply(false)
	ok := true
	for _, i := range touched[:nt] {
		b := rd[i]
		if met[id(b.White)*T+b.Black.Team] > 1 || met[id(b.Black)*T+b.White.Team] > 1 ||
			pdown[id(b.White)] > 1 || pdown[id(b.Black)] > 1 || pup[id(b.White)] > 1 || pup[id(b.Black)] > 1 {
			ok = false
		}
		if b.White.Order != b.Black.Order && (b.White.Order != o1 && b.White.Order != o2 || b.Black.Order != o1 && b.Black.Order != o2) {
			ok = false
		}
	}
	c := cost()
	if probe || !ok {
		apply(true) // flipping again undoes
	}
	return c, ok
}
