package groups

import (
	"errors"
	"math/bits"
	"slices"
	"strings"
)

// NoGroupsError says that no groups of the requested sizes exist, and why.
type NoGroupsError struct {
	M, N  int
	Sizes []int
	Why   string
}

func (e *NoGroupsError) Error() string {
	return "no groups of sizes " + joinInts(e.Sizes) + " exist in the " + itoa(e.M) + "-player table with the last " + itoa(e.N) + " rounds kept apart: " + e.Why
}

// IsNoGroups reports whether err proves that no groups exist.
func IsNoGroups(err error) bool {
	var e *NoGroupsError
	return errors.As(err, &e)
}

// GroupsOfSizes finds disjoint groups of players of within, of exactly the
// given sizes, whose members do not meet in the last N rounds; the players
// of within left over belong to no group. The result is in the order of
// sizes. When none exist it returns a *NoGroupsError saying why (a size
// larger than the largest possible group, more players than within holds, or
// an exhaustive search that found none); past budget search nodes (0: the
// default), ErrUndecided. nodes reports the search nodes spent.
func (g *Graph) GroupsOfSizes(sizes []int, within Set, budget int) (sets []Set, nodes int, err error) {
	if budget <= 0 {
		budget = DefaultNodes
	}
	within &= All(g.M)
	none := func(why string) error {
		return &NoGroupsError{M: g.M, N: g.N, Sizes: slices.Clone(sizes), Why: why}
	}
	total := 0
	for _, s := range sizes {
		if s < 1 {
			return nil, 0, errors.New("group size " + itoa(s) + ": want at least 1")
		}
		total += s
	}
	if total > within.Len() {
		return nil, 0, none("they need " + itoa(total) + " players and there are " + itoa(within.Len()))
	}
	// Fill the largest groups first; remember where each size came from.
	order := make([]int, len(sizes))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return sizes[b] - sizes[a] })
	big := maxClique(g.complement(), within, &nodes)
	if s := sizes[order[0]]; s > big.Len() {
		return nil, nodes, none("no group of " + itoa(s) + " exists: the largest group that holds has " + itoa(big.Len()) + " (e.g. " + big.String() + ")")
	}
	// Cover within by cliques of players who all meet one another, largest
	// first: a group takes at most one player of each, t groups at most
	// min(|Q|, t) of a clique Q.
	var cliques []Set
	for rest := within; rest != 0; {
		q := maxClique(&g.Adj, rest, &nodes)
		cliques = append(cliques, q)
		rest &^= q
	}
	reach := 0
	for _, q := range cliques {
		reach += min(q.Len(), len(sizes))
	}
	if reach < total {
		return nil, nodes, none("they need " + itoa(total) + " players, and " + itoa(len(sizes)) + " groups can hold at most " + itoa(reach) +
			": the players split into " + itoa(len(cliques)) + " sets whose members all meet one another (" + cliqueSizes(cliques) + "), and a group takes at most one player of each")
	}
	need := make([]int, len(order))
	for i, o := range order {
		need[i] = sizes[o]
	}
	groups := make([]Set, len(order))
	forbid := make([]Set, len(order)) // players who meet a member of the group
	free := within
	slack := within.Len() - total // players that may stay out of every group
	spent := 0
	over := false
	var place func() bool
	// place takes the free player with the fewest possible places (a group
	// with room and no opponent of his in the last rounds, or staying out
	// while some player may) and tries each place. Groups of one size that
	// are still empty are interchangeable: only the first is tried.
	place = func() bool {
		nodes++
		spent++
		if spent > budget {
			over = true
			return true
		}
		room := 0
		for j := range groups {
			room += need[j] - groups[j].Len()
		}
		if room == 0 {
			return true
		}
		// Every group must still find its members among the free players
		// compatible with it, at most one from each clique; all of them
		// together at most min(|Q|, r) from a clique Q, r groups having room.
		r, reach := 0, 0
		for j := range groups {
			want := need[j] - groups[j].Len()
			if want == 0 {
				continue
			}
			r++
			cand := free &^ forbid[j]
			hit := 0
			for _, q := range cliques {
				if q&cand != 0 {
					hit++
				}
			}
			if hit < want {
				return false
			}
		}
		for _, q := range cliques {
			reach += min((q & free).Len(), r)
		}
		if reach < room {
			return false
		}
		v, vOpts := 0, 1<<30
		for t := free; t != 0; t &= t - 1 {
			p := bits.TrailingZeros64(uint64(t)) + 1
			opts := 0
			if slack > 0 {
				opts++
			}
			for j := range groups {
				if groups[j].Len() < need[j] && !forbid[j].Has(p) {
					opts++
				}
			}
			if opts < vOpts {
				v, vOpts = p, opts
				if opts <= 1 {
					break
				}
			}
		}
		if vOpts == 0 {
			return false
		}
		free &^= Bit(v)
		defer func() { free |= Bit(v) }()
		for j := range groups {
			if groups[j].Len() == need[j] || forbid[j].Has(v) {
				continue
			}
			if groups[j] == 0 && j > 0 && need[j-1] == need[j] && groups[j-1] == 0 {
				continue // the same as putting v in group j-1
			}
			saved := forbid[j]
			groups[j] |= Bit(v)
			forbid[j] |= g.Adj[v]
			if place() {
				return true
			}
			groups[j] &^= Bit(v)
			forbid[j] = saved
		}
		if slack > 0 {
			slack--
			ok := place()
			slack++
			if ok {
				return true
			}
		}
		return false
	}
	ok := place()
	if over {
		return nil, nodes, ErrUndecided
	}
	if !ok {
		return nil, nodes, none("an exhaustive search (" + itoa(spent) + " nodes) finds none")
	}
	out := make([]Set, len(sizes))
	for i, o := range order {
		out[o] = groups[i]
	}
	return out, nodes, nil
}

// cliqueSizes lists the sizes of a clique cover for messages: "2 of 6, 21
// of 2, 10 of 1".
func cliqueSizes(qs []Set) string {
	var parts []string
	for i := 0; i < len(qs); {
		j := i
		for j < len(qs) && qs[j].Len() == qs[i].Len() {
			j++
		}
		parts = append(parts, itoa(j-i)+" of "+itoa(qs[i].Len()))
		i = j
	}
	return strings.Join(parts, ", ")
}

// joinInts writes sizes as "4,3,2".
func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = itoa(x)
	}
	return strings.Join(s, ",")
}
