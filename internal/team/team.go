// Package team applies Berger tables to team competitions, as "Les tournois
// toutes rondes" (003, "Application des tables de Berger aux compétitions
// par équipes") describes: the team named first (white) receives, the
// Berger round 1 is played at a central meeting on neutral ground, and the
// other rounds are renumbered.
//
// It proves, for a table of m teams (m even; an odd number plays the table
// of m+1, the team meeting m+1 being exempt), what the text claims:
//   - the numbers 1..k (k = m/2) receive once more than they travel, the
//     numbers k+1..m the other way round;
//   - with Berger round 1 at neutral ground every team receives as often as
//     it travels, and round 1 is the only round that does it;
//   - x and x+k have opposite colours in every round ("complementary"
//     numbers), and no other number does: a club with two complementary
//     teams has exactly one of them at home every round;
//   - two teams of one club made to meet in round 1 hold x and m+1-x, which
//     are complementary only for x = (k+1)/2 when k is odd;
//   - the two orders of rounds the text gives ("2-3-…-11-1", "11-10-…-2-1")
//     play every round once with round 1 last.
//
// The package imports only the standard library and internal/berger;
// package tables uses it at run time.
package team

import (
	"errors"
	"strconv"
	"sync"

	"github.com/toutesrondes/toutesrondes/internal/berger"
)

// Central says where the central round (the Berger round 1, on neutral
// ground) is played.
type Central int

const (
	NoCentral    Central = iota // every round home and away, in the Berger order
	CentralLast                 // the text's example: round 1 played last
	CentralFirst                // round 1 played first
)

func (c Central) String() string {
	switch c {
	case CentralLast:
		return "last"
	case CentralFirst:
		return "first"
	}
	return "none"
}

// BergerRound returns the Berger round played as round t (1..m-1) of a
// table of m teams. With the central round last, the other rounds are played
// in the normal order renamed ("2-3-4-…-11-1") or in reverse
// ("11-10-…-2-1"); with the central round first, 1 then 2…m-1 or m-1…2.
func BergerRound(m int, central Central, reverse bool, t int) int {
	n := m - 1
	switch {
	case central == CentralLast && t == n:
		return 1
	case central == CentralLast && reverse:
		return n + 1 - t // t = 1 -> m-1
	case central == CentralLast:
		return t + 1
	case central == CentralFirst && reverse && t > 1:
		return n + 2 - t // t = 2 -> m-1
	case central == NoCentral && reverse:
		return n + 1 - t
	}
	return t
}

// Order returns the Berger rounds in the order played.
func Order(m int, central Central, reverse bool) []int {
	out := make([]int, m-1)
	for t := range out {
		out[t] = BergerRound(m, central, reverse, t+1)
	}
	return out
}

// DoubleRound returns the Berger round played as round t (1..2(m-1)) of a
// home-and-away double round robin of m teams, and whether home and away
// are reversed (the second cycle). The first cycle plays the rounds in the
// normal order, or in the reverse one with reverse; the second cycle plays
// them in the same order, every match at the other team's ground. Two
// rounds next to the seam of the cycles are exchanged, as FIDE C.05 Annex 1
// advises for the colours of a double round robin: the last two of the
// first cycle in the normal order, the first two of the second cycle in
// the reverse one (the same schedule read backwards). There is no central
// round: every pair meets once at each ground. With the exchange no team
// plays three times at home, or three times away, in a row across the seam
// of the cycles (DoubleRuns measures it).
func DoubleRound(m int, reverse bool, t int) (r int, returned bool) {
	n := m - 1
	c, u := (t-1)/n, (t-1)%n+1
	switch {
	case n < 2:
	case !reverse && c == 0 && u >= n-1:
		u = 2*n - 1 - u // n-1 <-> n
	case reverse && c == 1 && u <= 2:
		u = 3 - u // 1 <-> 2
	}
	return BergerRound(m, NoCentral, reverse, u), c == 1
}

// DoubleRuns is the longest run of home matches and of away matches of any
// team in the double round robin of DoubleRound over the Berger table of m
// teams given by rounds (the first-named team receiving).
func DoubleRuns(m int, reverse bool, rounds [][]berger.Game) (home, away int) {
	h := NewHomeTable(m, rounds)
	for x := 1; x <= m; x++ {
		var rs runs
		for t := 1; t <= 2*(m-1); t++ {
			r, ret := DoubleRound(m, reverse, t)
			rs.add(h[r][x] != ret)
		}
		home, away = max(home, rs.home), max(away, rs.away)
	}
	return home, away
}

// runs keeps the longest runs of home games (true) and of away games
// (false) of a team's sequence.
type runs struct {
	last       bool
	run        int
	home, away int
}

func (rs *runs) add(home bool) {
	if rs.run > 0 && home == rs.last {
		rs.run++
	} else {
		rs.last, rs.run = home, 1
	}
	if home {
		rs.home = max(rs.home, rs.run)
	} else {
		rs.away = max(rs.away, rs.run)
	}
}

// Complement is the complementary number of x: x+k or x-k.
func Complement(m, x int) int {
	k := m / 2
	if x > k {
		return x - k
	}
	return x + k
}

// HomeTable says who receives: h[r][x] for Berger round r and team x.
type HomeTable [][]bool

// NewHomeTable reads a table of m teams: the team named first (white)
// receives. Players outside 1..m are ignored (the checks report them).
func NewHomeTable(m int, rounds [][]berger.Game) HomeTable {
	h := make(HomeTable, len(rounds)+1)
	for i, round := range rounds {
		h[i+1] = make([]bool, m+1)
		for _, g := range round {
			if g.White >= 1 && g.White <= m {
				h[i+1][g.White] = true
			}
		}
	}
	return h
}

// Counts is a team's home and away games, the central round counted as
// neutral when there is one.
type Counts struct{ Home, Away, Neutral int }

// Counts counts team x's home and away games with the given central round
// (0 for none).
func (h HomeTable) Counts(x, central int) Counts {
	var c Counts
	for r := 1; r < len(h); r++ {
		switch {
		case r == central:
			c.Neutral++
		case h[r][x]:
			c.Home++
		default:
			c.Away++
		}
	}
	return c
}

// Runs returns team x's longest run of home games and of away games when
// the rounds are played in the given order, the central round (0 for none)
// neither home nor away and breaking no run.
func (h HomeTable) Runs(x, central int, order []int) (home, away int) {
	var rs runs
	for _, r := range order {
		if r != central {
			rs.add(h[r][x])
		}
	}
	return rs.home, rs.away
}

// Report is what Verify measured for one size.
type Report struct {
	M int
	// ClubPair is the pair of round 1 that is complementary (0, 0 if none).
	ClubPair [2]int
	// BothHome is, over the other pairs of round 1, the fewest rounds in
	// which both receive (the "difficulté des numéros non complémentaires").
	BothHome int
	// Longest home or away run of any team, by order: central last normal,
	// last reverse, first normal, first reverse, none.
	Runs [5]int
}

// Verify proves the claims of 003 for the Berger table of m teams (m even,
// >= 2), built by the rotation of 002.
func Verify(m int) (Report, error) {
	if !berger.ValidSize(m) {
		return Report{M: m}, errors.New("team: " + itoa(m) + " is not an even number of teams of at least 2")
	}
	buf := rotations.Get().(*[]berger.Game)
	defer rotations.Put(buf)
	return Check("team m="+itoa(m), m, berger.RotationIn(m, buf))
}

// rotations lends Verify the room for a table (Check keeps nothing of it):
// teamdoc verifies the tables of 2 to 200 teams one after the other.
var rotations = sync.Pool{New: func() any { return new([]berger.Game) }}

// Check proves the claims of 003 on a table of m teams (each round a list of
// games, the first-named team receiving); name starts the messages.
func Check(name string, m int, rounds [][]berger.Game) (Report, error) {
	rep := Report{M: m, BothHome: -1}
	k := m / 2
	var errs []error
	bad := func(msg string) {
		if len(errs) < 20 {
			errs = append(errs, errors.New(name+": "+msg))
		}
	}
	if err := berger.CheckMatchings(name, m, rounds); err != nil {
		return rep, err
	}
	home := NewHomeTable(m, rounds)
	// 1..k receive once more than they travel.
	homes := make([]int, m+1)
	for x := 1; x <= m; x++ {
		c := home.Counts(x, 0)
		homes[x] = c.Home
		want := Counts{Home: k, Away: k - 1}
		if x > k {
			want = Counts{Home: k - 1, Away: k}
		}
		if c != want {
			bad("team " + itoa(x) + " receives " + itoa(c.Home) + " times and travels " + itoa(c.Away) + " times, want " + itoa(want.Home) + " and " + itoa(want.Away))
		}
	}
	// A central round evens everyone out exactly when it is round 1.
	for c := 1; c < m; c++ {
		even := true
		for x := 1; x <= m; x++ {
			h := homes[x]
			if home[c][x] {
				h--
			}
			even = even && h == m-2-h
		}
		if even != (c == 1) {
			bad("central round " + itoa(c) + ": every team even: " + strconv.FormatBool(even))
		}
	}
	// Complementary numbers: opposite colours every round, and nobody else.
	// Teams are grouped by their home pattern over the rounds; the teams
	// opposite x everywhere are those with the inverse pattern.
	pattern := func(x int, invert bool) string {
		b := make([]byte, m-1)
		for r := 1; r < m; r++ {
			b[r-1] = '0'
			if home[r][x] != invert {
				b[r-1] = '1'
			}
		}
		return string(b)
	}
	byPattern := map[string][]int{}
	for x := 1; x <= m; x++ {
		p := pattern(x, false)
		byPattern[p] = append(byPattern[p], x)
	}
	for x := 1; x <= m; x++ {
		opp := byPattern[pattern(x, true)]
		if len(opp) != 1 || opp[0] != Complement(m, x) {
			bad(itoa(x) + " has opposite colours in every round to " + ints(opp) + ", want only its complement " + itoa(Complement(m, x)))
		}
	}
	// Two teams of one club meeting in round 1: x and m+1-x.
	for _, g := range rounds[0] {
		x, y := min(g.White, g.Black), max(g.White, g.Black)
		if y != m+1-x {
			bad("round 1: " + g.String() + ", want x against " + itoa(m+1) + "-x")
		}
		if Complement(m, x) == y {
			if rep.ClubPair != [2]int{} {
				bad("two complementary pairs in round 1")
			}
			rep.ClubPair = [2]int{x, y}
			continue
		}
		both := 0
		for r := 2; r < m; r++ {
			if home[r][x] && home[r][y] {
				both++
			}
		}
		if rep.BothHome < 0 || both < rep.BothHome {
			rep.BothHome = both
		}
	}
	if (rep.ClubPair != [2]int{}) != (k%2 == 1) || (k%2 == 1 && rep.ClubPair[0] != (k+1)/2) {
		bad("complementary pair of round 1: " + ints(rep.ClubPair[:]) + ", want {" + itoa((k+1)/2) + " " + itoa((3*k+1)/2) + "} exactly when k is odd")
	}
	// Orders: each a permutation of the rounds, the central round where
	// announced.
	for i, o := range []struct {
		c       Central
		reverse bool
	}{{CentralLast, false}, {CentralLast, true}, {CentralFirst, false}, {CentralFirst, true}, {NoCentral, false}} {
		order := Order(m, o.c, o.reverse)
		seen := make([]bool, m)
		for _, r := range order {
			if r < 1 || r >= m || seen[r] {
				bad("order " + o.c.String() + "/" + strconv.FormatBool(o.reverse) + ": " + ints(order) + " is not an order of the rounds")
				break
			}
			seen[r] = true
		}
		if (o.c == CentralLast && order[m-2] != 1) || (o.c == CentralFirst && order[0] != 1) {
			bad("order " + o.c.String() + "/" + strconv.FormatBool(o.reverse) + ": " + ints(order) + " puts round 1 elsewhere")
		}
		central := 1
		if o.c == NoCentral {
			central = 0
		}
		for x := 1; x <= m; x++ {
			h, a := home.Runs(x, central, order)
			rep.Runs[i] = max(rep.Runs[i], h, a)
		}
	}
	return rep, errors.Join(errs...)
}

// itoa is strconv.Itoa: the package builds its messages without fmt, which
// the tables packages would otherwise link.
func itoa(n int) string { return strconv.Itoa(n) }

// ints writes ns as fmt's %v does: "[1 2 3]".
func ints(ns []int) string {
	out := "["
	for i, n := range ns {
		if i > 0 {
			out += " "
		}
		out += itoa(n)
	}
	return out + "]"
}
