// Package varma serves the Varma tables (groups of pairing numbers whose
// members do not meet in the last three rounds of the Berger table) and the
// restricted drawing of lots of the Varma text. The rows come from static
// tables (data.go, generated): the rows of the Livre de l'Arbitre or of FIDE
// where they hold, computed ones of the same shape beyond.
package varma

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/toutesrondes/toutesrondes/internal/berger"

	solver "github.com/toutesrondes/toutesrondes/internal/groups"
	build "github.com/toutesrondes/toutesrondes/internal/varma"
	"github.com/toutesrondes/toutesrondes/tables/groups"
	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

const (
	// MinPlayers and MaxPlayers bound the Varma tables served.
	MinPlayers = varmaMinPlayers
	MaxPlayers = varmaMaxPlayers
	// Last is the number of last rounds in which the members of a Varma
	// group do not meet.
	Last = varmaLast
)

// layout is the version of the layout of data.go that this file reads;
// data.go's guard breaks the build when they differ.
const layout = 2

// Table is the Varma row for a number of players: groups whose members
// do not meet in the last three rounds of the Berger table.
type Table struct {
	Players int    // N
	Size    int    // the Berger table used: N, or N+1 for odd N
	Source  string // the transcribed row (000/varma-12, fide/varma-14, …) or "computed"
	Groups  []groups.Group
}

// New returns the Varma row for the given number of players (9 to 64): the
// row of the Livre de l'Arbitre or of FIDE where it holds, a computed one of
// the same shape beyond 24 players. For odd N the number N+1, the bye, is
// left out.
func New(players int) (Table, error) {
	if err := checkPlayers(players); err != nil {
		return Table{}, err
	}
	m := berger.Even(players)
	row := varmaRow(m)
	t := Table{Players: players, Size: m, Source: varmaSource[(m-varmaMinSize)/2], Groups: make([]groups.Group, len(row))}
	for gi, g := range row {
		ps := g.Players
		if players < m { // the bye's number is no player's
			if ps = slices.DeleteFunc(ps, func(p int) bool { return p == m }); len(ps) == 0 {
				ps = nil
			}
		}
		t.Groups[gi] = groups.Group{Name: g.Name, Players: ps}
	}
	return t, nil
}

func checkPlayers(n int) error {
	if n < varmaMinPlayers || n > varmaMaxPlayers {
		return fail.Range("players", n, varmaMinPlayers, varmaMaxPlayers, strconv.Itoa(n)+" players: the Varma tables serve "+strconv.Itoa(varmaMinPlayers)+" to "+strconv.Itoa(varmaMaxPlayers))
	}
	return nil
}

// varmaRow is the full row for the even size m (the bye's number included).
func varmaRow(m int) []solver.Group {
	i := (m - varmaMinSize) / 2
	row := make([]solver.Group, varmaGroups[i])
	for gi := range row {
		row[gi].Name = solver.GroupName(gi)
	}
	at := int(varmaGroupOfAt[i])
	for p := 1; p <= m; p++ {
		gi := varmaGroupOf[at+p-1]
		row[gi].Players = append(row[gi].Players, p)
	}
	return row
}

// Entrant is a player of the drawing of lots and his affinity (federation,
// club, town … — a code; "" for none): the draw's own type, so that a list
// read for it is handed over as it is.
type Entrant = build.Entrant

// DrawnPlayer is a player's result: the envelope drawn from ("" for the
// numbers left over) and the pairing number.
type DrawnPlayer struct {
	Name, Affinity string
	Envelope       string
	Number         int
}

// Contingent is the result for the players of one affinity.
type Contingent struct {
	Affinity string
	Players  []string  // in drawing order
	Envelope string    // "" when drawn from the numbers left over
	Apart    bool      // no two of them meet in the last Last rounds
	Meetings []string  // otherwise, who meets whom: "3-9 in round 11"
	Games    []Meeting // the same, in data
}

// Meeting is a game between two members of a contingent: the pairing
// numbers X and Y meet in round Round.
type Meeting struct{ X, Y, Round int }

// DrawResult is a restricted drawing of lots.
type DrawResult struct {
	Players     int
	Size        int            // the Berger table (N+1 for odd N, N+1 being the bye)
	Envelopes   []groups.Group // as used, the bye's number left out
	Tailored    bool           // envelopes computed for the contingents, not the Varma row
	Draw        []DrawnPlayer
	Contingents []Contingent
	Multi       int    // contingents of two players or more
	KeptApart   int    // of those, kept apart in the last rounds
	Best        int    // the most any numbering keeps apart (proven)
	Proof       string // why no numbering keeps more apart
}

// SeededRand returns a reproducible ChaCha8 generator for Draw: the
// seed's 8 bytes, little-endian, then zeros.
func SeededRand(seed uint64) *rand.Rand {
	var s [32]byte
	binary.LittleEndian.PutUint64(s[:], seed)
	return rand.New(rand.NewChaCha8(s))
}

// Draw runs the restricted drawing of lots of the Varma text for 9 to
// 64 entrants: the contingents draw in order (the largest first, ties by the
// affinity's code, players by name), each from an envelope of the Varma row
// large enough for it. It keeps apart in the last three rounds as many
// contingents as any numbering can, and says why no more. rng chooses the
// envelopes and numbers: SeededRand for a reproducible draw, or a generator
// seeded from crypto/rand (the commands use internal/strongrand; this
// package does not import crypto/rand, so that importing it costs nothing).
// When the search gives up, the error wraps groups.ErrUndecided.
func Draw(entrants []Entrant, rng *rand.Rand) (DrawResult, error) {
	n := len(entrants)
	if err := checkPlayers(n); err != nil {
		return DrawResult{}, err
	}
	if rng == nil {
		return DrawResult{}, fail.New("varma.Draw needs a random source (varma.SeededRand, or a generator seeded from crypto/rand)")
	}
	es := slices.Clone(entrants)
	m := berger.Even(n)
	d, err := build.RunDraw(es, varmaRow(m), varmaLast, rng, build.DrawOptions{Budget: groups.Budget})
	if err != nil {
		u := fail.Rewrap(err, solver.ErrUndecided, groups.ErrUndecided)
		return DrawResult{}, fail.Wrap(u, u.Error())
	}
	r := DrawResult{Players: n, Size: m, Tailored: d.Tailored, Multi: d.Multi, KeptApart: d.KeptApart, Best: d.Best, Proof: d.Proof}
	for _, e := range d.Envelopes {
		r.Envelopes = append(r.Envelopes, groups.Group{Name: e.Name, Players: e.Players})
	}
	for _, c := range d.Order {
		rc := Contingent{Affinity: c.Affinity, Envelope: c.Envelope, Apart: c.Apart}
		for _, i := range c.Members {
			rc.Players = append(rc.Players, es[i].Name)
			r.Draw = append(r.Draw, DrawnPlayer{Name: es[i].Name, Affinity: es[i].Affinity, Envelope: c.Envelope, Number: d.Numbers[i]})
		}
		for _, mt := range c.Meetings {
			rc.Meetings = append(rc.Meetings, strconv.Itoa(mt.X)+"-"+strconv.Itoa(mt.Y)+" in round "+strconv.Itoa(mt.Round))
			rc.Games = append(rc.Games, Meeting{mt.X, mt.Y, mt.Round})
		}
		r.Contingents = append(r.Contingents, rc)
	}
	return r, nil
}
