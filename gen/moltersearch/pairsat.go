package main

import (
	"slices"

	"github.com/crillab/gophersat/solver"
	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// pairModel is the pseudo-Boolean model of the pairings of an event of odd
// T (the free form: any matching on each level of each round, the team
// left out of each level crossing to the one left out of the other level
// of its pair), with the published hard rules on pairings and the target
// measures as constraints:
//
//   - x(r,l,a,b): a meets b on level l in round r; y(r,l,a): a is left out
//     there; c(r,j,a,b): a (left out of the lower level of pair j) crosses
//     to b (left out of the upper);
//   - every team once a level and round; one left out a level and round;
//     the two left out of a pair differ; nobody meets a team twice on his
//     level (S4) or floats twice one way (S6c);
//   - I5: with a target of 0 and P ≤ T-1, a team meets each team at most
//     once a round (which also keeps S4b); I1: a team's boards against each
//     team within a window [lo, lo + target] of its own that holds the mean,
//     or at most one when P·R ≤ T-1; prefix 0: a team's first r rounds meet
//     distinct teams while P·r ≤ T-1, every team once P·r ≥ T-1; I2: the
//     teams' |descents - ascents| summing to at most the target; I3: every
//     team's descents within one window [lo, lo + target] that holds the
//     mean; I4: at most target descents, and ascents, a team a pair of
//     rounds. I1, I2, I3 and I4 are so exactly the measures' bounds: a table
//     within the target is a solution.
//
// A target the model cannot state exactly (prefix or I2 above 0) is left
// to the measures of the result.
type pairModel struct {
	T, P, R int
	n       int
	cs      []solver.PBConstr
	x       map[[4]int]int
	y       map[[3]int]int
	c       map[[4]int]int
}

func (m *pairModel) v() int { m.n++; return m.n }

func (m *pairModel) xv(r, l, a, b int) int {
	if a > b {
		a, b = b, a
	}
	return m.x[[4]int{r, l, a, b}]
}

// games is the literals of a's boards against b in round r: on the levels,
// and on the cross boards either way.
func (m *pairModel) games(r, a, b int) []int {
	var out []int
	for l := range m.P {
		out = append(out, m.xv(r, l, a, b))
	}
	for j := range m.P / 2 {
		out = append(out, m.c[[4]int{r, j, a, b}], m.c[[4]int{r, j, b, a}])
	}
	return out
}

func pairSAT(T, P, R int, t molter.Vector, plain bool) (*molter.Recipe, bool) {
	rc, _, ok := pairColourSAT(T, P, R, t, plain, false, nil, nil)
	return rc, ok
}

// pairColourSAT is pairSAT; with coloured, its colours chosen with the
// pairings (as evenSAT does): w(r,l,a) "a's player of level l has white in
// round r", o(r,l,a,b) "a, the lower team, has white", tied to the boards
// played; every colour rule of the published contract (C1, C2, C3, S5's
// drift; S5 exact where the target asks it). Pairings that no colouring
// keeps balanced are then never the answer. The colours are one bit a
// board as the recipe lays them out (true: the second player has white).
//
// With fixed (coloured only), the rounds r where free[r] is false are
// those of fixed, boards and colours: the model then searches a few rounds
// of a table (a large neighbourhood), far faster than all of them.
func pairColourSAT(T, P, R int, t molter.Vector, plain, coloured bool, fixed [][]molter.Pair, free []bool) (*molter.Recipe, []bool, bool) {
	m := newPairModel(T, P, R)
	m.pairings(plain)
	if fixed == nil {
		m.firstRound()
	}
	m.perPlayer()
	m.floaterMeasures(t)
	var w map[[3]int]int
	o := map[[4]int]int{}
	if coloured {
		w = m.colours(t, o)
		m.fix(w, fixed, free)
	}
	return m.solvePairs(coloured, w, o)
}

// newPairModel is the model's variables x, y and c.
func newPairModel(T, P, R int) *pairModel {
	m := &pairModel{T: T, P: P, R: R, x: map[[4]int]int{}, y: map[[3]int]int{}, c: map[[4]int]int{}}
	for r := range R {
		for l := range P {
			for a := range T {
				m.y[[3]int{r, l, a}] = m.v()
				for b := a + 1; b < T; b++ {
					m.x[[4]int{r, l, a, b}] = m.v()
				}
			}
		}
		for j := range P / 2 {
			for a := range T {
				for b := range T {
					if a != b {
						m.c[[4]int{r, j, a, b}] = m.v()
					}
				}
			}
		}
	}
	return m
}

// pairings adds the matchings: every team once a level and round, one
// left out a level and round, the two left out of a pair differing and
// crossing; plain: one circle for every level.
func (m *pairModel) pairings(plain bool) {
	T, P, R := m.T, m.P, m.R
	if plain {
		// One circle for every level: a level plays the circle round of
		// the team it leaves out, c, whose boards join a and b with
		// a + b ≡ 2c (mod T). A far smaller search, where every meeting
		// of two teams is one circle round's.
		for r := range R {
			for l := range P {
				for a := range T {
					for b := a + 1; b < T; b++ {
						x, y := m.xv(r, l, a, b), m.y[[3]int{r, l, (a + b) * (T + 1) / 2 % T}]
						m.cs = append(m.cs, solver.PropClause(-x, y), solver.PropClause(x, -y))
					}
				}
			}
		}
	}
	for r := range R {
		for l := range P {
			var left []int
			for a := range T {
				lits := []int{m.y[[3]int{r, l, a}]}
				for b := range T {
					if b != a {
						lits = append(lits, m.xv(r, l, a, b))
					}
				}
				m.exactly(lits, 1)
				left = append(left, m.y[[3]int{r, l, a}])
			}
			m.exactly(left, 1)
		}
		for j := range P / 2 {
			var all []int
			for a := range T {
				ylo, yhi := m.y[[3]int{r, 2 * j, a}], m.y[[3]int{r, 2*j + 1, a}]
				m.atMost([]int{ylo, yhi}, 1)
				for b := range T {
					if a == b {
						continue
					}
					c := m.c[[4]int{r, j, a, b}]
					all = append(all, c)
					// c ↔ ylo(a) ∧ yhi(b)
					m.cs = append(m.cs, solver.PropClause(-c, ylo), solver.PropClause(-c, m.y[[3]int{r, 2*j + 1, b}]),
						solver.PropClause(c, -ylo, -m.y[[3]int{r, 2*j + 1, b}]))
				}
			}
			m.exactly(all, 1)
		}
	}
}

// firstRound names the teams by round 1 (where no round is fixed).
func (m *pairModel) firstRound() {
	T := m.T
	// The teams may be renamed at will: round 1's lowest level plays
	// (0, T-2), (1, T-3), … and leaves out T-1, which cuts the solver's
	// search by the renamings without losing a table.
	for i := 0; i < T-2-i; i++ {
		m.cs = append(m.cs, solver.PropClause(m.xv(0, 0, i, T-2-i)))
	}
	m.cs = append(m.cs, solver.PropClause(m.y[[3]int{0, 0, T - 1}]))
}

// perPlayer adds S4 and S6c.
func (m *pairModel) perPlayer() {
	T, P, R := m.T, m.P, m.R
	// S4 and S6c: per player.
	for l := range P {
		j, lo := l/2, l%2 == 0
		for a := range T {
			var float []int
			for r := range R {
				float = append(float, m.y[[3]int{r, l, a}])
			}
			m.atMost(float, 1)
			for b := range T {
				if b == a {
					continue
				}
				var lits []int
				for r := range R {
					lits = append(lits, m.xv(r, l, a, b))
					if lo {
						lits = append(lits, m.c[[4]int{r, j, a, b}])
					} else {
						lits = append(lits, m.c[[4]int{r, j, b, a}])
					}
				}
				m.atMost(lits, 1)
			}
		}
	}
}

// floaterMeasures adds the measures: the meetings (I1, prefix, I5) and the
// floaters' (I2, I3, I4).
func (m *pairModel) floaterMeasures(t molter.Vector) {
	T, P, R := m.T, m.P, m.R
	// The measures.
	m.meetings(t, m.games, func(g []int) {
		switch {
		case t[molter.VI5] == 0 && P <= T-1:
			m.atMost(g, 1)
		case P > T-1: // more boards than teams to meet: each its share
			m.atLeast(g, P/(T-1))
			m.atMost(g, P/(T-1)+t[molter.VI5])
		}
		m.atMost(g, P-1)
	})
	D := R * P / 2
	lo3 := max(0, (D+T-1)/T-t[molter.VI3])
	var sel3 []int
	for range D/T - lo3 {
		sel3 = append(sel3, m.v())
	}
	var off []int // the teams whose descents and ascents differ (by one)
	for a := range T {
		var down, up []int
		for r := range R {
			for j := range P / 2 {
				down = append(down, m.y[[3]int{r, 2 * j, a}])
				up = append(up, m.y[[3]int{r, 2*j + 1, a}])
			}
		}
		// Σ down - Σ up: 0 (I2 0), or within ±z(a), z(a) in unary (a
		// player floats at most once each way, so |down - up| ≤ P), the
		// z of every team summing to at most I2: exactly I2's bound.
		w := make([]int, 0, len(down)+len(up)+1)
		lits := append(append([]int{}, down...), up...)
		for range down {
			w = append(w, 1)
		}
		for range up {
			w = append(w, -1)
		}
		if t[molter.VI2] == 0 {
			m.cs = append(m.cs, solver.Eq(lits, w, 0)...)
		} else {
			var z []int
			for range min(t[molter.VI2], P) {
				z = append(z, m.v())
			}
			off = append(off, z...)
			m.cs = append(m.cs, solver.LtEq(append(slices.Clone(lits), z...), append(slices.Clone(w), minus(len(z))...), 0))
			neg := make([]int, len(w))
			for i, x := range w {
				neg[i] = -x
			}
			m.cs = append(m.cs, solver.LtEq(append(slices.Clone(lits), z...), append(neg, minus(len(z))...), 0))
		}
		// I3: every team's descents within [lo, lo + target], lo chosen
		// (lo3 + the selectors set) so that the window holds the mean.
		m.cs = append(m.cs, solver.GtEq(append(slices.Clone(down), sel3...), append(ones(len(down)), minus(len(sel3))...), lo3),
			solver.LtEq(append(slices.Clone(down), sel3...), append(ones(len(down)), minus(len(sel3))...), lo3+t[molter.VI3]))
		for g := 0; g < R; g += 2 {
			var gd, gu []int
			for r := g; r < min(g+2, R); r++ {
				for j := range P / 2 {
					gd = append(gd, m.y[[3]int{r, 2 * j, a}])
					gu = append(gu, m.y[[3]int{r, 2*j + 1, a}])
				}
			}
			m.atMost(gd, max(t[molter.VI4], 1))
			m.atMost(gu, max(t[molter.VI4], 1))
		}
	}
	if t[molter.VI2] > 0 {
		m.atMost(off, t[molter.VI2])
	}
}

// fix holds the rounds r of fixed where free[r] is false to their boards
// and colours.
func (m *pairModel) fix(w map[[3]int]int, fixed [][]molter.Pair, free []bool) {
	for r, rd := range fixed {
		if free[r] {
			continue
		}
		for _, g := range rd {
			wt, bt := g.White, g.Black
			lo, hi := min(wt.Order, bt.Order), max(wt.Order, bt.Order)
			a, b := wt.Team, bt.Team
			if wt.Order > bt.Order {
				a, b = b, a
			}
			played := m.c[[4]int{r, (lo - 1) / 2, a, b}]
			if lo == hi {
				played = m.xv(r, lo-1, a, b)
			}
			m.cs = append(m.cs, solver.PropClause(played), solver.PropClause(w[[3]int{r, wt.Order - 1, wt.Team}]),
				solver.PropClause(-w[[3]int{r, bt.Order - 1, bt.Team}]))
		}
	}
}

// solvePairs solves the model and reads its pairings (and colours). A
// model of odd T leaves a team out of each level (y): it ends the level's
// sequence, and with colours the upper level's cross board follows its
// boards; evenSAT's model has none.
func (m *pairModel) solvePairs(coloured bool, w map[[3]int]int, o map[[4]int]int) (*molter.Recipe, []bool, bool) {
	T, P, R := m.T, m.P, m.R
	s := solver.New(solver.ParsePBConstrs(m.cs))
	if s.Solve() != solver.Sat {
		return nil, nil, false
	}
	model := s.Model()
	val := func(v int) bool { return model[v-1] }
	rc := &molter.Recipe{Teams: T, Players: P}
	var colours []bool
	for r := range R {
		var rd [][]int
		for l := range P {
			var seq []int
			for a := range T {
				for b := a + 1; b < T; b++ {
					if val(m.x[[4]int{r, l, a, b}]) {
						seq = append(seq, a, b)
						if coloured {
							colours = append(colours, !val(o[[4]int{r, l, a, b}]))
						}
					}
				}
			}
			if len(m.y) == 0 {
				rd = append(rd, seq)
				continue
			}
			out := -1
			for a := range T {
				if val(m.y[[3]int{r, l, a}]) {
					out = a
				}
			}
			if coloured && l%2 == 1 {
				// the cross board, after the upper level's boards: the
				// bit is the upper level's one left out having white
				colours = append(colours, val(w[[3]int{r, l, out}]))
			}
			rd = append(rd, append(seq, out))
		}
		rc.Pairs = append(rc.Pairs, rd)
	}
	return rc, colours, true
}

// exactly, atMost and atLeast add a cardinality constraint on lits.
func (m *pairModel) exactly(lits []int, k int) {
	m.cs = append(m.cs, solver.AtLeast(lits, k), solver.AtMost(lits, k))
}
func (m *pairModel) atMost(lits []int, k int)  { m.cs = append(m.cs, solver.AtMost(lits, k)) }
func (m *pairModel) atLeast(lits []int, k int) { m.cs = append(m.cs, solver.AtLeast(lits, k)) }

// colours adds pairColourSAT's colour variables and rules to the model;
// o receives the board literals, and the player literals are returned.
func (m *pairModel) colours(t molter.Vector, o map[[4]int]int) map[[3]int]int {
	T, P, R := m.T, m.P, m.R
	w := map[[3]int]int{}
	for r := range R {
		for l := range P {
			for a := range T {
				w[[3]int{r, l, a}] = m.v()
			}
		}
	}
	atLeast := func(lits []int, k int) { m.cs = append(m.cs, solver.AtLeast(lits, k)) }
	atMost := func(lits []int, k int) { m.cs = append(m.cs, solver.AtMost(lits, k)) }
	for r := range R {
		for l := range P {
			for a := range T {
				for b := a + 1; b < T; b++ {
					x, ov := m.xv(r, l, a, b), m.v()
					o[[4]int{r, l, a, b}] = ov
					wa, wb := w[[3]int{r, l, a}], w[[3]int{r, l, b}]
					m.cs = append(m.cs, solver.PropClause(-x, -wa, ov), solver.PropClause(-x, wa, -ov),
						solver.PropClause(-x, -wb, -ov), solver.PropClause(-x, wb, ov))
				}
			}
		}
		for j := range P / 2 {
			for a := range T {
				for b := range T {
					if a == b {
						continue
					}
					c := m.c[[4]int{r, j, a, b}]
					wa, wb := w[[3]int{r, 2 * j, a}], w[[3]int{r, 2*j + 1, b}]
					m.cs = append(m.cs, solver.PropClause(-c, wa, wb), solver.PropClause(-c, -wa, -wb))
				}
			}
		}
	}
	for a := range T {
		var team []int
		for r := range R {
			for l := range P {
				team = append(team, w[[3]int{r, l, a}])
			}
			n := P * (r + 1)
			if t[molter.VS5] == 0 {
				var round []int
				for l := range P {
					round = append(round, w[[3]int{r, l, a}])
				}
				atLeast(round, P/2)
				atMost(round, P/2)
			}
			// AtLeast keeps the slice it is given: each its own copy.
			if r%2 == 1 || r == R-1 {
				atLeast(slices.Clone(team), n/2)
				atMost(team, n/2)
			} else {
				atLeast(slices.Clone(team), n/2-1)
				atMost(team, n/2+1)
			}
		}
		for l := range P {
			m.playerColours(w, l, a)
		}
	}
	return w
}

// evenSAT is the pseudo-Boolean model of an event of even T, pairings and
// colours at once: x(r,l,a,b) as pairModel's (no team left out, no
// cross), o(r,l,a,b) a (the lower team) has white, and w(r,l,a) "a's
// player of level l has white in round r" tied to them; every colour rule
// of the published contract (C1, C2, C3) on w, each team exactly P/2
// whites a round (S5 exact), and the pairing measures as in pairSAT. The
// colours are chosen with the pairings, where a colouring of fixed
// pairings may have no exact solution.
func evenSAT(T, P, R int, t molter.Vector) (*molter.Recipe, []bool, bool) {
	m := &pairModel{T: T, P: P, R: R, x: map[[4]int]int{}, y: map[[3]int]int{}, c: map[[4]int]int{}}
	o := map[[4]int]int{}
	w := map[[3]int]int{}
	for r := range R {
		for l := range P {
			for a := range T {
				w[[3]int{r, l, a}] = m.v()
				for b := a + 1; b < T; b++ {
					m.x[[4]int{r, l, a, b}] = m.v()
					o[[4]int{r, l, a, b}] = m.v()
				}
			}
		}
	}
	exactly := func(lits []int, k int) { m.cs = append(m.cs, solver.AtLeast(lits, k), solver.AtMost(lits, k)) }
	atMost := func(lits []int, k int) { m.cs = append(m.cs, solver.AtMost(lits, k)) }
	atLeast := func(lits []int, k int) { m.cs = append(m.cs, solver.AtLeast(lits, k)) }
	levelGames := func(r, a, b int) []int {
		var out []int
		for l := range P {
			out = append(out, m.xv(r, l, a, b))
		}
		return out
	}
	for r := range R {
		for l := range P {
			for a := range T {
				var lits []int
				wa := w[[3]int{r, l, a}]
				for b := range T {
					if b == a {
						continue
					}
					x := m.xv(r, l, a, b)
					lits = append(lits, x)
					ov := o[[4]int{r, l, min(a, b), max(a, b)}]
					if a > b {
						ov = -ov // the lower team has white: a has white when it does not
					}
					// x → (w(a) ↔ o): a's colour on the board it plays.
					m.cs = append(m.cs, solver.PropClause(-x, -wa, ov), solver.PropClause(-x, wa, -ov))
				}
				exactly(lits, 1)
			}
		}
		for a := range T {
			var whites []int
			for l := range P {
				whites = append(whites, w[[3]int{r, l, a}])
			}
			exactly(whites, P/2)
		}
	}
	for l := range P {
		for a := range T {
			for b := a + 1; b < T; b++ {
				var lits []int
				for r := range R {
					lits = append(lits, m.xv(r, l, a, b))
				}
				atMost(lits, 1)
			}
			m.playerColours(w, l, a)
		}
	}
	// Round 1's lowest level fixed, as pairSAT does: (0, T-1), (1, T-2), ….
	for i := 0; i < T-1-i; i++ {
		m.cs = append(m.cs, solver.PropClause(m.xv(0, 0, i, T-1-i)))
	}
	m.meetings(t, levelGames, func(g []int) {
		if P <= T-1 {
			atMost(g, 1+t[molter.VI5])
		} else {
			atLeast(g, P/(T-1))
			atMost(g, P/(T-1)+t[molter.VI5])
		}
		atMost(g, P-1)
	})
	return m.solvePairs(true, w, o)
}

// playerColours adds the colour rules of a's player of level l, w(r,l,a)
// meaning white in round r: C3 (|whites - blacks| ≤ 2 before the last
// round), C1 (balanced at the end, ±1 for an odd number of rounds), C2
// (never three of one colour in a row).
func (m *pairModel) playerColours(w map[[3]int]int, l, a int) {
	var cum []int
	for r := range m.R {
		cum = append(cum, w[[3]int{r, l, a}])
		n := r + 1
		if r == m.R-1 {
			m.cs = append(m.cs, solver.AtLeast(slices.Clone(cum), n/2), solver.AtMost(cum, (n+1)/2))
		} else {
			m.cs = append(m.cs, solver.AtLeast(slices.Clone(cum), (n-1)/2), solver.AtMost(cum, (n+2)/2))
		}
		if r >= 2 {
			x, y, z := w[[3]int{r - 2, l, a}], w[[3]int{r - 1, l, a}], w[[3]int{r, l, a}]
			m.cs = append(m.cs, solver.PropClause(-x, -y, -z), solver.PropClause(x, y, z))
		}
	}
}

// ones and minus are weights: n of 1 and n of -1.
func ones(n int) []int {
	w := make([]int, n)
	for i := range w {
		w[i] = 1
	}
	return w
}

func minus(n int) []int {
	w := make([]int, n)
	for i := range w {
		w[i] = -1
	}
	return w
}

// meetings adds the measures on the teams met, games(r, a, b) being the
// literals of a's boards against b in round r: round's bound on each
// pair's boards in a round (I5, S4b); I1, the boards of each pair within
// [q, q + target] (q: their even share), or at most one when P·R ≤ T-1;
// prefix 0, a team's first r rounds meeting distinct teams while P·r ≤
// T-1 and every team once P·r ≥ T-1.
func (m *pairModel) meetings(t molter.Vector, games func(r, a, b int) []int, round func(g []int)) {
	T, P, R := m.T, m.P, m.R
	// I1: the boards of a team against each team within [lo, lo +
	// target], lo its own (lo1 + its selectors set), so that the window
	// holds the mean P·R/(T-1).
	q := P * R / (T - 1)
	lo1 := max(0, (P*R+T-2)/(T-1)-t[molter.VI1])
	sel1 := make([][]int, T)
	for a := range T {
		for range q - lo1 {
			sel1[a] = append(sel1[a], m.v())
		}
	}
	for a := range T {
		for b := a + 1; b < T; b++ {
			var total []int
			for r := range R {
				g := games(r, a, b)
				total = append(total, g...)
				round(g)
			}
			if P*R <= T-1 {
				m.cs = append(m.cs, solver.AtMost(total, 1))
				continue
			}
			for _, s := range [][]int{sel1[a], sel1[b]} {
				// GtEq and LtEq rewrite their slices: each its own.
				lits := func() []int { return append(slices.Clone(total), s...) }
				w := func() []int { return append(ones(len(total)), minus(len(s))...) }
				m.cs = append(m.cs, solver.GtEq(lits(), w(), lo1), solver.LtEq(lits(), w(), lo1+t[molter.VI1]))
			}
		}
	}
	if t[molter.VPrefix] != 0 {
		return
	}
	for a := range T {
		for b := range T {
			if a == b {
				continue
			}
			var cum []int
			for r := range R {
				cum = append(cum, games(r, a, b)...)
				if n := P * (r + 1); n <= T-1 {
					m.cs = append(m.cs, solver.AtMost(cum, 1))
				} else {
					m.cs = append(m.cs, solver.AtLeast(cum, 1))
				}
			}
		}
	}
}
