package scheveningen

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/benchpair"
)

// The opponent of a varied player (of either team) in a varied round of a
// match of teams of 16, by Table and by a bare load of the same data
// (filled by the checked Match), in one run (README, Performance):
//
//	go test -run '^$' -bench Bare -count 5 ./tables/...
func BenchmarkOpponentVsBare(b *testing.B) {
	tb, _ := NewTable(16, false)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(bare[r][p])
			r, p = next(r, p)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += tb.Opponent(r+1, Player{'A' + byte(p>>4), p&15 + 1}).Number
			r, p = next(r, p)
		}
		return sum
	})
}
