package berger

import (
	"testing"
	"time"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
)

// The benchmarks compare, in one run: a bare [15][16]uint8 load (the floor),
// the fast path (Table) from the static data and computed beyond it, and
// the checked path (Schedule). Each asks for the opponent of a varied player
// in a varied round and consumes the answer. Report them as ratios to
// BenchmarkLookupBare: the machine is shared and noisy.
// BenchmarkLookupFastVsBare measures the two side by side, in alternate
// slices of time, and reports the ratio.
//
//	go test -run '^$' -bench Lookup -benchtime 200ms -count 5 ./tables/berger
//
// The bare loop and the fast one are written the same way, as plain
// counted loops (b.Loop keeps its loop's variables in memory, which would
// slow the floor down).

var sink int

// bare is a 16-player table as a program would hard-code it.
var bare = func() (t [15][16]uint8) {
	for r := range t {
		for p := range t[r] {
			o, _ := build.Seat(16, r+1, p+1)
			t[r][p] = uint8(o)
		}
	}
	return t
}()

// next varies the round (0..n-1) and the player (0..15) by steps prime to
// their ranges, without a division.
func next(r, p, n int) (int, int) {
	r += 7
	if r >= n {
		r -= n
	}
	return r, (p + 5) & 15
}

// The player and the round vary by steps prime to 16 and 15.
func BenchmarkLookupBare(b *testing.B) { sink += bareLoop(b.N) }

func BenchmarkLookupFast(b *testing.B) {
	t, _ := NewTable(16, 1, false)
	sink += fastLoop(&t, b.N)
}

// bareLoop and fastLoop are the two loops, the same but for the lookup.
func bareLoop(n int) int {
	r, p := 0, 0
	sum := 0
	for range n {
		sum += int(bare[r][p])
		r, p = next(r, p, 15)
	}
	return sum
}

func fastLoop(t *Table, n int) int {
	r, p := 0, 0
	sum := 0
	for range n {
		sum += t.Opponent(r+1, p+1)
		r, p = next(r, p, 15)
	}
	return sum
}

// BenchmarkLookupFastVsBare runs the two loops in turn, 64 Ki lookups at a
// time, and keeps the fastest slice of each: the ratio of the two is what
// the lookup costs over a bare array, whatever else the machine does.
func BenchmarkLookupFastVsBare(b *testing.B) {
	t, _ := NewTable(16, 1, false)
	const slice = 1 << 16
	best := [2]time.Duration{time.Hour, time.Hour}
	for i := 0; i < b.N; i += 2 * slice {
		start := time.Now()
		sink += bareLoop(slice)
		mid := time.Now()
		sink += fastLoop(&t, slice)
		end := time.Now()
		best[0], best[1] = min(best[0], mid.Sub(start)), min(best[1], end.Sub(mid))
	}
	b.ReportMetric(float64(best[0])/slice, "bare-ns/lookup")
	b.ReportMetric(float64(best[1])/slice, "fast-ns/lookup")
	b.ReportMetric(float64(best[1])/float64(best[0]), "fast/bare")
}

func BenchmarkLookupChecked(b *testing.B) {
	s, _ := New(16)
	r, p := 0, 0
	sum := 0
	for b.Loop() {
		pr, _ := s.Opponent(r+1, p+1)
		sum += pr.Opponent
		r, p = next(r, p, 15)
	}
	sink += sum
}

// BenchmarkLookupFast64 is the fast path on the largest static table.
func BenchmarkLookupFast64(b *testing.B) {
	s, _ := New(64)
	t, _ := s.Table()
	r, p := 0, 0
	sum := 0
	for b.Loop() {
		sum += t.Opponent(r+1, p+1)
		r, p = next(r, p, 63)
	}
	sink += sum
}

// The checked path on 64 players (static data) and on 66 and 1000
// (computed: there is no Table beyond the static range).
func BenchmarkLookupChecked64(b *testing.B) { benchChecked(b, 64) }

func BenchmarkLookupChecked66(b *testing.B) { benchChecked(b, 66) }

func BenchmarkLookupChecked1000(b *testing.B) { benchChecked(b, 1000) }

func benchChecked(b *testing.B, n int) {
	s, _ := New(n)
	r, p := 0, 0
	sum := 0
	for b.Loop() {
		pr, _ := s.Opponent(r+1, p+1)
		sum += pr.Opponent
		r, p = next(r, p, n-1)
	}
	sink += sum
}

func BenchmarkLookupFastGame(b *testing.B) {
	s, _ := New(16)
	t, _ := s.Table()
	r, bd := 0, 0
	sum := 0
	for b.Loop() {
		sum += t.Game(r+1, bd+1).White
		r, bd = next(r, bd, 15)
		bd &= 7
	}
	sink += sum
}

func BenchmarkLookupFastPairing(b *testing.B) {
	s, _ := New(16)
	t, _ := s.Table()
	r, p := 0, 0
	sum := 0
	for b.Loop() {
		pr := t.Pairing(r+1, p+1)
		sum += pr.Opponent + pr.Board + int(pr.Color)
		r, p = next(r, p, 15)
	}
	sink += sum
}

func BenchmarkLookupCheckedGame(b *testing.B) {
	s, _ := New(16)
	r, bd := 0, 0
	sum := 0
	for b.Loop() {
		g, _ := s.Game(r+1, bd+1)
		sum += g.White
		r, bd = next(r, bd, 15)
		bd &= 7
	}
	sink += sum
}

// A round by the iterator and by the append form: no allocation.
func BenchmarkRoundGames(b *testing.B) {
	s, _ := New(16)
	t, _ := s.Table()
	r := 0
	sum := 0
	for b.Loop() {
		for g := range t.Games(r + 1) {
			sum += g.White
		}
		r, _ = next(r, 0, 15)
	}
	sink += sum
}

func BenchmarkRoundAppend(b *testing.B) {
	s, _ := New(16)
	t, _ := s.Table()
	buf := make([]Game, 0, t.Boards())
	r := 0
	sum := 0
	for b.Loop() {
		buf = t.AppendRound(buf[:0], r+1)
		sum += buf[3].White
		r, _ = next(r, 0, 15)
	}
	sink += sum
}

func BenchmarkRoundChecked(b *testing.B) {
	s, _ := New(16)
	r := 0
	sum := 0
	for b.Loop() {
		g, _ := s.Round(r + 1)
		sum += g[3].White
		r, _ = next(r, 0, 15)
	}
	sink += sum
}
