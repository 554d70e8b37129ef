package molter

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// BenchmarkBuildAll rebuilds, checks and measures every constructed shape
// from its recipes, as the generator does (the molter-constructed
// system's verification). A measure, not a pass/fail test; -cpu 1 gives
// its CPU time:
//
//	go test -run '^$' -bench BuildAll -cpu 1 ./internal/molter
func BenchmarkBuildAll(b *testing.B) {
	sp, err := spec.Load()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := BuildAll(sp.MolterConstructed, sp.MolterRecipes); err != nil {
			b.Fatal(err)
		}
	}
}
