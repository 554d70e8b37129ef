package berger

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/benchpair"
)

// The lookups of Table against a bare array load of the same data, at 16
// and 64 players, in one run (README, Performance):
//
//	go test -run '^$' -bench Bare -count 5 ./tables/...
//
// Each Benchmark…VsBare runs a fast loop and its bare twin in turn
// (benchpair.Run) and reports fast/bare. The bare arrays are filled from
// the checked Schedule, byte for byte what the fast lookup returns (the
// two loops' sums must agree); the bare loops index them as tightly as the
// compiler allows (the player masked to the array's width).

// bare16 and bare64: for each round and player the opponent, colour and
// board; for each round and board the white and black player.
type bare16T struct {
	opp, col, brd [15][16]uint8
	pair          [15][16][3]uint8 // opponent, board, colour
	game          [15][8][2]uint8
}

type bare64T struct {
	opp, col, brd [63][64]uint8
	pair          [63][64][3]uint8
	game          [63][32][2]uint8
}

var bare16, bare64 = func() (b16 bare16T, b64 bare64T) {
	fill(16, func(r, p int, pr Pairing) {
		b16.opp[r][p], b16.col[r][p], b16.brd[r][p] = uint8(pr.Opponent), uint8(pr.Color), uint8(pr.Board)
		b16.pair[r][p] = [3]uint8{uint8(pr.Opponent), uint8(pr.Board), uint8(pr.Color)}
	}, func(r, bd int, g Game) { b16.game[r][bd] = [2]uint8{uint8(g.White), uint8(g.Black)} })
	fill(64, func(r, p int, pr Pairing) {
		b64.opp[r][p], b64.col[r][p], b64.brd[r][p] = uint8(pr.Opponent), uint8(pr.Color), uint8(pr.Board)
		b64.pair[r][p] = [3]uint8{uint8(pr.Opponent), uint8(pr.Board), uint8(pr.Color)}
	}, func(r, bd int, g Game) { b64.game[r][bd] = [2]uint8{uint8(g.White), uint8(g.Black)} })
	return
}()

// fill reads the n-player schedule by its checked methods.
func fill(n int, pairing func(r, p int, pr Pairing), game func(r, b int, g Game)) {
	s, _ := New(n)
	for r := range s.Rounds() {
		for p := range n {
			pr, err := s.Opponent(r+1, p+1)
			if err != nil {
				panic(err)
			}
			pairing(r, p, pr)
		}
		games, _ := s.Round(r + 1)
		for b, g := range games {
			game(r, b, g)
		}
	}
}

func table(n int) *Table { t, _ := NewTable(n, 1, false); return &t }

// step varies the player (or board) fastest, by 5 modulo mask+1 (a power
// of 2), and the round when the player comes back to 0, by 7 modulo the
// rounds: the wrap-around of the round is then a branch taken once a
// cycle of players, which the branch predictor learns at every size (taken
// at every lookup, its misses at 63 rounds would weigh on both loops and
// hide what the lookups cost).
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

func BenchmarkOpponent16VsBare(b *testing.B) {
	t := table(16)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(bare16.opp[r][p])
			r, p = step(r, p, 15, 15)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += t.Opponent(r+1, p+1)
			r, p = step(r, p, 15, 15)
		}
		return sum
	})
}

func BenchmarkColor16VsBare(b *testing.B) {
	t := table(16)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(bare16.col[r][p])
			r, p = step(r, p, 15, 15)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(t.Color(r+1, p+1))
			r, p = step(r, p, 15, 15)
		}
		return sum
	})
}

func BenchmarkBoard16VsBare(b *testing.B) {
	t := table(16)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(bare16.brd[r][p])
			r, p = step(r, p, 15, 15)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += t.Board(r+1, p+1)
			r, p = step(r, p, 15, 15)
		}
		return sum
	})
}

func BenchmarkPairing16VsBare(b *testing.B) {
	t := table(16)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			x := &bare16.pair[r][p]
			sum += int(x[0]) + int(x[1]) + int(x[2])
			r, p = step(r, p, 15, 15)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			pr := t.Pairing(r+1, p+1)
			sum += pr.Opponent + pr.Board + int(pr.Color)
			r, p = step(r, p, 15, 15)
		}
		return sum
	})
}

func BenchmarkGame16VsBare(b *testing.B) {
	t := table(16)
	benchpair.Run(b, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			g := &bare16.game[r][bd]
			sum += bd + 1 + int(g[0]) + int(g[1])
			r, bd = step(r, bd, 15, 7)
		}
		return sum
	}, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			g := t.Game(r+1, bd+1)
			sum += g.Board + g.White + g.Black
			r, bd = step(r, bd, 15, 7)
		}
		return sum
	})
}

func BenchmarkOpponent64VsBare(b *testing.B) {
	t := table(64)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(bare64.opp[r][p])
			r, p = step(r, p, 63, 63)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += t.Opponent(r+1, p+1)
			r, p = step(r, p, 63, 63)
		}
		return sum
	})
}

func BenchmarkColor64VsBare(b *testing.B) {
	t := table(64)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(bare64.col[r][p])
			r, p = step(r, p, 63, 63)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(t.Color(r+1, p+1))
			r, p = step(r, p, 63, 63)
		}
		return sum
	})
}

func BenchmarkBoard64VsBare(b *testing.B) {
	t := table(64)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += int(bare64.brd[r][p])
			r, p = step(r, p, 63, 63)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			sum += t.Board(r+1, p+1)
			r, p = step(r, p, 63, 63)
		}
		return sum
	})
}

func BenchmarkPairing64VsBare(b *testing.B) {
	t := table(64)
	benchpair.Run(b, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			x := &bare64.pair[r][p]
			sum += int(x[0]) + int(x[1]) + int(x[2])
			r, p = step(r, p, 63, 63)
		}
		return sum
	}, func(n int) int {
		r, p, sum := 0, 0, 0
		for range n {
			pr := t.Pairing(r+1, p+1)
			sum += pr.Opponent + pr.Board + int(pr.Color)
			r, p = step(r, p, 63, 63)
		}
		return sum
	})
}

func BenchmarkGame64VsBare(b *testing.B) {
	t := table(64)
	benchpair.Run(b, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			g := &bare64.game[r][bd]
			sum += bd + 1 + int(g[0]) + int(g[1])
			r, bd = step(r, bd, 63, 31)
		}
		return sum
	}, func(n int) int {
		r, bd, sum := 0, 0, 0
		for range n {
			g := t.Game(r+1, bd+1)
			sum += g.Board + g.White + g.Black
			r, bd = step(r, bd, 63, 31)
		}
		return sum
	})
}
