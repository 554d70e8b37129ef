package main

import (
	"math"
	"math/rand/v2"
	"slices"

	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// A table of odd T from Hamiltonian cycles. A pair of levels (order numbers
// 2j+1, 2j+2) in one round is a 2-factor of the teams: each team's two
// players meet two teams, the floater joining the one left out of each
// level. When that 2-factor is one Hamiltonian cycle of the T teams, any
// edge of it can be the floater: the path left runs through every team,
// its edges taken alternately by the two levels. K_T (T odd) splits into
// m = (T-1)/2 edge-disjoint Hamiltonian cycles (Walecki), so taking the
// cycles in turn, round after round and pair after pair, meets every pair
// of teams as evenly as the boards allow (I1 at its arithmetic bound),
// meets P·r distinct teams after r rounds until every team is met (prefix
// 0) and, when P ≤ T-1, no team twice in a round (I5 0). What is left to
// choose is each use's floater (an edge of its cycle and which end
// descends): annealed below for the floater measures I2, I3, I4 under
// S6c, then moved on until a colouring by periods keeps the rules
// (polish, descend). The colours are the solver's, else that colouring.
// Where P ≥ T-1, newPeriodTable keeps each pair's cycle for a whole
// period instead, its floaters chosen by backtracking (periodFloaters).

// walecki is the m = (T-1)/2 Hamiltonian cycles of K_T, T odd, each as
// its T teams in order: team T-1, then i, i+1, i-1, i+2, i-2, …, i+m over
// the other 2m teams counted mod 2m (Walecki's zigzags, edge-disjoint).
func walecki(T int) [][]int {
	n := T - 1
	m := n / 2
	cs := make([][]int, m)
	for i := range m {
		c := []int{T - 1, i}
		for k := 1; k < m; k++ {
			c = append(c, (i+k)%n, (i-k+n)%n)
		}
		cs[i] = append(c, (i+m)%n)
	}
	return cs
}

// cycleSlots assigns a cycle to each pair of levels of each round. The
// slots s = r·P/2 + j, in order, fall in blocks of m, each block taking
// every cycle once (so prefix 0 and I1 at its bound), with no round taking
// one cycle twice (I5 0; where P > T-1, no more often than the round's
// slots need, I5 1) and no pair of levels one cycle more than twice (a
// player would meet a team twice: S4). First each block the m cycles in
// turn, rotated by ⌊s/m⌋·δ for the first δ that keeps those; else blocks
// drawn at random, block after block, each drawn again (at most 1,000
// times) until it keeps them. It returns false when nothing was found.
func cycleSlots(T, P, R int) ([][]int, bool) {
	m := (T - 1) / 2
	h := P / 2
	perRound := (h + m - 1) / m // a cycle's uses in one round at most
	// fits tells whether block b, cycles of its slots in order, keeps the
	// rules with the slots before it (cyc[:b·m]).
	n := R * h
	cyc := make([]int, n)
	uses := make([]int, h*m)
	fits := func(b int, block []int) bool {
		ok := true
		var added []int
		for i, c := range block {
			s := b*m + i
			if s >= n {
				break
			}
			r, j := s/h, s%h
			same := 0
			for s2 := r * h; s2 < s; s2++ {
				other := cyc[s2]
				if s2 >= b*m {
					other = block[s2-b*m]
				}
				if other == c {
					same++
				}
			}
			if same >= perRound {
				ok = false
			}
			if uses[j*m+c]++; uses[j*m+c] > 2 {
				ok = false
			}
			added = append(added, j*m+c)
			if !ok {
				break
			}
		}
		if !ok {
			for _, u := range added {
				uses[u]--
			}
			return false
		}
		copy(cyc[b*m:min(n, b*m+m)], block)
		return true
	}
	blocks := (n + m - 1) / m
	out := func() [][]int {
		slots := make([][]int, R)
		for r := range R {
			slots[r] = cyc[r*h : r*h+h]
		}
		return slots
	}
	for d := range m {
		clear(uses)
		ok := true
		for b := 0; b < blocks && ok; b++ {
			block := make([]int, m)
			for i := range block {
				block[i] = (i + b*d) % m
			}
			ok = fits(b, block)
		}
		if ok {
			return out(), true
		}
	}
	rng := rand.New(rand.NewPCG(uint64(T), uint64(P*100+R)))
	for range 100 {
		clear(uses)
		b := 0
		for tries := 0; b < blocks && tries < 1000; tries++ {
			if fits(b, rng.Perm(m)) {
				b, tries = b+1, 0
			}
		}
		if b == blocks {
			return out(), true
		}
	}
	return nil, false
}

// cycleTable is a table of cycles with its floaters: each group (a pair
// of levels and a cycle it takes, once or twice) has its floater edge
// (edge e joins the cycle's teams e and e+1) and which end descends. A
// group's second use takes the same edge the other way round: each team's
// two players then meet its two neighbours on the cycle the other way
// round, never one team twice (S4), and the two floaters balance.
type cycleTable struct {
	T, P, R int
	cycles  [][]int
	slots   [][]int
	group   [][]int // group[r][j]: the group of the pair of levels j in round r
	use     [][]int // use[r][j]: 0 for a group's first use, 1 its second
	edge    []int   // per group: the floater edge
	flip    []int   // per group: 0 when the edge's first team descends on the first use
	// stop, when set, is read before every move of anneal, polish and
	// descend and every 4,096 nodes of periodFloaters: once true they
	// return what they have (an event's budget, -budget, is spent; one
	// move of polish or descend colours the table by periods, up to a
	// tenth of a second on a long event of many players, and a seed
	// makes up to 30,000 of them).
	stop func() bool
}

// stopped is whether the search must stop now (stop set and true).
func (ct *cycleTable) stopped() bool { return ct.stop != nil && ct.stop() }

func newCycleTable(T, P, R int) (*cycleTable, bool) {
	slots, ok := cycleSlots(T, P, R)
	if !ok {
		return nil, false
	}
	return cycleTableOf(T, P, R, slots), true
}

// newPeriodTable is a table of cycles for P ≥ T-1 whose pairs of levels
// keep their cycle for both rounds of a period (rounds 2k+1, 2k+2): pair
// j plays cycle c·k+j (mod m) in period k, every cycle at least once a
// round (every other team met every round: prefix 0), the cycles played
// twice in a round (P > T-1) taken in turn, period after period (I1 as
// even as they allow), and no pair of levels playing one cycle in two
// periods (S4); c is the first step that gives a pair different cycles.
// The period's second round, the floater edge reversed, meets each
// team's two neighbours the other way round: the period's games of a
// pair of levels and its team edges then alternate colours with every
// team exact (S5), as the colouring by periods finds. With fewer players
// a team would meet the same teams in both rounds of a period (a prefix
// deficit), so only P ≥ T-1.
func newPeriodTable(T, P, R int) (*cycleTable, bool) {
	m, h := (T-1)/2, P/2
	K := (R + 1) / 2
	if h < m || K > m {
		return nil, false
	}
	for c := 1; c <= max(1, m-1); c++ {
		seen := make([]bool, h*m)
		ok := true
		for k := range K {
			for j := range h {
				x := (c*k + j) % m
				ok = ok && !seen[j*m+x]
				seen[j*m+x] = true
			}
		}
		if !ok {
			continue
		}
		slots := make([][]int, R)
		for r := range slots {
			slots[r] = make([]int, h)
			for j := range h {
				slots[r][j] = (c*(r/2) + j) % m
			}
		}
		return cycleTableOf(T, P, R, slots), true
	}
	return nil, false
}

// cycleTableOf is the table of cycles whose pairs of levels take the
// cycles slots, its groups numbered in order of first use.
func cycleTableOf(T, P, R int, slots [][]int) *cycleTable {
	ct := &cycleTable{T: T, P: P, R: R, cycles: walecki(T), slots: slots}
	index := map[[2]int]int{}
	var uses []int // per group, its uses so far
	for r := range R {
		ct.group = append(ct.group, make([]int, P/2))
		ct.use = append(ct.use, make([]int, P/2))
		for j, c := range slots[r] {
			g, ok := index[[2]int{j, c}]
			if !ok {
				g = len(uses)
				index[[2]int{j, c}] = g
				uses = append(uses, 0)
			}
			ct.use[r][j] = uses[g]
			ct.group[r][j] = g
			uses[g]++
		}
	}
	ct.edge = make([]int, len(uses))
	ct.flip = make([]int, len(uses))
	return ct
}

// floater is the team that descends and the one that ascends in round r,
// pair of levels j.
func (ct *cycleTable) floater(r, j int) (down, up int) {
	g := ct.group[r][j]
	c := ct.cycles[ct.slots[r][j]]
	a, b := c[ct.edge[g]], c[(ct.edge[g]+1)%ct.T]
	if (ct.flip[g]+ct.use[r][j])%2 == 1 {
		return b, a
	}
	return a, b
}

// floaters counts the floaters' rules and measures as the contract does:
// S6c breaches (a player descending or ascending twice), I2, I3, I4, and
// the sum of squares of the descents (to break ties towards even ones).
// The slices are scratch space (anneal's).
func (ct *cycleTable) floaters(down, up, pd, pu, gd, gu []int) (viol, i2, i3, i4, sq int) {
	T, P := ct.T, ct.P
	for _, b := range [][]int{down, up, pd, pu, gd, gu} {
		clear(b)
	}
	for r := range ct.R {
		for j := range P / 2 {
			d, u := ct.floater(r, j)
			down[d]++
			up[u]++
			if pd[j*T+d]++; pd[j*T+d] > 1 {
				viol++
			}
			if pu[j*T+u]++; pu[j*T+u] > 1 {
				viol++
			}
			gd[(r/2)*T+d]++
			gu[(r/2)*T+u]++
		}
	}
	lo, hi := math.MaxInt, 0
	for t := range T {
		i2 += abs(down[t] - up[t])
		lo, hi = min(lo, down[t]), max(hi, down[t])
		sq += down[t] * down[t]
	}
	for i := range gd {
		i4 = max(i4, gd[i], gu[i])
	}
	return viol, i2, hi - lo, i4, sq
}

// Levels of a polish: what a move may make worse while the breaches of a
// colouring by periods go down.
const (
	keepFloaters = iota // none of the floaters' measures
	letI3I4             // I3 and I4
	letFloaters         // any but S6c (I2 too: a table of cycles that
	// colours at all beats any table above I1's bound)
)

// key is the floaters' measures as one number, in the contract's order,
// those that level lets go left out. sq is the sum of squares of the
// descents. The slices are scratch space (scratch's).
func (ct *cycleTable) key(down, up, pd, pu, gd, gu []int, level int) (key, sq int) {
	viol, i2, i3, i4, sq := ct.floaters(down, up, pd, pu, gd, gu)
	if level >= letI3I4 {
		i3, i4 = 0, 0
	}
	if level >= letFloaters {
		i2 = 0
	}
	return 1000*viol + 10*i2 + 3*i3 + i4, sq
}

// cost is key with ties broken towards even descents: the annealing's.
func (ct *cycleTable) cost(down, up, pd, pu, gd, gu []int) float64 {
	k, sq := ct.key(down, up, pd, pu, gd, gu, keepFloaters)
	return float64(k) + 0.01*float64(sq)
}

// levelsOf is the two levels' teams of round r, pair of levels j, as
// the free form lists them (pair by pair, the one left out last): the
// level that takes the path's even edges leaves out the team descending.
// path and odd (T each) are where they are written.
func (ct *cycleTable) levelsOf(r, j int, path, odd []int) (a, b []int) {
	T := ct.T
	c := ct.cycles[ct.slots[r][j]]
	e := ct.edge[ct.group[r][j]]
	for i := range T {
		path[i] = c[(e+1+i)%T]
	}
	even := path
	copy(odd, path[1:])
	odd[T-1] = path[0]
	if d, _ := ct.floater(r, j); d == path[T-1] {
		return even, odd
	}
	return odd, even
}

// scratch is the buffers floaters counts in.
func (ct *cycleTable) scratch() (down, up, pd, pu, gd, gu []int) {
	T, P := ct.T, ct.P
	groups := (ct.R + 1) / 2
	return make([]int, T), make([]int, T), make([]int, P/2*T), make([]int, P/2*T), make([]int, groups*T), make([]int, groups*T)
}

// move changes group g's floater at random: its direction, or its edge,
// or its edge moved one on along the cycle (the team the two edges share
// keeping its role: the other end moves two teams on).
func (ct *cycleTable) move(rng *rand.Rand, g int) {
	switch rng.IntN(4) {
	case 0:
		ct.flip[g] ^= 1
	case 1:
		ct.edge[g] = rng.IntN(ct.T)
	default:
		ct.edge[g] = (ct.edge[g] + ct.T - 1 + 2*rng.IntN(2)) % ct.T
		ct.flip[g] ^= 1
	}
}

// anneal chooses the floaters: moves kept by the Metropolis rule.
func (ct *cycleTable) anneal(iters int, seed uint64) float64 {
	T, P := ct.T, ct.P
	rng := rand.New(rand.NewPCG(seed, uint64(T*100+P)))
	down, up, pd, pu, gd, gu := ct.scratch()
	for g := range ct.edge {
		ct.edge[g], ct.flip[g] = rng.IntN(T), rng.IntN(2)
	}
	cur := ct.cost(down, up, pd, pu, gd, gu)
	best, bestEdge, bestFlip := cur, append([]int(nil), ct.edge...), append([]int(nil), ct.flip...)
	for it := range iters {
		if ct.stopped() {
			break
		}
		temp := 2*(1-float64(it)/float64(iters)) + 0.02
		g := rng.IntN(len(ct.edge))
		oe, of := ct.edge[g], ct.flip[g]
		ct.move(rng, g)
		c := ct.cost(down, up, pd, pu, gd, gu)
		if c <= cur || rng.Float64() < math.Exp((cur-c)/temp) {
			cur = c
			if c < best {
				best = c
				copy(bestEdge, ct.edge)
				copy(bestFlip, ct.flip)
			}
			continue
		}
		ct.edge[g], ct.flip[g] = oe, of
	}
	copy(ct.edge, bestEdge)
	copy(ct.flip, bestFlip)
	return best
}

// periodBreaches is how many published rules the table breaks coloured
// by periods (molter.PeriodColours, as the search colours it without the
// solver): 0 when that colouring keeps them all.
func (ct *cycleTable) periodBreaches() int {
	rc := ct.recipe("")
	games, err := rc.Games()
	if err != nil {
		return math.MaxInt
	}
	rc.Colours = molter.PeriodColours(ct.T, ct.P, games)
	e, err := rc.Build()
	if err != nil {
		return math.MaxInt
	}
	return len(molter.PublishedCheck(e))
}

// polish moves the floaters on until the table colours by periods (a
// period's cycles can leave a team's drift unbalanced whatever their
// flips): a move is kept when it breaks no more rules so coloured and its
// floaters' measures, but those level lets go, count no more (the
// tie-break of even descents aside), at most tries moves. It returns the
// breaches left.
func (ct *cycleTable) polish(tries int, seed uint64, level int) int {
	T := ct.T
	rng := rand.New(rand.NewPCG(seed, uint64(T*1000+ct.R)))
	down, up, pd, pu, gd, gu := ct.scratch()
	key := func() int {
		k, _ := ct.key(down, up, pd, pu, gd, gu, level)
		return k
	}
	base := key()
	cur := ct.periodBreaches()
	for it := 0; it < tries && cur > 0 && !ct.stopped(); it++ {
		g := rng.IntN(len(ct.edge))
		oe, of := ct.edge[g], ct.flip[g]
		ct.move(rng, g)
		if key() <= base {
			if b := ct.periodBreaches(); b <= cur {
				cur = b
				continue
			}
		}
		ct.edge[g], ct.flip[g] = oe, of
	}
	return cur
}

// descend moves the floaters of a table that colours by periods towards
// better measures: a move is kept when every floater measure counted
// together does not rise and the table still colours, at most tries moves
// (a polish that let measures go leaves them to win back).
func (ct *cycleTable) descend(tries int, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, uint64(ct.T*1000+ct.R+1)))
	down, up, pd, pu, gd, gu := ct.scratch()
	key := func() int {
		k, _ := ct.key(down, up, pd, pu, gd, gu, keepFloaters)
		return k
	}
	cur := key()
	for range tries {
		if ct.stopped() {
			return
		}
		g := rng.IntN(len(ct.edge))
		oe, of := ct.edge[g], ct.flip[g]
		ct.move(rng, g)
		if k := key(); k <= cur {
			if ct.periodBreaches() == 0 {
				cur = k
				continue
			}
		}
		ct.edge[g], ct.flip[g] = oe, of
	}
}

// recipe is the table as a recipe of the free form, uncoloured.
func (ct *cycleTable) recipe(method string) *molter.Recipe {
	rc := &molter.Recipe{Teams: ct.T, Players: ct.P, Method: method}
	for r := range ct.R {
		rd := make([][]int, ct.P)
		for j := range ct.P / 2 {
			a, b := ct.levelsOf(r, j, make([]int, ct.T), make([]int, ct.T))
			rd[2*j], rd[2*j+1] = a, b
		}
		rc.Pairs = append(rc.Pairs, rd)
	}
	return rc
}

// periodBudget bounds periodFloaters' search in the search tool: about a
// second (13 teams of 12 over 12 rounds needs 0.15 s, 15 of 14 over 14
// finds nothing in 50,000,000 nodes).
const periodBudget = 20_000_000

// periodFloaters chooses the floaters of a table of newPeriodTable by
// backtracking, period after period and pair after pair: a pair's
// floater edges of different periods share no team (a player never
// descends or ascends twice: S6c), no team is in more of a period's
// floater edges than the P/2 edges' ends need (a team's descents, and
// ascents, in the period: I4 at its bound, 1 where P = T-1), and after
// every period the teams' floaters so far are within one of each other
// (I3 1; where P = T-1, each period leaves out a team none left out
// before). budget bounds the nodes visited; it returns false when none
// was found within it.
func (ct *cycleTable) periodFloaters(budget int) bool {
	T, R, h := ct.T, ct.R, ct.P/2
	K := (R + 1) / 2
	limit := (2*h + T - 1) / T // floater edges a team is in, a period
	inRow := make([]int, K*T)
	colUsed := make([]bool, h*T)
	total := make([]int, T)
	var dfs func(cell int) bool
	dfs = func(cell int) bool {
		if budget--; budget%4096 == 0 && ct.stopped() {
			budget = -1 // and below zero from here on: every frame unwinds
		}
		if budget < 0 {
			return false
		}
		if cell == K*h {
			return true
		}
		k, j := cell/h, cell%h
		g := ct.group[2*k][j]
		c := ct.cycles[ct.slots[2*k][j]]
		for e := range T {
			a, b := c[e], c[(e+1)%T]
			if inRow[k*T+a] == limit || inRow[k*T+b] == limit || colUsed[j*T+a] || colUsed[j*T+b] {
				continue
			}
			inRow[k*T+a]++
			inRow[k*T+b]++
			colUsed[j*T+a], colUsed[j*T+b] = true, true
			total[a]++
			total[b]++
			if j < h-1 || slices.Max(total)-slices.Min(total) <= 1 {
				ct.edge[g], ct.flip[g] = e, 0
				if dfs(cell + 1) {
					return true
				}
			}
			inRow[k*T+a]--
			inRow[k*T+b]--
			colUsed[j*T+a], colUsed[j*T+b] = false, false
			total[a]--
			total[b]--
		}
		return false
	}
	return dfs(0)
}
