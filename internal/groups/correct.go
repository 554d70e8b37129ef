package groups

import "slices"

// Cost is the number of printed entries a correction changes: for each
// group, the larger of the entries it deletes and the entries it inserts (a
// number replaced by another counts once). A number printed twice, or outside
// 1..M, must be deleted.
func Cost(printed []Group, corrected []Set) int {
	total := 0
	for i, g := range printed {
		del, ins := 0, 0
		seen := Set(0)
		for _, x := range g.Players {
			if x < 1 || x > MaxSize || seen.Has(x) || !corrected[i].Has(x) {
				del++
			}
			if x >= 1 && x <= MaxSize {
				seen |= Bit(x)
			}
		}
		ins = (corrected[i] &^ seen).Len()
		total += max(del, ins)
	}
	return total
}

// Corrections finds the corrections of a printed row of groups with the
// fewest changed entries (Cost): partitions of 1..M into as many non-empty
// groups, in the same order, none of whose members meet in the last N
// rounds. It returns that cost and up to limit corrections of that cost,
// searching costs up to maxCost; found is false when none is that cheap.
// A row that holds has cost 0 and itself as the only correction.
func (g *Graph) Corrections(printed []Group, maxCost, limit int) (cost int, out [][]Set, found bool) {
	k := len(printed)
	if k == 0 || k > g.M {
		return 0, nil, false
	}
	// count[i][x]: copies of x printed in group i; always[i]: entries that
	// must go (out of range).
	count := make([][]int, k)
	always := make([]int, k)
	for i, gr := range printed {
		count[i] = make([]int, g.M+1)
		for _, x := range gr.Players {
			if x < 1 || x > g.M {
				always[i]++
				continue
			}
			count[i][x]++
		}
	}
	sets := make([]Set, k)
	del := slices.Clone(always)
	ins := make([]int, k)
	bound := func() int {
		c := 0
		for i := range sets {
			c += max(del[i], ins[i])
		}
		return c
	}
	var limitCost int
	var rec func(x int)
	rec = func(x int) {
		if len(out) >= limit || bound() > limitCost {
			return
		}
		if x > g.M {
			for _, s := range sets {
				if s == 0 {
					return
				}
			}
			out = append(out, slices.Clone(sets))
			return
		}
		// Groups still empty need one of the numbers left.
		empty := 0
		for _, s := range sets {
			if s == 0 {
				empty++
			}
		}
		if empty > g.M-x+1 {
			return
		}
		// Try the groups that print x first: they cost nothing.
		order := make([]int, 0, k)
		for i := range sets {
			if count[i][x] > 0 {
				order = append(order, i)
			}
		}
		for i := range sets {
			if count[i][x] == 0 {
				order = append(order, i)
			}
		}
		for _, i := range order {
			if g.Adj[x]&sets[i] != 0 {
				continue
			}
			// x goes to group i: its copies elsewhere, and the extra copies
			// in i, are deleted; i inserts x if it does not print it.
			for j := range sets {
				if j == i {
					del[j] += max(count[j][x]-1, 0)
				} else {
					del[j] += count[j][x]
				}
			}
			if count[i][x] == 0 {
				ins[i]++
			}
			sets[i] |= Bit(x)
			rec(x + 1)
			sets[i] &^= Bit(x)
			if count[i][x] == 0 {
				ins[i]--
			}
			for j := range sets {
				if j == i {
					del[j] -= max(count[j][x]-1, 0)
				} else {
					del[j] -= count[j][x]
				}
			}
		}
	}
	for limitCost = 0; limitCost <= maxCost; limitCost++ {
		rec(1)
		if len(out) > 0 {
			return limitCost, out, true
		}
	}
	return 0, nil, false
}
