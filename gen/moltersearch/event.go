package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/molter"
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

// eventSearch is the search of one event, of k rounds of a shape, for a
// table of its own: what the strategies share (the event, what to beat,
// what to aim at) and the best table found so far.
type eventSearch struct {
	opt   *options
	kids  *children
	base  *molter.Shape // the shape's table
	T, P  int
	k     int           // the event's rounds
	x     *molter.Event // the table's first k rounds (its own event)
	have  string        // the event's own recipe recorded earlier, or ""
	pool  []levelPair   // pairs of levels of the tables recorded for T teams
	seeds int           // the annealing's seeds: -seeds, 0 without -anneal
	iters int           // the annealing's moves a seed (-iters)

	bk     molter.Vector // the best known measures, where known
	known  bool
	vb     molter.Vector // to beat: the table's first rounds, or the own table recorded
	target molter.Vector // to reach: vb, the best known, or the arithmetic best
	loose  molter.Vector // the target's I1 and prefix, every later measure let go

	best  *molter.Recipe // the best table found, nil until one beats vb
	bestV molter.Vector
	how   string // how best was found (its recipe's method)

	deadline time.Time        // -budget: past it every goal is closed; zero for none
	now      func() time.Time // the clock the deadline is read on (time.Now but in tests)
}

// searchEvent searches a table of its own for the event of k rounds of the
// shape: better, by the published measures, than the table's first k
// rounds, aimed at the best known where that is better still. It runs the
// strategies in turn, and returns the recipe's block, or "" and why none
// was kept.
//
// With -beyond, it aims at the arithmetic best of each measure
// (idealVector) even where the table or the best known is no worse than
// the target.
func (r *runner) searchEvent(base *molter.Shape, k int, have string, pool []levelPair) (string, string) {
	// An event longer than the shape's table: the construction's table of
	// k rounds is the strategies' start, and what is served, the layered
	// construction's event, is what to beat.
	against := "the table's first rounds"
	var served *molter.Vector
	if k > len(base.Event.Rounds) {
		long, lv, err := beyondBase(base.Teams, base.Players, k)
		if err != nil {
			return "", err.Error()
		}
		base, served, against = long, &lv, "the layered construction's"
	}
	s := &eventSearch{opt: r.opt, kids: r.kids, base: base, T: base.Teams, P: base.Players, k: k, x: base.EventOf(k), have: have, pool: pool, iters: r.opt.iters, now: r.clock()}
	if r.opt.budget > 0 {
		s.deadline = s.now().Add(r.opt.budget)
		// the solver's children too: none started past the deadline, each
		// killed at it
		r.kids.deadline, r.kids.now = s.deadline, s.now
		defer func() { r.kids.deadline = time.Time{} }()
	}
	if r.opt.anneal {
		s.seeds = r.opt.seeds
	}
	s.bk, s.known = r.targets[[3]int{s.T, s.P, k}]
	if why, done := s.aim(served); done {
		return "", why
	}
	for _, st := range strategies {
		if st.use(s) {
			st.run(s)
		}
	}
	goal := against + " " + s.vb.String()
	if s.known {
		goal += "; best known " + s.bk.String()
	}
	if s.late() {
		goal += fmt.Sprintf(" (stopped at the budget of %v)", s.opt.budget)
	}
	if s.best == nil {
		return "", "nothing better than " + goal
	}
	s.best.Method = s.how
	e, _ := s.best.Build()
	tok := fmt.Sprintf("%d %s", k, molter.PublishedToken(s.T, s.P, k, s.bestV))
	return molter.RecipeBlock(s.best, molter.Sum(e), []string{tok}), "found " + s.bestV.String() + " against " + goal
}

// beyondBase is the shape of the construction's table of k rounds, for an
// event longer than the shape's recorded table, and the published measures
// of the layered construction's event of k rounds (served where the
// recipes have no event of that length).
func beyondBase(T, P, k int) (*molter.Shape, molter.Vector, error) {
	rc, err := molter.ConstructRecipe(T, P, k)
	if err != nil {
		return nil, molter.Vector{}, err
	}
	e, err := rc.Build()
	if err != nil {
		return nil, molter.Vector{}, err
	}
	l, err := molter.Layered(T, P, k)
	if err != nil {
		return nil, molter.Vector{}, err
	}
	return &molter.Shape{Teams: T, Players: P, Event: e, Recipe: rc}, molter.PublishedMeasure(l), nil
}

// aim sets what to beat and what to reach; done when the event keeps the
// table's first rounds (no worse than the best known, colours exact, and
// not -beyond). served, when not nil, is what to beat instead of the
// table's first rounds (an event longer than the shape's table: the
// layered construction's).
func (s *eventSearch) aim(served *molter.Vector) (why string, done bool) {
	s.vb = molter.PublishedMeasure(s.x)
	if served != nil {
		s.vb = *served
	}
	if hv, ok := recordedVector(s.have); ok && s.better(hv, s.vb) {
		s.vb = hv // the event's own table recorded earlier: beat it
	}
	s.target = s.vb
	if s.known && !s.better(s.vb, s.bk) {
		s.target = s.bk
	}
	if ideal := idealVector(s.T, s.P, s.k); s.opt.beyond && s.better(ideal, s.target) {
		s.target = ideal
	} else if s.known && !s.better(s.bk, s.vb) && s.vb[molter.VS5] == 0 {
		return "kept: the table's first rounds " + s.vb.String() + " are no worse than the best known, colours exact", true
	}
	s.loose = s.target
	for i := molter.VI2; i < len(s.loose); i++ {
		s.loose[i] = max(s.loose[i], s.T)
	}
	return "", false
}

// better orders two tables of the event: those no worse than the best
// known (lexicographically, the contract's comparison) first; among them,
// and where nothing is known, the fewer published points (the grade a
// federation reads), then the vector.
func (s *eventSearch) better(v, w molter.Vector) bool {
	if s.known {
		okv, okw := v.Compare(s.bk) <= 0, w.Compare(s.bk) <= 0
		if okv != okw {
			return okv
		}
		if !okv {
			return v.Compare(w) < 0
		}
	}
	if pv, pw := s.points(v), s.points(w); pv != pw {
		return pv < pw
	}
	return v.Compare(w) < 0
}

func (s *eventSearch) points(v molter.Vector) int {
	p, _ := molter.PublishedPoints(s.T, s.P, s.k, v)
	return p
}

// open is whether goal is still to reach: nothing found yet, or goal better
// than the best found; false once the budget (-budget) is spent, so that
// the strategies stop at their next check and the best found is kept.
func (s *eventSearch) open(goal molter.Vector) bool {
	return !s.late() && s.improves(goal)
}

// improves is whether a table of measures v is better than the best found.
func (s *eventSearch) improves(v molter.Vector) bool {
	return s.best == nil || s.better(v, s.bestV)
}

// late is whether the event's budget (-budget) is spent.
func (s *eventSearch) late() bool {
	return !s.deadline.IsZero() && s.now().After(s.deadline)
}

// keep holds a coloured recipe to the rules and keeps it when better; it
// is false when the recipe breaks a rule.
func (s *eventSearch) keep(rc *molter.Recipe, what string) bool {
	e, err := rc.Build()
	if err != nil || len(molter.PublishedCheck(e)) > 0 || len(molter.ContractOwn(e)) > 0 {
		return false
	}
	if v := molter.PublishedMeasure(e); s.better(v, s.vb) && s.improves(v) {
		s.best, s.bestV, s.how = rc, v, what
	}
	return true
}

// try colours the pairings of rc: exactly (every team P/2 whites a round),
// or else by the published rules alone unless onlyExact (the pairings are
// the table's, whose colours keep those already).
func (s *eventSearch) try(rc *molter.Recipe, what string, onlyExact bool) {
	games, err := rc.Games()
	if err != nil {
		return
	}
	// Exact colours by the solver; else (unless onlyExact) the
	// construction's colouring by periods, fast, and only where it breaks
	// a rule the solver's colours by the published rules.
	for _, way := range []string{"exact", "periods", "rules"} {
		if way != "exact" && onlyExact {
			return
		}
		var cs []bool
		ok := true
		switch way {
		case "exact":
			cs, ok = s.kids.colour(s.T, s.P, games, true)
		case "periods":
			cs = molter.PeriodColours(s.T, s.P, games)
		default:
			cs, ok = s.kids.colour(s.T, s.P, games, false)
		}
		if !ok {
			continue
		}
		c := *rc
		c.Colours = padBits(cs)
		if s.keep(&c, what) {
			return
		}
	}
}

// modelled colours the pairings of a model (its form named in the methods:
// "" or " on one circle"), and where no colouring keeps them balanced,
// anneals their matchings with the colour deficit counted.
func (s *eventSearch) modelled(rc *molter.Recipe, goal molter.Vector, form string) {
	s.try(rc, "a pseudo-Boolean model of the pairings"+form+" with the measures "+goal.String()+" as constraints, coloured by a pseudo-Boolean solver", false)
	if s.best != nil && !s.better(goal, s.bestV) {
		return
	}
	for seed := 1; seed <= max(1, s.seeds) && !s.late(); seed++ {
		fc, c := molter.AnnealFreeColourable(rc, goal, s.iters, uint64(seed))
		s.try(fc, fmt.Sprintf("a pseudo-Boolean model of the pairings%s with the measures %s as constraints, its matchings annealed until their colouring by periods keeps the teams balanced (seed %d, %d moves)", form, goal, seed, s.iters), false)
		if c == 0 {
			break
		}
	}
}

// recordedEvent rebuilds the table of a recorded event recipe (its block).
func recordedEvent(block string) (*molter.Event, bool) {
	if block == "" {
		return nil, false
	}
	rc, err := molter.ReadRecipeBlock(block)
	if err != nil {
		return nil, false
	}
	e, err := rc.Build()
	return e, err == nil
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
// (its line "event K LETTER,POINTS,I1,…"); false for none ("").
func recordedVector(block string) (molter.Vector, bool) {
	if block == "" {
		return molter.Vector{}, false
	}
	_, v, err := molter.ReadRecipeEvent(block)
	return v, err == nil
}

func padBits(b []bool) []bool {
	n := 4 * ((len(b) + 3) / 4)
	return append(slices.Clone(b), make([]bool, n-len(b))...)
}
