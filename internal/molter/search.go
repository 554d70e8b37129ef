package molter

import (
	"math"
	"slices"
)

// The search behind gen/moltersearch: a simulated annealing over the
// general form of a recipe (Recipe.Perm): each level plays, in each round,
// one round of the circle method (even T: the 1-factors of K_T with the
// fixed point ∞; odd T: the near-1-factors of K_T, the team left out
// crossing to the other level of its pair), its teams renamed by a
// permutation of its own. A level's rounds are distinct circle rounds, so
// that its players never meet a team twice on it; the renaming lets the
// levels differ enough to spread the teams met (I1, prefix, I5) and to
// balance the floaters (I2, I3, I4) where one circle for all levels
// cannot. The colours are then those of the construction: every period of
// two rounds split into even cycles whose flips balance the teams, the
// last round of an odd event coloured on its own.

// design is a state of the search: per level the circle round of each
// round and the renaming of the teams.
type design struct {
	T, P, R, m int
	beta       [][]int // [level][round]: the circle round, 0..m-1, distinct along a level
	perm       [][]int // [level][virtual team]: the team
}

// cost is what the search counts of a design: the hard rules broken (a
// team met twice by a player, the two teams left out of a pair of levels
// one and the same, a team facing only one team, a player descending or
// ascending twice), the published measures,
// and beside the largest of some the sum over teams that guides the
// search where the largest is flat.
type cost struct {
	hard, i1, i1sum, prefix, prefixSum, i2, i3, i4, i5, i5sum int
	i4sum                                                     int
}

// excess is the distance of a cost from a target vector: the hard rules,
// then each measure's excess over the target and the sums of the excess of
// each team (and round) over it, weighted in the published order but not
// so steeply that the search cannot cross a ridge. Zero: every measure at
// or below the target.
func (c cost) excess(t Vector) float64 {
	x := func(v, w int) float64 { return float64(max(0, v-w)) }
	return 20*float64(c.hard) + 8*x(c.i1, t[VI1]) + 0.5*float64(c.i1sum) + 8*x(c.prefix, t[VPrefix]) + 0.5*float64(c.prefixSum) +
		2*x(c.i2, t[VI2]) + 2*x(c.i3, t[VI3]) + 2*x(c.i4, t[VI4]) + 0.25*float64(c.i4sum) + 2*x(c.i5, t[VI5]) + 0.25*float64(c.i5sum)
}

// evaluator holds the buffers of one evaluation.
type evaluator struct {
	d                    *design
	layout               func(ev *evaluator, r int) // the free form's; nil: the design's
	target               Vector
	met                  []int // [player*T + team]: meetings
	pair, opp            []int // [team*T + team]
	seen                 []bool
	down, up, gdown, gup []int
	pdown, pup           []int // [player]: descents and ascents (S6c: at most one each)
	white, black, wl, bl []int // boards of a round: teams and levels
}

func newEvaluator(d *design) *evaluator {
	T, P := d.T, d.P
	return &evaluator{d: d, met: make([]int, T*P*T), pair: make([]int, T*T), opp: make([]int, T*T), seen: make([]bool, T*T),
		down: make([]int, T), up: make([]int, T), gdown: make([]int, T), gup: make([]int, T),
		pdown: make([]int, T*P), pup: make([]int, T*P)}
}

// round lays out the boards of round r: pairs of (team, level), colours
// unassigned.
func (ev *evaluator) round(r int) {
	d := ev.d
	T, m := d.T, d.m
	ev.white, ev.black, ev.wl, ev.bl = ev.white[:0], ev.black[:0], ev.wl[:0], ev.bl[:0]
	add := func(a, la, b, lb int) {
		ev.white, ev.black, ev.wl, ev.bl = append(ev.white, a), append(ev.black, b), append(ev.wl, la), append(ev.bl, lb)
	}
	for l := range d.P {
		c, p := d.beta[l][r], d.perm[l]
		if T%2 == 0 {
			add(p[c], l, p[m], l)
		}
		for i := range m {
			j := ((2*c-i)%m + m) % m
			if i < j && i != c {
				add(p[i], l, p[j], l)
			}
		}
		if T%2 == 1 && l%2 == 1 {
			add(d.perm[l-1][d.beta[l-1][r]], l-1, p[c], l)
		}
	}
}

func (ev *evaluator) eval() cost {
	d := ev.d
	T, P, R := d.T, d.P, d.R
	clear(ev.met)
	clear(ev.pair)
	clear(ev.seen)
	clear(ev.down)
	clear(ev.up)
	clear(ev.pdown)
	clear(ev.pup)
	var c cost
	for r := range R {
		if ev.layout != nil {
			ev.layout(ev, r)
		} else {
			ev.round(r)
		}
		clear(ev.opp)
		if r%2 == 0 {
			clear(ev.gdown)
			clear(ev.gup)
		}
		for i := range ev.white {
			a, b, la, lb := ev.white[i], ev.black[i], ev.wl[i], ev.bl[i]
			if a == b {
				c.hard += 4
				continue
			}
			ev.met[(a*P+la)*T+b]++
			ev.met[(b*P+lb)*T+a]++
			if ev.met[(a*P+la)*T+b] > 1 {
				c.hard++
			}
			if ev.met[(b*P+lb)*T+a] > 1 {
				c.hard++
			}
			ev.pair[a*T+b]++
			ev.pair[b*T+a]++
			ev.opp[a*T+b]++
			ev.opp[b*T+a]++
			ev.seen[a*T+b], ev.seen[b*T+a] = true, true
			if la != lb {
				lo, hi, llo, lhi := a, b, la, lb
				if la > lb {
					lo, hi, llo, lhi = b, a, lb, la
				}
				if ev.pdown[lo*P+llo]++; ev.pdown[lo*P+llo] > 1 {
					c.hard++ // S6c: a player descends twice
				}
				if ev.pup[hi*P+lhi]++; ev.pup[hi*P+lhi] > 1 {
					c.hard++ // S6c: a player ascends twice
				}
				ev.down[lo]++
				ev.up[hi]++
				ev.gdown[lo]++
				ev.gup[hi]++
				c.i4 = max(c.i4, ev.gdown[lo], ev.gup[hi])
				if ev.gdown[lo] > ev.target[VI4] {
					c.i4sum++
				}
				if ev.gup[hi] > ev.target[VI4] {
					c.i4sum++
				}
			}
		}
		for t := range T {
			lo, hi, n := math.MaxInt, 0, 0
			for u := range T {
				if x := ev.opp[t*T+u]; x > 0 {
					lo, hi = min(lo, x), max(hi, x)
				}
				if ev.seen[t*T+u] {
					n++
				}
			}
			if hi == P && P > 1 {
				c.hard++ // S4b: one team faced on every board
			}
			if lo <= hi {
				c.i5 = max(c.i5, hi-lo)
				c.i5sum += max(0, hi-lo-ev.target[VI5])
			}
			def := min(T-1, P*(r+1)) - n
			c.prefix = max(c.prefix, def)
			c.prefixSum += max(0, def-ev.target[VPrefix])
		}
	}
	dlo, dhi := math.MaxInt, 0
	for t := range T {
		lo, hi := math.MaxInt, 0
		for u := range T {
			if x := ev.pair[t*T+u]; x > 0 {
				lo, hi = min(lo, x), max(hi, x)
			}
		}
		if lo <= hi {
			c.i1 = max(c.i1, hi-lo)
			c.i1sum += max(0, hi-lo-ev.target[VI1])
		}
		c.i2 += abs(ev.down[t] - ev.up[t])
		dlo, dhi = min(dlo, ev.down[t]), max(dhi, ev.down[t])
	}
	c.i3 = dhi - dlo
	return c
}

// designOf is a recipe of the legacy form in the general one.
func designOf(rc *Recipe) *design {
	T, P, R := rc.Teams, rc.Players, len(rc.Choice)
	d := &design{T: T, P: P, R: R, m: T - 1}
	if T%2 == 1 {
		d.m = T
	}
	d.beta = make([][]int, P)
	d.perm = make([][]int, P)
	for l := range P {
		d.perm[l] = make([]int, T)
		for i := range T {
			d.perm[l][i] = i
		}
		if rc.Perm != nil {
			copy(d.perm[l], rc.Perm[l])
		}
		d.beta[l] = make([]int, R)
	}
	for r, cs := range rc.Choice {
		for j, u := range cs {
			if T%2 == 0 || rc.Perm != nil {
				d.beta[j][r] = u
				continue
			}
			t := u + 1
			if h := (T - 1) / 2; u >= h {
				t = T + h - 1 - u
			}
			z := rc.Zeta * j % T
			d.beta[2*j][r], d.beta[2*j+1][r] = (z+t)%T, ((z-t)%T+T)%T
		}
	}
	return d
}

// Anneal searches from rc (either form) pairings for an event of its
// rounds whose measures are all at or below target, for at most iters
// moves, deterministically from seed. It returns the best design found as
// an uncoloured recipe of the general form (the caller colours it) and its
// cost: 0 when every measure of the pairings is at or below the target
// with no hard rule broken.
func Anneal(rc *Recipe, target Vector, iters int, seed uint64) (*Recipe, float64) {
	return annealGeneral(rc, target, iters, seed, nil, generalMove)
}

// AnnealColourable is Anneal whose cost also counts what keeps the
// pairings from being coloured by periods within the published balance
// (ColourDeficit): annealing the pairings alone may end on pairings whose
// even cycles bind a team's players to one colour, which no colouring
// mends.
func AnnealColourable(rc *Recipe, target Vector, iters int, seed uint64) (*Recipe, float64) {
	return annealGeneral(rc, target, iters, seed, func(d *design) float64 {
		return colourCost(d.general(d.beta, d.perm))
	}, generalMove)
}

// colourCost is what the colour deficit of rc's pairings adds to a
// search's cost (an unbuildable recipe: far more than any design).
func colourCost(rc *Recipe) float64 {
	games, err := rc.Games()
	if err != nil {
		return 1e6
	}
	return 4 * float64(ColourDeficit(rc.Teams, rc.Players, games))
}

// ColourDeficit is how far the colouring by periods (PeriodColours) of
// games, its flips searched with less effort (a search's cost, paid each
// move), falls short of the published team balance: over every round and
// team, the distance of its colour drift beyond 2, and beyond 0 after the
// last round. 0: that colouring keeps S5.
func ColourDeficit(T, P int, games [][][2]Seat) int {
	cs := periodColours(T, P, games, quickEffort)
	drift := make([]int, T)
	deficit, i := 0, 0
	for r, rd := range games {
		for _, g := range rd {
			w, b := g[0].Team, g[1].Team
			if cs[i] {
				w, b = b, w
			}
			drift[w]++
			drift[b]--
			i++
		}
		for _, d := range drift {
			d = max(d, -d)
			if r == len(games)-1 {
				deficit += d
			} else {
				deficit += max(0, d-2)
			}
		}
	}
	return deficit
}

// generalMove is a move of the general form: a circle round unused on a
// level, two rounds of a level exchanged, or two teams renamed on a level.
func generalMove(d *design, rng *splitmix) func() {
	l := int(rng.next() % uint64(d.P))
	switch k := rng.next() % 8; {
	case k < 3 && d.R < d.m: // a circle round unused on the level
		r := int(rng.next() % uint64(d.R))
		x := int(rng.next() % uint64(d.m))
		if slices.Contains(d.beta[l], x) {
			return nil
		}
		old := d.beta[l][r]
		d.beta[l][r] = x
		return func() { d.beta[l][r] = old }
	case k < 5 && d.R > 1: // two rounds of a level exchanged
		r, s := int(rng.next()%uint64(d.R)), int(rng.next()%uint64(d.R))
		if r == s {
			return nil
		}
		d.beta[l][r], d.beta[l][s] = d.beta[l][s], d.beta[l][r]
		return func() { d.beta[l][r], d.beta[l][s] = d.beta[l][s], d.beta[l][r] }
	default: // two teams renamed on a level
		i, j := int(rng.next()%uint64(d.T)), int(rng.next()%uint64(d.T))
		if i == j {
			return nil
		}
		p := d.perm[l]
		p[i], p[j] = p[j], p[i]
		return func() { p[i], p[j] = p[j], p[i] }
	}
}

// annealGeneral anneals the general form of rc (circle rounds and renamed
// teams per level) with move, keeping the best design met; extra, when not
// nil, adds to the cost.
func annealGeneral(rc *Recipe, target Vector, iters int, seed uint64, extra func(*design) float64, move func(*design, *splitmix) func()) (*Recipe, float64) {
	d := designOf(rc)
	ev := newEvaluator(d)
	ev.target = target
	keepBeta, keepPerm := cloneRows(d.beta), cloneRows(d.perm)
	cost := func() float64 {
		c := ev.eval().excess(target)
		if extra != nil {
			c += extra(d)
		}
		return c
	}
	best := anneal(iters, seed, cost,
		func(rng *splitmix) func() { return move(d, rng) },
		func() { keepBeta, keepPerm = cloneRows(d.beta), cloneRows(d.perm) })
	return d.general(keepBeta, keepPerm), best
}

// anneal is the annealing every search shares: from the current state
// (cost), for at most iters moves or until the cost is 0, a move (nil: none
// this time; else the function that undoes it) kept when it costs no more,
// or with the probability exp(-Δ/temperature) as the temperature falls
// from 3 to 0.05 over the moves; save records the best state. It returns
// the best cost.
func anneal(iters int, seed uint64, cost func() float64, move func(*splitmix) func(), save func()) float64 {
	rng := &splitmix{seed}
	cur := cost()
	best := cur
	t0, t1 := 3.0, 0.05
	for it := 0; it < iters && best > 0; it++ {
		temp := t0 * math.Pow(t1/t0, float64(it)/float64(iters))
		undo := move(rng)
		if undo == nil {
			continue
		}
		c := cost()
		if c <= cur || float64(rng.next()>>11)/(1<<53) < math.Exp((cur-c)/temp) {
			cur = c
			if c < best {
				best = c
				save()
			}
		} else {
			undo()
		}
	}
	return best
}

// AnnealWith is the search's annealing (anneal) over a state of the
// caller's: move draws with intn (0..n-1) and returns the function that
// undoes it, or nil; save records the best state. gen/moltersearch anneals
// stacked pairs of levels with it: one schedule for every search.
func AnnealWith(iters int, seed uint64, cost func() float64, move func(intn func(n int) int) func(), save func()) float64 {
	return anneal(iters, seed, cost, func(g *splitmix) func() {
		return move(func(n int) int { return int(g.next() % uint64(n)) })
	}, save)
}

// general is a design's state as an uncoloured recipe of the general form.
func (d *design) general(beta, perm [][]int) *Recipe {
	out := &Recipe{Teams: d.T, Players: d.P, Perm: cloneRows(perm)}
	for r := range d.R {
		cs := make([]int, d.P)
		for l := range d.P {
			cs[l] = beta[l][r]
		}
		out.Choice = append(out.Choice, cs)
	}
	return out
}

func cloneRows(a [][]int) [][]int {
	out := make([][]int, len(a))
	for i := range a {
		out[i] = slices.Clone(a[i])
	}
	return out
}

// The free form: when renamed circles cannot reach the target (a team's
// descents and ascents balanced with the teams met evenly, for instance,
// may need levels that no renaming of one circle gives), each level of
// each round is any matching of the teams (odd T: all but one, which
// crosses). A recipe of the free form records the matchings themselves:
// per round and level, the teams pair by pair, the one left out last.

// free is a state of the free search: mate[r][l][team] is the team's
// partner on level l in round r, -1 for the one left out (odd T).
type free struct {
	T, P, R int
	mate    [][][]int
}

func freeOf(d *design) *free {
	f := &free{T: d.T, P: d.P, R: d.R}
	ev := newEvaluator(d)
	for r := range d.R {
		ms := make([][]int, d.P)
		for l := range ms {
			ms[l] = make([]int, d.T)
			for i := range ms[l] {
				ms[l][i] = -1
			}
		}
		ev.round(r)
		for i := range ev.white {
			if ev.wl[i] == ev.bl[i] {
				ms[ev.wl[i]][ev.white[i]] = ev.black[i]
				ms[ev.wl[i]][ev.black[i]] = ev.white[i]
			}
		}
		f.mate = append(f.mate, ms)
	}
	return f
}

// layout lays out the boards of round r of the free form, as round does.
func (f *free) layout(ev *evaluator, r int) {
	ev.white, ev.black, ev.wl, ev.bl = ev.white[:0], ev.black[:0], ev.wl[:0], ev.bl[:0]
	add := func(a, la, b, lb int) {
		ev.white, ev.black, ev.wl, ev.bl = append(ev.white, a), append(ev.black, b), append(ev.wl, la), append(ev.bl, lb)
	}
	for l, m := range f.mate[r] {
		left := -1
		for a, b := range m {
			if b < 0 {
				left = a
			} else if a < b {
				add(a, l, b, l)
			}
		}
		if f.T%2 == 1 && l%2 == 1 {
			lo := slices.Index(f.mate[r][l-1], -1)
			add(lo, l-1, left, l)
		}
	}
}

// recipe is the free form as a recipe (its matchings, uncoloured).
func (f *free) recipe() *Recipe {
	rc := &Recipe{Teams: f.T, Players: f.P}
	for r := range f.R {
		var rd [][]int
		for _, m := range f.mate[r] {
			var seq []int
			left := -1
			for a, b := range m {
				if b < 0 {
					left = a
				} else if a < b {
					seq = append(seq, a, b)
				}
			}
			if left >= 0 {
				seq = append(seq, left)
			}
			rd = append(rd, seq)
		}
		rc.Pairs = append(rc.Pairs, rd)
	}
	return rc
}

// AnnealFree continues the search of Anneal in the free form: from the
// renamed circles of rc (the general form), each move exchanges the
// partners of two boards of one level and round, or (odd T) the team left
// out with a player of a board. It returns the best found as an uncoloured
// recipe of the free form, and its cost (0: at or below the target).
func AnnealFree(rc *Recipe, target Vector, iters int, seed uint64) (*Recipe, float64) {
	return annealFree(rc, target, iters, seed, false)
}

// AnnealFreeKeep is AnnealFree keeping who floats: only partners of
// boards are exchanged, never the team left out.
func AnnealFreeKeep(rc *Recipe, target Vector, iters int, seed uint64) (*Recipe, float64) {
	return annealFree(rc, target, iters, seed, true)
}

// AnnealFreeColourable is AnnealFree whose cost also counts the colour
// deficit of the pairings (ColourDeficit, as AnnealColourable), from rc of
// any form: the free form's matchings of a pseudo-Boolean model, for
// instance, which keep the measures but may bind a team's players to one
// colour.
func AnnealFreeColourable(rc *Recipe, target Vector, iters int, seed uint64) (*Recipe, float64) {
	return annealFreeCost(rc, target, iters, seed, false, func(f *free) float64 { return colourCost(f.recipe()) })
}

func annealFree(rc *Recipe, target Vector, iters int, seed uint64, keep bool) (*Recipe, float64) {
	return annealFreeCost(rc, target, iters, seed, keep, nil)
}

// freeOfPairs is the free form of a recipe of that form.
func freeOfPairs(rc *Recipe) *free {
	f := &free{T: rc.Teams, P: rc.Players, R: len(rc.Pairs)}
	for _, rd := range rc.Pairs {
		ms := make([][]int, len(rd))
		for l, seq := range rd {
			ms[l] = make([]int, f.T)
			for i := range ms[l] {
				ms[l][i] = -1
			}
			for i := 0; i+1 < len(seq); i += 2 {
				ms[l][seq[i]], ms[l][seq[i+1]] = seq[i+1], seq[i]
			}
		}
		f.mate = append(f.mate, ms)
	}
	return f
}

// annealFreeCost anneals the free form of rc; extra, when not nil, adds to
// the cost.
func annealFreeCost(rc *Recipe, target Vector, iters int, seed uint64, keep bool, extra func(*free) float64) (*Recipe, float64) {
	var d *design
	var f *free
	if rc.Pairs != nil {
		f = freeOfPairs(rc)
		d = &design{T: f.T, P: f.P, R: f.R}
	} else {
		d = designOf(rc)
		f = freeOf(d)
	}
	ev := newEvaluator(d)
	ev.target = target
	ev.layout = f.layout
	kept := cloneMates(f.mate)
	cost := func() float64 {
		c := ev.eval().excess(target)
		if extra != nil {
			c += extra(f)
		}
		return c
	}
	best := anneal(iters, seed, cost, func(rng *splitmix) func() {
		r, l := int(rng.next()%uint64(f.R)), int(rng.next()%uint64(f.P))
		m := f.mate[r][l]
		a, c := int(rng.next()%uint64(f.T)), int(rng.next()%uint64(f.T))
		b, e := m[a], m[c]
		if a == c || b == c || keep && (b < 0 || e < 0) {
			return nil
		}
		switch {
		case b >= 0 && e >= 0: // (a,b) (c,e) -> (a,c) (b,e)
			m[a], m[c], m[b], m[e] = c, a, e, b
			return func() { m[a], m[c], m[b], m[e] = b, e, a, c }
		case b >= 0: // c left out: (a,b) -> (c,b), a left out
			m[c], m[b], m[a] = b, c, -1
			return func() { m[a], m[b], m[c] = b, a, -1 }
		default: // a left out: (c,e) -> (a,e), c left out
			m[a], m[e], m[c] = e, a, -1
			return func() { m[c], m[e], m[a] = e, c, -1 }
		}
	}, func() { kept = cloneMates(f.mate) })
	f.mate = kept
	return f.recipe(), best
}

func cloneMates(m [][][]int) [][][]int {
	out := make([][][]int, len(m))
	for i := range m {
		out[i] = cloneRows(m[i])
	}
	return out
}

// FloaterStart is a start for odd T whose floaters balance by design: the
// teams left out (the floaters) of the lower levels of the pairs, taken in
// order n = r·P/2 + j (round r, pair of levels j), are d(n) = the circle
// spread v(n) of Construct; the upper level of pair j in round r leaves
// out d(n + P/2), the team the lower level leaves out a round later, and
// the last round's wrap to the first's. So every team descends as often as
// it ascends (I2 0), the descents spread over the teams (I3 at most 1),
// and no team floats twice in a pair of rounds while P ≤ T (I4 1); an
// event of one round cycles its floaters over the pairs of levels. The
// levels play the circle rounds that leave those teams out, unrenamed;
// AnnealKeep then renames the teams of each level (keeping who floats) to
// spread the meetings.
func FloaterStart(T, P, R int) *Recipe {
	h := P / 2
	D := R * h
	L := lcm(h, T)
	d := func(n int) int {
		n %= D
		return (n + n/L) % T
	}
	rc := &Recipe{Teams: T, Players: P}
	for range P {
		p := make([]int, T)
		for i := range p {
			p[i] = i
		}
		rc.Perm = append(rc.Perm, p)
	}
	for r := range R {
		cs := make([]int, P)
		for j := range h {
			n := r*h + j
			if R == 1 {
				// One round: the upper level leaves out the team the
				// next pair's lower level does, a cycle over the pairs
				// (P ≥ 4; with one pair a team cannot balance).
				cs[2*j], cs[2*j+1] = d(n), d((j+1)%h)
				continue
			}
			cs[2*j], cs[2*j+1] = d(n), d(n+h)
		}
		rc.Choice = append(rc.Choice, cs)
	}
	return rc
}

// AnnealKeep is Anneal keeping the teams that float: each move renames two
// teams on a level and re-chooses that level's circle rounds so that the
// same teams are left out in the same rounds; the floaters measures (I2,
// I3, I4) stay as the start has them, the search spreads the meetings.
func AnnealKeep(rc *Recipe, target Vector, iters int, seed uint64) (*Recipe, float64) {
	return annealGeneral(rc, target, iters, seed, nil, func(d *design, rng *splitmix) func() {
		swap := func(l, i, j int) {
			p := d.perm[l]
			p[i], p[j] = p[j], p[i]
			for r, x := range d.beta[l] {
				switch x {
				case i:
					d.beta[l][r] = j
				case j:
					d.beta[l][r] = i
				}
			}
		}
		l := int(rng.next() % uint64(d.P))
		i, j := int(rng.next()%uint64(d.T)), int(rng.next()%uint64(d.T))
		if i == j {
			return nil
		}
		swap(l, i, j)
		return func() { swap(l, i, j) }
	})
}
