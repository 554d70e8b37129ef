package scheveningen

import (
	"slices"
	"testing"
)

// The fast lookups equal the checked Match for every size, single and
// double, in every round, board and player.
func TestTableEqualsChecked(t *testing.T) {
	t.Parallel()
	for m := MinSize; m <= MaxSize; m++ {
		for _, double := range []bool{false, true} {
			s, err := New(m, double)
			if err != nil {
				t.Fatal(err)
			}
			tb, ok := s.Table()
			nt, ok2 := NewTable(m, double)
			if !ok || !ok2 || tb != nt || tb.Size() != m || tb.Rounds() != s.Rounds() {
				t.Fatalf("m=%d double=%v: Table %v, NewTable %v, %d rounds", m, double, ok, ok2, tb.Rounds())
			}
			for r := 1; r <= s.Rounds(); r++ {
				want, err := s.Round(r)
				if err != nil {
					t.Fatal(err)
				}
				if got := tb.AppendRound(nil, r); !slices.Equal(got, want) {
					t.Fatalf("m=%d double=%v round %d: %v, checked %v", m, double, r, got, want)
				}
				if got := slices.Collect(tb.Games(r)); !slices.Equal(got, want) {
					t.Fatalf("m=%d double=%v round %d: Games %v, checked %v", m, double, r, got, want)
				}
				for _, g := range want {
					for _, p := range [2]Player{g.White, g.Black} {
						o := g.White
						if p == o {
							o = g.Black
						}
						if tb.Game(r, g.Board) != g || tb.Opponent(r, p) != o || tb.White(r, p) != (p == g.White) || tb.Board(r, p) != g.Board {
							t.Fatalf("m=%d double=%v round %d %v: opponent %v white %v board %d; checked %v", m, double, r, p, tb.Opponent(r, p), tb.White(r, p), tb.Board(r, p), g)
						}
					}
				}
			}
		}
	}
}

func TestTablePanics(t *testing.T) {
	t.Parallel()
	tb, _ := NewTable(6, true)
	var zero Table
	for name, f := range map[string]func(){
		"round 0":   func() { tb.Game(0, 1) },
		"round 13":  func() { tb.Opponent(13, Player{'A', 1}) },
		"board 0":   func() { tb.Game(1, 0) },
		"board 7":   func() { tb.Game(1, 7) },
		"player B7": func() { tb.White(1, Player{'B', 7}) },
		"team C":    func() { tb.Board(1, Player{'C', 1}) },
		"team @":    func() { tb.Opponent(1, Player{'@', 1}) },
		"games 13":  func() { tb.Games(13) },
		"append 0":  func() { tb.AppendRound(nil, 0) },
		"zero":      func() { zero.Game(1, 1) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
	for _, m := range []int{MinSize - 1, MaxSize + 1} {
		if _, ok := NewTable(m, false); ok {
			t.Errorf("NewTable(%d) is valid", m)
		}
	}
	if _, ok := (Match{}).Table(); ok {
		t.Error("the zero Match has a Table")
	}
}

func TestTableAllocs(t *testing.T) {
	tb, _ := NewTable(16, true)
	buf := make([]Game, 0, tb.Size())
	sum := 0
	if n := testing.AllocsPerRun(100, func() {
		for r := 1; r <= tb.Rounds(); r++ {
			buf = tb.AppendRound(buf[:0], r)
			for j := 1; j <= 16; j++ {
				sum += tb.Opponent(r, Player{'B', j}).Number + tb.Board(r, Player{'A', j})
			}
			for g := range tb.Games(r) {
				sum += g.White.Number
			}
		}
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
	_ = sum
}

// The benchmarks compare, in one run, the opponent of a varied player (of
// either team) in a varied round of a match of teams of 16: a bare
// [16][32]uint8 load, the fast path (Table) and the checked path
// (Match.Round).
//
//	go test -run '^$' -bench Lookup -benchtime 200ms -count 5 ./tables/scheveningen

var sink int

var bare = func() (t [16][32]uint8) {
	s, _ := New(16, false)
	for r := range t {
		games, _ := s.Round(r + 1)
		for _, g := range games {
			a, b := g.White, g.Black
			if a.Team == 'B' {
				a, b = b, a
			}
			t[r][a.Number-1], t[r][16+b.Number-1] = uint8(b.Number), uint8(a.Number)
		}
	}
	return t
}()

// next varies the round (0..15) and the player (0..31: A1..A16, B1..B16).
// The steps are prime to 16 and 32, without a division; the round's
// wrap-around is a comparison, as in berger's benchmarks.
func next(r, p int) (int, int) {
	r += 7
	if r >= 16 {
		r -= 16
	}
	return r, (p + 5) & 31
}

func BenchmarkLookupBare(b *testing.B) {
	r, p, sum := 0, 0, 0
	for b.Loop() {
		sum += int(bare[r][p])
		r, p = next(r, p)
	}
	sink += sum
}

func BenchmarkLookupFast(b *testing.B) {
	tb, _ := NewTable(16, false)
	r, p, sum := 0, 0, 0
	for b.Loop() {
		sum += tb.Opponent(r+1, Player{'A' + byte(p>>4), p&15 + 1}).Number
		r, p = next(r, p)
	}
	sink += sum
}

func BenchmarkLookupChecked(b *testing.B) {
	s, _ := New(16, false)
	r, p, sum := 0, 0, 0
	for b.Loop() {
		games, _ := s.Round(r + 1)
		me := Player{'A' + byte(p>>4), p&15 + 1}
		for _, g := range games {
			if g.White == me {
				sum += g.Black.Number
			} else if g.Black == me {
				sum += g.White.Number
			}
		}
		r, p = next(r, p)
	}
	sink += sum
}
