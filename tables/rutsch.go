package tables

import (
	"fmt"

	"github.com/toutesrondes/toutesrondes/internal/rutsch"
)

// If this does not compile, the generated data use another layout than this
// code reads: run go generate ./... (and adapt this file to the new layout).
func _() {
	var x [1]struct{}
	_ = x[rutschLayout-1]
	_ = x[len(rutschAt)-(rutschMax-rutschMin+1)]
}

// RutschStaticMax is the largest Rutsch tournament served from the static
// tables; larger ones (up to MaxPlayers) are computed by the same builder.
const RutschStaticMax = rutschMax

// RutschTable is one table of a Rutsch round: who sits on its left and right
// seats. The colour belongs to the seat: LeftWhite is true for odd tables.
type RutschTable struct {
	Table       int
	Left, Right int
	LeftWhite   bool
}

// White is the player with white.
func (t RutschTable) White() int {
	if t.LeftWhite {
		return t.Left
	}
	return t.Right
}

// Black is the player with black.
func (t RutschTable) Black() int {
	if t.LeftWhite {
		return t.Right
	}
	return t.Left
}

// RutschRound is the seating plan of one round: the tables in order and, for
// an odd number of players, the exempt player (0 otherwise).
type RutschRound struct {
	Round  int
	Tables []RutschTable
	Bye    int
}

// RutschTournament is a round robin run by the Rutsch system of 003: after
// each round every player slides one seat (down the left seats, up the right
// seats; for an even number, player N keeps table 1 and changes side). Make
// one with Rutsch; the zero value is invalid.
type RutschTournament struct{ n int }

// Rutsch returns the Rutsch tournament for n players (2..MaxPlayers).
func Rutsch(n int) (RutschTournament, error) {
	if n < rutsch.MinPlayers || n > MaxPlayers {
		return RutschTournament{}, fmt.Errorf("tables: %d players: a Rutsch tournament needs %d to %d", n, rutsch.MinPlayers, MaxPlayers)
	}
	return RutschTournament{n: n}, nil
}

// Players is the number of players.
func (t RutschTournament) Players() int { return t.n }

// Rounds is the number of rounds: n for odd n (each player is exempt once),
// n-1 for even n.
func (t RutschTournament) Rounds() int { return rutsch.Rounds(t.n) }

// Round returns the seating plan of round r.
func (t RutschTournament) Round(r int) (RutschRound, error) {
	if t.n == 0 {
		return RutschRound{}, fmt.Errorf("tables: invalid RutschTournament (use Rutsch)")
	}
	if r < 1 || r > t.Rounds() {
		return RutschRound{}, fmt.Errorf("tables: round %d: the %d-player Rutsch tournament has rounds 1 to %d", r, t.n, t.Rounds())
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
		p := rutsch.Round(t.n, r)
		left, right, bye = p.Left, p.Right, p.Bye
	}
	out := RutschRound{Round: r, Bye: bye, Tables: make([]RutschTable, k)}
	for i := range k {
		out.Tables[i] = RutschTable{Table: i + 1, Left: left[i], Right: right[i], LeftWhite: rutsch.WhiteLeft(i + 1)}
	}
	return out, nil
}
