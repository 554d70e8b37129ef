package molter

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/benchpair"
)

// Molter's fast lookups against a bare load of the same games, in one run
// (README, Performance):
//
//	go test -run '^$' -bench VsBare -benchtime 0.5s -count 5 -cpu 1 ./tables/...
//
// BenchmarkLookupsVsBare runs, for each lookup, the fast loop and its bare
// twin in turn (benchpair.RunCases, which checks that their sums agree)
// and reports fast/bare. Every field of the game is read: of a Game value
// for Game (the bare loop reads a value of the array), in place for At.
// FastGame is the Fast table of Tableau 17 (7 teams of 12), the white
// player's order; EventDoc the event table of Tableau 17 (6 rounds),
// EventCons that of a constructed event (29 teams of 16, 15 rounds).

// The access patterns of the event tables (event_test.go's step).
func nextDoc(r, b int) (int, int)  { return step(r, b, 6, 42) }
func nextCons(r, b int) (int, int) { return step(r, b, 15, 232) }

func BenchmarkLookupsVsBare(b *testing.B) {
	m, _ := New(7, 12)
	f, _ := m.Fast()
	doc, cons := docEvent.Lookup(), consEvent.Lookup()
	benchpair.RunCases(b, []benchpair.Case{
		{Name: "FastGame",
			Bare: func(n int) int { return benchpair.Walk(n, next, func(r, b int) int { return int(bare[r][b][1]) }) },
			Fast: func(n int) int {
				return benchpair.Walk(n, next, func(r, b int) int { return f.Game(r+1, b+1).White.Order })
			}},
		{Name: "EventDocGame",
			Bare: func(n int) int {
				return benchpair.Walk(n, nextDoc, func(r, b int) int { return fields(bareDoc[r][b]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, nextDoc, func(r, b int) int { return fields(doc.Game(r+1, b+1)) })
			}},
		{Name: "EventDocAt",
			Bare: func(n int) int {
				return benchpair.Walk(n, nextDoc, func(r, b int) int { return fieldsAt(&bareDoc[r][b]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, nextDoc, func(r, b int) int { return fieldsAt(doc.At(r+1, b+1)) })
			}},
		{Name: "EventConsGame",
			Bare: func(n int) int {
				return benchpair.Walk(n, nextCons, func(r, b int) int { return fields(bareCons[r][b]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, nextCons, func(r, b int) int { return fields(cons.Game(r+1, b+1)) })
			}},
		{Name: "EventConsAt",
			Bare: func(n int) int {
				return benchpair.Walk(n, nextCons, func(r, b int) int { return fieldsAt(&bareCons[r][b]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, nextCons, func(r, b int) int { return fieldsAt(cons.At(r+1, b+1)) })
			}},
	})
}
