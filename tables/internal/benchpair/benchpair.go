// Package benchpair measures a lookup against a bare array load of the same
// data in one run: the two loops run in turn, a slice of lookups at a time,
// and the fastest slice of each is kept, so that the ratio holds on a
// machine that others load too.
package benchpair

import (
	"testing"
	"time"
)

// Sink keeps the loops' sums alive.
var Sink int

// Slice is the number of lookups of one timed slice: short enough to fall
// between two preemptions of a loaded machine most of the time.
const Slice = 1 << 14

// Run runs bare and fast, each a loop of n lookups that returns the sum of
// what it looked up, in alternate slices until b.N lookups of each are
// done, and reports the best time a lookup of each took and their ratio
// (fast/bare). Write the two loops the same way but for the lookup: plain
// counted loops over the same access pattern, summing the same fields.
func Run(b *testing.B, bare, fast func(n int) int) {
	b.Helper()
	if x, y := bare(Slice), fast(Slice); x != y { // warm both
		b.Fatalf("the bare loop sums %d, the fast one %d: not the same data", x, y)
	}
	best := [2]time.Duration{time.Hour, time.Hour}
	loops := [2]func(int) int{bare, fast}
	b.ResetTimer()
	for i := 0; i < b.N; i += Slice {
		for k := range 2 {
			j := (i/Slice + k) & 1 // alternate which goes first
			start := time.Now()
			Sink += loops[j](Slice)
			best[j] = min(best[j], time.Since(start))
		}
	}
	b.ReportMetric(0, "ns/op")
	b.ReportMetric(float64(best[0])/Slice, "bare-ns/lookup")
	b.ReportMetric(float64(best[1])/Slice, "fast-ns/lookup")
	b.ReportMetric(float64(best[1])/float64(best[0]), "fast/bare")
}
