package groups

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// checkPartition fails unless sets partition 1..m into groups that hold.
func checkPartition(t *testing.T, g *Graph, sets []Set) {
	t.Helper()
	if !g.partition(sets) {
		t.Fatalf("m=%d n=%d: %v is not a partition into groups that hold", g.M, g.N, sets)
	}
}

// Every 2k ≤ 64 and every n: the solver's groups hold, their number is
// proven minimal, and it is the closed form the construction and the bound
// give: ⌈n/2⌉+1 groups (one for n = 0, 2k when every round is among the last).
func TestMinGroupsAll(t *testing.T) {
	t.Parallel()
	start := time.Now()
	var worst time.Duration
	nodes := 0
	for m := 2; m <= MaxSize; m += 2 {
		for n := 0; n < m; n++ {
			g := MustGraph(m, n)
			sol, err := g.MinGroups(0)
			if err != nil || !sol.Optimal {
				t.Fatalf("m=%d n=%d: %v (optimal %v, %d groups, lower %d)", m, n, err, sol.Optimal, len(sol.Sets), sol.Lower)
			}
			checkPartition(t, g, sol.Sets)
			want := (n+1)/2 + 1
			switch {
			case n == 0:
				want = 1
			case n == m-1:
				want = m
			}
			if len(sol.Sets) != want {
				t.Errorf("m=%d n=%d: %d groups, want %d", m, n, len(sol.Sets), want)
			}
			worst = max(worst, sol.Elapsed)
			nodes += sol.Nodes
		}
	}
	t.Logf("2k = 2..64, every n: %v in all, %d nodes, slowest %v", time.Since(start), nodes, worst)
}

// For small tables, an exhaustive enumeration of every partition agrees.
func TestMinGroupsBruteForce(t *testing.T) {
	t.Parallel()
	for m := 2; m <= 10; m += 2 {
		for n := 0; n < m; n++ {
			g := MustGraph(m, n)
			best := m
			partitions(m, func(p []Set) {
				if len(p) < best && g.partition(p) {
					best = len(p)
				}
			})
			sol, _ := g.MinGroups(0)
			if len(sol.Sets) != best {
				t.Errorf("m=%d n=%d: solver %d groups, enumeration %d", m, n, len(sol.Sets), best)
			}
		}
	}
}

// partitions calls f with every set partition of 1..m.
func partitions(m int, f func([]Set)) {
	var p []Set
	var rec func(x int)
	rec = func(x int) {
		if x > m {
			f(p)
			return
		}
		for i := range p {
			p[i] |= Bit(x)
			rec(x + 1)
			p[i] &^= Bit(x)
		}
		p = append(p, Bit(x))
		rec(x + 1)
		p = p[:len(p)-1]
	}
	rec(1)
}

// grotzsch is the Grötzsch graph: no triangle, largest independent set 5 of
// 11, yet 4 colours: the clique and ⌈11/5⌉ bounds say 3, so only the
// exhaustive search proves 4.
func grotzsch() *Graph {
	g := &Graph{M: 11, N: 1}
	edges := [][2]int{{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 1}, // outer cycle
		{6, 2}, {6, 5}, {7, 1}, {7, 3}, {8, 2}, {8, 4}, {9, 3}, {9, 5}, {10, 4}, {10, 1}, // shadows
		{11, 6}, {11, 7}, {11, 8}, {11, 9}, {11, 10}}
	for _, e := range edges {
		g.Adj[e[0]] |= Bit(e[1])
		g.Adj[e[1]] |= Bit(e[0])
	}
	return g
}

func TestMinGroupsExhaustive(t *testing.T) {
	t.Parallel()
	g := grotzsch()
	sol, err := g.MinGroups(0)
	if err != nil || len(sol.Sets) != 4 || sol.Lower != 4 || !strings.Contains(sol.Why, "exhaustive search finds no partition into 3 groups") {
		t.Errorf("Grötzsch: %d groups, lower %d (%s), err %v", len(sol.Sets), sol.Lower, sol.Why, err)
	}
	checkPartition(t, g, sol.Sets)
	if _, err := g.MinGroups(1); !errors.Is(err, ErrUndecided) {
		t.Errorf("budget 1: err %v, want ErrUndecided", err)
	}
}

func TestMinGroupsWhy(t *testing.T) {
	t.Parallel()
	sol, _ := MustGraph(64, 46).MinGroups(0)
	if !strings.Contains(sol.Why, "all meet one another in the last 46 rounds") || len(sol.Sets) != 24 {
		t.Errorf("64/46: %d groups because %s", len(sol.Sets), sol.Why)
	}
	sol, _ = MustGraph(16, 6).MinGroups(0)
	if len(sol.Sets) != 4 {
		t.Errorf("16/6: %d groups, the example of 003 has 4", len(sol.Sets))
	}
}

func TestConstruction(t *testing.T) {
	t.Parallel()
	for m := 2; m <= MaxSize; m += 2 {
		for n := 0; n < m; n++ {
			c := construct(m, n)
			if c == nil {
				continue
			}
			g := MustGraph(m, n)
			checkPartition(t, g, c)
			if len(c) != (n+1)/2+1 {
				t.Errorf("m=%d n=%d: %d groups", m, n, len(c))
			}
		}
	}
	if construct(11, 3) != nil || construct(10, 9) != nil {
		t.Error("construction for an odd size or n = m-1")
	}
}

// BenchmarkMinGroupsAll solves and proves every 2k ≤ 64 and n (1056
// questions), as the generator does.
func BenchmarkMinGroupsAll(b *testing.B) {
	for b.Loop() {
		for m := 2; m <= MaxSize; m += 2 {
			for n := 0; n < m; n++ {
				if _, err := MustGraph(m, n).MinGroups(0); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}
