package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing/fstest"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// readBest reads the best known measures (molter-best-known.tsv): per
// (teams, players, rounds), I1, prefix, I2, I3, I4, I5, S5 relaxed.
func readBest(path string) (map[[3]int]molter.Vector, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("the best known tables: %w (give -best)", err)
	}
	defer f.Close()
	out := map[[3]int]molter.Vector{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fs := strings.Split(sc.Text(), "\t")
		if line == 1 {
			continue
		}
		if len(fs) != 11 {
			return nil, fmt.Errorf("%s:%d: %d fields, want 11", path, line, len(fs))
		}
		var n [10]int
		for i := range n {
			if n[i], err = strconv.Atoi(fs[i]); err != nil {
				return nil, fmt.Errorf("%s:%d: field %d: %v", path, line, i+1, err)
			}
		}
		var v molter.Vector
		copy(v[:], n[3:])
		out[[3]int{n[0], n[1], n[2]}] = v
	}
	return out, sc.Err()
}

// baseShape rebuilds the table recorded for (T, P) in the recipe file.
func baseShape(path string, T, P int) (*molter.Shape, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	blocks, err := spec.Parse(path, data)
	if err != nil {
		return nil, err
	}
	for _, b := range blocks {
		if b.Name != fmt.Sprintf("%dx%d", T, P) {
			continue
		}
		rc, err := recipeOfBlock(blockText(b))
		if err != nil {
			return nil, err
		}
		e, err := rc.Build()
		if err != nil {
			return nil, err
		}
		return &molter.Shape{Teams: T, Players: P, Event: e, Recipe: rc}, nil
	}
	return nil, fmt.Errorf("no recipe for %dx%d in %s", T, P, path)
}

// searchEvent searches a table of its own for the event of k rounds of the
// shape: better, by the published measures, than the table's first k
// rounds, aimed at the best known where that is better still. It returns
// the recipe's block, or "" and why none was kept.
//
// With beyond, it aims at the arithmetic best of each measure (idealVector)
// even where the table or the best known is no worse than the target.
func searchEvent(base *molter.Shape, k int, targets map[[3]int]molter.Vector, iters, seeds int, have string, model, beyond bool, pool []levelPair) (string, string) {
	T, P := base.Teams, base.Players
	x := base.EventOf(k)
	vb := molter.PublishedMeasure(x)
	bk, known := targets[[3]int{T, P, k}]
	points := func(v molter.Vector) int { p, _ := molter.PublishedPoints(T, P, k, v); return p }
	// better orders two tables of the event: those no worse than the best
	// known (lexicographically, the contract's comparison) first; among
	// them, and where nothing is known, the fewer published points (the
	// grade a federation reads), then the vector.
	better := func(v, w molter.Vector) bool {
		if known {
			okv, okw := v.Compare(bk) <= 0, w.Compare(bk) <= 0
			if okv != okw {
				return okv
			}
			if !okv {
				return v.Compare(w) < 0
			}
		}
		if pv, pw := points(v), points(w); pv != pw {
			return pv < pw
		}
		return v.Compare(w) < 0
	}
	if hv, ok := recordedVector(have); ok && better(hv, vb) {
		vb = hv // the event's own table recorded earlier: beat it
	}
	target := vb
	if known && !better(vb, bk) {
		target = bk
	}
	if ideal := idealVector(T, P, k); beyond && better(ideal, target) {
		target = ideal
	} else if known && !better(bk, vb) && vb[molter.VS5] == 0 {
		return "", "kept: the table's first rounds " + vb.String() + " are no worse than the best known, colours exact"
	}
	var bestRC *molter.Recipe
	var bestV molter.Vector
	var how string
	// keep holds a coloured recipe to the rules and keeps it when better;
	// it is false when the recipe breaks a rule.
	keep := func(rc *molter.Recipe, what string) bool {
		e, err := rc.Build()
		if err != nil || len(molter.PublishedCheck(e)) > 0 || len(molter.ContractOwn(e)) > 0 {
			return false
		}
		if v := molter.PublishedMeasure(e); better(v, vb) && (bestRC == nil || better(v, bestV)) {
			bestRC, bestV, how = rc, v, what
		}
		return true
	}
	// try colours the pairings of rc: exactly (every team P/2 whites a
	// round), or else by the published rules alone unless onlyExact (the
	// pairings are the table's, whose colours keep those already).
	try := func(rc *molter.Recipe, what string, onlyExact bool) {
		games, err := rc.Games()
		if err != nil {
			return
		}
		// Exact colours by the solver; else (unless onlyExact) the
		// construction's colouring by periods, fast, and only where it
		// breaks a rule the solver's colours by the published rules.
		for _, way := range []string{"exact", "periods", "rules"} {
			if way != "exact" && onlyExact {
				return
			}
			var cs []bool
			ok := true
			switch way {
			case "exact":
				cs, ok = colourBounded(T, P, games, true)
			case "periods":
				cs = molter.PeriodColours(T, P, games)
			default:
				cs, ok = colourBounded(T, P, games, false)
			}
			if !ok {
				continue
			}
			c := *rc
			c.Colours = padBits(cs)
			if keep(&c, what) {
				return
			}
		}
	}
	// modelled colours the pairings of a model (its form named in the
	// methods: "" or " on one circle"), and where no colouring keeps them
	// balanced, anneals their matchings with the colour deficit counted.
	modelled := func(rc *molter.Recipe, goal molter.Vector, form string) {
		try(rc, "a pseudo-Boolean model of the pairings"+form+" with the measures "+goal.String()+" as constraints, coloured by a pseudo-Boolean solver", false)
		if bestRC != nil && !better(goal, bestV) {
			return
		}
		for seed := 1; seed <= max(1, seeds); seed++ {
			fc, c := molter.AnnealFreeColourable(rc, goal, iters, uint64(seed))
			try(fc, fmt.Sprintf("a pseudo-Boolean model of the pairings%s with the measures %s as constraints, its matchings annealed until their colouring by periods keeps the teams balanced (seed %d, %d moves)", form, goal, seed, iters), false)
			if c == 0 {
				break
			}
		}
	}
	// The other variants of the construction: one may suit this event
	// better than the variant its shape's table took. Each with its own
	// colours; the best of them coloured anew.
	var bestVar *molter.Recipe
	var bestVarV molter.Vector
	for _, rc := range molter.ConstructVariants(T, P, base.Event.Teams-1) {
		e, err := rc.Build()
		if err != nil {
			continue
		}
		sh := &molter.Shape{Teams: T, Players: P, Event: e}
		x := sh.TableEvent(min(k, len(e.Rounds)))
		if len(x.Rounds) != k || len(molter.PublishedCheck(x)) > 0 || len(molter.ContractOwn(x)) > 0 {
			continue
		}
		v := molter.PublishedMeasure(x)
		prefix := *rc
		prefix.Choice = prefix.Choice[:k]
		prefix.Flips = nil
		games, _ := prefix.Games()
		prefix.Colours = coloursOf(games, x)
		if bestVar == nil || better(v, bestVarV) {
			bestVar, bestVarV = &prefix, v
		}
		if better(v, vb) && (bestRC == nil || better(v, bestV)) {
			bestRC, bestV, how = &prefix, v, "the construction's variant "+rc.Method+", its first rounds"
		}
	}
	if bestVar != nil && bestVarV[molter.VS5] == 1 {
		uncoloured := *bestVar
		uncoloured.Colours = nil
		try(&uncoloured, "the construction's variant "+bestVar.Method+", its first rounds coloured by a pseudo-Boolean solver", true)
	}
	// The table's own pairings, coloured without playing by twos.
	if vb[molter.VS5] == 1 {
		prefix := *base.Recipe
		prefix.Choice = prefix.Choice[:k]
		prefix.Flips = nil
		try(&prefix, "the table's first rounds, coloured by a pseudo-Boolean solver", true)
	}
	// Odd T, P ≥ T-1: Hamiltonian cycles, each pair of levels keeping its
	// cycle for a period, its floaters chosen by backtracking (colours
	// exact).
	if T%2 == 1 && hamiltonian && (bestRC == nil || better(target, bestV)) {
		if pt, ok := newPeriodTable(T, P, k); ok && pt.periodFloaters(periodBudget) {
			m := "Hamiltonian cycles of the teams (Walecki's), each pair of levels keeping its cycle for both rounds of a period and taking the next the period after, the floaters chosen by backtracking (no team in more of a period's floaters than their ends need, none twice in a pair's), coloured by a pseudo-Boolean solver"
			try(pt.recipe(m), m, false)
		}
	}
	// Odd T: Hamiltonian cycles taken in turn (I1 at its bound, prefix 0,
	// I5 0 by design), the floaters annealed, coloured by the solver.
	if T%2 == 1 && hamiltonian && (bestRC == nil || better(target, bestV)) {
		if ct, ok := newCycleTable(T, P, k); ok {
			// Seeds differ most in whether their pairings colour at all
			// (a period's cycles may leave a team's drift unbalanced).
			for seed := 1; seed <= cycleSeeds; seed++ {
				ct.anneal(iters, uint64(seed))
				// then moved on until a colouring by periods keeps the
				// rules, the floaters' measures kept, else I3 and I4 let
				// go, else all but S6c (then won back as far as the
				// colouring lets them)
				for level, tries := range []int{20000, 5000, 5000} {
					left := ct.polish(tries, uint64(seed), level)
					won := ""
					if left == 0 && level > keepFloaters {
						ct.descend(20000, uint64(seed))
						won = ", then 20,000 moves keeping it towards better measures"
					}
					m := fmt.Sprintf("Hamiltonian cycles of the teams (Walecki's) taken in turn by the pairs of levels, the floaters annealed (seed %d, %d moves) then moved on until they colour by periods (%d moves, letting go %s%s), coloured by a pseudo-Boolean solver", seed, iters, tries, [...]string{"no measure", "I3 and I4", "every measure but S6c"}[level], won)
					try(ct.recipe(m), m, false)
					if left == 0 {
						break
					}
				}
				if bestRC != nil && !better(target, bestV) {
					break
				}
			}
		}
	}
	// Pairs of levels of the tables recorded for T teams, stacked and
	// renamed by annealing: from the event's own table (or the best so
	// far), then from the table's first rounds.
	if len(pool) > 0 && k >= 2 && (bestRC == nil || better(target, bestV)) {
		var starts []*molter.Event
		if e, ok := recordedEvent(have); ok {
			starts = append(starts, e)
		}
		starts = append(starts, x)
		for _, st := range starts {
			if bestRC != nil && !better(target, bestV) {
				break
			}
			s := stackStart(st, pool)
			// Three seeds at least: the first often stays where it starts,
			// a table at the target but for one measure.
			for seed := 1; seed <= max(3, seeds); seed++ {
				found, _ := annealStack(s, target, iters, uint64(seed))
				m := stackMethod(found, target, iters, uint64(seed))
				rc := found.recipe(m)
				if !keep(rc, m) || bestRC == nil || better(target, bestV) {
					// the same pairings coloured anew (a copy: keep may
					// have kept rc itself)
					uncoloured := *rc
					uncoloured.Colours = nil
					try(&uncoloured, m+", coloured by a pseudo-Boolean solver", false)
				}
			}
		}
	}
	// Odd T: the pairings of a pseudo-Boolean model with measures as
	// constraints: the target first, then the arithmetic best (not tried
	// when the target found nothing: it bounds every measure lower).
	if T%2 == 1 && model && wholeModels {
		for _, goal := range []molter.Vector{target, idealVector(T, P, k)} {
			if bestRC != nil && !better(goal, bestV) || goal == target && !known {
				continue
			}
			// Pairings and colours of one model: never pairings that no
			// colouring keeps balanced.
			if rc, ok := pairsColouredBounded(T, P, k, goal, false); ok {
				keep(rc, "a pseudo-Boolean model of the pairings and their colours, with the measures "+goal.String()+" as constraints")
				continue
			}
			rc, ok := pairsBounded(T, P, k, goal, false)
			if !ok && goal == target {
				break
			}
			if ok {
				modelled(rc, goal, "")
			}
		}
	}
	// Odd T: the same model on one circle for every level (pairSAT's
	// plain form), far smaller, where the free form found nothing: the
	// target, then its first two measures alone (a table that meets two
	// teams unevenly costs more points than any later measure).
	loose := target
	for i := molter.VI2; i < len(loose); i++ {
		loose[i] = max(loose[i], T)
	}
	if T%2 == 1 && model && wholeModels && (bestRC == nil || better(target, bestV)) {
		for _, goal := range []molter.Vector{target, loose} {
			if bestRC != nil && !better(goal, bestV) {
				continue
			}
			if rc, ok := pairsColouredBounded(T, P, k, goal, true); ok {
				keep(rc, "a pseudo-Boolean model of the pairings on one circle and their colours, with the measures "+goal.String()+" as constraints")
				break
			}
			rc, ok := pairsBounded(T, P, k, goal, true)
			if !ok {
				continue
			}
			modelled(rc, goal, " on one circle")
			break
		}
	}
	// Odd T: a large neighbourhood. A few rounds of the best table so far
	// searched again by the model of pairings and colours, the others
	// kept, window after window (two passes, the second shifted): for the
	// target, else one measure further (step), else its first two
	// measures. Far smaller than the whole model, which times out on long
	// events.
	if T%2 == 1 && model && k >= 3 && (bestRC == nil || better(target, bestV)) {
		cur := x
		if bestRC != nil {
			cur, _ = bestRC.Build()
		} else if e, ok := recordedEvent(have); ok {
			cur = e
		}
		w := 3
		if k <= 4 {
			w = 2
		}
		// step is a goal one step of the contract's order past a table of
		// measures v: the measures before the first that misses the target at the
		// target, that one at the target (by 0) or one better than e's (by
		// 1), the later ones free. A window cannot reach the target where
		// the rounds kept miss it on a later measure; it can go one
		// measure further.
		step := func(v molter.Vector, by int) molter.Vector {
			g := target
			for i := range g {
				if v[i] <= target[i] {
					continue
				}
				if by == 1 {
					g[i] = max(target[i], v[i]-1)
				}
				for j := i + 1; j < len(g); j++ {
					g[j] = max(g[j], T*P)
				}
				break
			}
			return g
		}
		for pass := range 2 {
			for s := pass * (w / 2); s < k; s += w {
				free := make([]bool, k)
				for r := s; r < min(k, s+w); r++ {
					free[r] = true
				}
				v := molter.PublishedMeasure(cur)
				goals := []molter.Vector{target, step(v, 0), step(v, 1), loose}
				for i, goal := range goals {
					// a goal met twice (the steps coincide where the table
					// misses by one) is not solved twice: the same model
					// gives the same answer
					if bestRC != nil && !better(goal, bestV) || slices.Contains(goals[:i], goal) {
						continue
					}
					rc, ok := neighbourBounded(cur, free, goal, neighbourLimit)
					if !ok {
						continue
					}
					before := bestRC
					keep(rc, fmt.Sprintf("a large neighbourhood: rounds %d-%d of the best table so far searched again by a pseudo-Boolean model of the pairings and their colours, with the measures %s as constraints", s+1, min(k, s+w), goal))
					if bestRC != before {
						cur, _ = bestRC.Build()
					}
					break
				}
			}
		}
	}
	// Even T: pairings and exact colours of one pseudo-Boolean model, with
	// the target's pairing measures as constraints.
	if T%2 == 0 && model && (bestRC == nil || better(target, bestV)) && target[molter.VS5] == 0 {
		if rc, ok := evenBounded(T, P, k, target); ok {
			keep(rc, "a pseudo-Boolean model of the pairings and their colours, with the measures "+target.String()+" as constraints")
		}
	}
	// Pairings annealed towards the target.
	if bestRC == nil || better(target, bestV) {
		start := *base.Recipe
		start.Choice = start.Choice[:k]
		for seed := 1; seed <= seeds; seed++ {
			rc, c := molter.Anneal(&start, target, iters, uint64(seed))
			try(rc, fmt.Sprintf("levels renamed and re-chosen by annealing (seed %d of %d, %d moves), coloured by a pseudo-Boolean solver", seed, seeds, iters), false)
			if bestRC == nil || better(target, bestV) {
				// Pairings that no colouring keeps balanced: anneal on,
				// counting the colouring by periods too.
				if cc, c2 := molter.AnnealColourable(rc, target, iters/2, uint64(seed)); c2 == 0 {
					try(cc, fmt.Sprintf("levels renamed and re-chosen by annealing until their colouring by periods keeps the teams balanced (seed %d of %d, %d moves)", seed, seeds, iters+iters/2), false)
				}
			}
			if c == 0 && bestRC != nil && !better(target, bestV) {
				break
			}
			fr, c := molter.AnnealFree(rc, target, iters, uint64(seed))
			try(fr, fmt.Sprintf("levels renamed and re-chosen by annealing, then each level's matchings annealed (seed %d of %d, %d moves each), coloured by a pseudo-Boolean solver", seed, seeds, iters), false)
			if c == 0 && bestRC != nil && !better(target, bestV) {
				break
			}
		}
	}
	// Odd T: floaters balanced by design (I2 0, I3 at most 1), the
	// meetings spread by annealing that keeps who floats; aimed past the
	// target, at the arithmetic best, once the target is reached.
	aim := target
	if ideal := idealVector(T, P, k); bestRC != nil && !better(target, bestV) && better(ideal, bestV) {
		aim = ideal
	}
	if T%2 == 1 && (k >= 2 || P >= 4 && P/2 <= T) && (bestRC == nil || better(aim, bestV)) {
		start := molter.FloaterStart(T, P, k)
		for seed := 1; seed <= seeds; seed++ {
			rc, c := molter.AnnealKeep(start, aim, iters, uint64(seed))
			try(rc, fmt.Sprintf("floaters balanced by design, levels renamed by annealing that keeps them (seed %d of %d, %d moves), coloured by a pseudo-Boolean solver", seed, seeds, iters), false)
			if c == 0 && bestRC != nil && !better(aim, bestV) {
				break
			}
			fr, c := molter.AnnealFreeKeep(rc, aim, iters, uint64(seed))
			try(fr, fmt.Sprintf("floaters balanced by design, levels renamed, then each level's matchings annealed, keeping them (seed %d of %d, %d moves each), coloured by a pseudo-Boolean solver", seed, seeds, iters), false)
			if c == 0 && bestRC != nil && !better(aim, bestV) {
				break
			}
		}
	}
	goal := "the table's first rounds " + vb.String()
	if known {
		goal += "; best known " + targets[[3]int{T, P, k}].String()
	}
	if bestRC == nil {
		return "", "nothing better than " + goal
	}
	bestRC.Method = how
	e, _ := bestRC.Build()
	tok := fmt.Sprintf("%d %s", k, molter.PublishedToken(T, P, k, bestV))
	return recipeText(bestRC, molter.Sum(e), []string{tok}), "found " + bestV.String() + " against " + goal
}

// neighbourLimit bounds one solve of the large neighbourhood.
const neighbourLimit = 15 * time.Second

// recordedEvent rebuilds the table of a recorded event recipe (its block).
func recordedEvent(block string) (*molter.Event, bool) {
	if block == "" {
		return nil, false
	}
	rc, err := recipeOfBlock(block)
	if err != nil {
		return nil, false
	}
	e, err := rc.Build()
	return e, err == nil
}

// recipeOfBlock reads the recipe of one block of the recipe file.
func recipeOfBlock(block string) (*molter.Recipe, error) {
	one, err := spec.LoadFS(fstest.MapFS{"molter_recipes.spec": {Data: []byte(block)}}, ".")
	if err != nil {
		return nil, err
	}
	if len(one.MolterRecipes) != 1 {
		return nil, fmt.Errorf("%d recipes in one block", len(one.MolterRecipes))
	}
	return molter.RecipeOf(one.MolterRecipes[0])
}

// coloursOf is the colour bits that give the event x's colours to games
// laid out the same way.
func coloursOf(games [][][2]molter.Seat, x *molter.Event) []bool {
	var out []bool
	for r, rd := range games {
		for b, g := range rd {
			out = append(out, x.Rounds[r][b].White != g[0])
		}
	}
	return padBits(out)
}

// idealVector is the arithmetic best of the measures of odd T (the bounds
// the published grade counts from): I1 0 where the boards divide evenly
// (else 1), prefix 0, I2 0, I3 0 where the descents divide evenly (else
// 1), I4 1, I5 0, S5 exact.
func idealVector(T, P, R int) molter.Vector {
	v := molter.Vector{1, 0, 0, 1, 1, 0, 0}
	if P*R <= T-1 || (P*R)%(T-1) == 0 {
		v[molter.VI1] = 0
	}
	if (R*P/2)%T == 0 {
		v[molter.VI3] = 0
	}
	return v
}

// recordedVector reads the published measures of a recorded event recipe
// (its line "event K LETTER,POINTS,I1,…").
func recordedVector(block string) (molter.Vector, bool) {
	for _, l := range strings.Split(block, "\n") {
		f := strings.Fields(l)
		if len(f) != 3 || f[0] != "event" {
			continue
		}
		parts := strings.Split(f[2], ",")
		if len(parts) != 9 {
			return molter.Vector{}, false
		}
		var v molter.Vector
		for i := range v {
			n, err := strconv.Atoi(parts[i+2])
			if err != nil {
				return molter.Vector{}, false
			}
			v[i] = n
		}
		return v, true
	}
	return molter.Vector{}, false
}

func padBits(b []bool) []bool {
	n := 4 * ((len(b) + 3) / 4)
	return append(slices.Clone(b), make([]bool, n-len(b))...)
}
