// Package varma is the restricted drawing of lots of the Varma tables
// (000/001, FIDE C.05 Annex 2): contingents of players of one affinity draw
// their numbers from envelopes (the groups of a Varma row, package groups), so
// that they do not meet in the last rounds.
//
// It imports only the standard library and the module's internal/groups and
// internal/berger, so that package tables runs the draw.
package varma

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/toutesrondes/toutesrondes/internal/berger"

	"github.com/toutesrondes/toutesrondes/internal/groups"

	"github.com/toutesrondes/toutesrondes/internal/entrant"
)

// Entrant is a player entered in the drawing of lots (package entrant
// holds it so that the list reader need not import this builder).
type Entrant = entrant.Entrant

// Contingent is the players of one affinity, in drawing order.
type Contingent struct {
	Affinity string
	Members  []int // indices into the entrants, by name
}

// DrawingOrder is the order of the text: the contingent with the most
// players first, ties by the alphabetical order of the affinity's code; within
// a contingent, the players by the alphabetical order of their names. A
// player without an affinity is a contingent of his own, after those of his
// size that have a code.
func DrawingOrder(entrants []Entrant) []Contingent {
	var out []Contingent
	at := map[string]int{}
	for i, e := range entrants {
		if e.Affinity == "" {
			out = append(out, Contingent{Members: []int{i}})
			continue
		}
		j, ok := at[e.Affinity]
		if !ok {
			j = len(out)
			at[e.Affinity] = j
			out = append(out, Contingent{Affinity: e.Affinity})
		}
		out[j].Members = append(out[j].Members, i)
	}
	for _, c := range out {
		slices.SortStableFunc(c.Members, func(a, b int) int { return compareNames(entrants[a].Name, entrants[b].Name) })
	}
	slices.SortStableFunc(out, func(a, b Contingent) int {
		if len(a.Members) != len(b.Members) {
			return len(b.Members) - len(a.Members)
		}
		switch {
		case a.Affinity == b.Affinity:
			return 0
		case a.Affinity == "":
			return 1
		case b.Affinity == "":
			return -1
		}
		return compareNames(a.Affinity, b.Affinity)
	})
	return out
}

// compareNames orders names alphabetically: letters compared without case
// and accents first ("Élodie" with the E), then exactly, so the order is
// total.
func compareNames(a, b string) int {
	if c := strings.Compare(foldName(a), foldName(b)); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}

// foldName lowers a name and strips the accents of the Latin letters; the
// standard library has no collation, and names need no more.
func foldName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		if base := baseLetter(r); base != "" {
			b.WriteString(base)
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// latinBase maps accented Latin letters to their base letters: a static
// table (a map would be built at start-up; package tables imports this one).
var latinBase = [...]struct {
	from string
	to   string
}{
	{"àáâãäåāăą", "a"},
	{"æ", "ae"},
	{"çćč", "c"},
	{"ďđ", "d"},
	{"èéêëēėęě", "e"},
	{"ğ", "g"},
	{"ìíîïīįı", "i"},
	{"łľ", "l"},
	{"ñńň", "n"},
	{"òóôõöøōő", "o"},
	{"œ", "oe"},
	{"ř", "r"},
	{"śšş", "s"},
	{"ß", "ss"},
	{"ťţ", "t"},
	{"ùúûüūůűų", "u"},
	{"ýÿ", "y"},
	{"źżž", "z"},
}

func baseLetter(r rune) string {
	for _, l := range latinBase {
		if strings.ContainsRune(l.from, r) {
			return l.to
		}
	}
	return ""
}

// Meeting is a game of two members of one contingent in the last rounds.
type Meeting struct{ X, Y, Round int }

// Drawn is one contingent's result.
type Drawn struct {
	Contingent
	Envelope string    // the envelope it drew from; "" when from the numbers left over
	Apart    bool      // no two members meet in the last rounds
	Meetings []Meeting // the games between members in the last rounds
}

// Draw is the result of a drawing of lots.
type Draw struct {
	Players   int            // N
	M         int            // the table size (N+1 for odd N; its number is the bye)
	Last      int            // the rounds kept apart
	Envelopes []groups.Group // the envelopes, as used (without the bye's number)
	Tailored  bool           // the envelopes were computed for these contingents
	Numbers   []int          // Numbers[i]: the pairing number of entrant i
	Order     []Drawn        // the contingents in drawing order
	Multi     int            // contingents of two players or more
	KeptApart int            // of those, the ones kept apart
	Best      int            // the most that any numbering keeps apart (proven)
	Proof     string         // why no numbering keeps more apart
	Nodes     int            // search nodes spent proving it
}

// DrawOptions bounds the draw's searches.
type DrawOptions struct {
	Budget int // search nodes for one question of the solver (0: the default)
}

// RunDraw is the restricted drawing of lots of the Varma text, for the
// entrants, with the groups of the Varma row for their number as envelopes.
// The contingents draw in DrawingOrder: each one takes an envelope not yet
// taken that holds enough numbers for it (the bye's number left out), and
// its players draw their numbers from it; the numbers an envelope keeps go
// to the players who find no envelope, who draw from the numbers left over.
//
// The envelope a contingent takes and the numbers drawn are chosen with rng.
// Taking contingents from the largest, any choice of envelope puts as many
// contingents in an envelope of their own (the envelopes large enough for a
// contingent are large enough for every later one). When that leaves a
// contingent unprotected, the solver looks for groups of the contingents'
// sizes: if some numbering keeps more contingents apart, the envelopes are
// those groups instead (Tailored), so that the draw keeps apart as many
// contingents as any numbering can, and Proof says why no more.
func RunDraw(entrants []Entrant, row []groups.Group, last int, rng *rand.Rand, opt DrawOptions) (*Draw, error) {
	n := len(entrants)
	m := berger.Even(n)
	if n < 2 || m > groups.MaxSize {
		return nil, errors.New(itoa(n) + " players: the drawing of lots serves 2 to " + itoa(groups.MaxSize))
	}
	seen := map[string]int{}
	for i, e := range entrants {
		if strings.TrimSpace(e.Name) == "" {
			return nil, errors.New("player " + itoa(i+1) + " has no name")
		}
		if j, dup := seen[e.Name]; dup {
			return nil, errors.New("players " + itoa(j+1) + " and " + itoa(i+1) + " have the same name " + strconv.Quote(e.Name))
		}
		seen[e.Name] = i
	}
	g, err := groups.NewGraph(m, last)
	if err != nil {
		return nil, err
	}
	if ps := g.Check(row); len(ps) > 0 {
		return nil, errors.New("the groups for " + itoa(m) + " players do not hold: " + groups.Problems(ps))
	}
	within := groups.All(n) // the bye's number m is not drawn
	d := &Draw{Players: n, M: m, Last: last, Numbers: make([]int, n)}
	order := DrawingOrder(entrants)
	var sizes []int
	for _, c := range order {
		if len(c.Members) > 1 {
			d.Multi++
			sizes = append(sizes, len(c.Members))
		}
	}

	envs := make([]groups.Group, len(row))
	for i, gr := range row {
		envs[i] = groups.Group{Name: gr.Name, Players: slices.DeleteFunc(slices.Clone(gr.Players), func(p int) bool { return !within.Has(p) })}
	}
	res := drawWith(g, order, envs, nil, rng)
	protected := 0
	for _, c := range res {
		if len(c.Members) > 1 && c.Envelope != "" {
			protected++
		}
	}
	d.Envelopes = envs
	if protected == d.Multi {
		d.Best, d.Proof = d.Multi, "every contingent has an envelope of its own"
	} else {
		// The j smallest contingents are the easiest j to keep apart: groups
		// for larger ones contain groups for smaller ones.
		best, proof, sets, nodes, err := mostApart(g, sizes, within, opt.Budget)
		d.Nodes = nodes
		if err != nil {
			return nil, err
		}
		d.Best, d.Proof = best, proof
		if best > apart(res) {
			var fixed []int
			envs, fixed = tailored(order, sizes, sets, within)
			res = drawWith(g, order, envs, fixed, rng)
			d.Envelopes, d.Tailored = envs, true
		}
	}
	d.KeptApart = apart(res)
	for _, c := range res {
		d.Order = append(d.Order, c.Drawn)
		for _, i := range c.Members {
			d.Numbers[i] = c.numbers[i]
		}
	}
	return d, nil
}

// apart counts the contingents of two players or more kept apart.
func apart(res []drawnC) int {
	k := 0
	for _, c := range res {
		if len(c.Members) > 1 && c.Apart {
			k++
		}
	}
	return k
}

// drawnC is a contingent being drawn, with the numbers of its members.
type drawnC struct {
	Drawn
	numbers map[int]int
}

// drawWith runs the procedure of the text with the given envelopes. With
// fixed, contingent ci takes envelope fixed[ci] (-1: the numbers left over)
// instead of choosing one.
func drawWith(g *groups.Graph, order []Contingent, envs []groups.Group, fixed []int, rng *rand.Rand) []drawnC {
	envs = slices.Clone(envs)
	for i := range envs {
		envs[i].Players = slices.Clone(envs[i].Players)
	}
	taken := make([]bool, len(envs))
	reserved := make([]bool, len(envs)) // kept for the contingent fixed to it
	for _, i := range fixed {
		if i >= 0 {
			reserved[i] = true
		}
	}
	var left []int // numbers of opened envelopes not drawn
	out := make([]drawnC, len(order))
	for ci, c := range order {
		dc := drawnC{Drawn: Drawn{Contingent: c}, numbers: map[int]int{}}
		size := len(c.Members)
		var eligible []int
		for i, e := range envs {
			if !taken[i] && len(e.Players) >= size {
				eligible = append(eligible, i)
			}
		}
		if fixed != nil {
			eligible = nil
			if fixed[ci] >= 0 {
				eligible = []int{fixed[ci]}
			}
		}
		var nums []int
		if len(eligible) > 0 {
			i := eligible[rng.IntN(len(eligible))]
			taken[i] = true
			pool := slices.Clone(envs[i].Players)
			rng.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
			nums, left = pool[:size], append(left, pool[size:]...)
			dc.Envelope = envs[i].Name
		} else {
			// No envelope: the numbers left over, then those of the
			// envelopes nobody took, drawn so as to keep the contingent
			// apart when they can.
			pool := slices.Clone(left)
			if len(pool) < size {
				for i, e := range envs {
					if !taken[i] && !reserved[i] {
						pool = append(pool, e.Players...)
					}
				}
			}
			nums = pickApart(g, pool, size, rng)
			for _, x := range nums {
				left = slices.DeleteFunc(left, func(y int) bool { return y == x })
				for i := range envs {
					if !taken[i] && !reserved[i] {
						envs[i].Players = slices.DeleteFunc(envs[i].Players, func(y int) bool { return y == x })
					}
				}
			}
		}
		for k, i := range c.Members {
			dc.numbers[i] = nums[k]
		}
		dc.Apart, dc.Meetings = true, nil
		for a := 0; a < len(nums); a++ {
			for b := a + 1; b < len(nums); b++ {
				if r := g.Round(nums[a], nums[b]); g.Last(r) {
					dc.Apart = false
					x, y := min(nums[a], nums[b]), max(nums[a], nums[b])
					dc.Meetings = append(dc.Meetings, Meeting{x, y, r})
				}
			}
		}
		out[ci] = dc
	}
	return out
}

// pickApart draws size numbers of pool at random, no two meeting in the
// last rounds when the pool allows it.
func pickApart(g *groups.Graph, pool []int, size int, rng *rand.Rand) []int {
	p := slices.Clone(pool)
	rng.Shuffle(len(p), func(a, b int) { p[a], p[b] = p[b], p[a] })
	if size == 1 {
		return p[:1]
	}
	// Greedy in the shuffled order, then the exact search.
	var s groups.Set
	var got []int
	for _, x := range p {
		if g.Adj[x]&s == 0 {
			s |= groups.Bit(x)
			got = append(got, x)
			if len(got) == size {
				return got
			}
		}
	}
	if sets, _, err := g.GroupsOfSizes([]int{size}, groups.SetOf(p...), 0); err == nil {
		got = sets[0].Players()
		rng.Shuffle(len(got), func(a, b int) { got[a], got[b] = got[b], got[a] })
		return got
	}
	return p[:size]
}

// mostApart finds the most contingents (of the sizes given, largest first)
// that any numbering keeps apart, with groups for them and the proof that no
// numbering keeps more.
func mostApart(g *groups.Graph, sizes []int, within groups.Set, budget int) (best int, proof string, sets []groups.Set, nodes int, err error) {
	if budget <= 0 {
		budget = groups.DefaultNodes
	}
	// One budget for all the questions.
	for j := len(sizes); j >= 1; j-- {
		part := sizes[len(sizes)-j:]
		if budget-nodes <= 0 {
			return 0, "", nil, nodes, &wrapError{"keeping " + itoa(j) + " contingents apart: " + groups.ErrUndecided.Error(), groups.ErrUndecided}
		}
		sets, nd, e := g.GroupsOfSizes(part, within, budget-nodes)
		nodes += nd
		switch {
		case e == nil:
			if j == len(sizes) {
				return j, "groups of every contingent's size exist", sets, nodes, nil
			}
			return j, proof, sets, nodes, nil
		case errors.Is(e, groups.ErrUndecided):
			return 0, "", nil, nodes, &wrapError{"keeping " + itoa(j) + " contingents apart: " + e.Error(), e}
		case groups.IsNoGroups(e):
			// The last failure is for best+1 contingents.
			var ng *groups.NoGroupsError
			errors.As(e, &ng)
			proof = "no numbering keeps " + itoa(j) + " contingents apart: not even the " + itoa(j) + " smallest (sizes " + commas(part) +
				"), as " + ng.Why + "; any " + itoa(j) + " contingents are at least as large"
		default:
			return 0, "", nil, nodes, e
		}
	}
	return 0, proof, nil, nodes, nil
}

// tailored turns the solver's groups into envelopes named after the
// contingents they are for, in drawing order; the other numbers make one
// envelope, "rest". fixed gives each contingent its envelope (-1: none).
func tailored(order []Contingent, sizes []int, sets []groups.Set, within groups.Set) (envs []groups.Group, fixed []int) {
	fixed = make([]int, len(order))
	used := groups.Set(0)
	// sets[k] is for the k-th of the last len(sets) multi-player
	// contingents.
	skip := len(sizes) - len(sets)
	k := 0
	for ci, c := range order {
		fixed[ci] = -1
		if len(c.Members) < 2 {
			continue
		}
		if skip > 0 {
			skip--
			continue
		}
		fixed[ci] = len(envs)
		envs = append(envs, groups.Group{Name: c.Affinity, Players: sets[k].Players()})
		used |= sets[k]
		k++
	}
	if rest := within &^ used; rest != 0 {
		envs = append(envs, groups.Group{Name: "rest", Players: rest.Players()})
	}
	return envs, fixed
}

// itoa is strconv.Itoa: the package builds its messages without fmt, which
// the tables packages would otherwise link.
func itoa(n int) string { return strconv.Itoa(n) }

// commas writes ns as "4,3,2".
func commas(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = itoa(n)
	}
	return strings.Join(s, ",")
}

// wrapError is what fmt.Errorf("…: %w", err) makes: msg, with err as its
// cause.
type wrapError struct {
	msg string
	err error
}

func (e *wrapError) Error() string { return e.msg }
func (e *wrapError) Unwrap() error { return e.err }
