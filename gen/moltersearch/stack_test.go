package main

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// TestStackMeasure holds the stacking search's own count of the team rules
// and measures to the contract's checker and measure (molter.PublishedCheck,
// PublishedMeasure): random stacks of pairs of levels of the
// construction's tables, renamed and swapped at random, built from their
// recipe as the generator builds them. A stack the search counts without a
// breach keeps every published rule, and one the checker refuses is
// counted with one; the measures agree on every valid stack.
func TestStackMeasure(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct{ T, P, R int }{{9, 6, 8}, {9, 4, 5}, {11, 8, 7}, {8, 4, 4}, {10, 4, 6}, {13, 4, 12}} {
		var tables []*molter.Event
		for _, p := range []int{2, 4, 6, 8} {
			for _, rc := range molter.ConstructVariants(c.T, p, c.T-1) {
				if e, err := rc.Build(); err == nil && len(molter.PublishedCheck(e)) == 0 {
					tables = append(tables, e)
				}
			}
		}
		pool := stackPool(tables, c.R)
		if len(pool) < c.P/2 {
			t.Fatalf("%d×%d over %d rounds: a pool of %d pairs of levels", c.T, c.P, c.R, len(pool))
		}
		valid, broken := 0, 0
		for range 300 {
			use := make([]int, c.P/2)
			for j := range use {
				use[j] = rng.IntN(len(pool))
			}
			s := newStack(c.T, c.P, c.R, pool, use)
			for j := range s.perm {
				s.perm[j] = rng.Perm(c.T)
				s.swap[j] = rng.IntN(2) == 1
			}
			got := s.measure(molter.Vector{})
			rc := s.recipe("test")
			e, err := rc.Build()
			if err != nil {
				t.Fatalf("%d×%d over %d rounds: the stack's recipe: %v", c.T, c.P, c.R, err)
			}
			ps := molter.PublishedCheck(e)
			if (got.hard+got.drift == 0) != (len(ps) == 0) {
				t.Fatalf("%d×%d over %d rounds: the search counts %d breaches, the checker %d (%v)", c.T, c.P, c.R, got.hard+got.drift, len(ps), ps)
			}
			if len(ps) > 0 {
				broken++
				continue
			}
			valid++
			if want := molter.PublishedMeasure(e); got.v != want {
				t.Fatalf("%d×%d over %d rounds: the search measures %v, the contract %v", c.T, c.P, c.R, got.v, want)
			}
			// The recipe lays out the stack's boards, colours and all.
			for r, rd := range e.Rounds {
				var want []molter.Pair
				for j := range c.P / 2 {
					for _, g := range pool[use[j]][r] {
						w, b := s.board(j, g)
						want = append(want, molter.Pair{White: w, Black: b})
					}
				}
				if !sameBoards(rd, want) {
					t.Fatalf("%d×%d over %d rounds: round %d of the recipe is not the stack's", c.T, c.P, c.R, r+1)
				}
			}
		}
		if valid == 0 || broken == 0 {
			t.Errorf("%d×%d over %d rounds: %d valid stacks and %d broken: both should be met", c.T, c.P, c.R, valid, broken)
		}
	}
}

func sameBoards(a, b []molter.Pair) bool {
	key := func(p molter.Pair) [4]int { return [4]int{p.White.Team, p.White.Order, p.Black.Team, p.Black.Order} }
	ka, kb := make([][4]int, len(a)), make([][4]int, len(b))
	for i := range a {
		ka[i] = key(a[i])
	}
	for i := range b {
		kb[i] = key(b[i])
	}
	cmp := func(x, y [4]int) int { return slices.Compare(x[:], y[:]) }
	slices.SortFunc(ka, cmp)
	slices.SortFunc(kb, cmp)
	return slices.EqualFunc(ka, kb, func(x, y [4]int) bool { return x == y })
}

// TestColoursKept holds the stacking's colour rules of a player
// (coloursKept, on the pairs of levels in every period order) to the
// contract's checker: a pair of levels on its own is a table of two
// players, whose C2 and C3 the checker finds. The construction's pairs
// keep them in every order; with a round's colours swapped, some orders
// break them: both must be met.
func TestColoursKept(t *testing.T) {
	kept, refused := 0, 0
	for _, c := range []struct{ T, R int }{{9, 8}, {11, 7}, {13, 12}, {10, 6}} {
		for _, p := range []int{2, 4, 6} {
			for _, rc := range molter.ConstructVariants(c.T, p, c.T-1) {
				e, err := rc.Build()
				if err != nil || len(molter.PublishedCheck(e)) > 0 {
					continue
				}
				for _, lp := range levelPairs(e, c.R, map[string]bool{}) {
					// and with a round's colours swapped, or two, which
					// breaks a rule in some orders
					vs := periodOrders(lp)
					for _, rs := range [][]int{{1}, {1, 4}, {0, 3}} {
						swapped := slices.Clone(lp)
						for _, r := range rs {
							swapped[r] = nil
							for _, g := range lp[r] {
								swapped[r] = append(swapped[r], [2]pairSeat{g[1], g[0]})
							}
						}
						vs = append(vs, periodOrders(swapped)...)
					}
					for _, v := range vs {
						x, err := newStack(c.T, 2, c.R, []levelPair{v}, []int{0}).recipe("test").Build()
						if err != nil {
							t.Fatal(err)
						}
						broken := slices.ContainsFunc(molter.PublishedCheck(x), func(p molter.Problem) bool { return p.Check == "C2" || p.Check == "C3" })
						if coloursKept(v, c.T) == broken {
							t.Fatalf("%d teams over %d rounds: coloursKept %v, the checker finds C2 or C3 broken: %v", c.T, c.R, !broken, broken)
						}
						if broken {
							refused++
						} else {
							kept++
						}
					}
				}
			}
		}
	}
	if kept == 0 || refused == 0 {
		t.Errorf("%d orders kept, %d refused: both should be met", kept, refused)
	}
}

// TestColoursKeptC3: two players meeting in every round, colours as
// written (W: the first has white). W W B W W B has no three alike running
// but is three whites up after round 5 of 6 (C3); its last round alone may
// leave a player one up (C1's, not C3's, to judge).
func TestColoursKeptC3(t *testing.T) {
	for _, c := range []struct {
		colours string
		kept    bool
	}{{"WWBWWB", false}, {"WBWBWB", true}, {"WWBBWW", true}, {"WWWBBB", false}, {"WBBWWBW", true}, {"BWWBWW", true}} {
		var lp levelPair
		a, b := pairSeat{0, 0}, pairSeat{1, 0}
		for _, x := range c.colours {
			if x == 'W' {
				lp = append(lp, [][2]pairSeat{{a, b}})
			} else {
				lp = append(lp, [][2]pairSeat{{b, a}})
			}
		}
		if got := coloursKept(lp, 2); got != c.kept {
			t.Errorf("%s: coloursKept %v, want %v", c.colours, got, c.kept)
		}
	}
}
