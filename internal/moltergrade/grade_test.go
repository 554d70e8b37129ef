package moltergrade

import (
	"slices"
	"testing"
)

// event33x2 is a one-round table of 33 teams of 2 players laid by hand:
// order numbers 1 of teams 2i and 2i+1 meet (2i white), order numbers 2 of
// 2i+1 and 2i+2 (2i+1 white), and team 32's 1 (white), left alone on its
// level, descends to team 0's 2, left alone on its: one floater.
func event33x2() [][]Board {
	var rd []Board
	for i := 0; i < 32; i += 2 {
		rd = append(rd, Board{White: Seat{Team: i, Order: 1}, Black: Seat{Team: i + 1, Order: 1}})
	}
	for i := 1; i < 32; i += 2 {
		rd = append(rd, Board{White: Seat{Team: i, Order: 2}, Black: Seat{Team: i + 1, Order: 2}})
	}
	rd = append(rd, Board{White: Seat{Team: 32, Order: 1}, Black: Seat{Team: 0, Order: 2}})
	return [][]Board{rd}
}

// event32x2 is a two-round table of 32 teams of 2 players laid by hand:
// round 1, order numbers 1 of 2i and 2i+1 (2i white) and 2 of 2i+1 and
// 2i+2 mod 32 (2i+1 white); round 2 the same two matchings on the other
// level, colours reversed: every team meets the same two teams twice.
func event32x2() [][]Board {
	var r1, r2 []Board
	for i := 0; i < 32; i += 2 {
		r1 = append(r1, Board{White: Seat{Team: i, Order: 1}, Black: Seat{Team: i + 1, Order: 1}})
		r2 = append(r2, Board{White: Seat{Team: i, Order: 2}, Black: Seat{Team: i + 1, Order: 2}})
	}
	for i := 1; i < 32; i += 2 {
		r1 = append(r1, Board{White: Seat{Team: i, Order: 2}, Black: Seat{Team: (i + 1) % 32, Order: 2}})
		r2 = append(r2, Board{White: Seat{Team: i, Order: 1}, Black: Seat{Team: (i + 1) % 32, Order: 1}})
	}
	return [][]Board{r1, r2}
}

// TestBeyond30HandWorked holds the grader to measures worked by hand from
// the contract's formulas on two tables of more than 30 teams.
func TestBeyond30HandWorked(t *testing.T) {
	for _, c := range []struct {
		name    string
		T, P    int
		rounds  [][]Board
		v       Vector
		points  int
		letter  string
		quality Quality
		grade   string
	}{{
		// 33×2, 1 round. I1: every team meets 2 teams once: 0. Prefix:
		// min(32, 2) = 2 teams met: 0. I2: team 32 down 1, team 0 up 1:
		// |1-0| + |0-1| = 2. I3: down 1 (team 32) - 0 = 1. I4: team 32's
		// one descent in the group of round 1: 1. I5: 2 boards on 2 teams:
		// 0. S5: every team has 1 white of 2 (team 0: board 1; team 32: the
		// cross board): exact.
		// Points: P·R = 2 ≤ T−1 = 32, b = 0, I1 0: 0; I2 = 2 ≤ 32: 1; I3 1:
		// 0; I4 (odd T, P ≤ 32) 1: 0 → 1 point, B.
		// Quality: 33 boards over 528 pairs: pair spread 1 - 0, best 1; no
		// shortfall; floaters |±1| = 1, best 1 (one cross board); descents
		// 1, best 1 (33 does not divide 1); round spread 1 - 0, best 1 (32
		// does not divide 2); whites 0: A.
		"33×2, 1 round", 33, 2, event33x2(), Vector{0, 0, 2, 1, 1, 0, 0}, 1, "B",
		Quality{PairSpread: 1, PairSpreadBest: 1, Floaters: 1, FloatersBest: 1, Descents: 1, DescentsBest: 1, RoundSpread: 1, RoundSpreadBest: 1}, "A",
	}, {
		// 32×2, 2 rounds. I1: team t meets its two neighbours twice each: 0.
		// Prefix: after round 2, min(31, 4) = 4 teams wanted, 2 met: 2. No
		// floaters: I2 = I3 = I4 = 0. I5: 2 boards on 2 teams a round: 0.
		// S5: every team 1 white a round: exact.
		// Points: P·R = 4 ≤ 31, b = 0: I1 0; 10 × 2 = 20 → 20, C.
		// Quality: 64 boards over 496 pairs, best 1, spread 2 - 0 = 2;
		// shortfall 32 teams × (4 - 2) after round 2 = 64; round spread 1,
		// best 1: B(1).
		"32×2, 2 rounds", 32, 2, event32x2(), Vector{0, 2, 0, 0, 0, 0, 0}, 20, "C",
		Quality{PairSpread: 2, PairSpreadBest: 1, Shortfall: 64, RoundSpread: 1, RoundSpreadBest: 1}, "B(1)",
	}} {
		if vs := Check(c.T, c.P, c.rounds); len(vs) > 0 {
			t.Errorf("%s: %v", c.name, vs)
		}
		v := Measure(c.T, c.P, c.rounds)
		if v != c.v {
			t.Errorf("%s: measures %v, want %v", c.name, v, c.v)
		}
		if p, l := Points(c.T, c.P, len(c.rounds), v); p != c.points || l != c.letter {
			t.Errorf("%s: %d points %s, want %d %s", c.name, p, l, c.points, c.letter)
		}
		if q := MeasureQuality(c.T, c.P, c.rounds); q != c.quality || q.Grade() != c.grade {
			t.Errorf("%s: quality %v, want %v (%s)", c.name, q, c.quality, c.grade)
		}
	}
}

// TestPointsBeyond30: the penalty of measures chosen by hand, for shapes
// of more than 30 teams, worked from the contract's formulas.
func TestPointsBeyond30(t *testing.T) {
	for _, c := range []struct {
		T, P, R int
		v       Vector
		points  int
		letter  string
	}{
		// P·R = 80 > 39 and 39 does not divide it: b = 1, I1 1 free; I2 39 ≤ T−1: 1.
		{40, 16, 5, Vector{1, 0, 39, 0, 0, 0, 0}, 1, "B"},
		// The same I2 one above T−1 (40 < 78): 4; I5 2: 2; S5 relaxed: 1.
		{40, 16, 5, Vector{1, 0, 40, 0, 0, 2, 1}, 7, "C"},
		// P·R = 640, T−1 = 40 divides it: b = 0, I1 1 costs 2; I2 80 = 2(T−1): 8;
		// I3 2: 2; odd T, P ≤ 40: I4 3: 4 → 16.
		{41, 16, 40, Vector{1, 0, 80, 2, 3, 0, 0}, 16, "C"},
		// P > T−1 would leave I4 out; here P = 2 ≤ 62, odd T: I4 2 costs 2;
		// P·R = 124 = 2 × 62: b = 0, I1 2: 20; prefix 1: 10 → 32, D.
		{63, 2, 62, Vector{2, 1, 0, 0, 2, 0, 0}, 32, "D"},
		// Even T: I4 never counts; P·R = 2 ≤ 63: b = 0; everything at 0 but I4.
		{64, 2, 1, Vector{0, 0, 0, 0, 5, 0, 0}, 0, "A"},
	} {
		if p, l := Points(c.T, c.P, c.R, c.v); p != c.points || l != c.letter {
			t.Errorf("%d×%d, %d rounds, %v: %d points %s, want %d %s", c.T, c.P, c.R, c.v, p, l, c.points, c.letter)
		}
	}
	// I1's bound, for any T: 0 when P·R ≤ T−1 or T−1 divides P·R.
	for _, c := range [][4]int{{40, 4, 3, 0}, {40, 4, 10, 1}, {40, 13, 3, 0}, {64, 16, 63, 0}, {64, 16, 62, 1}, {33, 16, 2, 0}, {33, 16, 3, 1}} {
		if b := I1Bound(c[0], c[1], c[2]); b != c[3] {
			t.Errorf("I1 bound of %d×%d, %d rounds: %d, want %d", c[0], c[1], c[2], b, c[3])
		}
	}
}

// TestCheckBeyond30: the hard rules broken on tables of more than 30
// teams are found and named.
func TestCheckBeyond30(t *testing.T) {
	rd := event33x2()
	rd[0][0].White, rd[0][0].Black = rd[0][0].Black, rd[0][0].White // team 0 two whites, team 1 none
	if got := Broken(Check(33, 2, rd)); !slices.Contains(got, "S5") {
		t.Errorf("colours swapped: %v, want S5", got)
	}
	two := event32x2()
	two[1] = two[0] // round 1 again: every player meets the same team twice
	if got := Broken(Check(32, 2, two)); !slices.Contains(got, "S4") {
		t.Errorf("round repeated: %v, want S4", got)
	}
	if got := Broken(Check(65, 2, nil)); !slices.Equal(got, []string{"S1"}) {
		t.Errorf("65 teams: %v, want S1", got)
	}
	if TeamName(32) != "AH" || TeamName(63) != "BO" {
		t.Errorf("team names %s %s, want AH BO", TeamName(32), TeamName(63))
	}
}
