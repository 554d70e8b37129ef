package main

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// A table of P players is P/2 pairs of levels (order numbers 2j+1 and
// 2j+2), each on its own a table of two players: the floaters of odd T
// join the two levels of one pair (S6b). The rules of a player (S3, S4,
// S6b, S6c, C1–C3) live inside a pair; those of a team (S4b, S5) and every
// measure add the pairs up. So pairs of levels taken from the tables
// already recorded for T teams (of any number of players), their teams
// renamed and their colours swapped each on its own, stack into a new
// table, and an annealing over the renamings, the swaps and the pairs
// chosen looks for the team rules and the target. It reaches what the
// pairing models do not in time where a table misses on its descents
// (I2, I3): pairs of levels that each meet the teams evenly keep I1 and
// the prefix whatever their renaming, which then spreads the descents.

// pairSeat is a player of a pair of levels: a team and 0 (the pair's
// stronger order number) or 1.
type pairSeat struct{ team, order int8 }

// levelPair is a pair of levels over R rounds: per round its boards,
// white first.
type levelPair [][][2]pairSeat

// levelPairs lists the pairs of levels of the first R rounds of e whose
// players keep C1 over those rounds (every other rule of a player holds in
// any first rounds of a valid table), each once, with their periods in
// other orders that keep the colour rules (periodOrders).
func levelPairs(e *molter.Event, R int, seen map[string]bool) []levelPair {
	T, P := e.Teams, e.Players
	if len(e.Rounds) < R {
		return nil
	}
	var out []levelPair
	for j := range P / 2 {
		lp := pairOf(e, j, R)
		balance := make([]int, 2*T)
		for _, rd := range lp {
			for _, g := range rd {
				balance[int(g[0].team)*2+int(g[0].order)]++
				balance[int(g[1].team)*2+int(g[1].order)]--
			}
		}
		if slices.ContainsFunc(balance, func(d int) bool { return d < -1 || d > 1 || R%2 == 0 && d != 0 }) {
			continue
		}
		for _, v := range periodOrders(lp) {
			if key := fmt.Sprint(v); !seen[key] && coloursKept(v, T) {
				seen[key] = true
				out = append(out, v)
			}
		}
	}
	return out
}

// pairOf is the pair of levels j (order numbers 2j+1, 2j+2) of the first
// R rounds of e.
func pairOf(e *molter.Event, j, R int) levelPair {
	lp := make(levelPair, R)
	for r, rd := range e.Rounds[:R] {
		for _, b := range rd {
			if (b.White.Order-1)/2 == j {
				w := pairSeat{int8(b.White.Team), int8((b.White.Order - 1) % 2)}
				k := pairSeat{int8(b.Black.Team), int8((b.Black.Order - 1) % 2)}
				lp[r] = append(lp[r], [2]pairSeat{w, k})
			}
		}
	}
	return lp
}

// periodOrders is lp with its periods (rounds 1-2, 3-4, …) in every
// rotation of their order, then reversed and rotated (an odd last round
// stays last): more pairs of levels for the stacking, each meeting the
// same teams, their floaters in other rounds.
func periodOrders(lp levelPair) []levelPair {
	n := len(lp) / 2
	var out []levelPair
	for _, rev := range []bool{false, true} {
		for s := range max(1, n) {
			v := make(levelPair, 0, len(lp))
			for g := range n {
				h := (g + s) % n
				if rev {
					h = n - 1 - h
				}
				v = append(v, lp[2*h], lp[2*h+1])
			}
			if len(lp)%2 == 1 {
				v = append(v, lp[len(lp)-1])
			}
			out = append(out, v)
		}
	}
	return out
}

// coloursKept tells whether every player of lp keeps C2 (never three
// rounds of one colour running) and C3 (|whites − blacks| ≤ 2 after every
// round but the last); C1, their sum, is the same in any order.
func coloursKept(lp levelPair, T int) bool {
	d := make([]int, 2*T)
	run := make([]int, 2*T) // the player's last colours running: +n whites, −n blacks
	for r, rd := range lp {
		for _, g := range rd {
			for i, x := range g {
				p, c := int(x.team)*2+int(x.order), 1-2*i // white first
				d[p] += c
				if run[p]*c > 0 {
					run[p] += c
				} else {
					run[p] = c
				}
				if abs(run[p]) > 2 || r < len(lp)-1 && abs(d[p]) > 2 {
					return false
				}
			}
		}
	}
	return true
}

// stack is a state of the search: per pair of levels j, the pool's pair
// it plays, its teams renamed (perm[j][team of the pair] is the team) and
// its colours swapped or not.
type stack struct {
	T, P, R int
	pool    []levelPair
	use     []int
	perm    [][]int
	swap    []bool
	// buffers of one measure
	opp, pair, d     []int
	met              []uint64
	down, up, gd, gu []int
	whites           []int
	// the teams the last measure found breaking a rule or over the
	// target: the annealing renames them more often
	bad    []int
	blamed []bool
}

// blame records team a among those over the target when over is true.
func (s *stack) blame(a int, over bool) {
	if over && !s.blamed[a] {
		s.blamed[a] = true
		s.bad = append(s.bad, a)
	}
}

func newStack(T, P, R int, pool []levelPair, use []int) *stack {
	s := &stack{T: T, P: P, R: R, pool: pool, use: slices.Clone(use), swap: make([]bool, P/2),
		opp: make([]int, T*T), pair: make([]int, T*T), d: make([]int, T), met: make([]uint64, T),
		down: make([]int, T), up: make([]int, T), gd: make([]int, T), gu: make([]int, T), whites: make([]int, T),
		blamed: make([]bool, T)}
	for range P / 2 {
		id := make([]int, T)
		for i := range id {
			id[i] = i
		}
		s.perm = append(s.perm, id)
	}
	return s
}

// board is board g of pair j as it is stacked: (team, order) white first.
func (s *stack) board(j int, g [2]pairSeat) (w, b molter.Seat) {
	w = molter.Seat{Team: s.perm[j][g[0].team], Order: 2*j + 1 + int(g[0].order)}
	b = molter.Seat{Team: s.perm[j][g[1].team], Order: 2*j + 1 + int(g[1].order)}
	if s.swap[j] {
		w, b = b, w
	}
	return w, b
}

// stackCost is what the annealing counts of a stack: the team rules it
// breaks (S4b; S5's drift: each breach and each white too many), its
// published measures and, where the largest is flat, the sums over teams
// that guide the search (as molter's cost does for its own search).
type stackCost struct {
	hard, drift                    int
	v                              molter.Vector
	i1sum, prefixSum, i4sum, i5sum int
}

// measure computes the stack's cost, the measures exactly as
// molter.PublishedMeasure does (TestStackMeasure holds it to that).
func (s *stack) measure(t molter.Vector) stackCost {
	T, P, R := s.T, s.P, s.R
	var c stackCost
	clear(s.pair)
	clear(s.d)
	clear(s.met)
	clear(s.down)
	clear(s.up)
	s.bad = s.bad[:0]
	clear(s.blamed)
	floats := false
	for r := range R {
		clear(s.opp)
		clear(s.whites)
		if r%2 == 0 {
			clear(s.gd)
			clear(s.gu)
		}
		for j := range P / 2 {
			for _, g := range s.pool[s.use[j]][r] {
				w, b := s.board(j, g)
				s.opp[w.Team*T+b.Team]++
				s.opp[b.Team*T+w.Team]++
				s.whites[w.Team]++
				if w.Order != b.Order {
					floats = true
					lo, hi := w.Team, b.Team
					if w.Order > b.Order {
						lo, hi = hi, lo
					}
					s.down[lo]++
					s.up[hi]++
					s.gd[lo]++
					s.gu[hi]++
				}
			}
		}
		for a := range T {
			row := s.opp[a*T : (a+1)*T]
			sp := molter.PositiveSpread(row)
			c.v[molter.VI5] = max(c.v[molter.VI5], sp)
			c.i5sum += max(0, sp-t[molter.VI5])
			s.blame(a, sp > t[molter.VI5])
			for b, n := range row {
				if n > 0 {
					s.met[a] |= 1 << b
					s.pair[a*T+b] += n
					if n == P && T > 2 {
						c.hard++ // S4b
						s.blame(a, true)
					}
				}
			}
			def := min(T-1, P*(r+1)) - bits.OnesCount64(s.met[a])
			c.v[molter.VPrefix] = max(c.v[molter.VPrefix], def)
			c.prefixSum += max(0, def-t[molter.VPrefix])
			s.blame(a, def > t[molter.VPrefix])
			if 2*s.whites[a] != P {
				c.v[molter.VS5] = 1
			}
			s.d[a] += 2*s.whites[a] - P
			if abs(s.d[a]) > 2 {
				c.drift += abs(s.d[a]) - 2
				s.blame(a, true)
			}
			if (r%2 == 1 || r == R-1) && s.d[a] != 0 {
				c.drift += abs(s.d[a])
				s.blame(a, true)
			}
		}
		if r%2 == 1 || r == R-1 {
			c.v[molter.VI4] = max(c.v[molter.VI4], slices.Max(s.gd), slices.Max(s.gu))
			for a := range T {
				c.i4sum += max(0, s.gd[a]-max(1, t[molter.VI4])) + max(0, s.gu[a]-max(1, t[molter.VI4]))
				s.blame(a, max(s.gd[a], s.gu[a]) > max(1, t[molter.VI4]))
			}
		}
	}
	if !floats {
		c.v[molter.VI4] = 0
	}
	dlo, dhi := s.down[0], s.down[0]
	for a := range T {
		sp := molter.PositiveSpread(s.pair[a*T : (a+1)*T])
		c.v[molter.VI1] = max(c.v[molter.VI1], sp)
		c.i1sum += max(0, sp-t[molter.VI1])
		s.blame(a, sp > t[molter.VI1] || t[molter.VI2] == 0 && s.down[a] != s.up[a])
		c.v[molter.VI2] += abs(s.down[a] - s.up[a])
		dlo, dhi = min(dlo, s.down[a]), max(dhi, s.down[a])
	}
	c.v[molter.VI3] = dhi - dlo
	if c.v[molter.VI3] > t[molter.VI3] {
		for a := range T {
			s.blame(a, s.down[a] == dlo || s.down[a] == dhi)
		}
	}
	return c
}

// excess is the annealing's distance of a cost from the target, weighted
// in the published order (0: the target met, every rule kept). The drift
// weighs less than the other rules: the solver may colour the pairings
// anew where the pairs' own colours do not add up.
func (c stackCost) excess(t molter.Vector) float64 {
	x := func(i int) float64 { return float64(max(0, c.v[i]-t[i])) }
	return 20*float64(c.hard) + 3*float64(c.drift) + 8*x(molter.VI1) + 0.5*float64(c.i1sum) + 8*x(molter.VPrefix) + 0.5*float64(c.prefixSum) +
		2*x(molter.VI2) + 2*x(molter.VI3) + 2*x(molter.VI4) + 0.25*float64(c.i4sum) + 2*x(molter.VI5) + 0.25*float64(c.i5sum) + 2*x(molter.VS5)
}

// recipe is the stack as a recipe of the free form, coloured.
func (s *stack) recipe(method string) *molter.Recipe {
	T, P := s.T, s.P
	rc := &molter.Recipe{Teams: T, Players: P, Method: method}
	var colours []bool
	for r := range s.R {
		rd := make([][]int, P)
		bits := make([][]bool, P)
		for j := range P / 2 {
			var cross [2]int
			crossBit := false
			for _, g := range s.pool[s.use[j]][r] {
				w, b := s.board(j, g)
				if w.Order == b.Order {
					rd[w.Order-1] = append(rd[w.Order-1], w.Team, b.Team)
					bits[w.Order-1] = append(bits[w.Order-1], false)
					continue
				}
				cross[w.Order-1-2*j], cross[b.Order-1-2*j] = w.Team, b.Team
				crossBit = w.Order == 2*j+2 // the upper level's one left out has white
			}
			if T%2 == 1 {
				rd[2*j] = append(rd[2*j], cross[0])
				rd[2*j+1] = append(rd[2*j+1], cross[1])
				bits[2*j+1] = append(bits[2*j+1], crossBit)
			}
		}
		for l := range P {
			colours = append(colours, bits[l]...)
		}
		rc.Pairs = append(rc.Pairs, rd)
	}
	rc.Colours = padBits(colours)
	return rc
}

// annealStack anneals s towards the target (iters moves, one seed; s is
// moved on): a pair's teams renamed (two swapped), its colours swapped, or
// another pair of the pool in its place. It returns the best stack found
// and its cost.
func annealStack(s *stack, t molter.Vector, iters int, seed uint64) (*stack, float64) {
	if seed > 1 {
		// Past the first seed, from pairs renamed at random: the start is
		// often a table at the target but for one measure, a deep well.
		rng := rand.New(rand.NewPCG(seed, uint64(s.T)))
		for _, p := range s.perm[1:] {
			rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
		}
	}
	best := &stack{use: slices.Clone(s.use), swap: slices.Clone(s.swap)}
	for _, p := range s.perm {
		best.perm = append(best.perm, slices.Clone(p))
	}
	save := func() {
		copy(best.use, s.use)
		copy(best.swap, s.swap)
		for j, p := range s.perm {
			copy(best.perm[j], p)
		}
	}
	move := func(intn func(int) int) func() {
		j := intn(len(s.use))
		switch k := intn(10); {
		case k < 7:
			a, b := intn(s.T), intn(s.T)
			if len(s.bad) > 0 && intn(2) == 0 {
				// a team over the target, renamed in pair j
				a = slices.Index(s.perm[j], s.bad[intn(len(s.bad))])
			}
			if a == b {
				return nil
			}
			p := s.perm[j]
			p[a], p[b] = p[b], p[a]
			return func() { p[a], p[b] = p[b], p[a] }
		case k < 8:
			s.swap[j] = !s.swap[j]
			return func() { s.swap[j] = !s.swap[j] }
		default:
			was := s.use[j]
			s.use[j] = intn(len(s.pool))
			return func() { s.use[j] = was }
		}
	}
	cost := molter.AnnealWith(iters, seed, func() float64 { return s.measure(t).excess(t) }, move, save)
	out := newStack(s.T, s.P, s.R, s.pool, best.use)
	out.perm, out.swap = best.perm, best.swap
	return out, cost
}

// recordedTables rebuilds every table recorded for T teams that keeps the
// published rules (a shape's and its events' own), in the order of the
// recipe file's keys: the same file gives the same tables.
func recordedTables(recorded map[[3]int]string, T int) []*molter.Event {
	var keys [][3]int
	for k := range recorded {
		if k[0] == T {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b [3]int) int { return slices.Compare(a[:], b[:]) })
	var out []*molter.Event
	for _, k := range keys {
		if e, ok := recordedEvent(recorded[k]); ok && len(molter.PublishedCheck(e)) == 0 {
			out = append(out, e)
		}
	}
	return out
}

// stackPool is the pairs of levels of the tables over R rounds, each once.
func stackPool(tables []*molter.Event, R int) []levelPair {
	seen := map[string]bool{}
	var pool []levelPair
	for _, e := range tables {
		pool = append(pool, levelPairs(e, R, seen)...)
	}
	return pool
}

// stackStart is the stack of the table x's own pairs of levels, renamed
// by none: the annealing's start. Its pool is pool and, where missing, x's
// pairs (on a copy: the caller's pool is shared by every start).
func stackStart(x *molter.Event, pool []levelPair) *stack {
	T, P, R := x.Teams, x.Players, len(x.Rounds)
	pool = slices.Clip(pool)
	index := map[string]int{}
	for i, lp := range pool {
		index[fmt.Sprint(lp)] = i
	}
	var use []int
	for j := range P / 2 {
		lp := pairOf(x, j, R)
		i, ok := index[fmt.Sprint(lp)]
		if !ok {
			i = len(pool)
			pool = append(pool, lp)
			index[fmt.Sprint(lp)] = i
		}
		use = append(use, i)
	}
	return newStack(T, P, R, pool, use)
}

// stackMethod names what a stack is made of, for the recipe's method.
func stackMethod(s *stack, t molter.Vector, iters int, seed uint64) string {
	return fmt.Sprintf("pairs of levels of the tables recorded for %d teams (a pool of %d), stacked, their teams renamed and colours swapped by annealing towards %s (seed %d, %d moves)", s.T, len(s.pool), t, seed, iters)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
