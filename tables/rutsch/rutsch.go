// Package rutsch serves the Rutsch seating plans of 003: a round robin in
// which players slide one seat after each round and the colour belongs to
// the seat. Sizes 2 to StaticMax come from static tables (data.go,
// generated); larger ones, up to MaxPlayers, are computed by the same seat
// rotation (internal/rutsch) the generator wrote them with.
package rutsch

import (
	"strconv"

	build "github.com/toutesrondes/toutesrondes/internal/rutsch"
	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

const (
	// StaticMax is the largest Rutsch tournament served from the static
	// tables; larger ones (up to MaxPlayers) are computed.
	StaticMax = rutschMax
	// MaxPlayers is the largest Rutsch tournament served.
	MaxPlayers = 100000
)

// layout is the version of the layout of data.go that this file reads;
// data.go's guard breaks the build when they differ.
const layout = 2

// Table is one table of a Rutsch round: who sits on its left and right
// seats. The colour belongs to the seat: LeftWhite is true for odd tables.
type Table struct {
	Table       int
	Left, Right int
	LeftWhite   bool
}

// White is the player with white.
func (t Table) White() int {
	if t.LeftWhite {
		return t.Left
	}
	return t.Right
}

// Black is the player with black.
func (t Table) Black() int {
	if t.LeftWhite {
		return t.Right
	}
	return t.Left
}

// String reads "2. 7 – 2": the table, white, black.
func (t Table) String() string {
	return strconv.Itoa(t.Table) + ". " + strconv.Itoa(t.White()) + " – " + strconv.Itoa(t.Black())
}

// Round is the seating plan of one round: the tables in order and, for
// an odd number of players, the exempt player (0 otherwise).
type Round struct {
	Round  int
	Tables []Table
	Bye    int
}

// Tournament is a round robin run by the Rutsch system of 003: after
// each round every player slides one seat (down the left seats, up the right
// seats; for an even number, player N keeps table 1 and changes side). Make
// one with New; the zero value is invalid.
type Tournament struct{ n int }

// New returns the Rutsch tournament for n players (2..MaxPlayers).
func New(n int) (Tournament, error) {
	if n < build.MinPlayers || n > MaxPlayers {
		return Tournament{}, fail.Range("players", n, build.MinPlayers, MaxPlayers, strconv.Itoa(n)+" players: a Rutsch tournament needs "+strconv.Itoa(build.MinPlayers)+" to "+strconv.Itoa(MaxPlayers))
	}
	return Tournament{n: n}, nil
}

// Players is the number of players.
func (t Tournament) Players() int { return t.n }

// Rounds is the number of rounds: n for odd n (each player is exempt once),
// n-1 for even n.
func (t Tournament) Rounds() int { return build.Rounds(t.n) }

// Round returns the seating plan of round r.
func (t Tournament) Round(r int) (Round, error) {
	if t.n == 0 {
		return Round{}, fail.New("invalid rutsch.Tournament (use rutsch.New)")
	}
	if r < 1 || r > t.Rounds() {
		return Round{}, fail.Range("round", r, 1, t.Rounds(), "round "+strconv.Itoa(r)+": the "+strconv.Itoa(t.n)+"-player Rutsch tournament has rounds 1 to "+strconv.Itoa(t.Rounds()))
	}
	k := t.n / 2
	var left, right []int
	bye := 0
	if t.n <= rutschMax {
		at := int(rutschAt[t.n-rutschMin]) + (r-1)*t.n
		row := rutschSeats[at : at+t.n]
		left, right = make([]int, k), make([]int, k)
		for i := range k {
			left[i], right[i] = int(row[i]), int(row[k+i])
		}
		if t.n%2 == 1 {
			bye = int(row[2*k])
		}
	} else {
		p := build.Round(t.n, r)
		left, right, bye = p.Left, p.Right, p.Bye
	}
	out := Round{Round: r, Bye: bye, Tables: make([]Table, k)}
	for i := range k {
		out.Tables[i] = Table{Table: i + 1, Left: left[i], Right: right[i], LeftWhite: build.WhiteLeft(i + 1)}
	}
	return out, nil
}
