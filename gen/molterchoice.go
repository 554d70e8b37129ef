package main

import (
	"cmp"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/molterlayer"
)

// eventChoice is one event (T, P, R) of a constructed shape: the offline
// search's (the shape's table or a table of its own, when the recipes reach
// R rounds) against the layered construction's, which is served by default
// ('S' search, 'L' layered) and which is kept selectable (0: none).
type eventChoice struct {
	R          int
	def, alt   byte
	layeredV   molter.Vector
	layeredQ   molter.Quality
	layeredSum string // the digest of the layered event (molter.Sum)
}

// chooseAll chooses every event of every shape (chooseEvents), the shapes
// in parallel.
func chooseAll(shapes []molter.Shape) ([][]eventChoice, error) {
	out := make([][]eventChoice, len(shapes))
	errs := make([]error, len(shapes))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var bufs choiceBufs // a worker's, reused from shape to shape
			for i := range next {
				out[i], errs[i] = chooseEvents(&shapes[i], &bufs)
			}
		})
	}
	for i := range shapes {
		next <- i
	}
	close(next)
	wg.Wait()
	return out, errors.Join(errs...)
}

// chooseEvents builds the layered event of every R = 1..T-1 rounds and
// measures it on the published contract's scale, then chooses against the search's event of R rounds where
// the recipes give one: by default the better published grade (fewer
// points), ties broken by the contract's order (I1, prefix, I2, I3, I4, I5,
// S5), then the layered one (built, not stored); the other is kept
// selectable where it is better in the contract's order. A layered event
// served is checked against the published contract and measured on the
// project's.
func chooseEvents(sh *molter.Shape, bufs *choiceBufs) ([]eventChoice, error) {
	T, P := sh.Teams, sh.Players
	var out []eventChoice
	n := (T - 1) * T * P / 2 // the boards of the longest event
	if cap(bufs.pairs) < n {
		// Twice the room: the shapes come by teams then players, each
		// longer than the last (a few allocations a worker, not one a shape).
		n = max(n, 2*cap(bufs.pairs))
		bufs.pairs = make([]molter.Pair, 0, n)
		bufs.boards = make([]molterlayer.Board, n)
	}
	all := bufs.pairs[:0]
	buf := bufs.boards // the layered boards, reused from R to R
	x := &molter.Event{Teams: T, Players: P, Rounds: make([][]molter.Pair, 0, T-1)}
	for R := 1; R < T; R++ {
		rounds, b, err := bufs.series.BuildIn(buf, T, P, R)
		buf = b
		if err != nil {
			return nil, fmt.Errorf("gen: layered %d×%d, %d rounds: %w", T, P, R, err)
		}
		// molter.Layered's event, its pairs in one buffer reused from R to
		// R: only the measures and the digest outlive it.
		x.Rounds = x.Rounds[:len(rounds)]
		all = all[:0]
		for r, rd := range rounds {
			for _, b := range rd {
				all = append(all, molter.Pair{White: molter.Seat(b.White), Black: molter.Seat(b.Black)})
			}
			x.Rounds[r] = all[len(all)-len(rd):]
		}
		c := eventChoice{R: R, def: 'L', layeredV: molter.PublishedMeasure(x)}
		if sh.Searched(R) {
			sv := sh.Published[R-1]
			sp, _ := molter.PublishedPoints(T, P, R, sv)
			lp, _ := molter.PublishedPoints(T, P, R, c.layeredV)
			if sp < lp || sp == lp && sv.Compare(c.layeredV) < 0 {
				c.def = 'S'
				if c.layeredV.Compare(sv) < 0 {
					c.alt = 'L'
				}
			} else if sv.Compare(c.layeredV) < 0 {
				c.alt = 'S'
			}
		}
		// Served (by default or selectable): checked against the published
		// contract, measured and its digest recorded (tables/molter's
		// TestConstructedServed rebuilds every served event at run time,
		// holds it to the digest and checks both contracts; the project's
		// contract is left to it, as its checker, Contract, allocates more
		// than the rest of the generator's Molter work). A layered event the
		// search beats is not served: its measures only chose.
		if c.def == 'L' || c.alt == 'L' {
			if ps := molter.PublishedCheck(x); len(ps) > 0 {
				return nil, fmt.Errorf("gen: layered %s breaks the published contract: %s: %v", x.Name(), ps[0].Check, ps[0])
			}
			c.layeredQ, c.layeredSum = molter.Measure(x), molter.Sum(x)
		}
		if err := unservedBeyond(sh, c); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// unservedBeyond refuses an event's own table longer than the shape's table
// that is served neither by default nor as the selectable one: the
// layered construction's event is better in both the published points and
// the contract's order, and the recipe is data nothing reads.
func unservedBeyond(sh *molter.Shape, c eventChoice) error {
	if c.R > len(sh.Event.Rounds) && sh.Searched(c.R) && c.def != 'S' && c.alt != 'S' {
		return fmt.Errorf("gen: %d teams of %d, the event of %d rounds: its own table (molter_recipes.spec) is no better than the layered construction's (neither its points nor its vector): remove it", sh.Teams, sh.Players, c.R)
	}
	return nil
}

// choiceBufs is the buffers chooseEvents reuses from shape to shape: the
// layered event's boards, as molterlayer builds them and as molter checks
// them; only the measures and the digests outlive a round count.
type choiceBufs struct {
	pairs  []molter.Pair
	boards []molterlayer.Board
	series molterlayer.Series // the recolourings that fail early, per shape
}

// canonRoundsIn orders the boards of each block of every round (even T:
// one order number, T/2 boards; odd T: order numbers 2k-1 and 2k, T
// boards) by the lower code of their two players (seatCode: the lower
// order number's boards first, by team, the cross board among them, then
// the higher's), as constructedBoards holds them: the first player of each
// board is then the lowest of the block not yet seated, and only its
// opponent and the colours are stored. The contracts and the measures do
// not see the boards' order within a block.
//
// canonRoundsIn appends the boards to *arena (nil: a buffer of its own),
// which the caller empties once the rounds are no longer used
// (emitConstructed, at each shape): one buffer for every shape.
func canonRoundsIn(arena *[]molter.Pair, rounds [][]molter.Pair, T int) [][]molter.Pair {
	per := T / 2
	if T%2 == 1 {
		per = T
	}
	var local []molter.Pair
	if arena == nil {
		arena = &local
	}
	out := make([][]molter.Pair, len(rounds))
	for r, rd := range rounds {
		n := len(*arena)
		*arena = append(*arena, rd...)
		c := (*arena)[n : n+len(rd) : n+len(rd)]
		for at := 0; at < len(c); at += per {
			lo, _ := molter.OrderBlock(T, at+1)
			slices.SortStableFunc(c[at:at+per], func(a, b molter.Pair) int {
				return cmp.Compare(min(seatCode(T, a.White, lo), seatCode(T, a.Black, lo)), min(seatCode(T, b.White, lo), seatCode(T, b.Black, lo)))
			})
		}
		out[r] = c
	}
	return out
}

// seatCode is a player's code in its block of lowest order number lo: its
// team index, plus T for the block's higher order number (odd T).
func seatCode(T int, s molter.Seat, lo int) int { return (s.Order-lo)*T + s.Team }
