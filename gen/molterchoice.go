package main

import (
	"errors"
	"fmt"
	"runtime"
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

// tokens are the grade, published and quality tokens of the event made by
// src ('S' or 'L'), as the data hold them.
func (c eventChoice) tokens(sh *molter.Shape, src byte) (grade, published, quality string) {
	q, v := c.layeredQ, c.layeredV
	if src == 'S' {
		q, v = sh.Quality[c.R-1], sh.Published[c.R-1]
	}
	return q.Grade(), molter.PublishedToken(sh.Teams, sh.Players, c.R, v), qualityToken(q)
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
			for i := range next {
				out[i], errs[i] = chooseEvents(&shapes[i])
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
func chooseEvents(sh *molter.Shape) ([]eventChoice, error) {
	T, P := sh.Teams, sh.Players
	var out []eventChoice
	all := make([]molter.Pair, 0, (T-1)*T*P/2)
	for R := 1; R < T; R++ {
		rounds, err := molterlayer.Build(T, P, R)
		if err != nil {
			return nil, fmt.Errorf("gen: layered %d×%d, %d rounds: %w", T, P, R, err)
		}
		// molter.Layered's event, its pairs in one buffer reused from R to
		// R: only the measures and the digest outlive it.
		x := &molter.Event{Teams: T, Players: P, Rounds: make([][]molter.Pair, len(rounds))}
		all = all[:0]
		for r, rd := range rounds {
			for _, b := range rd {
				all = append(all, molter.Pair{White: molter.Seat(b.White), Black: molter.Seat(b.Black)})
			}
			x.Rounds[r] = all[len(all)-len(rd):]
		}
		c := eventChoice{R: R, def: 'L', layeredV: molter.PublishedMeasure(x)}
		if R <= len(sh.Published) {
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
		out = append(out, c)
	}
	return out, nil
}

// packRounds lays rounds out as constructedBoards holds them: each player
// in 6 bits (its team index times 2, plus 1 for the higher order number of
// its board's block), a board in 12 (white low), two boards in three bytes,
// each round padded to whole three bytes.
func packRounds(rounds [][]molter.Pair, T int) []byte {
	var data []byte
	for _, rd := range rounds {
		var v []uint32
		for b, p := range rd {
			lo, _ := molter.OrderBlock(T, b+1)
			w := uint32(2*p.White.Team + p.White.Order - lo)
			k := uint32(2*p.Black.Team + p.Black.Order - lo)
			v = append(v, w|k<<6)
		}
		if len(v)%2 == 1 {
			v = append(v, 0)
		}
		for i := 0; i < len(v); i += 2 {
			x := v[i] | v[i+1]<<12
			data = append(data, byte(x), byte(x>>8), byte(x>>16))
		}
	}
	return data
}
