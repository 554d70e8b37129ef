package scheveningen

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/benchpair"
)

// The opponent of a varied player (of either team) in a varied round of a
// match of teams of 16, by Table and by a bare load of the same data
// (filled by the checked Match), in one run (README, Performance):
//
//	go test -run '^$' -bench VsBare -benchtime 0.5s -count 5 -cpu 1 ./tables/...
func BenchmarkTableVsBare(b *testing.B) {
	tb, _ := NewTable(16, false)
	benchpair.RunCases(b, []benchpair.Case{
		{Name: "Opponent",
			Bare: func(n int) int { return benchpair.Walk(n, next, func(r, p int) int { return int(bare[r][p]) }) },
			Fast: func(n int) int {
				return benchpair.Walk(n, next, func(r, p int) int { return tb.Opponent(r+1, Player{'A' + byte(p>>4), p&15 + 1}).Number })
			}},
	})
}
