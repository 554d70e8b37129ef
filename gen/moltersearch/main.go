// Command moltersearch searches, offline and by hand, the constructed Molter
// tables that `go generate` then rebuilds and checks on every run. It writes
// internal/spec/molter_recipes.spec: for every shape that
// molter_constructed.spec declares (teams, players), a recipe (the choices
// that rebuild the table, not its boards) and the published measures of each
// of its events, which the generator recomputes and holds to. The file's
// grammar (RecipeBlock, RecipeOf, RecipesFile) is internal/molter's, which
// replays the recipes.
//
// Usage:
//
//	go run ./gen/moltersearch [-teams 3..30] [-players 2..16] [-parity odd|even]
//	    [-only FILE] [-events=false] [-improve] [-redo] [-beyond] [-iters N]
//	    [-seeds N] [-cycles=false] [-cycle-seeds N] [-stack=false] [-model=false]
//	    [-whole=false] [-anneal=false] [-pairs-limit 30s] [-budget 60s] [-best FILE] [-o FILE]
//
// The flags are read once into one options value, passed down to every
// step; nothing else steers the search. It is deterministic: the same tree
// and flags give the same file, wherever every solve ends within its limit
// (the log counts those that did not). It is resumable: the recipes
// already in the file are kept (and reported) unless -redo is given for
// the shapes selected, or -improve for the events with a table of their
// own (a better one replaces it); progress goes to standard error, with
// the time spent on each event. The file is written atomically, after
// every shape, so an interrupted run keeps what it found. -budget bounds
// an event's search within a small margin whatever its size: the
// strategies read it between their seeds and steps and the floaters'
// moves before every move; no solver child starts past it and each is
// killed at it; the best found is kept, and the event's line says
// "stopped at the budget". (Only the annealings of internal/molter,
// -anneal and -stack, read it between seeds alone.)
//
// A shape's table has min(T-1, 15) rounds (molter_constructed.spec); an
// event -only lists beyond them (up to T-1 rounds) is searched from the
// construction's table of its length and recorded only where it beats the
// layered construction's event, which is served otherwise.
//
// # The words
//
// The rules and measures are the published contract's
// (../shared/molter-contract.md; internal/molter's doc restates them, and
// computes them in PublishedCheck, PublishedMeasure and PublishedPoints).
// In short, as the code names them:
//
//   - a level is the players of one order number (board level 1 is every
//     team's first player); odd T pairs levels 2j+1 and 2j+2, and a
//     floater is the board between the team left out of each (the player
//     of the smaller number descends, the other ascends);
//   - a period is two rounds, 1-2, 3-4, …: colours are settled by periods
//     (colouring by periods: each period's games split into even cycles
//     whose alternating colours are flipped to balance the teams);
//   - S1–S4: whole rounds, every player once, never a team-mate, never two
//     players of a team against one player; S4b: a team's boards never all
//     against one team in a round; S5: a team's drift (whites minus
//     blacks) within ±2, 0 after every even round and the last; S6a–S6c: no
//     floater for even T, for odd T only between 2k-1 and 2k, one a pair of
//     levels a round, no player descending twice or ascending twice (S6c);
//     C1–C3: a player's colours even out, never three alike in a row, never
//     two ahead before the end;
//   - the measures, a Vector compared in this order, lower better: I1 (per
//     team, the most boards against one opponent minus the fewest against
//     one met), prefix (how far a team falls short of meeting min(T-1, P·r)
//     teams after r rounds), I2 (the sum over teams of |descents -
//     ascents|), I3 (the most descents of a team minus the fewest), I4 (the
//     most descents or ascents of a team in one period), I5 (within a
//     round, a team's most boards against one opponent minus the fewest),
//     S5 exact (0 when every team has P/2 whites every round, 1 when S5
//     holds only through the drift: "S5 relaxed");
//   - the letter and points are the published grade of a vector (A at 0
//     points, B to 6, C to 20, D beyond);
//   - the best known: molter-best-known.tsv's vector for the event (-best);
//     the arithmetic best (idealVector): every measure at its bound;
//   - to beat (vb): the table's first rounds, or the event's own table
//     recorded already; the target: the best known where that is better,
//     the arithmetic best with -beyond; loose: the target's I1 and prefix,
//     the later measures let go;
//   - better: the ranking of two tables of an event: no worse than the best
//     known first (the contract's comparison), then the fewer points, then
//     the vector; open: the target (or a goal) still better than the best
//     table found;
//   - exact colours: every team P/2 whites a round (by the solver); try
//     colours pairings exactly, else by periods, else by the published
//     rules; keep holds a coloured table to both contracts and keeps the
//     best.
//
// # The strategies
//
// A shape's table is the construction of internal/molter (ConstructRecipe:
// the circle method per board level, its variants, colours by periods).
// Then each event of R rounds looks for a table of its own, better than the
// table's first R rounds, aiming at the best known and ranking what it
// finds by better. The list strategies (strategies.go) runs in turn, each
// when its use says (most only while the target is open):
//
//  1. variants: the construction's variants, each coloured on its own;
//     the best of them, where it keeps S5 only through the drift, coloured
//     exactly by a pseudo-Boolean solver (github.com/crillab/gophersat),
//     in a child process killed after 4 s;
//  2. table-colours: the table's own pairings coloured exactly, where its
//     colours keep S5 only through the drift;
//  3. period-cycles (odd T, -cycles, P ≥ T-1): Walecki's (T-1)/2
//     Hamiltonian cycles of the teams, each pair of levels keeping its
//     cycle for both rounds of a period (the floater edge reversed: every
//     team exact, S5) and taking another the period after, its floaters
//     chosen by backtracking: no team in more of a period's floaters than
//     their ends need (I4 at its bound), none twice in a pair's (S6c), the
//     teams' floaters within one of each other after every period (I3);
//  4. cycles (odd T, -cycles): the same cycles taken in turn by the pairs
//     of levels round after round, the levels taking its edges alternately
//     from the floater. That meets every two teams as evenly as the boards
//     allow (I1 at its arithmetic bound), P·r distinct teams after r rounds
//     (prefix 0) and no team twice in a round (I5 0); the floaters are
//     annealed for I2, I3, I4 (-cycle-seeds seeds of -iters moves), then
//     moved on until a colouring by periods keeps every rule (the measures
//     kept, else I3 and I4 let go, else all but S6c, then won back as far
//     as the colouring lets them); coloured by the solver, else by periods;
//  5. stack (-stack, two rounds at least): pairs of levels (order numbers
//     2j+1, 2j+2: a table of two players each) of every table recorded for
//     the same number of teams, stacked into a table of P players, each
//     pair's teams renamed and colours swapped by annealing towards the
//     target (-iters moves for each of -seeds, three at least), coloured as
//     the pairs are, else anew by the solver;
//  6. whole-model (odd T, -model, -whole): a pseudo-Boolean model of the
//     pairings and their colours with the target's measures as
//     constraints, then the arithmetic best's; where it finds nothing, the
//     pairings alone, their matchings annealed with the colour deficit
//     counted where no colouring keeps them balanced (AnnealFreeColourable);
//     each model in a child process killed after -pairs-limit;
//  7. circle-model (odd T, -model, -whole): the same models on one circle
//     for every level (a level plays the circle round of the team it leaves
//     out: far fewer choices), for the target, then loose;
//  8. neighbourhood (odd T, -model, three rounds at least): 2-3 rounds at
//     a time of the best table so far searched again by the model of
//     pairings and colours, the other rounds kept (15 s a solve), for the
//     target, else one measure further, else loose; with -whole=false the
//     only model, polishing the table recorded;
//  9. even-model (even T, -model, the target's colours exact): one model of
//     pairings and exact colours;
//  10. anneal (-anneal: -seeds of -iters moves each): the levels renamed and
//     re-chosen by simulated annealing, then each level's matchings;
//     pairings that no colouring keeps balanced annealed on with their
//     colouring by periods in the cost (AnnealColourable);
//  11. floaters (odd T, -anneal): a start whose floaters balance by design
//     (FloaterStart; an event of one round cycles them over the pairs of
//     levels), annealed keeping them, aimed past the target at the
//     arithmetic best once the target is reached.
//
// -only FILE searches the events listed (teams, players, rounds a line), as
// tables/molter/testdata/worse-than-best-known.txt lists those still worse
// than the best known; evidence.log beside this file keeps the last search
// of each of those.
package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/atomicfile"
	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

func main() {
	if len(os.Args) == 2 && os.Args[1] == "-colour-worker" {
		if err := colourWorker(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "moltersearch -colour-worker:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "moltersearch:", err)
		os.Exit(1)
	}
}

// options is everything a run is told, read once from the flags and passed
// down: nothing else steers the search.
type options struct {
	teams, players string // -teams, -players: LO..HI, "" for every shape declared
	parity         string // -parity: "odd", "even" or ""
	out            string // -o: the recipe file to update
	best           string // -best: the best known measures
	only           string // -only: a file of the events to search, or ""
	redo           bool   // -redo: search again the shapes already recorded
	improve        bool   // -improve: search again the events with a table of their own
	beyond         bool   // -beyond: aim at the arithmetic best
	events         bool   // -events: search each event for a table of its own
	iters, seeds   int    // -iters, -seeds: the annealing's moves a seed, its seeds
	anneal         bool   // -anneal: anneal the pairings (else -seeds counts as 0)
	model          bool   // -model: the pseudo-Boolean models
	stack          bool   // -stack: stack pairs of levels of recorded tables
	cycles         bool   // -cycles: odd T, tables from Hamiltonian cycles
	cycleSeeds     int    // -cycle-seeds: the floaters' annealing seeds on a table of cycles
	whole          bool   // -whole: with -model, the models of whole events
	pairsLimit     time.Duration
	budget         time.Duration // -budget: an event's search, 0 for none
}

// parseOptions reads the command line.
func parseOptions(args []string) (*options, error) {
	o := &options{}
	fs := flag.NewFlagSet("moltersearch", flag.ContinueOnError)
	fs.StringVar(&o.teams, "teams", "", "the teams to search, LO..HI (default: every shape declared)")
	fs.StringVar(&o.players, "players", "", "the players to search, LO..HI (default: every shape declared)")
	fs.StringVar(&o.out, "o", filepath.Join("internal", "spec", "molter_recipes.spec"), "the recipe file to update")
	fs.BoolVar(&o.redo, "redo", false, "search again the selected shapes that already have a recipe (an event's own table is replaced only by a better one)")
	fs.BoolVar(&o.improve, "improve", false, "search again the events that have a table of their own, keeping the better")
	fs.BoolVar(&o.beyond, "beyond", false, "aim at the arithmetic best of each measure, also where the best known is reached")
	fs.BoolVar(&o.events, "events", true, "search each event of the selected shapes for a table of its own, better than the table's first rounds")
	fs.StringVar(&o.best, "best", filepath.Join("..", "shared", "molter-best-known.tsv"), "the best known measures to reach (an event without one aims to beat its table's first rounds)")
	fs.IntVar(&o.iters, "iters", 300000, "the moves of the annealing, per event and seed")
	fs.IntVar(&o.seeds, "seeds", 3, "the seeds of the annealing tried per event")
	fs.BoolVar(&o.anneal, "anneal", true, "anneal the pairings (without: only colour the table's own pairings anew)")
	fs.StringVar(&o.parity, "parity", "", "only the even or the odd numbers of teams")
	fs.BoolVar(&o.model, "model", true, "solve the pseudo-Boolean models of the pairings (odd teams) and of pairings with colours (even teams)")
	fs.BoolVar(&o.stack, "stack", true, "stack pairs of levels of the tables recorded for the same number of teams")
	fs.BoolVar(&o.cycles, "cycles", true, "odd teams: try tables from Hamiltonian cycles of the teams taken in turn, their floaters annealed")
	fs.IntVar(&o.cycleSeeds, "cycle-seeds", 3, "the seeds of the floaters' annealing tried on a table of Hamiltonian cycles")
	fs.BoolVar(&o.whole, "whole", true, "with -model, solve the models of whole events before the large neighbourhood (without: the neighbourhood alone)")
	fs.DurationVar(&o.pairsLimit, "pairs-limit", 30*time.Second, "the time one pseudo-Boolean model of the pairings may take (its child process is killed then)")
	fs.DurationVar(&o.budget, "budget", 0, "the time an event's search may take: its strategies and solver children stop at it, the best found kept (0: no limit)")
	fs.StringVar(&o.only, "only", "", "a file of the events to search, a line each: teams, players, rounds (the first three fields; lines starting with # skipped)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("%q: no arguments are read, only flags", fs.Arg(0))
	}
	if o.parity != "" && o.parity != "odd" && o.parity != "even" {
		return nil, fmt.Errorf("-parity %q: want odd or even", o.parity)
	}
	return o, nil
}

// runner is one run: its options, what it reads once, and the recipes as
// they stand (written to the file after every change).
type runner struct {
	opt      *options
	log      io.Writer
	kids     *children
	targets  map[[3]int]molter.Vector // the best known measures
	only     map[[3]int]bool          // -only's events; nil for every one
	recorded map[[3]int]string        // (T, P, R) → the block; R 0 for a shape's table
	now      func() time.Time         // the clock of the events' budgets; nil for time.Now
}

// clock is the clock the events' budgets (-budget) are read on.
func (r *runner) clock() func() time.Time {
	if r.now != nil {
		return r.now
	}
	return time.Now
}

func run(args []string, log io.Writer) error { return runAt(args, log, time.Now) }

// runAt is run with the clock the events' budgets are read on.
func runAt(args []string, log io.Writer, now func() time.Time) error {
	opt, err := parseOptions(args)
	if err != nil {
		return err
	}
	// The spec without the recipes: those being written need not load.
	sp, err := spec.LoadFS(withoutRecipes{spec.Files()}, ".")
	if err != nil {
		return err
	}
	c := sp.MolterConstructed
	tlo, thi, err := rangeFlag("teams", opt.teams, c.MinTeams, c.MaxTeams)
	if err != nil {
		return err
	}
	plo, phi, err := rangeFlag("players", opt.players, c.MinPlayers, c.MaxPlayers)
	if err != nil {
		return err
	}
	r := &runner{opt: opt, log: log, kids: &children{pairsLimit: opt.pairsLimit}, now: now}
	if err := r.read(); err != nil {
		return err
	}
	start := time.Now()
	for T := c.MinTeams; T <= c.MaxTeams; T++ {
		for P := c.MinPlayers; P <= c.MaxPlayers; P += 2 {
			if T < tlo || T > thi || P < plo || P > phi || opt.parity == "even" && T%2 == 1 || opt.parity == "odd" && T%2 == 0 {
				continue
			}
			if err := r.shape(T, P, min(T-1, c.MaxRounds)); err != nil {
				return err
			}
		}
	}
	if err := write(opt.out, r.recorded); err != nil {
		return err
	}
	fmt.Fprintf(log, "moltersearch: %d recipes in %s, %v; %d colourings stopped at the %v limit", len(r.recorded), opt.out, time.Since(start).Round(time.Millisecond), r.kids.timeouts, solveLimit)
	if opt.budget > 0 {
		fmt.Fprintf(log, ", %d solves stopped or not started at an event's budget", r.kids.atBudget)
	}
	fmt.Fprintln(log)
	return nil
}

// read reads the best known measures, the -only list and the recipes
// recorded already.
func (r *runner) read() error {
	var err error
	if r.targets, err = readBest(r.opt.best); err != nil {
		return err
	}
	if r.opt.only != "" {
		if r.only, err = readOnly(r.opt.only); err != nil {
			return err
		}
	}
	r.recorded = map[[3]int]string{}
	if data, err := os.ReadFile(r.opt.out); err == nil {
		if r.recorded, err = molter.ReadRecipes(r.opt.out, data); err != nil {
			return err
		}
	} else if !os.IsNotExist(err) {
		return err
	}
	return nil
}

// readOnly reads -only's file: teams, players, rounds a line (the first
// three fields; lines starting with # skipped, as are lines without three
// numbers: the file lists the events with their measures, a comment aside).
func readOnly(file string) (map[[3]int]bool, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	list := map[[3]int]bool{}
	for _, l := range strings.Split(string(data), "\n") {
		var n [3]int
		if strings.HasPrefix(l, "#") {
			continue
		}
		if k, _ := fmt.Sscan(l, &n[0], &n[1], &n[2]); k == 3 {
			list[n] = true
		}
	}
	return list, nil
}

// shape records the table of T teams of P players over R rounds where it
// has none (or with -redo), then searches its events (-events).
func (r *runner) shape(T, P, R int) error {
	if r.recorded[[3]int{T, P, 0}] == "" || r.opt.redo {
		if err := r.construct(T, P, R); err != nil {
			return err
		}
	}
	if !r.opt.events {
		return nil
	}
	base, err := baseShape(r.recorded, T, P)
	if err != nil {
		return err
	}
	var tables []*molter.Event // the pool of stacked pairs of levels, built when needed
	last := R
	if r.only != nil {
		last = T - 1 // -only may name events longer than the shape's table
	}
	for k := 1; k <= last; k++ {
		ek := [3]int{T, P, k}
		if r.recorded[ek] != "" && !r.opt.redo && !r.opt.improve || r.only != nil && !r.only[ek] {
			continue
		}
		t0 := time.Now()
		var pool []levelPair
		if r.opt.stack {
			if tables == nil {
				tables = recordedTables(r.recorded, T)
			}
			pool = stackPool(tables, k)
		}
		text, msg := r.searchEvent(base, k, r.recorded[ek], pool)
		if text != "" {
			r.recorded[ek] = text
			if err := write(r.opt.out, r.recorded); err != nil {
				return err
			}
		}
		fmt.Fprintf(r.log, "%2d×%-2d event of %2d rounds: %v: %s\n", T, P, k, time.Since(t0).Round(time.Millisecond), msg)
	}
	return nil
}

// construct records the construction's table of the shape (ConstructRecipe)
// with the published measures of each of its events.
func (r *runner) construct(T, P, R int) error {
	t0 := time.Now()
	rc, err := molter.ConstructRecipe(T, P, R)
	if err != nil {
		return err
	}
	e, err := rc.Build()
	if err != nil {
		return err
	}
	sh := molter.Shape{Teams: T, Players: P, Event: e}
	var events []string
	for k := 1; k <= R; k++ {
		x := sh.EventOf(k)
		if ps := molter.PublishedCheck(x); len(ps) > 0 {
			return fmt.Errorf("%d teams of %d, %d rounds: %s: %v", T, P, k, ps[0].Check, ps[0])
		}
		events = append(events, fmt.Sprintf("%d %s", k, molter.PublishedToken(T, P, k, molter.PublishedMeasure(x))))
	}
	r.recorded[[3]int{T, P, 0}] = molter.RecipeBlock(rc, molter.Sum(e), events)
	if err := write(r.opt.out, r.recorded); err != nil {
		return err
	}
	fmt.Fprintf(r.log, "%2d×%-2d %2d rounds: %v (%s)\n", T, P, R, time.Since(t0).Round(time.Millisecond), events[R-1])
	return nil
}

// baseShape rebuilds the table recorded for (T, P).
func baseShape(recorded map[[3]int]string, T, P int) (*molter.Shape, error) {
	block := recorded[[3]int{T, P, 0}]
	if block == "" {
		return nil, fmt.Errorf("no recipe for %dx%d", T, P)
	}
	rc, err := molter.ReadRecipeBlock(block)
	if err != nil {
		return nil, err
	}
	e, err := rc.Build()
	if err != nil {
		return nil, err
	}
	return &molter.Shape{Teams: T, Players: P, Event: e, Recipe: rc}, nil
}

// withoutRecipes hides molter_recipes.spec from the embedded spec files.
type withoutRecipes struct{ fs.FS }

func (w withoutRecipes) Open(name string) (fs.File, error) {
	if path.Base(name) == "molter_recipes.spec" {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return w.FS.Open(name)
}

func (w withoutRecipes) Glob(pattern string) ([]string, error) {
	names, err := fs.Glob(w.FS, pattern)
	return slices.DeleteFunc(names, func(n string) bool { return path.Base(n) == "molter_recipes.spec" }), err
}

func rangeFlag(name, v string, lo, hi int) (int, int, error) {
	if v == "" {
		return lo, hi, nil
	}
	a, b, ok := strings.Cut(v, "..")
	if !ok {
		b = a
	}
	var x, y int
	if _, err := fmt.Sscanf(a+" "+b, "%d %d", &x, &y); err != nil || x > y || x < lo || y > hi {
		return 0, 0, fmt.Errorf("-%s %q: want LO..HI within %d..%d", name, v, lo, hi)
	}
	return x, y, nil
}

// write writes the recipes (molter.RecipesFile) atomically.
func write(path string, recorded map[[3]int]string) error {
	return atomicfile.Write(path, molter.RecipesFile(recorded), atomicfile.Options{Perm: 0o644, ExactPerm: true})
}
