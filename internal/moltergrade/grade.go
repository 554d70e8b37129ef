// Package moltergrade grades a Molter table of any shape: the published
// contract (../shared/molter-contract.md: the hard rules S1–C3, the
// measures I1, prefix deficit, I2, I3, I4, I5, S5 exact, the penalty
// points and the letter A–D) and the project's own five measures of
// quality with their arithmetic bests (Quality, Bounds).
//
// It is the one grader: internal/molter grades with it what the generator
// records (3 to 30 teams), and tables/molter, which imports the standard
// library and packages like this one only, grades with it at run time the
// events it builds beyond 30 teams. Every formula holds for any number of
// teams (3 to MaxTeams) and of players.
//
// Conventions: teams are 0..T-1, order numbers 1..P; a table is its rounds
// of boards, the first-named player of a Board having white.
package moltergrade

import (
	"slices"
	"sync"
)

// Seat is a player: the team index and the order number 1..P.
type Seat struct{ Team, Order int }

// Board is one board: White has the white pieces.
type Board struct{ White, Black Seat }

// Letters are the bytes the teams are held by: A to Z without I (the
// document's letters), then stand-ins past Z that TeamName spells AA, AB, …
// (64 teams, the most a table has here).
const Letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ" + "abcdefghijklmnopqrstuvwxyz" + "0123456789+-="

// MaxTeams is the most teams a table graded here can have.
const MaxTeams = len(Letters)

// TeamName is team t's name: A–Z without I, then AA, AB, …, AZ, BA, ….
func TeamName(t int) string {
	const n = 25 // the letters without I
	if t < n {
		return Letters[t : t+1]
	}
	t -= n
	return Letters[t/n:t/n+1] + Letters[t%n:t%n+1]
}

// Rules names the hard rules of the published contract, in its order; a
// Violation's Rule is one of them.
var Rules = []string{"S1", "S2", "S3", "S4", "S4b", "S5", "S6a", "S6b", "S6c", "C1", "C2", "C3"}

// Violation is a hard rule of the published contract broken: the rule,
// the round (1…, -1 when none applies) and board (1…, 0 when none) where
// it is broken, and what is wrong.
type Violation struct {
	Rule         string
	Round, Board int
	Msg          string
}

// Vector is the published measures of a valid table, in priority order:
// I1, prefix deficit, I2, I3, I4, I5, S5 relaxed (0 or 1). Tables compare
// lexicographically, lower is better.
type Vector [7]int

// The indices of a Vector.
const (
	VI1 = iota
	VPrefix
	VI2
	VI3
	VI4
	VI5
	VS5
)

// VectorNames are the column names of a Vector, as the published list
// (molter-best-known.tsv) spells them.
var VectorNames = [7]string{"I1", "prefix", "I2", "I3", "I4", "I5", "S5relaxed"}

// Compare is -1, 0 or +1 as v is better than, as good as, or worse than w.
func (v Vector) Compare(w Vector) int { return slices.Compare(v[:], w[:]) }

func (v Vector) String() string {
	return sprintf("I1 %d, prefix %d, I2 %d, I3 %d, I4 %d, I5 %d, S5 %s", v[0], v[1], v[2], v[3], v[4], v[5], [2]string{"exact", "relaxed"}[min(max(v[6], 0), 1)])
}

// scratch is the counting buffers of Check and Measure, lent by
// scratchPool: the generator checks and measures tens of thousands of
// events, and each call would otherwise allocate its own.
type scratch struct {
	u8  []uint8
	i8  []int8
	i32 []int32
	ok  []bool
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// Zeroed is buf grown to n elements, all zero: the buffers a caller keeps
// from call to call (the grader's, internal/molter's contract check).
func Zeroed[E any](buf *[]E, n int) []E {
	if cap(*buf) < n {
		*buf = make([]E, max(n, 2*cap(*buf))) // twice the room: callers measure ever longer events
	}
	s := (*buf)[:n]
	clear(s)
	return s
}

// Check returns every hard rule of the published contract that the table
// of T teams of P players breaks (S1–S6c, C1–C3), each Violation naming
// its rule, in the order found.
func Check(T, P int, rounds [][]Board) []Violation {
	R := len(rounds)
	var ps []Violation
	add := func(rule string, round, board int, format string, args ...any) {
		ps = append(ps, Violation{Rule: rule, Round: round, Board: board, Msg: sprintf(format, args...)})
	}
	if T < 3 || T > MaxTeams || P < 2 || P%2 != 0 {
		add("S1", -1, 0, "%d teams of %d players: want 3..%d teams of an even number of players", T, P, MaxTeams)
		return ps
	}
	seat := func(s Seat) int { return s.Team*P + s.Order - 1 }
	valid := func(s Seat) bool { return s.Team >= 0 && s.Team < T && s.Order >= 1 && s.Order <= P }
	nP := T * P
	// One allocation of each buffer an event, of bytes where the counts
	// fit: met[player*T+team]; colours[player*R:] a player's colours in
	// order, played[player] of them (a player on two boards of a round,
	// which S2 reports, has the colours of his first R boards).
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	u8 := Zeroed(&sc.u8, nP*T+4*nP+T*T)
	met, u8 := u8[:nP*T], u8[nP*T:] // a player meets a team at most R < 256 times (counts stop at 255)
	colours := Zeroed(&sc.i8, nP*R)
	played, u8 := u8[:nP], u8[nP:]
	descents, u8 := u8[:nP], u8[nP:] // per player
	ascents, u8 := u8[:nP], u8[nP:]  // per player
	seen, u8 := u8[:nP], u8[nP:]
	against := u8[:T*T]     // boards a round between two teams: at most P
	drift := make([]int, T) // per team, whites - blacks so far
	floaters := make([]int, P/2)
	colour := func(x int, c int8) {
		if int(played[x]) < R {
			colours[x*R+int(played[x])] = c
			played[x]++
		}
	}
	metTwice := false // a player has met a team twice: S4 looks
	for r, rd := range rounds {
		if len(rd) != T*P/2 {
			add("S1", r+1, 0, "%d boards, want T·P/2 = %d", len(rd), T*P/2)
		}
		clear(seen)
		clear(floaters)
		allBoards := false // a pair of teams has reached P boards in the round: S4b looks
		for i, b := range rd {
			w, k := b.White, b.Black
			if !valid(w) || !valid(k) {
				add("S2", r+1, i+1, "a player out of range (%d teams of %d)", T, P)
				continue
			}
			inc(&seen[seat(w)])
			inc(&seen[seat(k)])
			if w.Team == k.Team {
				add("S3", r+1, i+1, "two players of team %s", TeamName(w.Team))
				continue
			}
			inc(&met[seat(w)*T+k.Team])
			inc(&met[seat(k)*T+w.Team])
			metTwice = metTwice || met[seat(w)*T+k.Team] > 1 || met[seat(k)*T+w.Team] > 1
			inc(&against[w.Team*T+k.Team])
			inc(&against[k.Team*T+w.Team])
			allBoards = allBoards || int(against[w.Team*T+k.Team]) == P
			drift[w.Team]++
			drift[k.Team]--
			colour(seat(w), 1)
			colour(seat(k), -1)
			if w.Order == k.Order {
				continue
			}
			lo, hi := w, k
			if lo.Order > hi.Order {
				lo, hi = hi, lo
			}
			if T%2 == 0 {
				add("S6a", r+1, i+1, "a floater (order numbers %d and %d) with an even number of teams", lo.Order, hi.Order)
				continue
			}
			if lo.Order%2 != 1 || hi.Order != lo.Order+1 {
				add("S6b", r+1, i+1, "a floater joins order numbers %d and %d, want 2k-1 and 2k", lo.Order, hi.Order)
				continue
			}
			floaters[lo.Order/2]++
			if floaters[lo.Order/2] == 2 {
				add("S6b", r+1, i+1, "a second floater between order numbers %d and %d", lo.Order, hi.Order)
			}
			inc(&descents[seat(lo)])
			inc(&ascents[seat(hi)])
			if descents[seat(lo)] == 2 {
				add("S6c", r+1, i+1, "%s%d descends a second time", TeamName(lo.Team), lo.Order)
			}
			if ascents[seat(hi)] == 2 {
				add("S6c", r+1, i+1, "%s%d ascends a second time", TeamName(hi.Team), hi.Order)
			}
		}
		for x, n := range seen {
			if n != 1 {
				add("S2", r+1, 0, "%s%d plays %d boards", TeamName(x/P), x%P+1, int(n))
			}
		}
		for t := range T {
			// Every pair of teams read only where one may break S4b.
			for u := 0; allBoards && u < T; u++ {
				if n := int(against[t*T+u]); n > 1 && n == P {
					add("S4b", r+1, 0, "team %s has all its boards against team %s", TeamName(t), TeamName(u))
				}
			}
			last := r == R-1
			switch d := drift[t]; {
			case d < -2 || d > 2:
				add("S5", r+1, 0, "team %s has a colour drift of %+d", TeamName(t), d)
			case d != 0 && (r%2 == 1 || last):
				add("S5", r+1, 0, "team %s has a colour drift of %+d after round %d, want 0", TeamName(t), d, r+1)
			}
		}
		// against cleared for the next round where this one counted: at
		// most P of the T teams a team (thousands of events of up to 30
		// teams of 2 players).
		for _, b := range rd {
			if w, k := b.White, b.Black; valid(w) && valid(k) {
				against[w.Team*T+k.Team], against[k.Team*T+w.Team] = 0, 0
			}
		}
	}
	for x := range nP {
		// S4 read only where a count passed 1 (the players' T counts are
		// most of the work for an event of few rounds).
		for u, n := range met[x*T : (x+1)*T] {
			if !metTwice {
				break
			}
			if n > 1 {
				add("S4", -1, 0, "%s%d meets team %s %d times", TeamName(x/P), x%P+1, TeamName(u), int(n))
			}
		}
		cs := colours[x*R : x*R+int(played[x])]
		d := 0
		for r, c := range cs {
			d += int(c)
			if r >= 2 && c == cs[r-1] && c == cs[r-2] {
				add("C2", r+1, 0, "%s%d has the same colour in rounds %d to %d", TeamName(x/P), x%P+1, r-1, r+1)
			}
			if r < len(cs)-1 && (d < -2 || d > 2) {
				add("C3", r+1, 0, "%s%d has whites - blacks %+d", TeamName(x/P), x%P+1, d)
			}
		}
		if R%2 == 0 && d != 0 || R%2 == 1 && d != 1 && d != -1 {
			add("C1", -1, 0, "%s%d ends with whites - blacks %+d", TeamName(x/P), x%P+1, d)
		}
	}
	return ps
}

// Broken lists the rules the violations name, once each, in the order
// found.
func Broken(vs []Violation) []string {
	var out []string
	for _, v := range vs {
		if !slices.Contains(out, v.Rule) {
			out = append(out, v.Rule)
		}
	}
	return out
}

// Measure computes the published measures of the table of T teams of P
// players (which should keep Check: the measures of an invalid table mean
// little).
func Measure(T, P int, rounds [][]Board) Vector {
	R := len(rounds)
	var v Vector
	// One allocation for the counts: int32, half the bytes of int.
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	buf := Zeroed(&sc.i32, 2*T*T+8*T)
	pair, opp, buf := buf[:T*T], buf[T*T:2*T*T], buf[2*T*T:]
	down, up, whites, gd, gu, buf := buf[:T], buf[T:2*T], buf[2*T:3*T], buf[3*T:4*T], buf[4*T:5*T], buf[5*T:]
	// Per team: the teams met so far (its true cells of metTeams), and
	// the least and most boards against one team met in the round.
	metCount, oppLo, oppHi := buf[:T], buf[T:2*T], buf[2*T:3*T]
	metTeams := Zeroed(&sc.ok, T*T)
	meet := func(t, u int) {
		if !metTeams[t*T+u] {
			metTeams[t*T+u] = true
			metCount[t]++
		}
	}
	spread := func(t int, x int32) {
		if oppLo[t] == 0 || x < oppLo[t] {
			oppLo[t] = x
		}
		oppHi[t] = max(oppHi[t], x)
	}
	floats := false
	// Each round reads and clears only the cells of its boards: a team's
	// opponents in a round are at most P of the T (the generator measures
	// thousands of events of up to 30 teams of 2 players).
	for r, rd := range rounds {
		clear(whites)
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			pair[w*T+k]++
			pair[k*T+w]++
			opp[w*T+k]++
			opp[k*T+w]++
			meet(w, k)
			meet(k, w)
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
		// I5: per team, the spread of this round's boards over the teams
		// met in it (its positive cells of opp, all on its boards).
		clear(oppLo)
		clear(oppHi)
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			spread(w, opp[w*T+k])
			spread(k, opp[k*T+w])
		}
		for _, b := range rd {
			w, k := b.White.Team, b.Black.Team
			opp[w*T+k], opp[k*T+w] = 0, 0
		}
		for t := range T {
			v[VI5] = max(v[VI5], int(oppHi[t]-oppLo[t]))
			v[VPrefix] = max(v[VPrefix], min(T-1, P*(r+1))-int(metCount[t]))
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
			for _, rd := range rounds[g:min(g+2, R)] {
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
		v[VI1] = max(v[VI1], positiveSpread(pair[t*T:(t+1)*T]))
		v[VI2] += abs(int(down[t] - up[t]))
		dlo, dhi = min(dlo, down[t]), max(dhi, down[t])
	}
	v[VI3] = int(dhi - dlo)
	return v
}

// PositiveSpread is max − min over the positive counts of xs, the teams
// met (0 when none is): the contract's I1 and I5 leave out the teams not met.
func PositiveSpread(xs []int) int { return positiveSpread(xs) }

func positiveSpread[E int | int32](xs []E) int {
	var lo, hi E
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

// I1Bound is the contract's arithmetic lower bound of I1 for T teams of P
// players over R rounds: 0 when P·R ≤ T−1 (every board against a new team)
// or when T−1 divides P·R (the boards spread evenly), else 1.
func I1Bound(T, P, R int) int {
	if P*R <= T-1 || (P*R)%(T-1) == 0 {
		return 0
	}
	return 1
}

// Points is the published program's penalty for the measures v of a table
// of T teams of P players in R rounds, and its letter: A at 0 points, B at
// 1–6, C at 7–20, D above.
func Points(T, P, R int, v Vector) (points int, letter string) {
	b := I1Bound(T, P, R)
	switch i1 := v[VI1]; {
	case i1 <= b:
	case i1 == 1:
		points += 2
	default:
		points += 20 * (i1 - 1)
	}
	points += 10 * v[VPrefix]
	switch i2 := v[VI2]; {
	case i2 == 0:
	case i2 <= T-1:
		points++
	case i2 < 2*(T-1):
		points += 4
	default:
		points += 8
	}
	points += 2 * max(0, v[VI3]-1)
	if T%2 == 1 && P <= T-1 {
		points += 2 * max(0, v[VI4]-1)
	}
	points += 2 * max(0, v[VI5]-1)
	points += v[VS5]
	return points, Letter(points)
}

// Letter is the letter of a penalty: A at 0 points, B at 1–6, C at 7–20,
// D above.
func Letter(points int) string {
	switch {
	case points == 0:
		return "A"
	case points <= 6:
		return "B"
	case points <= 20:
		return "C"
	}
	return "D"
}

// inc counts to 255 and stays there (a count above 1 is what the checks
// look for).
func inc(n *uint8) {
	if *n < 255 {
		*n++
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
