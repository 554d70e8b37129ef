package main

import (
	"fmt"
	"slices"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// strategy is one way of searching an event's own table: use says when it
// runs (its flags, the parity of the teams, whether the target is still
// open), run tries its tables, each through eventSearch.keep or try, which
// keep the best. Later strategies see what earlier ones found: most run
// only while the target is open.
type strategy struct {
	name string
	use  func(*eventSearch) bool
	run  func(*eventSearch)
}

// strategies is the search of every event, in the order it runs: the
// cheap and certain first (the construction's own tables), the solver's
// models and the annealings last. The package doc says what each is for.
var strategies = []strategy{
	{"variants", always, (*eventSearch).variants},
	{"table-colours", tableUncoloured, (*eventSearch).tableColours},
	{"period-cycles", cyclesOpen, (*eventSearch).periodCycles},
	{"cycles", cyclesOpen, (*eventSearch).cycles},
	{"stack", stackOpen, (*eventSearch).stack},
	{"whole-model", wholeModel, (*eventSearch).wholeModel},
	{"circle-model", circleModel, (*eventSearch).circleModel},
	{"neighbourhood", neighbourhoodOpen, (*eventSearch).neighbourhood},
	{"even-model", evenModel, (*eventSearch).evenModel},
	{"anneal", targetOpen, (*eventSearch).anneal},
	{"floaters", floatersOpen, (*eventSearch).floaters},
}

// neighbourLimit bounds one solve of the large neighbourhood.
const neighbourLimit = 15 * time.Second

func always(*eventSearch) bool { return true }

func targetOpen(s *eventSearch) bool { return s.open(s.target) }

// tableUncoloured: the table's first rounds keep S5 only through the ±2
// drift.
func tableUncoloured(s *eventSearch) bool { return s.vb[molter.VS5] == 1 }

// cyclesOpen: odd T, -cycles, the target open.
func cyclesOpen(s *eventSearch) bool { return s.T%2 == 1 && s.opt.cycles && s.open(s.target) }

// stackOpen: pairs of levels to stack (-stack), two rounds at least, the
// target open.
func stackOpen(s *eventSearch) bool { return len(s.pool) > 0 && s.k >= 2 && s.open(s.target) }

// wholeModel: odd T, -model and -whole.
func wholeModel(s *eventSearch) bool { return s.T%2 == 1 && s.opt.model && s.opt.whole }

// circleModel: as wholeModel, the target open.
func circleModel(s *eventSearch) bool { return wholeModel(s) && s.open(s.target) }

// neighbourhoodOpen: odd T, -model, three rounds at least, the target
// open.
func neighbourhoodOpen(s *eventSearch) bool {
	return s.T%2 == 1 && s.opt.model && s.k >= 3 && s.open(s.target)
}

// evenModel: even T, -model, the target open and its colours exact.
func evenModel(s *eventSearch) bool {
	return s.T%2 == 0 && s.opt.model && s.open(s.target) && s.target[molter.VS5] == 0
}

// floatersOpen: odd T, two rounds at least (one round only where P ≥ 4
// and P/2 ≤ T: FloaterStart cycles the floaters over the pairs of levels),
// the floaters' aim open.
func floatersOpen(s *eventSearch) bool {
	return s.T%2 == 1 && (s.k >= 2 || s.P >= 4 && s.P/2 <= s.T) && s.open(s.floaterAim())
}

// variants: the other variants of the construction, whose first rounds
// may suit this event better than the variant its shape's table took,
// each with its own colours; the best of them, where its colours keep S5
// only through the drift, coloured anew (exactly) by the solver.
func (s *eventSearch) variants() {
	var bestVar *molter.Recipe
	var bestVarV molter.Vector
	for _, rc := range molter.ConstructVariants(s.T, s.P, s.base.Event.Teams-1) {
		if s.late() {
			break
		}
		e, err := rc.Build()
		if err != nil {
			continue
		}
		sh := &molter.Shape{Teams: s.T, Players: s.P, Event: e}
		x := sh.TableEvent(min(s.k, len(e.Rounds)))
		if len(x.Rounds) != s.k || len(molter.PublishedCheck(x)) > 0 || len(molter.ContractOwn(x)) > 0 {
			continue
		}
		v := molter.PublishedMeasure(x)
		prefix := *rc
		prefix.Choice = prefix.Choice[:s.k]
		prefix.Flips = nil
		games, _ := prefix.Games()
		prefix.Colours = coloursOf(games, x)
		if bestVar == nil || s.better(v, bestVarV) {
			bestVar, bestVarV = &prefix, v
		}
		if s.better(v, s.vb) && s.improves(v) {
			s.best, s.bestV, s.how = &prefix, v, "the construction's variant "+rc.Method+", its first rounds"
		}
	}
	if bestVar != nil && bestVarV[molter.VS5] == 1 {
		uncoloured := *bestVar
		uncoloured.Colours = nil
		s.try(&uncoloured, "the construction's variant "+bestVar.Method+", its first rounds coloured by a pseudo-Boolean solver", true)
	}
}

// tableColours: the table's own pairings, coloured exactly by the solver
// (its colours by periods play by twos; the solver's need not).
func (s *eventSearch) tableColours() {
	prefix := *s.base.Recipe
	prefix.Choice = prefix.Choice[:s.k]
	prefix.Flips = nil
	s.try(&prefix, "the table's first rounds, coloured by a pseudo-Boolean solver", true)
}

// periodCycles (odd T, P ≥ T-1): Hamiltonian cycles, each pair of levels
// keeping its cycle for a period, its floaters chosen by backtracking
// (colours exact).
func (s *eventSearch) periodCycles() {
	pt, ok := newPeriodTable(s.T, s.P, s.k)
	if ok {
		pt.stop = s.late
	}
	if ok && pt.periodFloaters(periodBudget) {
		m := "Hamiltonian cycles of the teams (Walecki's), each pair of levels keeping its cycle for both rounds of a period and taking the next the period after, the floaters chosen by backtracking (no team in more of a period's floaters than their ends need, none twice in a pair's), coloured by a pseudo-Boolean solver"
		s.try(pt.recipe(m), m, false)
	}
}

// cycles (odd T): Hamiltonian cycles taken in turn (I1 at its bound,
// prefix 0, I5 0 by design), the floaters annealed, coloured by the
// solver.
func (s *eventSearch) cycles() {
	ct, ok := newCycleTable(s.T, s.P, s.k)
	if !ok {
		return
	}
	// Every move of the floaters reads the budget: one takes up to a
	// tenth of a second on a long event of many players (a colouring by
	// periods checked), a seed minutes.
	ct.stop = s.late
	// Seeds differ most in whether their pairings colour at all (a
	// period's cycles may leave a team's drift unbalanced).
	for seed := 1; seed <= s.opt.cycleSeeds && !s.late(); seed++ {
		ct.anneal(s.iters, uint64(seed))
		// then moved on until a colouring by periods keeps the rules, the
		// floaters' measures kept, else I3 and I4 let go, else all but
		// S6c (then won back as far as the colouring lets them)
		for level, tries := range []int{20000, 5000, 5000} {
			if s.late() {
				break
			}
			left := ct.polish(tries, uint64(seed), level)
			won := ""
			if left == 0 && level > keepFloaters {
				ct.descend(20000, uint64(seed))
				won = ", then 20,000 moves keeping it towards better measures"
			}
			m := fmt.Sprintf("Hamiltonian cycles of the teams (Walecki's) taken in turn by the pairs of levels, the floaters annealed (seed %d, %d moves) then moved on until they colour by periods (%d moves, letting go %s%s), coloured by a pseudo-Boolean solver", seed, s.iters, tries, [...]string{"no measure", "I3 and I4", "every measure but S6c"}[level], won)
			s.try(ct.recipe(m), m, false)
			if left == 0 {
				break
			}
		}
		if !s.open(s.target) {
			break
		}
	}
}

// stack: pairs of levels of the tables recorded for T teams, stacked and
// renamed by annealing: from the event's own table recorded, then from the
// table's first rounds.
func (s *eventSearch) stack() {
	var starts []*molter.Event
	if e, ok := recordedEvent(s.have); ok {
		starts = append(starts, e)
	}
	starts = append(starts, s.x)
	for _, st := range starts {
		if !s.open(s.target) {
			break
		}
		start := stackStart(st, s.pool)
		// Three seeds at least: the first often stays where it starts, a
		// table at the target but for one measure.
		for seed := 1; seed <= max(3, s.seeds) && !s.late(); seed++ {
			found, _ := annealStack(start, s.target, s.iters, uint64(seed))
			m := stackMethod(found, s.target, s.iters, uint64(seed))
			rc := found.recipe(m)
			if !s.keep(rc, m) || s.open(s.target) {
				// the same pairings coloured anew (a copy: keep may have
				// kept rc itself)
				uncoloured := *rc
				uncoloured.Colours = nil
				s.try(&uncoloured, m+", coloured by a pseudo-Boolean solver", false)
			}
		}
	}
}

// wholeModel (odd T): the pairings of a pseudo-Boolean model with the
// measures as constraints: the target first, then the arithmetic best (not
// tried when the target found nothing: it bounds every measure lower).
// Pairings and colours of one model first: never pairings that no
// colouring keeps balanced; else the pairings alone, modelled.
func (s *eventSearch) wholeModel() {
	for _, goal := range []molter.Vector{s.target, idealVector(s.T, s.P, s.k)} {
		if !s.open(goal) || goal == s.target && !s.known {
			continue
		}
		if rc, ok := s.kids.pairsColoured(s.T, s.P, s.k, goal, false); ok {
			s.keep(rc, "a pseudo-Boolean model of the pairings and their colours, with the measures "+goal.String()+" as constraints")
			continue
		}
		rc, ok := s.kids.pairs(s.T, s.P, s.k, goal, false)
		if !ok && goal == s.target {
			break
		}
		if ok {
			s.modelled(rc, goal, "")
		}
	}
}

// circleModel (odd T): the same models on one circle for every level
// (pairSAT's plain form), far smaller, where the free form found nothing:
// the target, then its first two measures alone (loose: a table that
// meets two teams unevenly costs more points than any later measure).
func (s *eventSearch) circleModel() {
	for _, goal := range []molter.Vector{s.target, s.loose} {
		if !s.open(goal) {
			continue
		}
		if rc, ok := s.kids.pairsColoured(s.T, s.P, s.k, goal, true); ok {
			s.keep(rc, "a pseudo-Boolean model of the pairings on one circle and their colours, with the measures "+goal.String()+" as constraints")
			break
		}
		rc, ok := s.kids.pairs(s.T, s.P, s.k, goal, true)
		if !ok {
			continue
		}
		s.modelled(rc, goal, " on one circle")
		break
	}
}

// neighbourhood (odd T): a large neighbourhood. A few rounds of the best
// table so far searched again by the model of pairings and colours, the
// others kept, window after window (two passes, the second shifted): for
// the target, else one measure further (step), else its first two
// measures (loose). Far smaller than the whole model, which times out on
// long events.
func (s *eventSearch) neighbourhood() {
	cur := s.x
	if s.best != nil {
		cur, _ = s.best.Build()
	} else if e, ok := recordedEvent(s.have); ok {
		cur = e
	}
	w := 3
	if s.k <= 4 {
		w = 2
	}
	for pass := range 2 {
		for from := pass * (w / 2); from < s.k; from += w {
			free := make([]bool, s.k)
			for r := from; r < min(s.k, from+w); r++ {
				free[r] = true
			}
			v := molter.PublishedMeasure(cur)
			goals := []molter.Vector{s.target, s.step(v, 0), s.step(v, 1), s.loose}
			for i, goal := range goals {
				// a goal met twice (the steps coincide where the table
				// misses by one) is not solved twice: the same model gives
				// the same answer
				if !s.open(goal) || slices.Contains(goals[:i], goal) {
					continue
				}
				rc, ok := s.kids.neighbour(cur, free, goal, neighbourLimit)
				if !ok {
					continue
				}
				before := s.best
				s.keep(rc, fmt.Sprintf("a large neighbourhood: rounds %d-%d of the best table so far searched again by a pseudo-Boolean model of the pairings and their colours, with the measures %s as constraints", from+1, min(s.k, from+w), goal))
				if s.best != before {
					cur, _ = s.best.Build()
				}
				break
			}
		}
	}
}

// step is a goal one step of the contract's order past a table of
// measures v: the measures before the first that misses the target at the
// target, that one at the target (by 0) or one better than v's (by 1), the
// later ones free. A window cannot reach the target where the rounds kept
// miss it on a later measure; it can go one measure further.
func (s *eventSearch) step(v molter.Vector, by int) molter.Vector {
	g := s.target
	for i := range g {
		if v[i] <= s.target[i] {
			continue
		}
		if by == 1 {
			g[i] = max(s.target[i], v[i]-1)
		}
		for j := i + 1; j < len(g); j++ {
			g[j] = max(g[j], s.T*s.P)
		}
		break
	}
	return g
}

// evenModel (even T): pairings and exact colours of one pseudo-Boolean
// model, with the target's pairing measures as constraints.
func (s *eventSearch) evenModel() {
	if rc, ok := s.kids.even(s.T, s.P, s.k, s.target); ok {
		s.keep(rc, "a pseudo-Boolean model of the pairings and their colours, with the measures "+s.target.String()+" as constraints")
	}
}

// anneal: the table's levels renamed and re-chosen by annealing towards
// the target; pairings that no colouring keeps balanced annealed on with
// their colouring by periods in the cost; then each level's matchings
// annealed.
func (s *eventSearch) anneal() {
	start := *s.base.Recipe
	start.Choice = start.Choice[:s.k]
	for seed := 1; seed <= s.seeds && !s.late(); seed++ {
		rc, c := molter.Anneal(&start, s.target, s.iters, uint64(seed))
		s.try(rc, fmt.Sprintf("levels renamed and re-chosen by annealing (seed %d of %d, %d moves), coloured by a pseudo-Boolean solver", seed, s.seeds, s.iters), false)
		if s.open(s.target) {
			// Pairings that no colouring keeps balanced: anneal on,
			// counting the colouring by periods too.
			if cc, c2 := molter.AnnealColourable(rc, s.target, s.iters/2, uint64(seed)); c2 == 0 {
				s.try(cc, fmt.Sprintf("levels renamed and re-chosen by annealing until their colouring by periods keeps the teams balanced (seed %d of %d, %d moves)", seed, s.seeds, s.iters+s.iters/2), false)
			}
		}
		if c == 0 && !s.open(s.target) {
			break
		}
		fr, c := molter.AnnealFree(rc, s.target, s.iters, uint64(seed))
		s.try(fr, fmt.Sprintf("levels renamed and re-chosen by annealing, then each level's matchings annealed (seed %d of %d, %d moves each), coloured by a pseudo-Boolean solver", seed, s.seeds, s.iters), false)
		if c == 0 && !s.open(s.target) {
			break
		}
	}
}

// floaterAim is what floaters aims at: the target, or past it the
// arithmetic best once the target is reached.
func (s *eventSearch) floaterAim() molter.Vector {
	if ideal := idealVector(s.T, s.P, s.k); !s.open(s.target) && s.best != nil && s.better(ideal, s.bestV) {
		return ideal
	}
	return s.target
}

// floaters (odd T): floaters balanced by design (I2 0, I3 at most 1), the
// meetings spread by annealing that keeps who floats; then each level's
// matchings annealed, keeping them.
func (s *eventSearch) floaters() {
	aim := s.floaterAim()
	start := molter.FloaterStart(s.T, s.P, s.k)
	for seed := 1; seed <= s.seeds && !s.late(); seed++ {
		rc, c := molter.AnnealKeep(start, aim, s.iters, uint64(seed))
		s.try(rc, fmt.Sprintf("floaters balanced by design, levels renamed by annealing that keeps them (seed %d of %d, %d moves), coloured by a pseudo-Boolean solver", seed, s.seeds, s.iters), false)
		if c == 0 && !s.open(aim) {
			break
		}
		fr, c := molter.AnnealFreeKeep(rc, aim, s.iters, uint64(seed))
		s.try(fr, fmt.Sprintf("floaters balanced by design, levels renamed, then each level's matchings annealed, keeping them (seed %d of %d, %d moves each), coloured by a pseudo-Boolean solver", seed, s.seeds, s.iters), false)
		if c == 0 && !s.open(aim) {
			break
		}
	}
}
