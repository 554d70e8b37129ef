// Package berger builds and checks Berger tables: the rotation of
// "Berger explained" (002), the closed formulas of the Livre de l'Arbitre
// (000/001) and of "Les tournois toutes rondes" (003), the Rutsch-Berger
// seating (003, rules R1–R7), and multi-cycle schedules.
//
// It imports only the standard library: the generator (gen/) uses it to build
// and verify the static tables, and package tables uses the same code as its
// run-time fallback beyond the static range, so there is one implementation of
// each algorithm.
//
// Conventions: m is always the even table size (N lifted to N+1 when N is
// odd, the player m then being the bye); rounds are 1..m-1, boards 1..m/2,
// players 1..m. Board 1 is the pivot's board.
package berger

import "strconv"

// Game is one board: the first-named player has white.
type Game struct{ White, Black int }

func (g Game) String() string { return itoa(g.White) + "-" + itoa(g.Black) }

// itoa is strconv.Itoa: the package builds its messages without fmt, which
// the tables packages would otherwise link.
func itoa(n int) string { return strconv.Itoa(n) }

// Has reports whether p plays in g.
func (g Game) Has(p int) bool { return g.White == p || g.Black == p }

// Other returns the opponent of p in g.
func (g Game) Other(p int) int {
	if g.White == p {
		return g.Black
	}
	return g.White
}

// Even returns the table size used for n players: n, or n+1 when n is odd.
func Even(n int) int { return n + n%2 }

// ValidSize reports whether m is a usable even table size.
func ValidSize(m int) bool { return m >= 2 && m%2 == 0 }

// FirstRound is round 1 of "Berger explained": on board b, player b has white
// against player m-b+1.
func FirstRound(m int) []Game {
	g := make([]Game, m/2)
	for b := 1; b <= m/2; b++ {
		g[b-1] = Game{b, m - b + 1}
	}
	return g
}

// RotationList is step 1 of the rotation: the players 1..m-1 of the previous
// round in board order, white before black (the pivot m left out). The list
// of the 10-player example after round 1 is 1 2 9 3 8 4 7 5 6.
func RotationList(prev []Game, m int) []int {
	return appendRotationList(make([]int, 0, m-1), prev, m)
}

// appendRotationList appends RotationList(prev, m) to l.
func appendRotationList(l []int, prev []Game, m int) []int {
	for _, g := range prev {
		for _, p := range [2]int{g.White, g.Black} {
			if p != m {
				l = append(l, p)
			}
		}
	}
	return l
}

// RotationStep builds the next round from the previous one (002, steps 1 and
// 2): the pivot m meets the last player of the list, with white when
// pivotWhite; then pairs are taken from the end of the list, the penultimate
// player with white.
func RotationStep(prev []Game, m int, pivotWhite bool) []Game {
	return appendRotationStep(make([]Game, 0, m/2), make([]int, 0, m-1), prev, m, pivotWhite)
}

// appendRotationStep appends RotationStep(prev, m, pivotWhite) to next,
// with l (its contents lost) as the room for the list.
func appendRotationStep(next []Game, l []int, prev []Game, m int, pivotWhite bool) []Game {
	l = appendRotationList(l[:0], prev, m)
	last := l[len(l)-1]
	l = l[:len(l)-1]
	if pivotWhite {
		next = append(next, Game{m, last})
	} else {
		next = append(next, Game{last, m})
	}
	for len(l) > 0 {
		next = append(next, Game{l[len(l)-2], l[len(l)-1]})
		l = l[:len(l)-2]
	}
	return next
}

// Rotation builds the whole single round robin for m players by the rotation
// algorithm of 002: rounds[r-1][b-1] is board b of round r.
func Rotation(m int) [][]Game { return RotationIn(m, nil) }

// RotationIn is Rotation with the games laid in *buf (grown when short; nil:
// an allocation of their own), valid until the caller uses *buf again: the
// generator checks the tables of 2 to 200 players one after the other.
func RotationIn(m int, buf *[]Game) [][]Game {
	// Every round in one array, the list in one buffer.
	k := m / 2
	var all []Game
	if buf == nil {
		all = make([]Game, 0, (m-1)*k)
	} else {
		if cap(*buf) < (m-1)*k {
			*buf = make([]Game, 0, max((m-1)*k, 2*cap(*buf)))
		}
		all = (*buf)[:0]
	}
	l := make([]int, 0, m-1)
	rounds := make([][]Game, 0, m-1)
	all = append(all, FirstRound(m)...)
	rounds = append(rounds, all[0:k:k])
	pivotWhite := true // round 2 is the pivot's first white
	for r := 2; r < m; r++ {
		at := len(all)
		all = appendRotationStep(all, l, rounds[len(rounds)-1], m, pivotWhite)
		pivotWhite = !pivotWhite
		rounds = append(rounds, all[at:len(all):len(all)])
	}
	return rounds
}

// mod1 maps x into 1..n.
func mod1(x, n int) int {
	x %= n
	if x <= 0 {
		x += n
	}
	return x
}

// PivotOpponent is the pivot formula of 000: in odd rounds A = (R+1)/2 and the
// pivot has black; in even rounds A = (R+N)/2 and the pivot has white.
func PivotOpponent(m, r int) (a int, pivotWhite bool) {
	if r%2 == 1 {
		return (r + 1) / 2, false
	}
	return (r + m) / 2, true
}

// Opponent is the general formula of 000: the opponent of b in round r is
// A = R-B+1 or A = R-B+N (whichever lies in 1..N-1); when A = B the opponent
// is the pivot; the pivot's opponent comes from PivotOpponent.
func Opponent(m, r, b int) int {
	if b == m {
		a, _ := PivotOpponent(m, r)
		return a
	}
	a := mod1(r-b+1, m-1)
	if a == b {
		return m
	}
	return a
}

// MeetingRound is the formula of 000/003: players a and b (neither the pivot)
// meet in round R = A+B-1 or R = A+B-N; a player meets the pivot in round
// R = 2A-1 or R = 2A-N. It takes 1 ≤ a, b ≤ m and needs no division.
func MeetingRound(m, a, b int) int {
	if b == m {
		b = a
	} else if a == m {
		a = b
	}
	r := a + b - 1
	if r > m-1 {
		r -= m - 1
	}
	return r
}

// White is the colour rule of 000: for two players of the same parity the
// lower number has black, of different parity the lower number has white;
// the pivot has black in odd rounds and white in even rounds. It returns the
// player with white when a and b meet.
func White(m, a, b int) int {
	if a == m || b == m {
		o := a + b - m
		if _, pw := PivotOpponent(m, MeetingRound(m, a, b)); pw {
			return m
		}
		return o
	}
	lo, hi := min(a, b), max(a, b)
	if lo%2 == hi%2 {
		return hi
	}
	return lo
}

// Board is the board of player a in round r (001's tables: the pivot on
// board 1, then the pivot's opponent c is the centre from which board b holds
// c+(b-1) with white against c-(b-1), counted around 1..m-1). It takes
// 1 ≤ r ≤ m-1 and 1 ≤ a ≤ m, and needs no division (one conditional add):
// package tables inlines it, the generator checks it against every static
// table (VerifySize).
func Board(m, r, a int) int {
	n := m - 1
	c, _ := PivotOpponent(m, r)
	d := a - c // the distance from the centre, 0..n-1 around the circle
	if d < 0 {
		d += n
	}
	b := min(d, n-d) + 1
	if a == m {
		b = 1
	}
	return b
}

// Seat is the opponent of player a in round r and whether a has black, by
// the formulas of 000 (A = R-B+1 around 1..m-1, the pivot rule) and 001's
// boards (white on the side c+(b-1)); like Board, without a division. It is
// what package tables answers beyond its static range.
func Seat(m, r, a int) (opponent int, black bool) {
	n := m - 1
	c, pivotWhite := PivotOpponent(m, r)
	switch a {
	case m:
		return c, !pivotWhite
	case c:
		return m, pivotWhite
	}
	o := 2*c - a // 2c = R+1 modulo n
	if o > n {
		o -= n
	} else if o < 1 {
		o += n
	}
	d := a - c
	if d < 0 {
		d += n
	}
	return o, d > n/2
}

// GameAt is the closed form of board b in round r, built from the formulas
// only (1 ≤ r ≤ m-1, 1 ≤ b ≤ m/2), without a division.
func GameAt(m, r, b int) Game {
	n := m - 1
	c, pw := PivotOpponent(m, r)
	if b == 1 {
		if pw {
			return Game{m, c}
		}
		return Game{c, m}
	}
	w, k := c+b-1, c-b+1
	if w > n {
		w -= n
	}
	if k < 1 {
		k += n
	}
	return Game{w, k}
}

// RoundAt is the closed form of a whole round.
func RoundAt(m, r int) []Game {
	g := make([]Game, m/2)
	for b := range g {
		g[b] = GameAt(m, r, b+1)
	}
	return g
}
