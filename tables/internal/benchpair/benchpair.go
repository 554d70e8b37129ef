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

// Case is one lookup and its bare twin: two loops of n lookups that return
// the sum of what they looked up (Run).
type Case struct {
	Name       string
	Bare, Fast func(n int) int
}

// RunCases runs each case as a sub-benchmark of b (Run).
func RunCases(b *testing.B, cases []Case) {
	b.Helper()
	for _, c := range cases {
		b.Run(c.Name, func(b *testing.B) { Run(b, c.Bare, c.Fast) })
	}
}

// Walk is the loop of a case: the sum of at(r, p) over n steps from
// (0, 0), each to next(r, p). Write a case's two loops as Walk with the
// same next and a function literal for at, directly in the loop's own
// function literal: Walk is small enough to inline, and then at and next
// inline into it, so that the loop compiles as if written out, the lookup
// in its body (a function value passed through another function would be
// called instead, and measure a call).
func Walk(n int, next func(r, p int) (int, int), at func(r, p int) int) int {
	r, p, sum := 0, 0, 0
	for range n {
		sum += at(r, p)
		r, p = next(r, p)
	}
	return sum
}

// Step varies the player (or board) p fastest, by 5 modulo mask+1 (a power
// of 2), and the round r, by 7 modulo rounds, when the player comes back
// to 0: the wrap-around of the round is then a branch taken once a cycle
// of players, which the branch predictor learns at every size (taken at
// every lookup, its misses at 63 rounds would weigh on both loops and hide
// what the lookups cost).
func Step(r, p, rounds, mask int) (int, int) {
	p = (p + 5) & mask
	if p == 0 {
		r += 7
		if r >= rounds {
			r -= rounds
		}
	}
	return r, p
}
