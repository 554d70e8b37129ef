// Package groups serves the groups of directed pairings (003, "Appariements
// dirigés"): partitions of the players of a 2k-player Berger table into
// groups whose members do not meet in the last n rounds. New gives the
// fewest groups with the proof that fewer are impossible (static tables,
// data.go, generated); Sizes searches groups of given sizes; DocumentRows
// gives the rows 003 prints, errata applied.
package groups

import (
	"errors"
	"strconv"

	solver "github.com/toutesrondes/toutesrondes/internal/groups"
	"github.com/toutesrondes/toutesrondes/tables/internal/fail"
)

const (
	// MaxSize is the largest table size (2k) served.
	MaxSize = directedMaxSize
	// Budget is the number of search nodes the solver spends on one
	// question before it gives up with ErrUndecided.
	Budget = directedBudget
)

// layout is the version of the layout of data.go that this file reads;
// data.go's guard breaks the build when they differ.
const layout = 2

// ErrNoGroups is wrapped by the errors of Sizes when no groups of the
// requested sizes exist; the message says why.
var ErrNoGroups = errors.New("no such groups")

// ErrUndecided is wrapped when the solver gives up within its search budget
// (here and in solver.Draw). It is this package's own value (not
// internal/varma's), so that the package has no init work.
var ErrUndecided = errors.New("undecided within the search budget")

// Group is a group of pairing numbers (an envelope of the drawing of lots):
// its name (A, B, …) and its numbers in increasing order.
type Group struct {
	Name    string
	Players []int
}

// groupsOf reads count groups of a table of size players from a packed row:
// row[p-1] is the index of player p's group.
func groupsOf(row []uint8, size, count int) []Group {
	out := make([]Group, count)
	for gi := range out {
		out[gi].Name = solver.GroupName(gi)
	}
	for p := 1; p <= size; p++ {
		gi := row[p-1]
		out[gi].Players = append(out[gi].Players, p)
	}
	return out
}

// Partition is a partition of the players of a 2k-player Berger table into
// the fewest groups whose members do not meet in the last n rounds.
type Partition struct {
	Size   int // 2k
	Last   int // n
	Groups []Group
	Proof  string // why no partition has fewer groups
}

func check(size, last int) error {
	if size < 2 || size > directedMaxSize || size%2 != 0 {
		return fail.Range("table size", size, 2, directedMaxSize, "table size "+strconv.Itoa(size)+": want an even number (2k) from 2 to "+strconv.Itoa(directedMaxSize))
	}
	if last < 0 || last >= size {
		return fail.Range("last rounds", last, 0, size-1, strconv.Itoa(last)+" last rounds: a "+strconv.Itoa(size)+"-player table has "+strconv.Itoa(size-1)+" rounds (want 0 to "+strconv.Itoa(size-1)+")")
	}
	return nil
}

// New returns the fewest groups for a 2k-player table (size 2 to MaxSize,
// even) whose members do not meet in the last n rounds (0 ≤ n < 2k), with
// the proof that fewer are impossible.
func New(size, last int) (Partition, error) {
	if err := check(size, last); err != nil {
		return Partition{}, err
	}
	i := (size/2-1)*(size/2) + last
	at := int(directedAt[i])
	d := Partition{Size: size, Last: last, Groups: groupsOf(directedGroupOf[at:], size, int(directedCount[i]))}
	d.Proof = solver.Bound(directedBound[i]).Explain(size, last, len(d.Groups), solver.Set(directedWitness[i]))
	return d, nil
}

// Row is a row of directed groups printed in 003 ("Appariements dirigés":
// its tables, or the worked example), with the errata of the spec applied,
// so that an arbiter following the book can compare.
type Row struct {
	Size   int    // 2k
	Last   int    // n
	Source string // the transcribed row: 003/groups-12-3.2 (the second row for 12/3)
	Line   int    // the line of the document on which the row is printed
	Errata int    // errata applied to the printed row (0: it holds as printed)
	Groups []Group
}

// Corrected reports whether the printed row needed errata.
func (r Row) Corrected() bool { return r.Errata > 0 }

// DocumentRows returns the rows the document prints for a 2k-player table
// and n last rounds, in the order of the document's lines; none (without
// error) when the document prints no row for them. Every row holds: its
// groups partition 1..2k and no two members of a group meet in the last n
// rounds; it may have more groups than New.
func DocumentRows(size, last int) ([]Row, error) {
	if err := check(size, last); err != nil {
		return nil, err
	}
	var out []Row
	for i := range directedDocAt {
		if int(directedDocSize[i]) != size || int(directedDocLast[i]) != last {
			continue
		}
		at := int(directedDocAt[i])
		out = append(out, Row{Size: size, Last: last, Source: directedDocSource[i], Line: int(directedDocLine[i]),
			Errata: int(directedDocErrata[i]), Groups: groupsOf(directedDocGroupOf[at:], size, int(directedDocCount[i]))})
	}
	return out, nil
}

// Sizes returns groups of the requested sizes, in that order (named A, B,
// …), whose members do not meet in the last n rounds of a 2k-player table;
// the other numbers follow in further groups that hold too. When no such
// groups exist the error wraps ErrNoGroups and says why; when the search
// gives up, ErrUndecided.
func Sizes(size, last int, sizes []int) ([]Group, error) {
	if err := check(size, last); err != nil {
		return nil, err
	}
	if len(sizes) == 0 {
		return nil, fail.New("no group sizes")
	}
	g, err := solver.NewGraph(size, last)
	if err != nil { // check refused what NewGraph refuses: not reached
		return nil, fail.Wrap(err, err.Error())
	}
	sets, _, err := g.GroupsOfSizes(sizes, solver.All(size), directedBudget)
	if err != nil {
		var ng *solver.NoGroupsError
		if errors.As(err, &ng) {
			return nil, fail.Wrap(ErrNoGroups, ErrNoGroups.Error()+": "+ng.Error())
		}
		u := fail.Rewrap(err, solver.ErrUndecided, ErrUndecided)
		return nil, fail.Wrap(u, "groups of sizes "+fail.Ints(sizes)+": "+u.Error())
	}
	// The other numbers, first fit in increasing order.
	var used solver.Set
	for _, s := range sets {
		used |= s
	}
	for _, p := range (solver.All(size) &^ used).Players() {
		placed := false
		for i := len(sizes); i < len(sets); i++ {
			if g.Adj[p]&sets[i] == 0 {
				sets[i] |= solver.Bit(p)
				placed = true
				break
			}
		}
		if !placed {
			sets = append(sets, solver.Bit(p))
		}
	}
	out := make([]Group, len(sets))
	for i, s := range sets {
		out[i] = Group{Name: solver.GroupName(i), Players: s.Players()}
	}
	return out, nil
}
