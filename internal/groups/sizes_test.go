package groups

import (
	"errors"
	"strings"
	"testing"
)

func checkSizes(t *testing.T, g *Graph, sizes []int, within Set, sets []Set) {
	t.Helper()
	var used Set
	for i, s := range sets {
		if s.Len() != sizes[i] || s&^within != 0 || used&s != 0 || !g.Independent(s) {
			t.Fatalf("m=%d n=%d sizes %v: group %d = %v is wrong", g.M, g.N, sizes, i, s)
		}
		used |= s
	}
}

// For small tables, every multiset of sizes: the solver finds groups
// exactly when an enumeration of all partitions does.
func TestSizesBruteForce(t *testing.T) {
	t.Parallel()
	for m := 4; m <= 8; m += 2 {
		for n := 1; n < m; n++ {
			g := MustGraph(m, n)
			feasible := map[string]bool{}
			partitions(m, func(p []Set) {
				var ind []int
				for _, s := range p {
					if !g.Independent(s) {
						return
					}
					ind = append(ind, s.Len())
				}
				// Any sub-multiset of sizes no larger than these groups is feasible.
				markSub(ind, feasible)
			})
			multisets(m, func(sizes []int) {
				sets, _, err := g.GroupsOfSizes(sizes, All(m), 0)
				want := feasible[key(sizes)]
				switch {
				case want && err != nil:
					t.Errorf("m=%d n=%d sizes %v: %v, but groups exist", m, n, sizes, err)
				case !want && !IsNoGroups(err):
					t.Errorf("m=%d n=%d sizes %v: %v %v, but no groups exist", m, n, sizes, sets, err)
				case want:
					checkSizes(t, g, sizes, All(m), sets)
				}
			})
		}
	}
}

// multisets calls f with every non-increasing list of sizes of sum ≤ m.
func multisets(m int, f func([]int)) {
	var cur []int
	var rec func(maxPart, left int)
	rec = func(maxPart, left int) {
		if len(cur) > 0 {
			f(append([]int(nil), cur...))
		}
		for s := min(maxPart, left); s >= 1; s-- {
			cur = append(cur, s)
			rec(s, left-s)
			cur = cur[:len(cur)-1]
		}
	}
	rec(m, m)
}

// markSub records every list obtained by shrinking or dropping the sizes of
// a partition into groups that hold.
func markSub(ind []int, out map[string]bool) {
	var rec func(i int, cur []int)
	rec = func(i int, cur []int) {
		if i == len(ind) {
			if len(cur) > 0 {
				out[key(sortDesc(cur))] = true
			}
			return
		}
		rec(i+1, cur)
		for s := 1; s <= ind[i]; s++ {
			rec(i+1, append(append([]int(nil), cur...), s))
		}
	}
	rec(0, nil)
}

func sortDesc(v []int) []int {
	c := append([]int(nil), v...)
	for i := range c {
		for j := i + 1; j < len(c); j++ {
			if c[j] > c[i] {
				c[i], c[j] = c[j], c[i]
			}
		}
	}
	return c
}

func key(v []int) string { return joinInts(v) }

func TestSizesVarmaShapes(t *testing.T) {
	t.Parallel()
	for m := 10; m <= MaxSize; m += 2 {
		g := MustGraph(m, 3)
		sizes := []int{(m - 4) / 2, (m - 5) / 2, 3, 2}
		sizes[0] = m - 5 - sizes[1]
		sets, nodes, err := g.GroupsOfSizes(sizes, All(m), 0)
		if err != nil {
			t.Fatalf("m=%d: %v", m, err)
		}
		checkSizes(t, g, sizes, All(m), sets)
		if nodes > 10000 {
			t.Errorf("m=%d: %d nodes", m, nodes)
		}
	}
}

func TestSizesNone(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		m, n  int
		sizes []int
		want  string
	}{
		{10, 3, []int{6, 5}, "they need 11 players and there are 10"},
		{10, 3, []int{6}, "no group of 6 exists: the largest group that holds has 4"},
		{10, 9, []int{2}, "no group of 2 exists: the largest group that holds has 1"},
		{64, 10, []int{20, 20, 20}, "3 groups can hold at most 58"},
		{12, 4, []int{4, 4, 4}, "no groups of sizes 4,4,4 exist in the 12-player table with the last 4 rounds kept apart: an exhaustive search"},
	} {
		_, _, err := MustGraph(c.m, c.n).GroupsOfSizes(c.sizes, All(c.m), 0)
		if !IsNoGroups(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("m=%d n=%d sizes %v: %v, want %q", c.m, c.n, c.sizes, err, c.want)
		}
	}
	if _, _, err := MustGraph(10, 3).GroupsOfSizes([]int{0}, All(10), 0); err == nil || IsNoGroups(err) {
		t.Errorf("size 0: %v", err)
	}
	// A hard request gives up within its budget.
	_, nodes, err := MustGraph(64, 30).GroupsOfSizes([]int{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, All(64), 20000)
	if !errors.Is(err, ErrUndecided) || nodes > 30000 {
		t.Errorf("16 groups of 4 in 64/30: %v after %d nodes", err, nodes)
	}
}

func TestSizesWithin(t *testing.T) {
	t.Parallel()
	g := MustGraph(10, 3)
	within := All(9) // 9 players: the bye 10 is not drawn
	sets, _, err := g.GroupsOfSizes([]int{4, 3}, within, 0)
	if err != nil {
		t.Fatal(err)
	}
	checkSizes(t, g, []int{4, 3}, within, sets)
}
