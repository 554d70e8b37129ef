// Package rutsch builds the Rutsch seating of "Les tournois toutes rondes"
// (003, "LE SYSTEME RUTSCH"): the players sit at a row of tables, each table
// with a left and a right seat, and after every round each player slides one
// place around the row. The colour belongs to the seat.
//
//	odd N = 2k+1 (7: A…G)             even N = 2k (8)
//	  ↓  L1  R1   ↑                      ↓  L1  R1   ← the pivot N keeps table 1
//	  ↓  L2  R2   ↑                      ↓  L2  R2   ↑   and changes side
//	  ↓  L3  R3   ↑                      ↓  L3  R3   ↑
//	     bye  →                          ↓  L4  R4   ↑
//	                                         →
//
// The players slide down the left seats, along the bottom, up the right
// seats and across the top (the arrows of 003). For odd N the ring has N
// places: the seat "bye" at the bottom is the exempt player's. For even N the
// pivot N stays at table 1, right in odd rounds and left in even rounds, and
// the other N-1 players use a ring of N-1 places: the seat of table 1 the
// pivot leaves free, the left seats of tables 2..k, the right seats of tables
// k..2.
//
// Numbering: in round 1, player 1 sits on the first place of the ring (the
// bye seat for odd N, table 1 left for even N) and the others follow in the
// direction of the slide, as in 003's examples (A exempt in round 1 of the
// 7-player example; 1 2 3 4 down the left seats of the 8-player one).
//
// Colours (see internal/spec/rutsch.spec): the left seat of an odd table and
// the right seat of an even table have white, the places of E, C and G in
// round 1 of 003's 7-player example.
//
// The package imports only the standard library and internal/berger:
// the generator builds the static tables with it and package tables uses it
// beyond the static range.
package rutsch

import (
	"errors"
	"strconv"

	"github.com/toutesrondes/toutesrondes/internal/berger"
)

// MinPlayers is the smallest Rutsch tournament.
const MinPlayers = 2

// Plan is the seating of one round: Left[t-1] and Right[t-1] sit at table t;
// Bye is the exempt player (0 for an even number of players).
type Plan struct {
	Left, Right []int
	Bye         int
}

// Rounds is the number of rounds for n players: n for odd n (everybody is
// exempt once), n-1 for even n.
func Rounds(n int) int { return n - 1 + n%2 }

// WhiteLeft reports whether the left seat of table t has white: the seats
// alternate colours along the row, as the Rutsch-Berger boards do.
func WhiteLeft(t int) bool { return berger.SeatWhite(t, true) }

// mod maps x into 0..n-1.
func mod(x, n int) int { return ((x % n) + n) % n }

// Round returns the seating of round r (1..Rounds(n)) for n >= 2 players.
// The caller checks the range.
func Round(n, r int) Plan {
	k := n / 2
	p := Plan{Left: make([]int, k), Right: make([]int, k)}
	if n%2 == 1 {
		// Ring: bye, R_k … R_1, L_1 … L_k. Player at place s in round r is
		// the one who sat r-1 places behind in round 1.
		at := func(s int) int { return mod(s-(r-1), n) + 1 }
		p.Bye = at(0)
		for t := 1; t <= k; t++ {
			p.Right[t-1] = at(k - t + 1)
			p.Left[t-1] = at(k + t)
		}
		return p
	}
	// Ring of n-1 places: table 1's free seat, L_2 … L_k, R_k … R_2.
	at := func(s int) int { return mod(s-(r-1), n-1) + 1 }
	if r%2 == 1 {
		p.Left[0], p.Right[0] = at(0), n
	} else {
		p.Left[0], p.Right[0] = n, at(0)
	}
	for t := 2; t <= k; t++ {
		p.Left[t-1] = at(t - 1)
		p.Right[t-1] = at(2*k - t)
	}
	return p
}

// Games returns the games of a plan in table order, the player on the white
// seat first.
func (p Plan) Games() []berger.Game {
	g := make([]berger.Game, len(p.Left))
	for i := range p.Left {
		if WhiteLeft(i + 1) {
			g[i] = berger.Game{White: p.Left[i], Black: p.Right[i]}
		} else {
			g[i] = berger.Game{White: p.Right[i], Black: p.Left[i]}
		}
	}
	return g
}

// Plans returns the seating of every round.
func Plans(n int) []Plan {
	out := make([]Plan, Rounds(n))
	for r := range out {
		out[r] = Round(n, r+1)
	}
	return out
}

// games returns every round's games; for odd n the exempt player is paired
// with n+1 on an extra last board, so that the rounds can be checked as a
// round robin of n+1.
func games(n int, plans []Plan) [][]berger.Game {
	out := make([][]berger.Game, len(plans))
	for r, p := range plans {
		out[r] = p.Games()
		if p.Bye != 0 {
			out[r] = append(out[r], berger.Game{White: p.Bye, Black: n + 1})
		}
	}
	return out
}

// Verify checks the n-player tournament the package builds.
func Verify(n int) error {
	if n < MinPlayers {
		return errors.New("rutsch: " + itoa(n) + " players: want at least " + itoa(MinPlayers))
	}
	return Check("rutsch n="+itoa(n), n, Plans(n))
}

// Check checks seating plans of n players: as many rounds as a round robin
// needs, every round seats every player once (the exempt included), every
// pair meets exactly once, each player is exempt once for odd n, the pivot n
// keeps table 1 for even n, and the fixed seat colours give every player
// |W-B| <= 1 and no colour three times in a row. name starts the messages.
func Check(name string, n int, plans []Plan) error {
	var errs []error
	for i, p := range plans {
		r := i + 1
		if len(p.Left) != n/2 || len(p.Right) != n/2 {
			return errors.New(name + " round " + itoa(r) + ": " + itoa(len(p.Left)) + "+" + itoa(len(p.Right)) + " seats at the tables, want " + itoa(n/2) + "+" + itoa(n/2))
		}
		if (p.Bye != 0) != (n%2 == 1) {
			errs = append(errs, errors.New(name+" round "+itoa(r)+": exempt player "+itoa(p.Bye)+" with "+itoa(n)+" players"))
		}
		if n%2 == 0 && n >= 2 && p.Left[0] != n && p.Right[0] != n {
			errs = append(errs, errors.New(name+" round "+itoa(r)+": the pivot "+itoa(n)+" is not at table 1"))
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	rr := games(n, plans)
	m := berger.Even(n)
	// One game per player per round, each pair once; for odd n the bye is
	// player n+1, so each player is exempt exactly once.
	if err := berger.CheckMatchings(name, m, rr); err != nil {
		return err
	}
	bye := 0
	if n%2 == 1 {
		bye = n + 1
	}
	return berger.CheckColours(name, m, bye, rr, 1, 2)
}

// itoa is strconv.Itoa: the package builds its messages without fmt, which
// the tables packages would otherwise link.
func itoa(n int) string { return strconv.Itoa(n) }
