package rutsch

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/benchpair"
)

// The lookups of Seats against a bare array load of the same data (the
// players of 16, read by the checked Tournament), in one run (README,
// Performance):
//
//	go test -run '^$' -bench VsBare -benchtime 0.5s -count 5 -cpu 1 ./tables/...
//
// BenchmarkSeatsVsBare runs, for each lookup, the fast loop and its bare
// twin in turn (benchpair.RunCases, which checks that their sums agree)
// and reports fast/bare.

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

// The access patterns (benchpair.Step): by player, or by table.
func nextPlayer(r, p int) (int, int) { return benchpair.Step(r, p, 15, 15) }
func nextTable(r, t int) (int, int)  { return benchpair.Step(r, t, 15, 7) }

func BenchmarkSeatsVsBare(b *testing.B) {
	s, _ := NewSeats(16)
	benchpair.RunCases(b, []benchpair.Case{
		{Name: "Opponent",
			Bare: func(n int) int { return benchpair.Walk(n, nextPlayer, func(r, p int) int { return int(bare[r][p]) }) },
			Fast: func(n int) int {
				return benchpair.Walk(n, nextPlayer, func(r, p int) int { return s.Opponent(r+1, p+1) })
			}},
		{Name: "Seat",
			Bare: func(n int) int {
				return benchpair.Walk(n, nextPlayer, func(r, p int) int { x := &bareSeat[r][p]; return int(x[0]) + int(x[1]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, nextPlayer, func(r, p int) int {
					t, left := s.Seat(r+1, p+1)
					if left {
						t++
					}
					return t
				})
			}},
		// Left + Right, one lookup of a table's two seats.
		{Name: "Table",
			Bare: func(n int) int {
				return benchpair.Walk(n, nextTable, func(r, t int) int { x := &bareSide[r][t]; return int(x[0]) + int(x[1]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, nextTable, func(r, t int) int { return s.Left(r+1, t+1) + s.Right(r+1, t+1) })
			}},
	})
}
