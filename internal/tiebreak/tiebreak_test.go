package tiebreak

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// berger4 is the Berger table for 4 players (000: R1 1-4 2-3, R2 4-3 1-2,
// R3 2-4 3-1) with results chosen by hand.
func berger4() []Game {
	return []Game{
		{1, 4, WhiteWins}, {2, 3, Draw},
		{4, 3, BlackWins}, {1, 2, Draw},
		{2, 4, WhiteForfeit}, {3, 1, BlackWins},
	}
}

func TestHandWorked(t *testing.T) {
	s, err := Compute(4, berger4(), []Kind{SB, Wins, DE, Koya, BPG, BWG})
	if err != nil {
		t.Fatal(err)
	}
	// Worked by hand from the definitions in the package doc:
	// 1 beat 4 and 3, drew 2: 2.5 points, SB 0 + 1.5 + ½·2 = 2.5.
	// 2 drew 3 and 1, won by forfeit against 4: 2 points, SB ½·1.5 + ½·2.5 = 2.
	// 3 drew 2, beat 4 with black, lost to 1: 1.5 points, SB ½·2 = 1.
	// Koya: half of 3 games is 1.5, so 1, 2 and 3 count: 1 scores 1.5, 2 scores 1, 3 scores 0.5.
	// Black over the board: 4 (game 1), 3 (games 2, 3), 2 (game 4), 1 (game 6);
	// the forfeit 2-4 is not played. Black wins: 3 (game 3) and 1 (game 6).
	want := map[string][]float64{
		"points": {2.5, 2, 1.5, 0},
		"sb":     {2.5, 2, 1, 0},
		"wins":   {2, 1, 1, 0},
		"koya":   {1.5, 1, 0.5, 0},
		"bpg":    {1, 1, 2, 1},
		"bwg":    {1, 0, 1, 0},
	}
	got := map[string][]float64{"points": s.Points, "sb": s.SB, "wins": s.Wins, "koya": s.Koya, "bpg": s.BPG, "bwg": s.BWG}
	for k, w := range want {
		if !slices.Equal(got[k], w) {
			t.Errorf("%s = %v, want %v", k, got[k], w)
		}
	}
	if !slices.Equal(s.Rank, []int{1, 2, 3, 4}) {
		t.Errorf("rank = %v", s.Rank)
	}
}

// TestDirectEncounter: 1 and 2 both score 2 and win twice; 1 beat 2.
func TestDirectEncounter(t *testing.T) {
	games := []Game{
		{1, 4, WhiteWins}, {2, 3, WhiteWins},
		{4, 3, Draw}, {1, 2, WhiteWins},
		{2, 4, WhiteWins}, {3, 1, WhiteWins},
	}
	for _, c := range []struct {
		order string
		rank  []int
		de    []float64
	}{
		{"wins", []int{1, 1, 3, 4}, []float64{0, 0, 0, 0}},
		{"wins,de", []int{1, 2, 3, 4}, []float64{1, 0, 0, 0}},
		{"de", []int{1, 2, 3, 4}, []float64{1, 0, 0, 0}},
		{"", []int{1, 1, 3, 4}, []float64{0, 0, 0, 0}},
	} {
		order, err := ParseOrder(c.order)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Compute(4, games, order)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(s.Rank, c.rank) || !slices.Equal(s.DE, c.de) {
			t.Errorf("order %q: rank %v de %v, want %v %v", c.order, s.Rank, s.DE, c.rank, c.de)
		}
	}
}

// TestSharedRank: three players beat each other in a circle; nothing
// separates them, so all share rank 1 whatever the order.
func TestSharedRank(t *testing.T) {
	games := []Game{{2, 3, WhiteWins}, {1, 2, WhiteWins}, {3, 1, WhiteWins}}
	for _, order := range [][]Kind{DefaultOrder, FIDEOrder, Kinds} {
		s, err := Compute(3, games, order)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(s.Rank, []int{1, 1, 1}) {
			t.Errorf("%v: rank %v", order, s.Rank)
		}
	}
}

// TestRandomInvariants checks, on random tournaments, the definitions
// against a reference written from the documents' words and invariants.
func TestRandomInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		n := 3 + rng.IntN(10)
		var games []Game
		for c := 0; c < 1+rng.IntN(2); c++ {
			for a := 1; a <= n; a++ {
				for b := a + 1; b <= n; b++ {
					games = append(games, Game{a, b, Result(rng.IntN(7))})
				}
			}
		}
		s, err := Compute(n, games, Kinds)
		if err != nil {
			t.Fatal(err)
		}
		total, want := 0.0, 0.0
		for _, g := range games {
			switch g.Result {
			case None, DoubleForfeit:
			default:
				want++
			}
		}
		for p := 1; p <= n; p++ {
			total += s.Points[p-1]
			// 000: the sum of the points of the opponents one beat plus
			// half the points of those one drew.
			sb := 0.0
			for _, g := range games {
				if !(g.White == p || g.Black == p) || g.Result == None {
					continue
				}
				// The result as typed, from p's side: its first or last sign.
				signs := []rune(g.Result.String())
				opp, mine := g.Black, signs[0]
				if g.Black == p {
					opp, mine = g.White, signs[len(signs)-1]
				}
				switch mine {
				case '1', '+':
					sb += s.Points[opp-1]
				case '½':
					sb += s.Points[opp-1] / 2
				}
			}
			if sb != s.SB[p-1] {
				t.Fatalf("n=%d player %d: SB %v, reference %v", n, p, s.SB[p-1], sb)
			}
			for q := 1; q <= n; q++ {
				if s.better(p, q) && s.Rank[p-1] >= s.Rank[q-1] {
					t.Fatalf("player %d better than %d but ranks %d, %d", p, q, s.Rank[p-1], s.Rank[q-1])
				}
				if s.equal(p, q, Kinds) && s.Rank[p-1] != s.Rank[q-1] {
					t.Fatalf("players %d and %d equal but rank %d, %d", p, q, s.Rank[p-1], s.Rank[q-1])
				}
			}
		}
		if total != want {
			t.Fatalf("points sum to %v, want %v (one per decided game)", total, want)
		}
	}
}

func TestParseOrder(t *testing.T) {
	o, err := ParseOrder(" de, Wins ,sb,koya")
	if err != nil || !slices.Equal(o, FIDEOrder) || FormatOrder(o) != "de,wins,sb,koya" {
		t.Errorf("ParseOrder = %v, %v", o, err)
	}
	for in, msg := range map[string]string{
		"sb,xx":    `tie-break "xx": want one of`,
		"sb,,de":   `tie-break "": want one of`,
		"sb,SB":    `tie-break "sb" named twice`,
		"buchholz": `tie-break "buchholz"`,
	} {
		if _, err := ParseOrder(in); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("ParseOrder(%q) = %v, want %q", in, err, msg)
		}
	}
}

func TestParseResult(t *testing.T) {
	for _, r := range append([]Result{None}, Results...) {
		if got, err := ParseResult(r.String()); err != nil || got != r {
			t.Errorf("ParseResult(%q) = %v, %v", r.String(), got, err)
		}
	}
	if _, err := ParseResult("1/2"); err == nil {
		t.Error("ParseResult(1/2): no error")
	}
}

func TestComputeErrors(t *testing.T) {
	for _, c := range []struct {
		games []Game
		order []Kind
		msg   string
	}{
		{[]Game{{1, 5, Draw}}, nil, "game 1: 1-5 is not a game between two of players 1..4"},
		{[]Game{{1, 2, Draw}, {3, 3, Draw}}, nil, "game 2: 3-3"},
		{[]Game{{1, 2, Result(9)}}, nil, "game 1: Result(9)"},
		{nil, []Kind{SB, SB}, "tie-break sb named twice"},
		{nil, []Kind{Kind(42)}, "tie-break Kind(42) unknown"},
	} {
		if _, err := Compute(4, c.games, c.order); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("Compute(%v, %v) = %v, want %q", c.games, c.order, err, c.msg)
		}
	}
}
