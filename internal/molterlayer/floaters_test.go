package molterlayer

import (
	"math/rand/v2"
	"testing"
)

// newFloaterState counts the meetings and roles of rounds as moveFloaters
// does.
func newFloaterState(T, P int, rounds [][]Board) *floaterState {
	R, n := len(rounds), T*P
	G := (R + 1) / 2
	st := &floaterState{T: T, P: P,
		met: make([]int, n*T), pdown: make([]int, n), pup: make([]int, n),
		down: make([]int, T), up: make([]int, T), gdown: make([]int, G*T), gup: make([]int, G*T),
		histD: make([]int, R*P/2+2), hist4: make([]int, P+2)}
	st.histD[0] = T
	st.hist4[0] = 2 * G * T
	for r, rd := range rounds {
		for _, b := range rd {
			st.meet(st.id(b.White), b.Black.Team, 1)
			st.meet(st.id(b.Black), b.White.Team, 1)
			if b.White.Order != b.Black.Order {
				st.role(b, r, 1)
			}
		}
	}
	return st
}

// TestFloaterPeek holds peek to role and cost: on the tables of odd
// T, each floater's roles uncounted, the cost and the twice-counted
// players that counting another board's roles (a floater of any round,
// or a board of random seats, of one team or two) gives.
func TestFloaterPeek(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	checks := 0
	for _, sh := range [][3]int{{3, 2, 2}, {5, 4, 4}, {7, 6, 6}, {9, 2, 8}, {11, 8, 5}, {13, 16, 12}, {15, 4, 14}, {21, 10, 20}} {
		T, P, R := sh[0], sh[1], sh[2]
		rounds, err := Build(T, P, R)
		if err != nil {
			t.Fatal(err)
		}
		st := newFloaterState(T, P, rounds)
		type at struct {
			b Board
			r int
		}
		var floaters []at
		for r, rd := range rounds {
			for _, b := range rd {
				if b.White.Order != b.Black.Order {
					floaters = append(floaters, at{b, r})
				}
			}
		}
		try := func(b Board, r int) {
			c, twice := st.peek(b, r)
			before := st.broken
			st.role(b, r, 1)
			if want := st.cost(); c != want || twice != (st.broken > before) {
				t.Fatalf("%d×%d R%d: peek(%v, %d) = %v, %v; role then cost %v, twice %v", T, P, R, b, r, c, twice, want, st.broken > before)
			}
			st.role(b, r, -1)
			checks++
		}
		for _, f := range floaters {
			st.role(f.b, f.r, -1)
			for _, g := range floaters {
				try(g.b, g.r)
			}
			for range 20 {
				d := Seat{rng.IntN(T), 1 + rng.IntN(P-1)}
				a := Seat{rng.IntN(T), d.Order + 1 + rng.IntN(P-d.Order)}
				if rng.IntN(4) == 0 {
					a.Team = d.Team
				}
				b := Board{d, a}
				if rng.IntN(2) == 0 {
					b = Board{a, d}
				}
				try(b, rng.IntN(R))
			}
			st.role(f.b, f.r, 1)
		}
	}
	if checks < 10000 {
		t.Fatalf("only %d checks", checks)
	}
}
