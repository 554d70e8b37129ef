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
		{1, 4, WhiteWins, 0}, {2, 3, Draw, 0},
		{4, 3, BlackWins, 0}, {1, 2, Draw, 0},
		{2, 4, WhiteWinsByForfeit, 0}, {3, 1, BlackWins, 0},
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
		{1, 4, WhiteWins, 0}, {2, 3, WhiteWins, 0},
		{4, 3, Draw, 0}, {1, 2, WhiteWins, 0},
		{2, 4, WhiteWins, 0}, {3, 1, WhiteWins, 0},
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
	games := []Game{{2, 3, WhiteWins, 0}, {1, 2, WhiteWins, 0}, {3, 1, WhiteWins, 0}}
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
					games = append(games, Game{a, b, Result(rng.IntN(7)), 0})
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
		{[]Game{{1, 5, Draw, 0}}, nil, "game 1: 1-5 is not a game between two of players 1..4"},
		{[]Game{{1, 2, Draw, 0}, {3, 3, Draw, 0}}, nil, "game 2: 3-3"},
		{[]Game{{1, 2, Result(9), 0}}, nil, "game 1: Result(9)"},
		{nil, []Kind{SB, SB}, "tie-break sb named twice"},
		{nil, []Kind{Kind(42)}, "tie-break Kind(42) unknown"},
	} {
		if _, err := Compute(4, c.games, c.order); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("Compute(%v, %v) = %v, want %q", c.games, c.order, err, c.msg)
		}
	}
}

// TestCriteriaByHand checks each criterion's function on a double round
// robin of three, worked by hand from the package doc's definitions (C.07
// gives no worked example for these criteria).
//
//	R1: 1-3 1-0, R2: 3-2 +/-, R3: 2-1 ½-½ (first cycle);
//	R4: 3-1 0-1, R5: 2-3 -/-, R6: 1-2 0-1 (second cycle).
func TestCriteriaByHand(t *testing.T) {
	games := []Game{
		{1, 3, WhiteWins, 1}, {3, 2, WhiteWinsByForfeit, 2}, {2, 1, Draw, 3},
		{3, 1, BlackWins, 4}, {2, 3, DoubleForfeit, 5}, {1, 2, BlackWins, 6},
	}
	// Points: 1 = 1 + ½ + 1 = 2.5; 2 = ½ + 1 = 1.5; 3 = 1 (forfeit win).
	pts := Points(3, games)
	for _, c := range []struct {
		name      string
		got, want []float64
	}{
		{"points", pts, []float64{2.5, 1.5, 1}},
		// WIN counts 3's forfeit win; WON does not.
		{"wins", WinCount(3, games), []float64{2, 1, 1}},
		{"won", WonCount(3, games), []float64{2, 1, 0}},
		// Black over the board: 3 (R1), 1 (R3, R4), 2 (R6); the forfeits are not played.
		{"bpg", BlackGameCount(3, games), []float64{2, 1, 1}},
		{"bwg", BlackWinCount(3, games), []float64{1, 1, 0}},
		// SB: 1 beat 3 twice (1+1) and drew 2 (½·1.5): 2.75; 2 drew 1 (½·2.5),
		// beat 1 (2.5): 3.75; 3 won by forfeit against 2: 1.5.
		{"sb", SonnebornBerger(games, pts), []float64{2.75, 3.75, 1.5}},
		// Koya, limit 50 % of 4 games = 2: only 1 reaches it. 2 scored ½ + 1
		// against 1; 3 scored nothing against 1; 1 scores nothing against itself.
		{"koya", KoyaScore(games, pts, KoyaLimit(3, games)), []float64{0, 1.5, 0}},
		// Lowered by half a point (C.07 lets the regulations move it): 2 (1.5)
		// counts too: 1 scored ½ against 2, 3 its forfeit win against 2.
		{"koya-½", KoyaScore(games, pts, KoyaLimit(3, games)-0.5), []float64{0.5, 1.5, 1}},
		// Everyone tied: DE is the points (every game is among the tied).
		{"de all", DirectEncounter(3, games, func(p, q int) bool { return true }), []float64{2.5, 1.5, 1}},
		// Only 1 and 2 tied: both their meetings count, 1: ½ + 0, 2: ½ + 1.
		{"de 1-2", DirectEncounter(3, games, func(p, q int) bool { return p+q == 3 }), []float64{0.5, 1.5, 0}},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if l := KoyaLimit(3, games); l != 2 {
		t.Errorf("Koya limit %v, want 2", l)
	}
}

// TestDirectEncounterThree: a tie of two inside a round robin of five, then
// three tied in a circle, where the games among all three (C.07 art. 6 with
// more than two tied) separate nobody.
func TestDirectEncounterThree(t *testing.T) {
	// A single round robin of 5 (each round's bye left out).
	games := []Game{
		{1, 4, WhiteWins, 1}, {2, 5, WhiteWins, 1},
		{3, 4, WhiteWins, 2}, {1, 5, Draw, 2},
		{2, 4, WhiteWins, 3}, {3, 5, Draw, 3},
		{1, 2, WhiteWins, 4}, {4, 5, Draw, 4},
		{2, 3, WhiteWins, 5}, {3, 1, WhiteWins, 5},
	}
	// 1: 1 + ½ + 1 + 0 = 2.5; 2: 1 + 1 + 0 + 1 = 3; 3: 1 + ½ + 0 + 1 = 2.5.
	s, err := Compute(5, games, []Kind{DE})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Points, []float64{2.5, 3, 2.5, 0.5, 1.5}) {
		t.Fatalf("points %v", s.Points)
	}
	// 1 and 3: 3 beat 1. DE 1 = 0, DE 3 = 1; 2 is alone on 3 points: DE 0.
	if !slices.Equal(s.DE, []float64{0, 0, 1, 0, 0}) || !slices.Equal(s.Rank, []int{3, 1, 2, 5, 4}) {
		t.Errorf("de %v rank %v", s.DE, s.Rank)
	}
	// Three tied: 1 beat 2, 2 beat 3, 3 beat 1: one point each, a shared rank.
	games = []Game{{1, 2, WhiteWins, 1}, {2, 3, WhiteWins, 2}, {3, 1, WhiteWins, 3}}
	s, err = Compute(3, games, []Kind{DE, SB})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.DE, []float64{1, 1, 1}) || !slices.Equal(s.Rank, []int{1, 1, 1}) {
		t.Errorf("circle: de %v rank %v", s.DE, s.Rank)
	}
}

func TestParseOrderRefusesSwiss(t *testing.T) {
	for in, msg := range map[string]string{
		"sb,bh":  "Buchholz and its variants (C.07 art. 8) are for Swiss events",
		"BH-C1":  "not for a round robin",
		"apro":   "rating-based",
		"won,ps": "progressive scores",
	} {
		if _, err := ParseOrder(in); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("ParseOrder(%q) = %v, want %q", in, err, msg)
		}
	}
	if o, err := ParseOrder("won,wins"); err != nil || !slices.Equal(o, []Kind{Won, Wins}) {
		t.Errorf("ParseOrder(won,wins) = %v, %v", o, err)
	}
}

// TestCodes: every kind has its C.07 code, none twice.
func TestCodes(t *testing.T) {
	seen := map[string]Kind{}
	for _, k := range Kinds {
		c := k.Code()
		if c == "" || c != strings.ToUpper(c) {
			t.Errorf("%v: code %q", k, c)
		}
		if o, ok := seen[c]; ok {
			t.Errorf("%v and %v: both %q", k, o, c)
		}
		seen[c] = k
	}
	if SB.Code() != "SB" || Wins.Code() != "WIN" || Koya.Code() != "KS" || Won.Code() != "WON" || Kind(99).Code() != "" {
		t.Errorf("codes: %s %s %s %s", SB.Code(), Wins.Code(), Koya.Code(), Won.Code())
	}
}

// The presets: "fide" is FIDE's order for individual round robins (C.02
// 13.16.2: DE, WIN, SB, KS), "documents" the order of 000/001 (S.B, wins,
// direct encounter); a copy each, so that a caller may change it.
func TestParseOrderPresets(t *testing.T) {
	for in, want := range map[string]string{"fide": "de,wins,sb,koya", " FIDE ": "de,wins,sb,koya", "documents": "sb,wins,de"} {
		o, err := ParseOrder(in)
		if err != nil || FormatOrder(o) != want {
			t.Errorf("ParseOrder(%q) = %v, %v; want %s", in, o, err, want)
		}
		o[0] = Koya
	}
	if FormatOrder(FIDEOrder) != "de,wins,sb,koya" || FormatOrder(DefaultOrder) != "sb,wins,de" {
		t.Error("a preset's caller changed the preset")
	}
	if _, err := ParseOrder("fide,sb"); err == nil {
		t.Error("fide,sb: a preset is a whole order, no error")
	}
}
