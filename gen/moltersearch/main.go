// Command moltersearch searches, offline and by hand, the constructed Molter
// tables that `go generate` then rebuilds and checks on every run. It writes
// internal/spec/molter_recipes.spec: for every shape that
// molter_constructed.spec declares (teams, players), a recipe (the choices
// that rebuild the table, not its boards) and the published measures of each
// of its events, which the generator recomputes and holds to.
//
// Usage:
//
//	go run ./gen/moltersearch [-teams 3..30] [-players 2..16] [-parity odd|even]
//	    [-only FILE] [-events=false] [-improve] [-redo] [-beyond] [-iters N]
//	    [-seeds N] [-cycles=false] [-cycle-seeds N] [-stack=false] [-model=false]
//	    [-whole=false] [-anneal=false] [-pairs-limit 30s] [-o FILE]
//
// The search is deterministic: the same tree gives the same file. It is
// resumable: the recipes already in the file are kept (and reported) unless
// -redo is given for the shapes selected, or -improve for the events with a
// table of their own (a better one replaces it); progress goes to standard
// error, with the time spent on each event. The file is written
// atomically, after every shape, so an interrupted run keeps what it found.
//
// A shape's table is the construction of internal/molter (ConstructRecipe:
// the circle method per board level, its variants, colours by periods).
// Then each event of R rounds looks for a table of its own, better than the
// table's first R rounds, aiming at the best known (-best) and ranking what
// it finds by the published contract (no worse than the best known first,
// then fewer published points, then the measures in order); with -beyond
// it aims at the arithmetic best of every measure, also where the best
// known is reached. In turn:
//
//  1. the construction's variants, each coloured on its own;
//  2. colours by a pseudo-Boolean solver (github.com/crillab/gophersat),
//     exact team whites first, in a child process killed after 4 s;
//  3. (odd T) Walecki's (T-1)/2 Hamiltonian cycles of the teams,
//     taken in turn by the pairs of levels round after round: a pair of
//     levels plays its cycle, the levels taking its edges alternately
//     from the floater, an edge of the cycle. That meets every two teams
//     as evenly as the boards allow (I1 at its arithmetic bound), P·r
//     distinct teams after r rounds (prefix 0) and no team twice in a
//     round (I5 0; where P > T-1, each as often as the boards allow);
//     the floaters are annealed for I2, I3, I4 (-cycle-seeds seeds of
//     -iters moves), then moved on until a colouring by periods keeps
//     every rule (the measures kept, else I3 and I4 let go, else
//     all but S6c, then won back as far as the colouring lets them);
//     coloured by the solver, else by periods (-cycles=false skips it).
//     First, where P ≥ T-1, each pair of levels keeps its cycle for both
//     rounds of a period (the floater edge reversed: every team exact,
//     S5) and takes another the period after, its floaters chosen by
//     backtracking: no team in more of a period's floaters than their
//     ends need (I4 at its bound), none twice in a pair's (S6c), the
//     teams' floaters within one of each other after every period (I3);
//  4. pairs of levels (order numbers 2j+1, 2j+2: a table of two players
//     each) of every table recorded for the same number of teams, stacked
//     into a table of P players, each pair's teams renamed and colours
//     swapped by annealing towards the target (-iters moves for each of
//     -seeds, three at least), coloured as the pairs are, else anew by the
//     solver (-stack=false skips it);
//  5. with -model (odd teams), a pseudo-Boolean model of the pairings and
//     their colours with the target's measures as constraints, then the
//     arithmetic best's; where it finds nothing in time, the pairings
//     alone, their matchings annealed with the colour deficit counted where
//     no colouring keeps them balanced (AnnealFreeColourable); then the
//     same models on one circle for every level (a level plays the circle
//     round of the team it leaves out: far fewer choices), for the target
//     and for its first two measures alone; then a large neighbourhood:
//     2-3 rounds at a time of the best table so far searched again by the
//     model of pairings and colours, the other rounds kept (15 s a solve);
//     (even teams) one of pairings and exact colours; each model in a
//     child process killed after -pairs-limit; -whole=false skips the
//     models of whole events (odd teams), the neighbourhood alone polishing
//     the table recorded;
//  6. with -anneal (-seeds of -iters moves each), the levels renamed and
//     re-chosen by simulated annealing, then each level's matchings; pairings
//     that no colouring keeps balanced annealed on with their colouring by
//     periods in the cost (AnnealColourable); for odd teams also a start
//     whose floaters balance by design (FloaterStart; an event of one round
//     cycles them over the pairs of levels), annealed keeping them.
//
// -only FILE searches the events listed (teams, players, rounds a line), as
// tables/molter/testdata/worse-than-best-known.txt lists those still worse
// than the best known; evidence.log beside this file keeps the last search
// of each of those.
package main

import (
	"bytes"
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

func run(args []string, log io.Writer) error {
	fs := flag.NewFlagSet("moltersearch", flag.ContinueOnError)
	teams := fs.String("teams", "", "the teams to search, LO..HI (default: every shape declared)")
	players := fs.String("players", "", "the players to search, LO..HI (default: every shape declared)")
	out := fs.String("o", filepath.Join("internal", "spec", "molter_recipes.spec"), "the recipe file to update")
	redo := fs.Bool("redo", false, "search again the selected shapes that already have a recipe (an event's own table is replaced only by a better one)")
	improve := fs.Bool("improve", false, "search again the events that have a table of their own, keeping the better")
	beyond := fs.Bool("beyond", false, "aim at the arithmetic best of each measure, also where the best known is reached")
	events := fs.Bool("events", true, "search each event of the selected shapes for a table of its own, better than the table's first rounds")
	best := fs.String("best", filepath.Join("..", "shared", "molter-best-known.tsv"), "the best known measures to reach (an event without one aims to beat its table's first rounds)")
	iters := fs.Int("iters", 300000, "the moves of the annealing, per event and seed")
	seeds := fs.Int("seeds", 3, "the seeds of the annealing tried per event")
	anneal := fs.Bool("anneal", true, "anneal the pairings (without: only colour the table's own pairings anew)")
	parity := fs.String("parity", "", "only the even or the odd numbers of teams")
	model := fs.Bool("model", true, "solve the pseudo-Boolean models of the pairings (odd teams) and of pairings with colours (even teams)")
	stack := fs.Bool("stack", true, "stack pairs of levels of the tables recorded for the same number of teams")
	fs.BoolVar(&hamiltonian, "cycles", hamiltonian, "odd teams: try tables from Hamiltonian cycles of the teams taken in turn, their floaters annealed")
	fs.IntVar(&cycleSeeds, "cycle-seeds", cycleSeeds, "the seeds of the floaters' annealing tried on a table of Hamiltonian cycles")
	fs.BoolVar(&wholeModels, "whole", wholeModels, "with -model, solve the models of whole events before the large neighbourhood (without: the neighbourhood alone)")
	fs.DurationVar(&pairsLimit, "pairs-limit", pairsLimit, "the time one pseudo-Boolean model of the pairings may take (its child process is killed then)")
	only := fs.String("only", "", "a file of the events to search, a line each: teams, players, rounds (the first three fields; lines starting with # skipped)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	// The spec without the recipes: those being written need not load.
	sp, err := spec.LoadFS(withoutRecipes{spec.Files()}, ".")
	if err != nil {
		return err
	}
	c := sp.MolterConstructed
	tlo, thi, err := rangeFlag("teams", *teams, c.MinTeams, c.MaxTeams)
	if err != nil {
		return err
	}
	plo, phi, err := rangeFlag("players", *players, c.MinPlayers, c.MaxPlayers)
	if err != nil {
		return err
	}
	targets, err := readBest(*best)
	if err != nil {
		return err
	}
	var list map[[3]int]bool
	if *only != "" {
		data, err := os.ReadFile(*only)
		if err != nil {
			return err
		}
		list = map[[3]int]bool{}
		for _, l := range strings.Split(string(data), "\n") {
			var n [3]int
			if strings.HasPrefix(l, "#") {
				continue
			}
			if k, _ := fmt.Sscan(l, &n[0], &n[1], &n[2]); k == 3 {
				list[n] = true
			}
		}
	}
	recorded := map[[3]int]string{}
	if data, err := os.ReadFile(*out); err == nil {
		blocks, err := spec.Parse(*out, data)
		if err != nil {
			return err
		}
		for _, b := range blocks {
			var n [3]int
			for i, x := range strings.Split(b.Name, "x") {
				fmt.Sscan(x, &n[i])
			}
			recorded[n] = blockText(b)
		}
	} else if !os.IsNotExist(err) {
		return err
	}
	start := time.Now()
	for T := c.MinTeams; T <= c.MaxTeams; T++ {
		for P := c.MinPlayers; P <= c.MaxPlayers; P += 2 {
			key := [3]int{T, P, 0}
			if T < tlo || T > thi || P < plo || P > phi || *parity == "even" && T%2 == 1 || *parity == "odd" && T%2 == 0 {
				continue
			}
			R := min(T-1, c.MaxRounds)
			if recorded[key] == "" || *redo {
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
				recorded[key] = recipeText(rc, molter.Sum(e), events)
				if err := write(*out, recorded); err != nil {
					return err
				}
				fmt.Fprintf(log, "%2d×%-2d %2d rounds: %v (%s)\n", T, P, R, time.Since(t0).Round(time.Millisecond), events[R-1])
			}
			if !*events {
				continue
			}
			base, err := baseShape(*out, T, P)
			if err != nil {
				return err
			}
			var tables []*molter.Event // the pool of stacked pairs of levels, built when needed
			for k := 1; k <= R; k++ {
				ek := [3]int{T, P, k}
				if recorded[ek] != "" && !*redo && !*improve || list != nil && !list[ek] {
					continue
				}
				t0 := time.Now()
				n := *seeds
				if !*anneal {
					n = 0
				}
				var pool []levelPair
				if *stack {
					if tables == nil {
						tables = recordedTables(recorded, T)
					}
					pool = stackPool(tables, k)
				}
				text, msg := searchEvent(base, k, targets, *iters, n, recorded[ek], *model, *beyond, pool)
				if text != "" {
					recorded[ek] = text
					if err := write(*out, recorded); err != nil {
						return err
					}
				}
				fmt.Fprintf(log, "%2d×%-2d event of %2d rounds: %v: %s\n", T, P, k, time.Since(t0).Round(time.Millisecond), msg)
			}
		}
	}
	if err := write(*out, recorded); err != nil {
		return err
	}
	fmt.Fprintf(log, "moltersearch: %d recipes in %s, %v; %d colourings stopped at the %v limit\n", len(recorded), *out, time.Since(start).Round(time.Millisecond), timeouts, solveLimit)
	return nil
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

// recipeText is the block of a recipe in the spec's syntax.
func recipeText(rc *molter.Recipe, sum string, events []string) string {
	var b strings.Builder
	if rc.Colours != nil {
		fmt.Fprintf(&b, "molter-recipe %dx%dx%d\n", rc.Teams, rc.Players, rc.Rounds())
	} else {
		fmt.Fprintf(&b, "molter-recipe %dx%d\n", rc.Teams, rc.Players)
	}
	if rc.Pairs != nil {
		fmt.Fprintf(&b, "  z 0\n  pairs %s\n", rc.PairsText())
	} else {
		fmt.Fprintf(&b, "  z %d\n", rc.Zeta)
		fmt.Fprintf(&b, "  choices %s\n", rc.ChoiceText())
	}
	if rc.Perm != nil {
		fmt.Fprintf(&b, "  perm %s\n", rc.PermText())
	}
	if rc.Colours != nil {
		fmt.Fprintf(&b, "  colours %s\n", rc.ColoursText())
	} else {
		fmt.Fprintf(&b, "  flips %s\n", rc.FlipsText())
	}
	fmt.Fprintf(&b, "  sum %s\n", sum)
	for _, e := range events {
		fmt.Fprintf(&b, "  event %s\n", e)
	}
	fmt.Fprintf(&b, "  method %s\n", rc.Method)
	b.WriteString("end\n")
	return b.String()
}

// blockText is a parsed block back in the spec's syntax.
func blockText(b *spec.Block) string {
	var s strings.Builder
	fmt.Fprintf(&s, "%s %s\n", b.Kind, b.Name)
	for _, f := range b.Fields {
		fmt.Fprintf(&s, "  %s %s\n", f.Key, f.Value)
	}
	s.WriteString("end\n")
	return s.String()
}

const header = `# Recipes of the constructed Molter tables (molter_constructed.spec): for
# each shape TEAMSxPLAYERS, the choices that rebuild its table without
# searching (internal/molter Recipe: z, the z step of odd teams; choices, per
# round, the circle round of each level (even teams) or the u of each pair of
# levels (odd teams), one character each; flips, per period of two rounds,
# the even cycles whose colours are flipped, in hexadecimal; sum, a digest
# of the boards it rebuilds), and the
# published measures of each event of 1, 2, ... rounds (letter, points, I1,
# prefix, I2, I3, I4, I5, S5 relaxed), which go generate recomputes and
# holds to. Written by go run ./gen/moltersearch: do not edit by hand.

`

// write writes the recipes, by teams then players, atomically.
func write(path string, recorded map[[3]int]string) error {
	var b bytes.Buffer
	b.WriteString(header)
	for T := 0; T <= 64; T++ {
		for P := 0; P <= 64; P++ {
			for R := 0; R <= 64; R++ {
				if s := recorded[[3]int{T, P, R}]; s != "" {
					b.WriteString(s)
					b.WriteByte('\n')
				}
			}
		}
	}
	return atomicfile.Write(path, bytes.TrimSuffix(b.Bytes(), []byte("\n")), atomicfile.Options{Perm: 0o644, ExactPerm: true})
}
