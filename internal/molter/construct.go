package molter

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"github.com/toutesrondes/toutesrondes/internal/molterlayer"
)

// The shapes Construct knows: 3..30 teams, 2..16 players (even), up to T-1
// rounds (molter_constructed.spec says which are served).
const (
	MinTeams, MaxConstructedTeams = 3, 30
	MinPlayers, MaxPlayers        = 2, 16
)

// Construct builds the table of T teams of P players with R rounds (1..T-1);
// an event of fewer rounds plays its first (Event.Prefix): every prefix
// keeps the contract (checked by the callers) and has measures of its own.
//
// The method, by board level (order number):
//
//   - the circle method: with m = T-1 (even T) or m = T (odd T, a phantom
//     team ∞ added), circle round a pairs ∞ with a and i with 2a-i mod m;
//   - level k of round r plays circle round v(n), n = r·P + k (odd T:
//     n = r·P/2 + j for the pair of levels j), v(n) = (n + n div L) mod m,
//     L = lcm: the rounds of a level are distinct (no player meets a team
//     twice), the levels of a round are distinct (a team meets P teams), and
//     every prefix spreads the circle rounds evenly (measure 1);
//   - odd T: the levels 2j+1 and 2j+2 play the circle rounds z+t and z-t
//     (t = ±1..±(T-1)/2 from v, z = 0 unused by both): the two teams paired
//     with ∞, z+t and z-t, meet on the cross board; player z+t meets z-t
//     nowhere else, as that would take circle round z;
//   - colours: each period of two rounds is the union of two perfect
//     matchings of the players, so an even cycle: colouring each cycle
//     alternately makes every player white once and black once; the cycles
//     are flipped (a deterministic local search) until every team has P/2
//     whites, which the last round, alone, reaches by the same search;
//   - even T, where the spread leaves a team off P/2 whites: the circle
//     rounds of each round re-chosen (arrange), keeping every prefix's
//     meetings as even, so that the periods' cycles admit exact colours;
//   - odd T, where the best of the spread and paired variants is off on
//     measure 1 or the colours: the u of each pair of levels re-chosen the
//     same way (at the z step of that best), taken only when no prefix is
//     further from its best on any measure.
func Construct(T, P, R int) (*Event, error) {
	e, _, err := ConstructMethod(T, P, R)
	return e, err
}

// ConstructMethod is Construct, with the method that built the table and
// the budget spent: the variant chosen, how many were tried, how many kept
// the contract (the evidence a table below A carries).
func ConstructMethod(T, P, R int) (*Event, string, error) {
	rc, err := ConstructRecipe(T, P, R)
	if err != nil {
		return nil, "", err
	}
	e, err := rc.Build()
	return e, rc.Method, err
}

// ConstructRecipe is the construction of Construct as a recipe: the choices
// that rebuild its table without searching (Recipe.Build), and the method.
func ConstructRecipe(T, P, R int) (*Recipe, error) {
	if T < MinTeams || T > MaxConstructedTeams || P < MinPlayers || P > MaxPlayers || P%2 != 0 || R < 1 || R > T-1 {
		return nil, fmt.Errorf("molter: no constructed table for %d teams of %d players in %d rounds (teams %d..%d, players %d..%d even, rounds 1..teams-1)", T, P, R, MinTeams, MaxConstructedTeams, MinPlayers, MaxPlayers)
	}
	var best *Event
	var bestRecipe *Recipe
	var bestCost []int
	var bestPrefix [][]int
	var chosen variant
	tried, kept := 0, 0
	for v := range variants(T, P) {
		odd := T%2 == 1 && v.arranged
		if odd && (best == nil || bestCost[0] == 0 && bestCost[1] == 0 && bestCost[5] == 0 || v.zeta != chosen.zeta) {
			// Measure 1 and the colours at their best: nothing to arrange;
			// else the z step of the best only (the time of the generator).
			continue
		}
		tried++
		e, rc := constructRecipe(T, P, R, v)
		if e == nil || len(Contract(e)) > 0 {
			continue
		}
		kept++
		pc := prefixCosts(e)
		c := sum(pc)
		if odd && !dominates(pc, bestPrefix) {
			continue // an odd arrangement only where no prefix loses a measure
		}
		if best == nil || slices.Compare(c, bestCost) < 0 {
			best, bestCost, bestPrefix, chosen, bestRecipe = e, c, pc, v, rc
		}
		if slices.Max(c) == 0 {
			break
		}
	}
	if best == nil {
		return nil, fmt.Errorf("molter: %d teams of %d: no variant of the construction keeps the contract", T, P)
	}
	method := fmt.Sprintf("%s; variants tried %d, valid %d (the best on the measures over every prefix kept)", chosen.describe(T), tried, kept)
	if T%2 == 0 || chosen.arranged || bestCost[0] > 0 || bestCost[1] > 0 || bestCost[5] > 0 {
		total := arrangeTotal
		if T%2 == 1 {
			total = arrangeOddTotal
		}
		budget := fmt.Sprintf("%d choices per period, %d in all, %d nodes each", arrangeBudgetOf(T), total, arrangeBudget)
		if chosen.arranged {
			method += "; exact colours searched within " + budget
		} else {
			method += "; levels arranged per round: no better colours within " + budget
		}
	}
	bestRecipe.Method = method
	return bestRecipe, nil
}

// describe names the variant for the data: the evidence of its grade.
func (v variant) describe(T int) string {
	switch {
	case v.diagonal:
		return "circle, diagonal"
	case T%2 == 0 && v.arranged:
		return "circle, spread, levels arranged per round"
	case T%2 == 0:
		return "circle, spread"
	case v.paired:
		return fmt.Sprintf("circle and phantom, paired, z step %d", v.zeta)
	case v.arranged:
		return fmt.Sprintf("circle and phantom, spread, pairs of levels arranged per round, z step %d", v.zeta)
	}
	return fmt.Sprintf("circle and phantom, spread, z step %d", v.zeta)
}

// variant is one choice of the construction. Even T: spread (v(n) as
// above) or diagonal, v = r+k, which balances the colours of every team
// exactly (levels 2j and 2j+1 play circle rounds a and a+1, and the
// colouring alternating along the chain of shift 1 is complementary on
// them) at the cost of measure 1. Odd T: spread, or paired: a period plays
// z+t then z-t on level 2j+1, z-t then z+t on level 2j+2, so that the
// reflection X -> 2z-X maps one level on the other and a colouring
// symmetric under it gives each team one white per pair of levels (again
// at the cost of measure 1); zeta is the step of z by pair of levels.
// Arranged: the choices of each round searched (arrange) for exact colours.
type variant struct {
	diagonal, paired, arranged bool
	zeta                       int
}

// variants lists the variants in the order they are tried.
func variants(T, P int) func(func(variant) bool) {
	return func(yield func(variant) bool) {
		if T%2 == 0 {
			_ = yield(variant{}) && yield(variant{arranged: true}) && yield(variant{diagonal: true})
			return
		}
		for _, v := range []variant{{}, {paired: true}, {arranged: true}} {
			for zeta := range min(T, 4) {
				v.zeta = zeta
				if !yield(v) {
					return
				}
			}
		}
	}
}

// prefixCosts is, per prefix of an event, per measure in the order of
// the project's contract, its distance from its best.
func prefixCosts(e *Event) [][]int {
	var out [][]int
	for R := 1; R <= len(e.Rounds); R++ {
		q := Measure(e.Prefix(R))
		out = append(out, []int{q.PairSpread - q.PairSpreadBest, q.Shortfall, q.Floaters - q.FloatersBest, q.Descents - q.DescentsBest, q.RoundSpread - q.RoundSpreadBest, q.Whites})
	}
	return out
}

// sum ranks an event: per measure its distance summed over every prefix.
func sum(pc [][]int) []int {
	c := make([]int, 6)
	for _, p := range pc {
		for i, d := range p {
			c[i] += d
		}
	}
	return c
}

// dominates tells whether no measure of a prefix of a is further from its
// best than in b.
func dominates(a, b [][]int) bool {
	for r := range a {
		for i := range a[r] {
			if a[r][i] > b[r][i] {
				return false
			}
		}
	}
	return true
}

// construct is the construction of one variant.
func construct(T, P, R int, v variant) *Event {
	e, _ := constructRecipe(T, P, R, v)
	return e
}

// constructRecipe is construct, with the recipe that rebuilds the event.
func constructRecipe(T, P, R int, v variant) (*Event, *Recipe) {
	games := make([][][2]Seat, R)
	var choice [][]int
	if T%2 == 0 {
		m := T - 1
		L := lcm(P, m)
		a := make([][]int, R) // per round and level, the circle round
		for r := range R {
			for k := range P {
				n := r*P + k
				a[r] = append(a[r], (n+n/L)%m)
				if v.diagonal {
					a[r][k] = (r + k) % m
				}
			}
		}
		if v.arranged && !arrange(T, P, a, evenArrangement(T)) {
			return nil, nil
		}
		choice = a
		for r := range R {
			games[r] = levels(m, a[r])
		}
	} else {
		h := (T - 1) / 2
		L := lcm(P/2, T-1)
		if v.paired {
			L = lcm(P/2, h)
		}
		a := make([][]int, R) // per round and pair of levels, u
		for r := range R {
			for j := range P / 2 {
				n := r*P/2 + j
				u := (n + n/L) % (T - 1)
				if v.paired {
					// t = (n + n div L) mod h + 1, negated in odd rounds.
					n = r/2*P/2 + j
					u = (n + n/L) % h
					if r%2 == 1 {
						u += h
					}
				}
				a[r] = append(a[r], u)
			}
		}
		if v.arranged && !arrange(T, P, a, oddArrangement(T, v.zeta)) {
			return nil, nil
		}
		choice = a
		for r := range R {
			games[r] = oddRound(T, v.zeta, a[r])
		}
	}
	rounds, flips := orient(T, P, games, nil, fullEffort)
	return &Event{Teams: T, Players: P, Rounds: rounds}, &Recipe{Teams: T, Players: P, Zeta: v.zeta, Choice: choice, Flips: flips}
}

// oddRound is a round of odd T: the pair of levels j plays u = a[j], t =
// u+1 (u < h) or -(u-h+1), on the circle rounds z+t and z-t, z = zeta·j.
func oddRound(T, zeta int, a []int) [][2]Seat {
	g := make([][2]Seat, 0, T+1)
	return appendOddRound(make([][2]Seat, 0, T*len(a)), T, zeta, a, &g)
}

// appendOddRound appends oddRound's games to games; circ is a buffer for
// the circle rounds.
func appendOddRound(games [][2]Seat, T, zeta int, a []int, circ *[][2]Seat) [][2]Seat {
	m, h := T, (T-1)/2
	g := *circ
	for j, u := range a {
		t := u + 1
		if u >= h {
			t = T + h - 1 - u
		}
		z := zeta * j % m
		c, d := (z+t)%m, ((z-t)%m+m)%m
		lo, hi := 2*j+1, 2*j+2
		g = molterlayer.AppendCircle(molterlayer.AppendCircle(g[:0], m, c, lo), m, d, hi)
		// circle puts the pair with ∞ first: its team crosses.
		games = append(append(games, g[1:(m+1)/2]...), g[(m+1)/2+1:]...)
		games = append(games, [2]Seat{{Team: c, Order: lo}, {Team: d, Order: hi}})
	}
	*circ = g
	return games
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func lcm(a, b int) int { return a / gcd(a, b) * b }

// orient gives each game its colours, period by period (see Construct):
// with given, the components of each period to flip (a recipe's), else
// searched with effort. It returns the flips used.
func orient(T, P int, games [][][2]Seat, given [][]bool, eff effort) ([][]Pair, [][]bool) {
	out := make([][]Pair, len(games))
	// Every round's boards in one allocation, each round its own capacity.
	total := 0
	for _, rd := range games {
		total += len(rd)
	}
	all := make([]Pair, total)
	for r, rd := range games {
		out[r], all = all[:0:len(rd)], all[len(rd):]
	}
	var flips [][]bool
	var buf period // the periods' buffers, one after the other
	for r := 0; r < len(games); r += 2 {
		rounds := games[r:min(r+2, len(games))]
		pc := splitIn(T, P, rounds, &buf)
		var flip []bool
		if given != nil {
			if r/2 >= len(given) || len(given[r/2]) != len(pc.delta) {
				return nil, nil // not this table's recipe
			}
			flip = given[r/2]
		} else {
			flip = balance(pc.base, pc.delta, P/2, eff.enum)
			if len(pc.delta) > eff.enum && !pc.exact(flip, P/2) {
				// The local search (beyond eff.enum components) may miss an
				// exact choice that a bounded backtracking finds.
				if f, ok := exactFlip(pc.base, pc.delta, P/2, eff.budget); ok {
					flip = f
				}
			}
		}
		flips = append(flips, flip)
		for k, rd := range rounds {
			for _, g := range rd {
				x := seatIndex(g[0], P)
				white := pc.colour[x]^b2i(flip[pc.comp[x]]) == k
				if white {
					out[r+k] = append(out[r+k], Pair{White: g[0], Black: g[1]})
				} else {
					out[r+k] = append(out[r+k], Pair{White: g[1], Black: g[0]})
				}
			}
		}
	}
	return out, flips
}

// period is a period of one or two rounds split into the even cycles of
// its games: per seat its colour in the alternating colouring (0: white in
// the first round) and its component; per team its whites in the first
// round, and per component what flipping it adds to them.
type period struct {
	colour, comp []int
	base         []int
	delta        [][]int
	deltas       []int // delta's backing array
}

// splitPool lends split its union-find.
var splitPool = sync.Pool{New: func() any { return new([]int) }}

func split(T, P int, rounds [][][2]Seat) period { return splitIn(T, P, rounds, nil) }

// splitIn is split reusing into's slices (nil: its own): the period is
// valid until into is used again. orient splits every period of every
// recipe, and reads each before the next.
func splitIn(T, P int, rounds [][][2]Seat, into *period) period {
	n := T * P
	// The union-find's arrays from splitPool: only the period outlives
	// the call (the generator splits every period of every recipe).
	tmp := splitPool.Get().(*[]int)
	defer splitPool.Put(tmp)
	if cap(*tmp) < 3*n {
		*tmp = make([]int, 3*n)
	}
	parent, parity, index := (*tmp)[:n], (*tmp)[n:2*n], (*tmp)[2*n:3*n]
	clear(parity) // relative to parent
	for i := range parent {
		parent[i] = i
	}
	var find func(int) (int, int)
	find = func(x int) (int, int) {
		if parent[x] == x {
			return x, 0
		}
		root, p := find(parent[x])
		parent[x], parity[x] = root, parity[x]^p
		return root, parity[x]
	}
	for _, rd := range rounds {
		for _, g := range rd {
			x, y := seatIndex(g[0], P), seatIndex(g[1], P)
			rx, px := find(x)
			ry, py := find(y)
			if rx != ry {
				parent[ry], parity[ry] = rx, px^py^1
			}
		}
	}
	// Components in order of their root.
	var pc period
	if into != nil {
		pc = *into
	}
	pc.colour, pc.comp, pc.base = grown(pc.colour, n), grown(pc.comp, n), grown(pc.base, T)
	clear(pc.base)
	comps := 0
	for i := range n {
		if root, _ := find(i); root == i {
			index[i] = comps
			comps++
		}
	}
	// The components' vectors cut from one allocation.
	deltas := grown(pc.deltas, comps*T)
	clear(deltas)
	pc.deltas = deltas
	pc.delta = grown(pc.delta, comps)
	for c := range pc.delta {
		pc.delta[c] = deltas[c*T : (c+1)*T : (c+1)*T]
	}
	for i := range n {
		root, p := find(i)
		c := index[root]
		pc.colour[i], pc.comp[i] = p, c
		if p == 0 {
			pc.base[i/P]++
			pc.delta[c][i/P]--
		} else {
			pc.delta[c][i/P]++
		}
	}
	if into != nil {
		*into = pc
	}
	return pc
}

// grown is s with n elements, its contents undefined: s itself when its
// capacity holds them.
func grown[E any](s []E, n int) []E {
	if cap(s) < n {
		return make([]E, n)
	}
	return s[:n]
}

// deviation is the largest distance from target of a team's whites in the
// first round when the components flip are flipped.
func (pc period) deviation(flip []bool, target int) int {
	d := 0
	for t, w := range pc.base {
		for c, f := range flip {
			if f {
				w += pc.delta[c][t]
			}
		}
		d = max(d, abs(w-target))
	}
	return d
}

// exact tells whether flipping the components flip gives every team target
// whites in the first round.
func (pc period) exact(flip []bool, target int) bool { return pc.deviation(flip, target) == 0 }

// effort bounds the search of a period's flips: balance tries every choice
// of up to enum components, exactFlip visits at most budget nodes.
type effort struct{ enum, budget int }

// fullEffort is the construction's and the colouring's; quickEffort a
// search's cost, paid each move, where a drift within 2 is enough.
var (
	fullEffort  = effort{22, 20000}
	quickEffort = effort{12, 200}
)

// exactFlip searches, depth first and within budget nodes, the components
// to flip so that every team has exactly target: a branch is cut as soon as
// a team is further from target than the components left can move it.
func exactFlip(base []int, delta [][]int, target, budget int) ([]bool, bool) {
	n, T := len(delta), len(base)
	reach := make([][]int, n+1) // per team, the sum of |delta| of components i..
	reach[n] = make([]int, T)
	for i := n - 1; i >= 0; i-- {
		reach[i] = slices.Clone(reach[i+1])
		for t, d := range delta[i] {
			reach[i][t] += abs(d)
		}
	}
	cur := slices.Clone(base)
	flip := make([]bool, n)
	var dfs func(i int) bool
	dfs = func(i int) bool {
		if budget--; budget < 0 {
			return false
		}
		for t, w := range cur {
			if abs(w-target) > reach[i][t] {
				return false
			}
		}
		if i == n {
			return true
		}
		if dfs(i + 1) {
			return true
		}
		flip[i] = true
		for t, d := range delta[i] {
			cur[t] += d
		}
		if dfs(i + 1) {
			return true
		}
		flip[i] = false
		for t, d := range delta[i] {
			cur[t] -= d
		}
		return false
	}
	return flip, dfs(0)
}

func seatIndex(s Seat, P int) int { return s.Team*P + s.Order - 1 }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// balance chooses the components to flip so that every team's count, base
// plus the delta of each flipped component, is as close to target as can
// be: with up to enum components, every choice in Gray-code order (the first
// component fixed, the others relative to it), stopping at an exact one;
// beyond, single flips while they lower the cost. The cost is the largest
// deviation first (the contract wants ±1), then the sum of squares.
func balance(base []int, delta [][]int, target, enum int) []bool {
	cost := func(v []int) int {
		s, w := 0, 0
		for _, x := range v {
			d := abs(x - target)
			s += d * d
			w = max(w, d)
		}
		return w<<20 + s
	}
	n := len(delta)
	cur := slices.Clone(base)
	flip := make([]bool, n)
	apply := func(c int) {
		sign := 1
		if flip[c] {
			sign = -1
		}
		flip[c] = !flip[c]
		for t, d := range delta[c] {
			cur[t] += sign * d
		}
	}
	best, keep := cost(cur), slices.Clone(flip)
	if n <= enum {
		for i := uint64(1); i < 1<<(n-1) && best > 0; i++ {
			apply(bits.TrailingZeros64(i) + 1)
			if k := cost(cur); k < best {
				best = k
				copy(keep, flip)
			}
		}
		return keep
	}
	for improved := true; improved && best > 0; {
		improved = false
		for c := range n {
			apply(c)
			if k := cost(cur); k < best {
				best, improved = k, true
			} else {
				apply(c)
			}
		}
	}
	return flip
}

// ConstructVariants is every variant of the construction that keeps the
// contract, as a recipe of R rounds with its variant named in Method: the
// search's constructive starts, each event choosing the one whose first
// rounds measure best for it (ConstructRecipe chooses one for all the
// events of a shape). The arranged variants of odd T are left out (their
// budget is the generator's old time).
func ConstructVariants(T, P, R int) []*Recipe {
	var out []*Recipe
	for v := range variants(T, P) {
		if T%2 == 1 && v.arranged {
			continue
		}
		e, rc := constructRecipe(T, P, R, v)
		if e == nil || len(Contract(e)) > 0 {
			continue
		}
		rc.Method = v.describe(T)
		out = append(out, rc)
	}
	return out
}
