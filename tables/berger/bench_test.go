package berger

import (
	"testing"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
)

// The benchmarks compare, in one run, a lookup from the static tables, a
// bare array index (the floor), and the same lookup beyond the static range
// (computed). Report them as ratios: the machine is shared and noisy.

var sink int

func BenchmarkBareIndex(b *testing.B) {
	i := 0
	for b.Loop() {
		sink += int(bergerGames[i])
		i = (i + 7) & 0x3fff
	}
}

func BenchmarkGameStatic(b *testing.B) {
	s, _ := New(64)
	r := 1
	for b.Loop() {
		g, _ := s.Game(r, 17)
		sink += g.White
		r = r%63 + 1
	}
}

func BenchmarkGameComputed(b *testing.B) {
	s, _ := New(66) // just beyond the static range
	r := 1
	for b.Loop() {
		g, _ := s.Game(r, 17)
		sink += g.White
		r = r%65 + 1
	}
}

func BenchmarkOpponentStatic(b *testing.B) {
	s, _ := New(64)
	r := 1
	for b.Loop() {
		p, _ := s.Opponent(r, 17)
		sink += p.Opponent
		r = r%63 + 1
	}
}

func BenchmarkOpponentComputed(b *testing.B) {
	s, _ := New(10000)
	r := 1
	for b.Loop() {
		p, _ := s.Opponent(r, 17)
		sink += p.Opponent
		r = r%9999 + 1
	}
}

// BenchmarkStaticCell is the data layout alone: one board from the static
// arrays (offset table, two bytes), without the API's validation.
func BenchmarkStaticCell(b *testing.B) {
	r := 1
	for b.Loop() {
		g := tableGame(64, r, 17)
		sink += g.White
		r = r%63 + 1
	}
}

// BenchmarkComputedCell is the closed formula alone, for the same cell.
func BenchmarkComputedCell(b *testing.B) {
	r := 1
	for b.Loop() {
		g := build.GameAt(64, r, 17)
		sink += g.White
		r = r%63 + 1
	}
}
