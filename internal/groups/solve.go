package groups

import (
	"errors"
	"math/bits"
	"slices"
	"time"
)

// DefaultNodes bounds every search of the solver: past it the answer is
// "undecided" rather than a long wait. The whole range 2k ≤ 64 is decided
// well within it (see the tests, which measure it).
const DefaultNodes = 2_000_000

// ErrUndecided is returned when a search exceeds its node budget.
var ErrUndecided = errors.New("undecided within the search budget")

// Bound names the argument that proves a lower bound on the number of
// groups.
type Bound uint8

const (
	// Trivial: one group at least (there are players).
	Trivial Bound = iota
	// Clique: the Witness players all meet one another in the last rounds,
	// so each needs a group of his own.
	Clique
	// Largest: no group holds more players than the Witness, a largest
	// group, so ⌈M/|Witness|⌉ groups are needed.
	Largest
	// Search: an exhaustive search finds no partition into fewer groups.
	Search
)

// Explain says why m players need at least lower groups when their members
// must not meet in the last n rounds.
func (b Bound) Explain(m, n, lower int, witness Set) string {
	switch b {
	case Clique:
		return "players " + witness.String() + " all meet one another in the last " + itoa(n) + " rounds"
	case Largest:
		return "no group can hold more than " + itoa(witness.Len()) + " players (a largest one: " + witness.String() + "), and ⌈" + itoa(m) + "/" + itoa(witness.Len()) + "⌉ = " + itoa(lower)
	case Search:
		return "an exhaustive search finds no partition into " + itoa(lower-1) + " groups"
	}
	return "there is at least one player"
}

// Solution is a set of groups found by the solver, with the proof of its
// optimality.
type Solution struct {
	Sets    []Set  // the groups, each sorted by its lowest member
	Lower   int    // no partition into fewer groups exists
	Bound   Bound  // the argument behind Lower
	Witness Set    // the players it rests on (Clique, Largest)
	Why     string // Bound.Explain
	Optimal bool   // len(Sets) == Lower
	Nodes   int    // search nodes spent (cliques, independent sets, colourings)
	Elapsed time.Duration
}

// MinGroups partitions 1..M into the fewest groups whose members do not meet
// in the last N rounds, and proves that fewer are impossible: by a clique
// (players who all meet one another need as many groups), by the largest
// group (⌈M/α⌉ groups when no group holds more than α players), or by an
// exhaustive colouring search. budget bounds the search nodes (0: the
// default); past it the best partition found is returned with
// Optimal false and ErrUndecided.
func (g *Graph) MinGroups(budget int) (Solution, error) {
	start := time.Now()
	if budget <= 0 {
		budget = DefaultNodes
	}
	var sol Solution
	cl := maxClique(&g.Adj, All(g.M), &sol.Nodes)
	ind := maxClique(g.complement(), All(g.M), &sol.Nodes)
	sol.Lower, sol.Bound, sol.Witness = cl.Len(), Clique, cl
	if cl.Len() == 1 {
		sol.Bound, sol.Witness = Trivial, 0
	}
	if byAlpha := (g.M + ind.Len() - 1) / ind.Len(); byAlpha > sol.Lower {
		sol.Lower, sol.Bound, sol.Witness = byAlpha, Largest, ind
	}
	// Upper bounds: the construction of construct.go where it applies, the
	// greedy DSATUR colouring otherwise (or when it does better).
	best := g.dsatur(0, 0, &sol.Nodes)
	if c := construct(g.M, g.N); c != nil && len(c) < len(best) && g.partition(c) {
		best = c
	}
	for k := sol.Lower; k < len(best); k++ {
		c, err := g.colour(k, budget-sol.Nodes, &sol.Nodes)
		if err != nil {
			sol.Sets, sol.Elapsed = canonical(best), time.Since(start)
			sol.Why = sol.Bound.Explain(g.M, g.N, sol.Lower, sol.Witness)
			return sol, err
		}
		if c != nil {
			best = c
			break
		}
		sol.Lower, sol.Bound, sol.Witness = k+1, Search, 0
	}
	sol.Why = sol.Bound.Explain(g.M, g.N, sol.Lower, sol.Witness)
	sol.Sets = canonical(best)
	sol.Optimal = len(sol.Sets) == sol.Lower
	sol.Elapsed = time.Since(start)
	return sol, nil
}

// canonical sorts groups by their lowest member.
func canonical(sets []Set) []Set {
	out := slices.Clone(sets)
	slices.SortFunc(out, func(a, b Set) int { return a.First() - b.First() })
	return out
}

// dsatur colours the graph with the DSATUR rule (the vertex with the most
// distinct colours around it next, then the most uncoloured neighbours),
// each vertex taking its lowest free colour. With k > 0 it is the exhaustive
// search for a k-colouring, trying every free colour (new colours only in
// order) and returning nil when none exists; budget > 0 bounds its nodes.
func (g *Graph) dsatur(k, budget int, nodes *int) []Set {
	c, _ := g.search(k, budget, nodes)
	return c
}

// colour is the exhaustive search for a partition into k groups: the
// groups, nil when none exists, or ErrUndecided.
func (g *Graph) colour(k, budget int, nodes *int) ([]Set, error) {
	if budget <= 0 {
		return nil, ErrUndecided
	}
	return g.search(k, budget, nodes)
}

func (g *Graph) search(k, budget int, nodes *int) ([]Set, error) {
	m := g.M
	var classes []Set
	var sat [MaxSize + 1]uint64 // colours used around each vertex (≤ 64 colours)
	uncol := All(m)
	spent := 0
	var found []Set
	var over bool
	var rec func() bool
	rec = func() bool {
		*nodes++
		spent++
		if budget > 0 && spent > budget {
			over = true
			return true
		}
		if uncol == 0 {
			found = slices.Clone(classes)
			return true
		}
		// Pick the most saturated vertex, ties by uncoloured degree.
		v, vs, vd := 0, -1, -1
		for t := uncol; t != 0; t &= t - 1 {
			p := bits.TrailingZeros64(uint64(t)) + 1
			s := bits.OnesCount64(sat[p])
			d := (g.Adj[p] & uncol).Len()
			if s > vs || (s == vs && d > vd) {
				v, vs, vd = p, s, d
			}
		}
		limit := len(classes) + 1 // a new class, only the next one
		if k > 0 {
			limit = min(limit, k)
		}
		for c := 0; c < limit; c++ {
			if sat[v]&(1<<uint(c)) != 0 {
				continue
			}
			if c == len(classes) {
				classes = append(classes, 0)
			}
			classes[c] |= Bit(v)
			uncol &^= Bit(v)
			var touched [MaxSize + 1]bool
			for t := g.Adj[v] & uncol; t != 0; t &= t - 1 {
				p := bits.TrailingZeros64(uint64(t)) + 1
				if sat[p]&(1<<uint(c)) == 0 {
					sat[p] |= 1 << uint(c)
					touched[p] = true
				}
			}
			if rec() {
				return true
			}
			for p := 1; p <= m; p++ {
				if touched[p] {
					sat[p] &^= 1 << uint(c)
				}
			}
			uncol |= Bit(v)
			classes[c] &^= Bit(v)
			if classes[c] == 0 {
				classes = classes[:c]
			}
			if k == 0 {
				break // greedy: the lowest free colour only
			}
		}
		return false
	}
	rec()
	if over {
		return nil, ErrUndecided
	}
	return found, nil
}

// partition reports whether sets partition 1..M into groups that hold.
func (g *Graph) partition(sets []Set) bool {
	var all Set
	for _, s := range sets {
		if s == 0 || all&s != 0 || !g.Independent(s) {
			return false
		}
		all |= s
	}
	return all == All(g.M)
}
