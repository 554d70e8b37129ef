// Package scheveningen serves the Scheveningen tables: a match between two
// teams A and B in which every player of A meets every player of B. Make a
// Match with New; its rounds come from static tables (data.go, generated).
package scheveningen

import (
	"strconv"
	"strings"

	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

const (
	// MinSize and MaxSize bound the team sizes served.
	MinSize = schevMinSize
	MaxSize = schevMaxSize
)

// layout is the version of the layout of data.go that this file reads;
// data.go's guard breaks the build when they differ.
const layout = 4

// Player is a player of a two-team match: team 'A' or 'B' and the
// player's number in the team (1 is the first board).
type Player struct {
	Team   byte
	Number int
}

func (p Player) String() string { return string(p.Team) + strconv.Itoa(p.Number) }

// Game is one board of a Scheveningen round; White has white.
// Board b is the board of A's player b, as on the printed tables.
type Game struct {
	Board        int
	White, Black Player
}

func (g Game) String() string { return g.White.String() + "-" + g.Black.String() }

// Match is a Scheveningen match between two teams of m players:
// every player of A meets every player of B, once (twice in a double match,
// with colours reversed). Make one with New; the zero value is invalid.
//
// In every round team A has white on m/2 boards (for odd m, ⌈m/2⌉ in odd
// rounds and ⌊m/2⌋ in even ones), every player ends with at most one white
// more or less than blacks, and nobody has one colour three times in a row,
// across the two cycles of a double match too. For m = 2 the first rule
// cannot hold with the second (the generator proves it): team A has both
// whites of round 1 and both blacks of round 2.
//
// Where 000/001 print a table that keeps these rules once their errata are
// applied (teams of 4, 6 and 8), the match is that table, so that it reads
// as the arbiter's book; otherwise it is computed (see Origin).
type Match struct {
	m      int
	double bool
}

// New returns the match for teams of m players, single or double.
func New(m int, double bool) (Match, error) {
	if m < MinSize || m > MaxSize {
		return Match{}, fail.Range("team size", m, MinSize, MaxSize, "teams of "+strconv.Itoa(m)+": the Scheveningen tables serve teams of "+strconv.Itoa(MinSize)+" to "+strconv.Itoa(MaxSize)+" players")
	}
	return Match{m: m, double: double}, nil
}

// Size is the number of players of each team.
func (s Match) Size() int { return s.m }

// Double reports whether the match has two cycles.
func (s Match) Double() bool { return s.double }

// Rounds is the number of rounds: m, or 2m for a double match.
func (s Match) Rounds() int {
	if s.double {
		return 2 * s.m
	}
	return s.m
}

// Relaxed reports whether the size keeps team A's whites balanced over the
// match only, not in every round (m = 2).
func (s Match) Relaxed() bool {
	return s.m >= MinSize && schevRelaxed[s.m-schevMinSize]
}

// Origin says where the table comes from: "printed in 000/001" (followed by
// ", N errata applied" when the printed table needs errata, listed by
// pairings errata), or "computed", followed, when the documents print a
// table of that size that breaks the rules, by the first rule it breaks.
func (s Match) Origin() string {
	if s.m == 0 {
		return ""
	}
	return schevOrigin[s.m-schevMinSize]
}

// schevSource is where a table comes from, in data (see data.go).
type schevSource struct {
	printed               bool
	docs                  string
	errata                int8
	round, whites, wanted uint8
}

// Provenance is where a table comes from, in data (Origin says it in
// English): a program words it in its own language from these fields.
type Provenance struct {
	Printed   bool     // the documents' table (else computed by the program)
	Documents []string // the documents that print it, or print the table turned down: "000", "001"
	Errata    int      // printed: the errata that mend it (-1: the documents need different numbers)
	// Computed because the printed table gives team A white on Whites
	// boards in round Round, not Want (0 when it was not turned down for that).
	Round, Whites, Want int
}

// Provenance is Origin in data.
func (s Match) Provenance() Provenance {
	if s.m == 0 {
		return Provenance{}
	}
	p := schevProv[s.m-schevMinSize]
	return Provenance{Printed: p.printed, Documents: strings.Fields(p.docs), Errata: int(p.errata),
		Round: int(p.round), Whites: int(p.whites), Want: int(p.wanted)}
}

// SecondCycle returns the round of the first cycle that opens the second
// cycle of a double match; the second cycle plays it and the rounds after
// it, then the rounds before it, colours reversed. It is 0 for a single
// match.
func (s Match) SecondCycle() int {
	if !s.double || s.m == 0 {
		return 0
	}
	return int(schevDoubleStart[s.m-schevMinSize])
}

// Round returns the games of round r (1..Rounds()) in board order.
func (s Match) Round(r int) ([]Game, error) {
	if s.m == 0 {
		return nil, fail.New("invalid scheveningen.Match (use scheveningen.New)")
	}
	if r < 1 || r > s.Rounds() {
		return nil, fail.Range("round", r, 1, s.Rounds(), "round "+strconv.Itoa(r)+": the match of teams of "+strconv.Itoa(s.m)+" has rounds 1 to "+strconv.Itoa(s.Rounds()))
	}
	reversed := false
	if r > s.m { // second cycle
		r = (s.SecondCycle()-1+r-s.m-1)%s.m + 1
		reversed = true
	}
	at := int(schevAt[s.m-schevMinSize]) + (r-1)*s.m
	out := make([]Game, s.m)
	for b := range out {
		v := schevGames[at+b]
		a, o := Player{'A', b + 1}, Player{'B', int(v >> 1)}
		if (v&1 == 1) == reversed {
			a, o = o, a
		}
		out[b] = Game{Board: b + 1, White: a, Black: o}
	}
	return out, nil
}
