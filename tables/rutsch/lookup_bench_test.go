package rutsch

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/benchpair"
)

// The lookups of Seats against a bare array load of the same data (the
// players of 16, read by the checked Tournament), in one run (README,
// Performance):
//
//	go test -run '^$' -bench Bare -count 5 ./tables/...
//
// Each Benchmark…VsBare runs the fast loop and its bare twin in turn
// (benchpair.Run, which checks that their sums agree) and reports
// fast/bare.

// bareSeat holds, for each round and player of 16, the table and 1 for the
// left seat; bareSide, for each round and table, the left and right
// players.
var bareSeat, bareSide = func() (seat [15][16][2]uint8, side [15][8][2]uint8) {
	tr, _ := New(16)
	for r := range seat {
		rd, _ := tr.Round(r + 1)
		for _, tb := range rd.Tables {
			seat[r][tb.Left-1] = [2]uint8{uint8(tb.Table), 1}
			seat[r][tb.Right-1] = [2]uint8{uint8(tb.Table), 0}
			side[r][tb.Table-1] = [2]uint8{uint8(tb.Left), uint8(tb.Right)}
		}
	}
	return
}()

// step varies the player (or table) fastest, by 5 modulo mask+1, and the
// round, by 7 modulo the rounds, when the player comes back to 0: a branch
// the branch predictor learns (tables/berger's benchmarks say why).
func step(r, p, rounds, mask int) (int, int) {
	p = (p + 5) & mask
	if p == 0 {
		r += 7
		if r >= rounds {
			r -= rounds
		}
	}
	return r, p
}

func BenchmarkOpponentVsBare(b *testing.B) {
	s, _ := NewSeats(16)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(bare[r][p])
			r, p = step(r, p, 15, 15)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += s.Opponent(r+1, p+1)
			r, p = step(r, p, 15, 15)
		}
		return sum
	})
}

func BenchmarkSeatVsBare(b *testing.B) {
	s, _ := NewSeats(16)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			x := &bareSeat[r][p]
			sum += int(x[0]) + int(x[1])
			r, p = step(r, p, 15, 15)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			t, left := s.Seat(r+1, p+1)
			sum += t
			if left {
				sum++
			}
			r, p = step(r, p, 15, 15)
		}
		return sum
	})
}

func BenchmarkTableVsBare(b *testing.B) {
	s, _ := NewSeats(16)
	benchpair.Run(b, func(n int) int {
		r, t, sum := 0, 0, 0
		for range n {
			x := &bareSide[r][t]
			sum += int(x[0]) + int(x[1])
			r, t = step(r, t, 15, 7)
		}
		return sum
	}, func(n int) int {
		r, t, sum := 0, 0, 0
		for range n {
			sum += s.Left(r+1, t+1) + s.Right(r+1, t+1)
			r, t = step(r, t, 15, 7)
		}
		return sum
	})
}
