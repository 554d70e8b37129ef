package tables

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/toutesrondes/toutesrondes/internal/groups"
	"github.com/toutesrondes/toutesrondes/internal/varma"
)

// If this does not compile, the generated data use another layout than this
// code reads: run go generate ./... (and adapt this file to the new layout).
func _() {
	var x [1]struct{}
	_ = x[varmaLayout-2]
	_ = x[varmaMinSize%2]
	_ = x[varmaMaxSize%2]
	_ = x[directedMaxSize%2]
	_ = x[directedMaxSize/(groups.MaxSize+1)] // a group is a 64-bit set
	_ = x[varmaMaxSize/(groups.MaxSize+1)]
	_ = x[int(groups.Search)-3] // directedBound holds groups.Bound values
	// one entry per document row in each array
	_ = x[len(directedDocAt)-len(directedDocSize)]
	_ = x[len(directedDocAt)-len(directedDocLast)]
	_ = x[len(directedDocAt)-len(directedDocLine)]
	_ = x[len(directedDocAt)-len(directedDocCount)]
	_ = x[len(directedDocAt)-len(directedDocErrata)]
	_ = x[len(directedDocAt)-len(directedDocSource)]
}

const (
	// VarmaMinPlayers and VarmaMaxPlayers bound the Varma tables served.
	VarmaMinPlayers = varmaMinPlayers
	VarmaMaxPlayers = varmaMaxPlayers
	// VarmaLast is the number of last rounds in which the members of a
	// Varma group do not meet.
	VarmaLast = varmaLast
	// DirectedMaxSize is the largest table size (2k) of the directed groups.
	DirectedMaxSize = directedMaxSize
)

// ErrNoGroups is wrapped by the errors of DirectedSizes when no groups of
// the requested sizes exist; the message says why.
var ErrNoGroups = errors.New("no such groups")

// ErrUndecided is wrapped when the solver gives up within its search budget.
// It is tables' own value (not internal/varma's), so that the package has no
// init work; undecided turns the solver's error into it.
var ErrUndecided = errors.New("undecided within the search budget")

// undecided rewraps the solver's ErrUndecided as the package's.
func undecided(err error) error {
	if !errors.Is(err, groups.ErrUndecided) {
		return err
	}
	if ctx := strings.TrimSuffix(err.Error(), ": "+groups.ErrUndecided.Error()); ctx != err.Error() {
		return fmt.Errorf("%s: %w", ctx, ErrUndecided)
	}
	return ErrUndecided
}

// VarmaGroup is a group of pairing numbers (an envelope of the drawing of
// lots): its name and its numbers in increasing order.
type VarmaGroup struct {
	Name    string
	Players []int
}

// VarmaTable is the Varma row for a number of players: groups whose members
// do not meet in the last three rounds of the Berger table.
type VarmaTable struct {
	Players int    // N
	Size    int    // the Berger table used: N, or N+1 for odd N
	Source  string // the transcribed row (000/varma-12, fide/varma-14, …) or "computed"
	Groups  []VarmaGroup
}

// Varma returns the Varma row for the given number of players (9 to 64): the
// row of the Livre de l'Arbitre or of FIDE where it holds, a computed one of
// the same shape beyond 24 players. For odd N the number N+1, the bye, is
// left out.
func Varma(players int) (VarmaTable, error) {
	if players < varmaMinPlayers || players > varmaMaxPlayers {
		return VarmaTable{}, fmt.Errorf("tables: %d players: the Varma tables serve %d to %d", players, varmaMinPlayers, varmaMaxPlayers)
	}
	m := players + players%2
	i := (m - varmaMinSize) / 2
	t := VarmaTable{Players: players, Size: m, Source: varmaSource[i], Groups: make([]VarmaGroup, varmaGroups[i])}
	for gi := range t.Groups {
		t.Groups[gi].Name = groups.GroupName(gi)
	}
	at := int(varmaGroupOfAt[i])
	for p := 1; p <= players; p++ {
		gi := varmaGroupOf[at+p-1]
		t.Groups[gi].Players = append(t.Groups[gi].Players, p)
	}
	return t, nil
}

// varmaRow is the full row for the even size m (the bye's number included).
func varmaRow(m int) []groups.Group {
	i := (m - varmaMinSize) / 2
	row := make([]groups.Group, varmaGroups[i])
	for gi := range row {
		row[gi].Name = groups.GroupName(gi)
	}
	at := int(varmaGroupOfAt[i])
	for p := 1; p <= m; p++ {
		gi := varmaGroupOf[at+p-1]
		row[gi].Players = append(row[gi].Players, p)
	}
	return row
}

// Directed is a partition of the players of a 2k-player Berger table into
// the fewest groups whose members do not meet in the last n rounds.
type Directed struct {
	Size   int // 2k
	Last   int // n
	Groups []VarmaGroup
	Proof  string // why no partition has fewer groups
}

func checkDirected(size, last int) error {
	if size < 2 || size > directedMaxSize || size%2 != 0 {
		return fmt.Errorf("tables: table size %d: want an even number (2k) from 2 to %d", size, directedMaxSize)
	}
	if last < 0 || last >= size {
		return fmt.Errorf("tables: %d last rounds: a %d-player table has %d rounds (want 0 to %d)", last, size, size-1, size-1)
	}
	return nil
}

// DirectedGroups returns the fewest groups for a 2k-player table (size 2 to
// 64, even) whose members do not meet in the last n rounds (0 ≤ n < 2k),
// with the proof that fewer are impossible.
func DirectedGroups(size, last int) (Directed, error) {
	if err := checkDirected(size, last); err != nil {
		return Directed{}, err
	}
	i := (size/2-1)*(size/2) + last
	d := Directed{Size: size, Last: last, Groups: make([]VarmaGroup, directedCount[i])}
	for gi := range d.Groups {
		d.Groups[gi].Name = groups.GroupName(gi)
	}
	at := int(directedAt[i])
	for p := 1; p <= size; p++ {
		gi := directedGroupOf[at+p-1]
		d.Groups[gi].Players = append(d.Groups[gi].Players, p)
	}
	d.Proof = groups.Bound(directedBound[i]).Explain(size, last, len(d.Groups), groups.Set(directedWitness[i]))
	return d, nil
}

// DirectedRow is a row of directed groups printed in 003 ("Appariements
// dirigés": its tables, or the worked example), with the errata of the
// spec applied, so that an arbiter following the book can compare.
type DirectedRow struct {
	Size   int    // 2k
	Last   int    // n
	Source string // the transcribed row: 003/groups-12-3.2 (the second row for 12/3)
	Line   int    // the line of the document on which the row is printed
	Errata int    // errata applied to the printed row (0: it holds as printed)
	Groups []VarmaGroup
}

// Corrected reports whether the printed row needed errata.
func (r DirectedRow) Corrected() bool { return r.Errata > 0 }

// DirectedDocumentRows returns the rows the document prints for a 2k-player
// table and n last rounds, in the order of the document's lines; none
// (without error) when the document prints no row for them. Every row holds:
// its groups partition 1..2k and no two members of a group meet in the last
// n rounds; it may have more groups than DirectedGroups.
func DirectedDocumentRows(size, last int) ([]DirectedRow, error) {
	if err := checkDirected(size, last); err != nil {
		return nil, err
	}
	var out []DirectedRow
	for i := range directedDocAt {
		if int(directedDocSize[i]) != size || int(directedDocLast[i]) != last {
			continue
		}
		r := DirectedRow{Size: size, Last: last, Source: directedDocSource[i], Line: int(directedDocLine[i]),
			Errata: int(directedDocErrata[i]), Groups: make([]VarmaGroup, directedDocCount[i])}
		for gi := range r.Groups {
			r.Groups[gi].Name = groups.GroupName(gi)
		}
		at := int(directedDocAt[i])
		for p := 1; p <= size; p++ {
			gi := directedDocGroupOf[at+p-1]
			r.Groups[gi].Players = append(r.Groups[gi].Players, p)
		}
		out = append(out, r)
	}
	return out, nil
}

// DirectedSizes returns groups of the requested sizes, in that order (named
// A, B, …), whose members do not meet in the last n rounds of a 2k-player
// table; the other numbers follow in further groups that hold too. When no
// such groups exist the error wraps ErrNoGroups and says why; when the
// search gives up, ErrUndecided.
func DirectedSizes(size, last int, sizes []int) ([]VarmaGroup, error) {
	if err := checkDirected(size, last); err != nil {
		return nil, err
	}
	if len(sizes) == 0 {
		return nil, errors.New("tables: no group sizes")
	}
	g := groups.MustGraph(size, last)
	sets, _, err := g.GroupsOfSizes(sizes, groups.All(size), directedBudget)
	if err != nil {
		var ng *groups.NoGroupsError
		if errors.As(err, &ng) {
			return nil, fmt.Errorf("tables: %w: %s", ErrNoGroups, ng.Error())
		}
		return nil, fmt.Errorf("tables: groups of sizes %v: %w", sizes, undecided(err))
	}
	// The other numbers, first fit in increasing order.
	var used groups.Set
	for _, s := range sets {
		used |= s
	}
	for _, p := range (groups.All(size) &^ used).Players() {
		placed := false
		for i := len(sizes); i < len(sets); i++ {
			if g.Adj[p]&sets[i] == 0 {
				sets[i] |= groups.Bit(p)
				placed = true
				break
			}
		}
		if !placed {
			sets = append(sets, groups.Bit(p))
		}
	}
	out := make([]VarmaGroup, len(sets))
	for i, s := range sets {
		out[i] = VarmaGroup{Name: groups.GroupName(i), Players: s.Players()}
	}
	return out, nil
}

// Entrant is a player of the drawing of lots and his affinity (federation,
// club, town … — a code; "" for none).
type Entrant struct {
	Name     string
	Affinity string
}

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
	Players  []string // in drawing order
	Envelope string   // "" when drawn from the numbers left over
	Apart    bool     // no two of them meet in the last VarmaLast rounds
	Meetings []string // otherwise, who meets whom: "3-9 in round 11"
}

// VarmaDrawResult is a restricted drawing of lots.
type VarmaDrawResult struct {
	Players     int
	Size        int          // the Berger table (N+1 for odd N, N+1 being the bye)
	Envelopes   []VarmaGroup // as used, the bye's number left out
	Tailored    bool         // envelopes computed for the contingents, not the Varma row
	Draw        []DrawnPlayer
	Contingents []Contingent
	Multi       int    // contingents of two players or more
	KeptApart   int    // of those, kept apart in the last rounds
	Best        int    // the most any numbering keeps apart (proven)
	Proof       string // why no numbering keeps more apart
}

// SeededRand returns a reproducible ChaCha8 generator for VarmaDraw: the
// seed's 8 bytes, little-endian, then zeros.
func SeededRand(seed uint64) *rand.Rand {
	var s [32]byte
	binary.LittleEndian.PutUint64(s[:], seed)
	return rand.New(rand.NewChaCha8(s))
}

// VarmaDraw runs the restricted drawing of lots of the Varma text for 9 to
// 64 entrants: the contingents draw in order (the largest first, ties by the
// affinity's code, players by name), each from an envelope of the Varma row
// large enough for it. It keeps apart in the last three rounds as many
// contingents as any numbering can, and says why no more. rng chooses the
// envelopes and numbers: SeededRand for a reproducible draw, or a generator
// seeded from crypto/rand (the commands use internal/strongrand; package
// tables does not import crypto/rand, so that importing it costs nothing).
func VarmaDraw(entrants []Entrant, rng *rand.Rand) (VarmaDrawResult, error) {
	n := len(entrants)
	if n < varmaMinPlayers || n > varmaMaxPlayers {
		return VarmaDrawResult{}, fmt.Errorf("tables: %d players: the Varma tables serve %d to %d", n, varmaMinPlayers, varmaMaxPlayers)
	}
	if rng == nil {
		return VarmaDrawResult{}, fmt.Errorf("tables: VarmaDraw needs a random source (SeededRand, or a generator seeded from crypto/rand)")
	}
	es := make([]varma.Entrant, n)
	for i, e := range entrants {
		es[i] = varma.Entrant{Name: e.Name, Affinity: e.Affinity}
	}
	m := n + n%2
	d, err := varma.RunDraw(es, varmaRow(m), varmaLast, rng, varma.DrawOptions{Budget: directedBudget})
	if err != nil {
		return VarmaDrawResult{}, fmt.Errorf("tables: %w", undecided(err))
	}
	r := VarmaDrawResult{Players: n, Size: m, Tailored: d.Tailored, Multi: d.Multi, KeptApart: d.KeptApart, Best: d.Best, Proof: d.Proof}
	for _, e := range d.Envelopes {
		r.Envelopes = append(r.Envelopes, VarmaGroup{Name: e.Name, Players: e.Players})
	}
	for _, c := range d.Order {
		rc := Contingent{Affinity: c.Affinity, Envelope: c.Envelope, Apart: c.Apart}
		for _, i := range c.Members {
			rc.Players = append(rc.Players, es[i].Name)
			r.Draw = append(r.Draw, DrawnPlayer{Name: es[i].Name, Affinity: es[i].Affinity, Envelope: c.Envelope, Number: d.Numbers[i]})
		}
		for _, mt := range c.Meetings {
			rc.Meetings = append(rc.Meetings, fmt.Sprintf("%d-%d in round %d", mt.X, mt.Y, mt.Round))
		}
		r.Contingents = append(r.Contingents, rc)
	}
	return r, nil
}
