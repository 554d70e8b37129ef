// Package scheveningen builds and checks Scheveningen tables: two teams A and
// B of m players, m rounds, every player of A meets every player of B once
// (000/001, "TABLES POUR LE SYSTEME DE SCHEVENINGE").
//
// The tables built here keep stricter rules than the printed ones need:
//   - team A has white on m/2 boards every round (m even), alternately on
//     ⌈m/2⌉ and ⌊m/2⌋ boards (m odd, ⌈m/2⌉ in round 1);
//   - every player ends with |W-B| <= 1;
//   - nobody has one colour three times in a row.
//
// For m = 2 the first two rules exclude each other (Search proves it by
// trying every table); Build(2) keeps the players' balance and gives team A
// white on both boards of round 1 and black on both of round 2.
//
// Construction, 0-based: A_i meets B_(i+r mod m) in round r and has white
// when (-1)^r · g((i + ⌈r/2⌉) mod m) is +1, for a sequence g of ±1:
//
//	m odd:   g(k) = +1 for k <= (m-1)/2
//	m = 4h:  g(k) = +1 for (k mod 2h) < h
//
// Along the rounds, every A player and every B player meets each value of g
// twice running, so the colours alternate but for one repeat where g
// changes: never three alike; the two rounds of a pair cancel, leaving one
// round (±1) for odd m, and for m = 4h the period of g cancels it. Each
// column sums g, hence the team counts.
//
// m = 4h+2 >= 6 comes from the odd table of n = m-1 with g = +1 (q times),
// -1 (q/2 times), +1, -1 (q/2 times), q = (n-1)/2 (see evenTwoMod4). The
// cells (i, σ(i)), σ(i) = -2(i+1) mod n, form a transversal on which team
// A is black in even rounds and white in odd ones; the new players A_n and
// B_n take them over (A_i meets B_n and A_n meets A_i's opponent, colours
// kept), which makes every round m/2 whites, and a new first round pairs
// each A_i with the opponent it gave up and A_n with B_n, with the colours
// that even everyone out. The B players are then renamed so that round 1
// reads A_i-B_i. Verify checks every size; the choice of g and σ was found
// by search and hold for every size the tests check (up to 200).
//
// The package imports only the standard library.
package scheveningen

import (
	"errors"
	"fmt"
	"strconv"
)

// Game is one board: A's player A meets B's player B; AWhite says who has
// white. Players are numbered from 1.
type Game struct {
	A, B   int
	AWhite bool
}

// String writes the game as the documents do, white first: "A1-B3".
func (g Game) String() string {
	a, b := "A"+strconv.Itoa(g.A), "B"+strconv.Itoa(g.B)
	if g.AWhite {
		return a + "-" + b
	}
	return b + "-" + a
}

// Table is a Scheveningen table: Rounds[r-1][b-1] is board b of round r. In
// the tables built here board b is A_b's, as on the printed tables.
type Table struct {
	M      int
	Rounds [][]Game
}

// Build returns the table for teams of m >= 1 players.
func Build(m int) (Table, error) {
	if m < 1 {
		return Table{}, fmt.Errorf("scheveningen: teams of %d: want at least 1 player", m)
	}
	t := Table{M: m, Rounds: make([][]Game, m)}
	switch {
	case m == 2:
		// A1 and B1 each need one white; so A2 has in round 1 the colour A1
		// has, and team A has both whites of one round.
		t.Rounds[0] = []Game{{1, 1, true}, {2, 2, true}}
		t.Rounds[1] = []Game{{1, 2, false}, {2, 1, false}}
	case m%2 == 1 || m%4 == 0:
		g := make([]bool, m) // true: +1
		for k := range g {
			if m%2 == 1 {
				g[k] = k <= (m-1)/2
			} else {
				g[k] = k%(m/2) < m/4
			}
		}
		for r := range t.Rounds {
			t.Rounds[r] = make([]Game, m)
			for i := range m {
				t.Rounds[r][i] = Game{A: i + 1, B: (i+r)%m + 1, AWhite: baseWhite(g, i, r)}
			}
		}
	default:
		evenTwoMod4(&t)
	}
	return t, nil
}

// baseWhite is the colour of A_i in round r (0-based) of the odd and 4h
// tables: (-1)^r · g(i + ⌈r/2⌉).
func baseWhite(g []bool, i, r int) bool {
	v := g[(i+(r+1)/2)%len(g)]
	if r%2 == 1 {
		v = !v
	}
	return v
}

// evenTwoMod4 builds m = 4h+2 >= 6 from the odd table of n = m-1.
func evenTwoMod4(t *Table) {
	m := t.M
	n := m - 1
	q := (n - 1) / 2 // even, as n = 4h+1
	// g: q times +1, q/2 times -1, +1, q/2 times -1: (n+1)/2 values +1.
	g := make([]bool, n)
	for k := range g {
		g[k] = k < q || k == q+q/2
	}
	mod := func(x int) int { return ((x % n) + n) % n }
	// Rounds 2..m: the odd table, its transversal taken over by A_n, B_n
	// (0-based index n).
	for r := range n {
		round := make([]Game, m)
		for i := range n {
			round[i] = Game{A: i, B: mod(i + r), AWhite: baseWhite(g, i, r)}
		}
		for i := range n {
			if mod(-2*(i+1)) == r { // cell (i, σ(i))
				j := round[i].B
				round[n] = Game{A: n, B: j, AWhite: round[i].AWhite}
				round[i].B = n
			}
		}
		t.Rounds[r+1] = round
	}
	// Round 1: A_i meets the B it gave up, B_(-i-2); A_i's colour is the
	// one it lacks (-g(i)); A_n has white against B_n.
	first := make([]Game, m)
	for i := range n {
		first[i] = Game{A: i, B: mod(-i - 2), AWhite: !g[i]}
	}
	first[n] = Game{A: n, B: n, AWhite: true}
	t.Rounds[0] = first
	// Rename the B players so that round 1 reads A_i-B_i, and count from 1.
	name := make([]int, m)
	for i, gm := range first {
		name[gm.B] = i + 1
	}
	for _, round := range t.Rounds {
		for b := range round {
			round[b].A++
			round[b].B = name[round[b].B]
		}
	}
}

// DoubleStart is the round of the first cycle that opens the second cycle of
// a double Scheveningen (colours reversed): m-1, so that nobody has one colour
// three times in a row across the seam (the plain order, round 1 first,
// fails for every m >= 3), and no pair meets in two consecutive rounds (m-1
// is two rounds away from its repeat). For m <= 2 it is round 1. The printed
// tables served for 4, 6 and 8 keep the rules with it too (Check; for 6 no
// other round would).
func DoubleStart(m int) int { return max(1, m-1) }

// Double returns the double Scheveningen: the rounds of t, then the rounds
// DoubleStart … m, 1 … DoubleStart-1 of t with colours reversed.
func Double(t Table) Table {
	d := Table{M: t.M, Rounds: append([][]Game(nil), t.Rounds...)}
	s := DoubleStart(t.M)
	for k := range t.M {
		src := t.Rounds[(s-1+k)%t.M]
		round := make([]Game, len(src))
		for b, g := range src {
			round[b] = Game{A: g.A, B: g.B, AWhite: !g.AWhite}
		}
		d.Rounds = append(d.Rounds, round)
	}
	return d
}

// CheckPairings checks that every round seats each player of A and of B once
// and that, over cycles copies of m rounds, each A_i meets each B_j cycles
// times (once per cycle, with opposite colours in the two cycles of a
// double).
func CheckPairings(name string, t Table, cycles int) error {
	m := t.M
	var errs []error
	if len(t.Rounds) != cycles*m {
		errs = append(errs, fmt.Errorf("%s: %d rounds, want %d", name, len(t.Rounds), cycles*m))
	}
	met := make([][]int, m+1) // met[a][b]: rounds in which A_a met B_b
	whites := make([][]int, m+1)
	for a := range met {
		met[a] = make([]int, m+1)
		whites[a] = make([]int, m+1)
	}
	for ri, round := range t.Rounds {
		r := ri + 1
		if len(round) != m {
			errs = append(errs, fmt.Errorf("%s round %d: %d boards, want %d", name, r, len(round), m))
		}
		seenA, seenB := make([]int, m+1), make([]int, m+1)
		for bi, g := range round {
			b := bi + 1
			if g.A < 1 || g.A > m || g.B < 1 || g.B > m {
				errs = append(errs, fmt.Errorf("%s round %d board %d: %s: a player outside 1..%d", name, r, b, g, m))
				continue
			}
			if seenA[g.A] != 0 {
				errs = append(errs, fmt.Errorf("%s round %d: A%d plays twice (boards %d and %d)", name, r, g.A, seenA[g.A], b))
			}
			if seenB[g.B] != 0 {
				errs = append(errs, fmt.Errorf("%s round %d: B%d plays twice (boards %d and %d)", name, r, g.B, seenB[g.B], b))
			}
			seenA[g.A], seenB[g.B] = b, b
			met[g.A][g.B]++
			if g.AWhite {
				whites[g.A][g.B]++
			}
			if met[g.A][g.B] > cycles {
				errs = append(errs, fmt.Errorf("%s round %d board %d: A%d and B%d meet again", name, r, b, g.A, g.B))
			}
		}
		for p := 1; p <= m; p++ {
			if seenA[p] == 0 {
				errs = append(errs, fmt.Errorf("%s round %d: A%d does not play", name, r, p))
			}
			if seenB[p] == 0 {
				errs = append(errs, fmt.Errorf("%s round %d: B%d does not play", name, r, p))
			}
		}
	}
	for a := 1; a <= m; a++ {
		for b := 1; b <= m; b++ {
			if met[a][b] < cycles {
				errs = append(errs, fmt.Errorf("%s: A%d and B%d meet %d times, want %d", name, a, b, met[a][b], cycles))
			}
			if cycles == 2 && met[a][b] == 2 && whites[a][b] != 1 {
				errs = append(errs, fmt.Errorf("%s: A%d and B%d have the same colours in both meetings", name, a, b))
			}
		}
	}
	return errors.Join(errs...)
}

// Colours is the colour report of a table.
type Colours struct {
	TeamWhites []int           // team A's whites, by round
	Players    []PlayerColours // A1..Am, then B1..Bm
}

// PlayerColours is one player's colours over the table.
type PlayerColours struct {
	Name         string // "A3"
	White, Black int
	Run          int    // the longest run of one colour
	RunEnd       int    // the round where that run ends
	Seq          string // "WBWWB…"
}

// ColourReport computes the colours of a table (pairings assumed valid).
func ColourReport(t Table) Colours {
	m := t.M
	c := Colours{TeamWhites: make([]int, len(t.Rounds))}
	seq := make([][]byte, 2*m) // A_i at i-1, B_j at m+j-1
	for r, round := range t.Rounds {
		for _, g := range round {
			if g.A < 1 || g.A > m || g.B < 1 || g.B > m {
				continue
			}
			a, b := byte('B'), byte('W')
			if g.AWhite {
				a, b = 'W', 'B'
				c.TeamWhites[r]++
			}
			seq[g.A-1] = append(seq[g.A-1], a)
			seq[m+g.B-1] = append(seq[m+g.B-1], b)
		}
	}
	for i, s := range seq {
		pc := PlayerColours{Name: "A" + strconv.Itoa(i+1), Seq: string(s)}
		if i >= m {
			pc.Name = "B" + strconv.Itoa(i-m+1)
		}
		run := 0
		for k, x := range s {
			if x == 'W' {
				pc.White++
			} else {
				pc.Black++
			}
			if k > 0 && s[k-1] == x {
				run++
			} else {
				run = 1
			}
			if run > pc.Run {
				pc.Run, pc.RunEnd = run, k+1
			}
		}
		c.Players = append(c.Players, pc)
	}
	return c
}

// Rules are the colour rules a table is held to.
type Rules struct {
	// TeamPerRound: team A's whites in round r (1-based) must be
	// Whites(m, r); otherwise only the whole match is held to m²/2 (rounded
	// up).
	TeamPerRound bool
	// Loose accepts ⌊m/2⌋ or ⌈m/2⌉ team whites in any round (the balance the
	// printed tables keep) instead of Whites(m, r).
	Loose   bool
	Balance int // the largest |W-B| allowed to a player
	MaxRun  int // the longest run of one colour allowed (0: no limit)
}

// Strict are the rules of the tables built here; Relaxed those of a size
// whose per-round team rule cannot hold; Printed the balance the printed
// tables keep (the 4-, 5- and 6-player tables of 000/001).
var (
	Strict  = Rules{TeamPerRound: true, Balance: 1, MaxRun: 2}
	Relaxed = Rules{TeamPerRound: false, Balance: 1, MaxRun: 2}
	Printed = Rules{TeamPerRound: true, Loose: true, Balance: 1}
)

// Whites is team A's number of whites in round r of a strict table: m/2, or
// for odd m ⌈m/2⌉ in odd rounds and ⌊m/2⌋ in even ones.
func Whites(m, r int) int {
	if m%2 == 1 && r%2 == 1 {
		return m/2 + 1
	}
	return m / 2
}

// TeamWhitesError is a round in which team A has white on another number
// of boards than the rules want.
type TeamWhitesError struct {
	Table               string
	Round, Whites, Want int
}

func (e *TeamWhitesError) Error() string {
	return fmt.Sprintf("%s round %d: team A has white on %d boards, want %d", e.Table, e.Round, e.Whites, e.Want)
}

// CheckColours holds the colours of t to the rules.
func CheckColours(name string, t Table, rules Rules) error {
	m := t.M
	c := ColourReport(t)
	var errs []error
	total := 0
	for i, w := range c.TeamWhites {
		r := i + 1
		total += w
		want := Whites(m, r)
		switch {
		case !rules.TeamPerRound:
		case rules.Loose && (w < m/2 || w > (m+1)/2):
			errs = append(errs, &TeamWhitesError{name, r, w, m / 2})
		case !rules.Loose && w != want:
			errs = append(errs, &TeamWhitesError{name, r, w, want})
		}
	}
	if !rules.TeamPerRound {
		games := m * len(t.Rounds)
		if total < games/2 || total > (games+1)/2 {
			errs = append(errs, fmt.Errorf("%s: team A has white in %d of %d games", name, total, games))
		}
	}
	for _, p := range c.Players {
		if d := p.White - p.Black; d > rules.Balance || -d > rules.Balance {
			errs = append(errs, fmt.Errorf("%s: %s has white %d and black %d times", name, p.Name, p.White, p.Black))
		}
		if rules.MaxRun > 0 && p.Run > rules.MaxRun {
			errs = append(errs, fmt.Errorf("%s: %s has the same colour %d times in a row (rounds %d-%d)", name, p.Name, p.Run, p.RunEnd-p.Run+1, p.RunEnd))
		}
	}
	return errors.Join(errs...)
}

// RulesFor are the rules a table for teams of m is held to: Strict, or
// Relaxed for a size declared relaxed.
func RulesFor(relaxed bool) Rules {
	if relaxed {
		return Relaxed
	}
	return Strict
}

// Check holds a table to rules, single and double: pairings, colours, board
// b being A_b's (the layout of tables/ and of the printed tables), and the
// double match of Double (CheckDouble). The printed tables served in place
// of computed ones pass the same check.
func Check(name string, t Table, rules Rules) error {
	if err := CheckPairings(name, t, 1); err != nil {
		return err
	}
	var errs []error
	if err := CheckColours(name, t, rules); err != nil {
		errs = append(errs, err)
	}
	for r, round := range t.Rounds {
		for b, g := range round {
			if g.A != b+1 {
				errs = append(errs, fmt.Errorf("%s round %d board %d: %s is not A%d's board", name, r+1, b+1, g, b+1))
			}
		}
	}
	if err := CheckDouble(name+" double", Double(t), rules); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// CheckDouble holds a double match d (2m rounds) to rules: each pair meets
// twice with opposite colours, every player ends even, nobody has one colour
// more than rules.MaxRun times in a row across the seam either, and no pair
// meets in two consecutive rounds (unavoidable for m = 1 only). The team
// rule per round loosens to ⌊m/2⌋..⌈m/2⌉: for odd m the reversed cycle
// repeats ⌈m/2⌉ across the seam and ⌊m/2⌋ where it wraps.
func CheckDouble(name string, d Table, rules Rules) error {
	if err := CheckPairings(name, d, 2); err != nil {
		return err
	}
	var errs []error
	drules := rules
	drules.Balance = 0
	drules.Loose = true
	if err := CheckColours(name, d, drules); err != nil {
		errs = append(errs, err)
	}
	if d.M >= 2 {
		for r := 1; r < len(d.Rounds); r++ {
			for b, g := range d.Rounds[r] {
				if p := d.Rounds[r-1][b]; p.A == g.A && p.B == g.B {
					errs = append(errs, fmt.Errorf("%s rounds %d and %d board %d: A%d meets B%d twice running", name, r, r+1, b+1, g.A, g.B))
				}
			}
		}
	}
	return errors.Join(errs...)
}

// Verify builds and checks the table for m, strict or relaxed, and its
// double; the built tables also read A_i-B_i in round 1.
func Verify(m int, relaxed bool) error {
	t, err := Build(m)
	if err != nil {
		return err
	}
	name := fmt.Sprintf("scheveningen m=%d", m)
	if err := CheckPairings(name, t, 1); err != nil {
		return err
	}
	var errs []error
	for b, g := range t.Rounds[0] {
		if g.A != b+1 || g.B != b+1 {
			errs = append(errs, fmt.Errorf("%s round 1 board %d: %s, want A%d against B%d", name, b+1, g, b+1, b+1))
		}
	}
	if err := Check(name, t, RulesFor(relaxed)); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}
