package molterlayer

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// newFloaterState counts the meetings and roles of rounds as moveFloaters
// does.
func newFloaterState(T, P int, rounds [][]Board) *floaterState {
	return countedState(T, P, rounds, func(k int) []int { return make([]int, k) })
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

// TestMoveFloatersPeek holds the moves' trials that read and peek to the
// trials that flip and count every arc: the same moves on the layered
// tables of odd T and on broken copies (two boards of a round exchanging
// their white players of one order: teams meeting twice or themselves).
func TestMoveFloatersPeek(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	defer func() { floaterPeek = true }()
	moves, tables, brokenMeet, twice := 0, 0, 0, 0
	for T := 3; T <= 21; T += 2 {
		for _, P := range []int{2, 4, 6, 10, 16} {
			for _, R := range []int{1, 2, T / 2, T - 2, T - 1} {
				if R < 1 || R > T-1 {
					continue
				}
				layered, err := layeredOddIn(make([]Board, R*T*P/2), T, P, R, nil)
				if err != nil {
					t.Fatal(err)
				}
				for v := range 4 {
					rounds := make([][]Board, R)
					for r := range layered {
						rounds[r] = append([]Board(nil), layered[r]...)
					}
					for range v * 6 { // v = 0: the layered table
						rd := rounds[rng.IntN(R)]
						i, j := rng.IntN(len(rd)), rng.IntN(len(rd))
						if rd[i].White.Order == rd[j].White.Order {
							rd[i].White, rd[j].White = rd[j].White, rd[i].White
						}
					}
					if st := newFloaterState(T, P, rounds); st.brokenMeet > 0 {
						brokenMeet++
					} else if st.broken > 0 {
						twice++
					}
					var got, want [][]Board
					var gr, wr [3]int
					var gw, ww bool
					for _, peek := range []bool{true, false} {
						floaterPeek = peek
						cp := make([][]Board, R)
						for r := range rounds {
							cp[r] = append([]Board(nil), rounds[r]...)
						}
						b, a, w := moveFloaters(new(moveScratch), T, P, cp, floaterPasses, nil)
						if peek {
							got, gr, gw = cp, [3]int{b, a}, w
						} else {
							want, wr, ww = cp, [3]int{b, a}, w
						}
					}
					if gr != wr || gw != ww {
						t.Fatalf("%d×%d R%d broken %d: peeking %v %v, counting %v %v", T, P, R, v, gr, gw, wr, ww)
					}
					for r := range got {
						if !slices.Equal(got[r], want[r]) {
							t.Fatalf("%d×%d R%d broken %d: round %d differs", T, P, R, v, r)
						}
						if !slices.Equal(got[r], rounds[r]) {
							moves++
						}
					}
					tables++
				}
			}
		}
	}
	t.Logf("%d tables, %d rounds moved; %d meeting a team twice, %d more descending or ascending twice", tables, moves, brokenMeet, twice)
	if moves < 100 {
		t.Fatalf("only %d rounds moved", moves)
	}
}

// TestSignsCannot holds signScratch.cannot to every choice of signs: where
// it rules a tolerance out, none of the 2^n sign vectors is within it at
// every index, and search fails too; on random vectors (entries -3..3,
// many of them broken: no zero sums, single entries) and on the periods of
// the generator's odd tables.
func TestSignsCannot(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	exists := func(vecs [][]int, T, tol int) bool {
		for m := range 1 << len(vecs) {
			good := true
			for x := range T {
				s := 0
				for k, v := range vecs {
					if m>>k&1 == 1 {
						s += v[x]
					} else {
						s -= v[x]
					}
				}
				if abs(s) > tol {
					good = false
					break
				}
			}
			if good {
				return true
			}
		}
		return false
	}
	ruled, kept := 0, 0
	var ss signScratch
	check := func(vecs [][]int, T int) {
		ss.prepare(vecs, T)
		for _, tol := range []int{0, 2} {
			if !ss.cannot(T, tol) {
				kept++
				continue
			}
			ruled++
			if exists(vecs, T, tol) {
				t.Fatalf("cannot(%v, tol %d) but signs exist", vecs, tol)
			}
			if _, ok := ss.search(T, tol); ok {
				t.Fatalf("cannot(%v, tol %d) but search finds signs", vecs, tol)
			}
		}
	}
	for range 20000 {
		T, n := 1+rng.IntN(6), rng.IntN(9)
		vecs := make([][]int, n)
		for k := range vecs {
			vecs[k] = make([]int, T)
			for x := range T {
				vecs[k][x] = rng.IntN(7) - 3
			}
		}
		check(vecs, T)
	}
	// The periods of odd tables: their vectors as periodSigns makes them.
	for _, sh := range [][3]int{{5, 4, 4}, {7, 6, 6}, {9, 4, 8}, {11, 8, 10}} {
		T, P, R := sh[0], sh[1], sh[2]
		rounds, err := Build(T, P, R)
		if err != nil {
			t.Fatal(err)
		}
		sc := new(moveScratch)
		for r := 0; r+1 < R; r += 2 {
			periodSigns(sc, T, P, rounds[r], rounds[r+1])
			if len(sc.vecs) <= 16 {
				check(sc.vecs, T)
			}
		}
	}
	t.Logf("ruled out %d, left to the search %d", ruled, kept)
	if ruled < 1000 || kept < 1000 {
		t.Fatalf("ruled out %d, kept %d: too few of one", ruled, kept)
	}
}
