package berger

import (
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/benchpair"
)

// The lookups of Table against a bare array load of the same data, at 16
// and 64 players, in one run (README, Performance):
//
//	go test -run '^$' -bench VsBare -benchtime 0.5s -count 5 -cpu 1 ./tables/...
//
// BenchmarkTableVsBare runs, for each lookup, a fast loop and its bare
// twin in turn (benchpair.RunCases) and reports fast/bare. The two loops
// of a case are benchpair.Walk over the same pattern, the one with the
// lookup and the other with the load. The bare arrays are filled from
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

// The access patterns (benchpair.Step): by player, or by board, at 16 and
// 64 players.
func next16(r, p int) (int, int)  { return benchpair.Step(r, p, 15, 15) }
func next16b(r, b int) (int, int) { return benchpair.Step(r, b, 15, 7) }
func next64(r, p int) (int, int)  { return benchpair.Step(r, p, 63, 63) }
func next64b(r, b int) (int, int) { return benchpair.Step(r, b, 63, 31) }

func BenchmarkTableVsBare(b *testing.B) {
	t16, t64 := table(16), table(64)
	benchpair.RunCases(b, []benchpair.Case{
		{Name: "Opponent16",
			Bare: func(n int) int { return benchpair.Walk(n, next16, func(r, p int) int { return int(bare16.opp[r][p]) }) },
			Fast: func(n int) int {
				return benchpair.Walk(n, next16, func(r, p int) int { return t16.Opponent(r+1, p+1) })
			}},
		{Name: "Color16",
			Bare: func(n int) int { return benchpair.Walk(n, next16, func(r, p int) int { return int(bare16.col[r][p]) }) },
			Fast: func(n int) int {
				return benchpair.Walk(n, next16, func(r, p int) int { return int(t16.Color(r+1, p+1)) })
			}},
		{Name: "Board16",
			Bare: func(n int) int { return benchpair.Walk(n, next16, func(r, p int) int { return int(bare16.brd[r][p]) }) },
			Fast: func(n int) int { return benchpair.Walk(n, next16, func(r, p int) int { return t16.Board(r+1, p+1) }) }},
		{Name: "Pairing16",
			Bare: func(n int) int {
				return benchpair.Walk(n, next16, func(r, p int) int { x := &bare16.pair[r][p]; return int(x[0]) + int(x[1]) + int(x[2]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, next16, func(r, p int) int { x := t16.Pairing(r+1, p+1); return x.Opponent + x.Board + int(x.Color) })
			}},
		{Name: "Game16",
			Bare: func(n int) int {
				return benchpair.Walk(n, next16b, func(r, b int) int { g := &bare16.game[r][b]; return b + 1 + int(g[0]) + int(g[1]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, next16b, func(r, b int) int { g := t16.Game(r+1, b+1); return g.Board + g.White + g.Black })
			}},
		{Name: "Opponent64",
			Bare: func(n int) int { return benchpair.Walk(n, next64, func(r, p int) int { return int(bare64.opp[r][p]) }) },
			Fast: func(n int) int {
				return benchpair.Walk(n, next64, func(r, p int) int { return t64.Opponent(r+1, p+1) })
			}},
		{Name: "Color64",
			Bare: func(n int) int { return benchpair.Walk(n, next64, func(r, p int) int { return int(bare64.col[r][p]) }) },
			Fast: func(n int) int {
				return benchpair.Walk(n, next64, func(r, p int) int { return int(t64.Color(r+1, p+1)) })
			}},
		{Name: "Board64",
			Bare: func(n int) int { return benchpair.Walk(n, next64, func(r, p int) int { return int(bare64.brd[r][p]) }) },
			Fast: func(n int) int { return benchpair.Walk(n, next64, func(r, p int) int { return t64.Board(r+1, p+1) }) }},
		{Name: "Pairing64",
			Bare: func(n int) int {
				return benchpair.Walk(n, next64, func(r, p int) int { x := &bare64.pair[r][p]; return int(x[0]) + int(x[1]) + int(x[2]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, next64, func(r, p int) int { x := t64.Pairing(r+1, p+1); return x.Opponent + x.Board + int(x.Color) })
			}},
		{Name: "Game64",
			Bare: func(n int) int {
				return benchpair.Walk(n, next64b, func(r, b int) int { g := &bare64.game[r][b]; return b + 1 + int(g[0]) + int(g[1]) })
			},
			Fast: func(n int) int {
				return benchpair.Walk(n, next64b, func(r, b int) int { g := t64.Game(r+1, b+1); return g.Board + g.White + g.Black })
			}},
	})
}
