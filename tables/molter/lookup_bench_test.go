package molter

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/benchpair"
)

// Molter's fast lookups against a bare load of the same games, in one run
// (README, Performance):
//
//	go test -run '^$' -bench Bare -count 5 ./tables/...
//
// Each Benchmark…VsBare runs the fast loop and its bare twin in turn
// (benchpair.Run, which checks that their sums agree) and reports
// fast/bare. Every field of the game is read: of a Game value for Game
// (the bare loop reads a value of the array), in place for At.

// The Fast table of Tableau 17 (7 teams of 12): the white player's order.
func BenchmarkFastGameVsBare(b *testing.B) {
	m, _ := New(7, 12)
	f, _ := m.Fast()
	benchpair.Run(b, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += int(bare[r][bd][1])
			r, bd = next(r, bd)
		}
		return sum
	}, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += f.Game(r+1, bd+1).White.Order
			r, bd = next(r, bd)
		}
		return sum
	})
}

// The event table of Tableau 17 (7 teams of 12, 6 rounds) by Game.
func BenchmarkEventDocGameVsBare(b *testing.B) {
	l := docEvent.Lookup()
	benchpair.Run(b, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += fields(bareDoc[r][bd])
			r, bd = step(r, bd, 6, 42)
		}
		return sum
	}, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += fields(l.Game(r+1, bd+1))
			r, bd = step(r, bd, 6, 42)
		}
		return sum
	})
}

// The event table of Tableau 17 (7 teams of 12, 6 rounds) by At.
func BenchmarkEventDocAtVsBare(b *testing.B) {
	l := docEvent.Lookup()
	benchpair.Run(b, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += fieldsAt(&bareDoc[r][bd])
			r, bd = step(r, bd, 6, 42)
		}
		return sum
	}, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += fieldsAt(l.At(r+1, bd+1))
			r, bd = step(r, bd, 6, 42)
		}
		return sum
	})
}

// The event table of a constructed event (29 teams of 16, 15 rounds) by Game.
func BenchmarkEventConsGameVsBare(b *testing.B) {
	l := consEvent.Lookup()
	benchpair.Run(b, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += fields(bareCons[r][bd])
			r, bd = step(r, bd, 15, 232)
		}
		return sum
	}, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += fields(l.Game(r+1, bd+1))
			r, bd = step(r, bd, 15, 232)
		}
		return sum
	})
}

// The event table of a constructed event (29 teams of 16, 15 rounds) by At.
func BenchmarkEventConsAtVsBare(b *testing.B) {
	l := consEvent.Lookup()
	benchpair.Run(b, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += fieldsAt(&bareCons[r][bd])
			r, bd = step(r, bd, 15, 232)
		}
		return sum
	}, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			sum += fieldsAt(l.At(r+1, bd+1))
			r, bd = step(r, bd, 15, 232)
		}
		return sum
	})
}
