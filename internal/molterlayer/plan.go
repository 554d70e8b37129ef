package molterlayer

import (
	"slices"
	"sync"
)

// Placing the floaters of odd T by assignment (planFloaters), rather than
// moving them one at a time.
//
// In a round, the pair of levels j plays the 2-factor G_c of the teams
// (c the class of its circle round σ: the odd level's circle round σ, the
// even level's -σ, and one board between the two levels). Its cycles
// through teams off the multiples of g = gcd(c, T) are even and alternate
// the two levels; the one through the multiples of g is odd and holds the
// floater: any of its edges can be the floater, its ends then taking the
// two levels alternately along the cycle from it (which end descends is a
// second choice), and every team keeps its boards (I1, the prefix and I5
// stay). The class a pair plays in round r it plays once or twice over the
// event (σ and -σ); twice, its two rounds must give each player of the
// pair the other of its team's two boards (else a player meets a team
// twice: S4), so the floater lies on the same edge both times, its ends
// exchanging roles. No player descends twice nor ascends twice (S6c): the
// pair's floaters, one edge a class, are vertex-disjoint when they are the
// edges of one near-perfect rainbow matching M_j (one edge on each class's
// odd cycle, every team but one, z_j, covered): then any roles do.
//
// So a pair of levels takes a rainbow matching (rainbows: one leaving out
// each team, found once per T) and a bit per class it plays (which end
// descends first). A class played twice gives its two ends one descent and
// one ascent each (I2 nothing); for R = T-1 every class is played twice
// and every team but z_j descends once in pair j: distinct z_j give the
// descent spread I3 ≤ 1 and I2 = 0. The matchings are chosen pair after
// pair to even out the descents to come (a class played once counting half
// a descent to each end), then the bits by a deterministic local search on
// the published points of I2, I3 and I4 (a team's descents and ascents
// per group of two rounds, over all pairs).
//
// What limits it is the colours, not the floaters: the periods are
// coloured again (recolourPeriods), and the layered colours hold only by
// each pair's mirror symmetry (x, 2j+1) ↔ (-x, 2j+2), which keeps the
// pair's vectors cancelling across pairs; a floater off circle round 0
// breaks it. Measured over odd T 3–29, P 2–16 and every R (1,680 tables):
// the plan's periods all colour on 576; among the long events
// (2R ≥ T-1) that colour, 74 have fewer points than the moved table, 35
// more; from 17 teams up almost none colour (most periods fail). Kept to
// what it wins: long events of up to 15 teams, the layered tables graded
// C there 84 → 50. Also tried and dropped: adopting the plan pair by pair
// where every period still colours (the pairs left on circle round 0 keep
// I3 high: worse than the moves on 443 of 672 long events of 17–29
// teams), and recolouring failed periods by exactColours (40 of 1,104
// rescued).

// rainbowSet is, for odd T, near-perfect rainbow matchings of the classes'
// odd cycles: per candidate the team left out and per class c (index c-1)
// its edge.
type rainbowSet struct {
	z     []int
	edges [][][2]int
}

var rainbowCache sync.Map // T → *rainbowSet

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// edgeClass is the class of the edge {a, b} of odd T when it lies on the
// odd cycle of its class's 2-factor, else 0.
func edgeClass(T, a, b int) int {
	if a == b {
		return 0
	}
	if (a+b)%T == 0 {
		return min(a, T-a) // the cross board of circle round 0
	}
	s := (a + b) * ((T + 1) / 2) % T
	c := min(s, T-s)
	if a%gcd(c, T) != 0 {
		return 0
	}
	return c
}

// rainbows is T's rainbow matchings: the natural one (the edges {c, -c},
// leaving out team 0), then for every other team z one leaving it out, by
// a bounded search, or by a unit k times one found (x ↦ kx maps each
// class's odd cycle onto another's). Teams with none found within the
// bound (some of 33, 39, 51, 57 teams: beyond the generator's shapes) are
// left out of none.
func rainbows(T int) *rainbowSet {
	if v, ok := rainbowCache.Load(T); ok {
		return v.(*rainbowSet)
	}
	h := (T - 1) / 2
	rs := &rainbowSet{}
	covered := make([]bool, T)
	nat := make([][2]int, h)
	for c := 1; c <= h; c++ {
		nat[c-1] = [2]int{c, T - c}
	}
	rs.z, rs.edges = append(rs.z, 0), append(rs.edges, nat)
	covered[0] = true
	for z := 1; z < T; z++ {
		if covered[z] {
			continue
		}
		m := rainbowMissing(T, z)
		if m == nil {
			continue
		}
		for k := 1; k < T; k++ {
			kz := k * z % T
			if gcd(k, T) != 1 || covered[kz] {
				continue
			}
			km := make([][2]int, h)
			for _, e := range m {
				a, b := k*e[0]%T, k*e[1]%T
				km[edgeClass(T, a, b)-1] = [2]int{a, b}
			}
			covered[kz] = true
			rs.z, rs.edges = append(rs.z, kz), append(rs.edges, km)
		}
	}
	v, _ := rainbowCache.LoadOrStore(T, rs)
	return v.(*rainbowSet)
}

// rainbowMissing is a near-perfect rainbow matching of T leaving out team
// z (per class, index c-1, its edge), nil when the bounded depth-first
// search finds none: at each step the class or the team with the fewest
// edges left is placed.
func rainbowMissing(T, z int) [][2]int {
	h := (T - 1) / 2
	cls := make([]int, T*T)
	edges := make([][][2]int, h+1)
	for a := range T {
		for b := range T {
			c := edgeClass(T, a, b)
			cls[a*T+b] = c
			if c > 0 && a < b {
				edges[c] = append(edges[c], [2]int{a, b})
			}
		}
	}
	cov := make([]bool, T)
	used := make([]bool, h+1)
	out := make([][2]int, h)
	cov[z] = true
	budget := 1 << 14
	var dfs func(left int) bool
	dfs = func(left int) bool {
		if budget--; budget < 0 {
			return false
		}
		if left == 0 {
			return true
		}
		bv, bn := -1, T+1
		for v := range T {
			if cov[v] {
				continue
			}
			n := 0
			for w := range T {
				if c := cls[v*T+w]; !cov[w] && c > 0 && !used[c] {
					n++
				}
			}
			if n < bn {
				bv, bn = v, n
			}
		}
		bc, bcn := -1, T+1
		for c := 1; c <= h; c++ {
			if used[c] {
				continue
			}
			n := 0
			for _, e := range edges[c] {
				if !cov[e[0]] && !cov[e[1]] {
					n++
				}
			}
			if n < bcn {
				bc, bcn = c, n
			}
		}
		if bn == 0 || bcn == 0 {
			return false
		}
		if bcn < bn {
			used[bc] = true
			for _, e := range edges[bc] {
				if cov[e[0]] || cov[e[1]] {
					continue
				}
				cov[e[0]], cov[e[1]] = true, true
				out[bc-1] = e
				if dfs(left - 1) {
					return true
				}
				cov[e[0]], cov[e[1]] = false, false
			}
			used[bc] = false
			return false
		}
		v := bv
		cov[v] = true
		for w := range T {
			c := cls[v*T+w]
			if cov[w] || c == 0 || used[c] {
				continue
			}
			cov[w], used[c] = true, true
			out[c-1] = [2]int{v, w}
			if dfs(left - 1) {
				return true
			}
			cov[w], used[c] = false, false
		}
		cov[v] = false
		return false
	}
	if !dfs(h) {
		return nil
	}
	return out
}

// floaterPlan is the state of planFloaters' search: per pair its matching
// and per pair and class its bit, and the counts the published measures
// read.
type floaterPlan struct {
	T, n, R, h int
	rs         *rainbowSet
	class      [][]int // per pair and round, the class played
	second     []bool  // per pair and round: the class's second round in the pair
	mi         []int   // per pair, its matching (index in rs)
	bit        []bool  // per pair and class (j·(h+1)+c)
	down, up   []int
	gdown, gup []int // per group of two rounds and team
	descents         // the teams by descents (I3)
	hist4      []int
	top4       int
	i2, ex     int // Σ|down-up|, Σ over groups of the excess above one
	P          int
}

// roles is the descending and ascending team of pair j's floater in round r.
func (fp *floaterPlan) roles(j, r int) (d, a int) {
	c := fp.class[j][r]
	e := fp.rs.edges[fp.mi[j]][c-1]
	d, a = e[0], e[1]
	if fp.bit[j*(fp.h+1)+c] != fp.second[j*fp.R+r] {
		d, a = a, d
	}
	return d, a
}

// count counts pair j's floater in round r (by 1) or uncounts it (-1).
func (fp *floaterPlan) count(j, r, by int) {
	d, a := fp.roles(j, r)
	v := fp.down[d]
	fp.i2 += abs(v+by-fp.up[d]) - abs(v-fp.up[d])
	fp.down[d] = v + by
	fp.shift(v, by)
	w := fp.up[a]
	fp.i2 += abs(fp.down[a]-w-by) - abs(fp.down[a]-w)
	fp.up[a] = w + by
	g := r / 2 * fp.T
	for _, x := range [2]*int{&fp.gdown[g+d], &fp.gup[g+a]} {
		fp.ex -= max(0, *x-1)
		fp.hist4[*x]--
		*x += by
		fp.hist4[*x]++
		fp.ex += max(0, *x-1)
		fp.top4 = max(fp.top4, *x)
	}
	for fp.top4 > 0 && fp.hist4[fp.top4] == 0 {
		fp.top4--
	}
}

// cost is the published points of I2, I3 and I4, then I2, I3, the excess
// of I4 over one and the sum of squares of the descents.
func (fp *floaterPlan) cost() [5]int {
	T := fp.T
	band := 8
	switch {
	case fp.i2 == 0:
		band = 0
	case fp.i2 <= T-1:
		band = 1
	case fp.i2 < 2*(T-1):
		band = 4
	}
	pts := band + 2*max(0, fp.hi-fp.lo-1)
	if fp.P <= T-1 {
		pts += 2 * max(0, fp.top4-1)
	}
	return [5]int{pts, fp.i2, fp.hi - fp.lo, fp.ex, fp.sq}
}

// planFloaters places the floaters of odd T: class[j][r] is the class pair
// j plays in round r. It returns per pair and round the descending and the
// ascending team, ends of an edge of the class's odd cycle.
func planFloaters(T, P int, class, layDesc [][]int) (desc, asc [][]int) {
	n, R, h := P/2, len(class[0]), (T-1)/2
	G := (R + 1) / 2
	fp := &floaterPlan{T: T, n: n, R: R, h: h, P: P, rs: rainbows(T), class: class}
	fp.second = make([]bool, n*R)
	fp.mi = make([]int, n)
	fp.bit = make([]bool, n*(h+1))
	fp.down, fp.up = make([]int, T), make([]int, T)
	fp.gdown, fp.gup = make([]int, G*T), make([]int, G*T)
	fp.histD, fp.hist4 = make([]int, n+2), make([]int, 2*n+2)
	seen := make([]int, h+1)
	for j := range n {
		clear(seen)
		for r := range R {
			c := class[j][r]
			seen[c]++
			fp.second[j*R+r] = seen[c] == 2
		}
	}
	// The matchings, pair after pair: the one that leaves the descents
	// to come most even (a class played twice is a descent to each end,
	// once half a descent to each: counted doubled), the teams left out
	// distinct where they can be.
	w := make([]int, T)
	out := make([]int, T) // per team, the pairs that leave it out
	nc := len(fp.rs.z)
	for j := range n {
		clear(seen)
		for r := range R {
			seen[class[j][r]]++
		}
		best, bestK := [3]int{}, -1
		for k := range nc {
			e := fp.rs.edges[k]
			sq := 0
			for c := 1; c <= h; c++ {
				if seen[c] == 0 {
					continue
				}
				add := 1
				if seen[c] == 2 {
					add = 2
				}
				for _, x := range e[c-1] {
					sq += 2*w[x]*add + add*add
				}
			}
			key := [3]int{out[fp.rs.z[k]], sq, k}
			if bestK < 0 || slices.Compare(key[:], best[:]) < 0 {
				best, bestK = key, k
			}
		}
		fp.mi[j] = bestK
		out[fp.rs.z[bestK]]++
		for c := 1; c <= h; c++ {
			add := []int{0, 1, 2}[min(seen[c], 2)]
			for _, x := range fp.rs.edges[bestK][c-1] {
				w[x] += add
			}
		}
	}
	fp.histD[0] = T
	fp.hist4[0] = 2 * G * T
	// First bits: the layered table's roles on the natural edges,
	// alternating along each pair's rounds on the others.
	for j := range n {
		for r := range R {
			if c := class[j][r]; !fp.second[j*R+r] {
				e := fp.rs.edges[fp.mi[j]][c-1]
				if e == [2]int{c, T - c} {
					fp.bit[j*(h+1)+c] = layDesc[j][r] != c
				} else {
					fp.bit[j*(h+1)+c] = (r+j)%2 == 1
				}
			}
		}
	}
	for j := range n {
		for r := range R {
			fp.count(j, r, 1)
		}
	}
	// Local search on the bits: single flips while they lower the cost,
	// from the start and a few deterministic perturbations of the best.
	less := func(a, b [5]int) bool { return slices.Compare(a[:], b[:]) < 0 }
	occ := make([][]int, n*(h+1)) // per pair and class, its rounds
	var keys []int
	for j := range n {
		for r := range R {
			k := j*(h+1) + class[j][r]
			if occ[k] == nil {
				keys = append(keys, k)
			}
			occ[k] = append(occ[k], r)
		}
	}
	flip := func(k int) {
		j := k / (h + 1)
		for _, r := range occ[k] {
			fp.count(j, r, -1)
		}
		fp.bit[k] = !fp.bit[k]
		for _, r := range occ[k] {
			fp.count(j, r, 1)
		}
	}
	climb := func() {
		cur := fp.cost()
		for improved := true; improved; {
			improved = false
			for _, k := range keys {
				flip(k)
				if c := fp.cost(); less(c, cur) {
					cur, improved = c, true
				} else {
					flip(k)
				}
			}
		}
	}
	climb()
	best, keep := fp.cost(), slices.Clone(fp.bit)
	rng := uint64(T*1009+P*101+R) | 1
	for try := 0; try < planTries && best[0] > 0; try++ {
		for _, k := range keys {
			rng ^= rng << 13
			rng ^= rng >> 7
			rng ^= rng << 17
			if rng%8 == 0 {
				flip(k)
			}
		}
		climb()
		if c := fp.cost(); less(c, best) {
			best, keep = c, slices.Clone(fp.bit)
		} else {
			for _, k := range keys {
				if fp.bit[k] != keep[k] {
					flip(k)
				}
			}
		}
	}
	desc, asc = make([][]int, n), make([][]int, n)
	for j := range n {
		desc[j], asc[j] = make([]int, R), make([]int, R)
		for r := range R {
			desc[j][r], asc[j][r] = fp.roles(j, r)
		}
	}
	return desc, asc
}

// applyPlan lays the floaters of pair j in round r on the edge from
// desc[j][r] to asc[j][r]: the boards of the odd cycle through it take
// their order numbers from it (the boards keep their teams and places;
// the colours are made again after, recolourPeriods). False when a
// planned edge is not a board of its round (not expected).
func applyPlan(T, P int, rounds [][]Board, desc, asc [][]int) bool {
	for j := range P / 2 {
		if !applyPlanPair(T, rounds, desc, asc, j) {
			return false
		}
	}
	return true
}

// applyPlanPair is applyPlan for pair j alone.
func applyPlanPair(T int, rounds [][]Board, desc, asc [][]int, j int) bool {
	var sc floaterScratch
	for r, rd := range rounds {
		if !sc.place(T, rd, j, desc[j][r], asc[j][r]) {
			return false
		}
	}
	return true
}

// floaterScratch is place's buffers.
type floaterScratch struct {
	at   [][2]int // per team, its two boards in the pair's block
	fill []int
}

// place lays the floater of pair j in round rd on the edge from team d
// (descending) to team a: the boards of the odd cycle through it take
// their order numbers from it. False when no board of the pair joins d
// and a.
func (sc *floaterScratch) place(T int, rd []Board, j, d, a int) bool {
	if len(sc.at) < T {
		sc.at, sc.fill = make([][2]int, T), make([]int, T)
	}
	at, fill := sc.at, sc.fill[:T]
	blk := rd[j*T : (j+1)*T]
	clear(fill)
	e := -1
	for i, b := range blk {
		x, y := b.White.Team, b.Black.Team
		at[x][fill[x]], at[y][fill[y]] = i, i
		fill[x]++
		fill[y]++
		if x == d && y == a || x == a && y == d {
			e = i
		}
	}
	if e < 0 {
		return false
	}
	o1, o2 := 2*j+1, 2*j+2
	set := func(i, t, o int) {
		b := &blk[i]
		if b.White.Team == t {
			b.White.Order = o
		} else {
			b.Black.Order = o
		}
	}
	set(e, d, o1)
	set(e, a, o2)
	// From a along the cycle: a's other board takes a's o1.
	t, i, o := a, at[a][0], o1
	if i == e {
		i = at[a][1]
	}
	for t != d {
		set(i, t, o)
		b := blk[i]
		u := b.White.Team
		if u == t {
			u = b.Black.Team
		}
		set(i, u, o)
		ni := at[u][0]
		if ni == i {
			ni = at[u][1]
		}
		t, i, o = u, ni, o1+o2-o
	}
	return true
}

// plannedOdd is a copy of the layered rounds of odd T (in buf, grown if
// short) with the floaters placed by planFloaters and every period
// coloured again (recolourPeriods); ok false when a period finds no
// colours.
func plannedOdd(buf []Board, T, P int, layered [][]Board) (rounds [][]Board, rest []Board, ok bool) {
	R := len(layered)
	rounds, buf = copyRounds(buf, T*P/2, layered)
	n := P / 2
	class, layDesc := make([][]int, n), make([][]int, n)
	for j := range class {
		class[j], layDesc[j] = make([]int, R), make([]int, R)
	}
	for r, rd := range layered {
		for _, b := range rd {
			if b.White.Order != b.Black.Order {
				j := (min(b.White.Order, b.Black.Order) - 1) / 2
				class[j][r] = min(b.White.Team, T-b.White.Team)
				layDesc[j][r] = b.White.Team
				if b.Black.Order < b.White.Order {
					layDesc[j][r] = b.Black.Team
				}
			}
		}
	}
	desc, asc := planFloaters(T, P, class, layDesc)
	sc := movePool.Get().(*moveScratch)
	defer movePool.Put(sc)
	sc.signs.budget = 1 << 10
	defer func() { sc.signs.budget = 0 }()
	if !applyPlan(T, P, rounds, desc, asc) {
		return nil, buf, false
	}
	// A plan's period that colours does so within a few visits; one
	// that does not would exhaust the search (most of 17 teams and more).
	if !recolourPeriods(sc, T, P, rounds) {
		return nil, buf, false
	}
	return rounds, buf, true
}

// floaterVector is floaterMeasures' I2, I3 and I4.
func floaterVector(T, P int, rounds [][]Board) [3]int {
	_, v := floaterMeasures(T, P, rounds)
	return v
}

// floaterMeasures is the published I2, I3 and I4 of a table of odd T and
// their points.
func floaterMeasures(T, P int, rounds [][]Board) (pts int, v [3]int) {
	down, up := make([]int, T), make([]int, T)
	G := (len(rounds) + 1) / 2
	gd, gu := make([]int, G*T), make([]int, G*T)
	for r, rd := range rounds {
		for _, b := range rd {
			d, a := b.White, b.Black
			if d.Order == a.Order {
				continue
			}
			if d.Order > a.Order {
				d, a = a, d
			}
			down[d.Team]++
			up[a.Team]++
			gd[r/2*T+d.Team]++
			gu[r/2*T+a.Team]++
		}
	}
	for t := range T {
		v[0] += abs(down[t] - up[t])
	}
	v[1] = slices.Max(down) - slices.Min(down)
	v[2] = max(slices.Max(gd), slices.Max(gu))
	band := 8
	switch {
	case v[0] == 0:
		band = 0
	case v[0] <= T-1:
		band = 1
	case v[0] < 2*(T-1):
		band = 4
	}
	pts = band + 2*max(0, v[1]-1)
	if P <= T-1 {
		pts += 2 * max(0, v[2]-1)
	}
	return pts, v
}

// planTries is how many perturbations of the best bits planFloaters
// climbs from.
var planTries = 8
