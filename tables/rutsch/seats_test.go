package rutsch

import (
	"slices"
	"testing"
)

// The fast lookups equal the checked API for every static size, the first
// computed ones and a few large ones, in every round, table and seat.
func TestSeatsEqualChecked(t *testing.T) {
	t.Parallel()
	// Seat reads two bytes of table from 256 tables on (n = 512), and
	// its table of x = p+r-1 up to n+Rounds-1: every round up to 1001,
	// the first two and the last two beyond (both parities).
	sizes := []int{511, 512, 513, 999, 1000, 1001, MaxPlayers - 1, MaxPlayers}
	for n := 2; n <= StaticMax+5; n++ {
		sizes = append(sizes, n)
	}
	for _, n := range sizes {
		tr, err := New(n)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := NewSeats(n)
		if !ok || s != tr.Seats() || s.Players() != n || s.Rounds() != tr.Rounds() || s.Tables() != n/2 {
			t.Fatalf("n=%d: NewSeats %+v %v, Tournament.Seats %+v", n, s, ok, tr.Seats())
		}
		rounds := tr.Rounds()
		if n > 1001 {
			rounds = 4 // the first rounds and the last ones
		}
		for i := range rounds {
			r := i + 1
			if n > 1001 && i >= 2 {
				r = tr.Rounds() - 3 + i
			}
			want, err := tr.Round(r)
			if err != nil {
				t.Fatal(err)
			}
			got := s.AppendRound(nil, r)
			if !slices.Equal(got, want.Tables) || s.Bye(r) != want.Bye {
				t.Fatalf("n=%d round %d: %v bye %d, checked %v bye %d", n, r, got, s.Bye(r), want.Tables, want.Bye)
			}
			if it := slices.Collect(s.All(r)); !slices.Equal(it, want.Tables) {
				t.Fatalf("n=%d round %d: All %v, checked %v", n, r, it, want.Tables)
			}
			if want.Bye != 0 {
				if tb, left := s.Seat(r, want.Bye); tb != 0 || left || s.Opponent(r, want.Bye) != 0 || s.White(r, want.Bye) {
					t.Fatalf("n=%d round %d: exempt %d seated at %d %v", n, r, want.Bye, tb, left)
				}
			}
			for _, w := range want.Tables {
				for _, c := range [2]struct {
					p, o int
					left bool
				}{{w.Left, w.Right, true}, {w.Right, w.Left, false}} {
					tb, left := s.Seat(r, c.p)
					if tb != w.Table || left != c.left || s.Opponent(r, c.p) != c.o || s.White(r, c.p) != (w.White() == c.p) {
						t.Fatalf("n=%d round %d player %d: table %d left %v opponent %d white %v; checked %v", n, r, c.p, tb, left, s.Opponent(r, c.p), s.White(r, c.p), w)
					}
				}
			}
		}
	}
}

func TestSeatsPanics(t *testing.T) {
	t.Parallel()
	// 7 and 8 players read the laid-out plan, 101 and 102 compute.
	for _, n := range []int{7, 8, 101, 102} {
		s, _ := NewSeats(n)
		k, rounds := n/2, n-1+n%2
		for name, f := range map[string]func(){
			"round 0":         func() { s.Left(0, 1) },
			"round R+1":       func() { s.Right(rounds+1, 1) },
			"table 0":         func() { s.Left(1, 0) },
			"table k+1":       func() { s.Right(1, k+1) },
			"player 0":        func() { s.Seat(1, 0) },
			"player n+1":      func() { s.Opponent(1, n+1) },
			"opp round 0":     func() { s.Opponent(0, 1) },
			"opp round R+1":   func() { s.Opponent(rounds+1, n) },
			"seat round 0":    func() { s.Seat(0, n) },
			"seat round R+1":  func() { s.Seat(rounds+1, 1) },
			"seat player n+1": func() { s.Seat(1, n+1) },
			"white round R+1": func() { s.White(rounds+1, n) },
		} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("n=%d %s: no panic", n, name)
					}
				}()
				f()
			}()
		}
	}
	s, _ := NewSeats(7)
	var zero Seats
	for name, f := range map[string]func(){
		"round 0":     func() { s.Left(0, 1) },
		"round 8":     func() { s.Right(8, 1) },
		"table 0":     func() { s.Left(1, 0) },
		"table 4":     func() { s.Table(1, 4) },
		"player 0":    func() { s.Seat(1, 0) },
		"player 8":    func() { s.Opponent(1, 8) },
		"bye round 0": func() { s.Bye(0) },
		"append 9":    func() { s.AppendRound(nil, 9) },
		"zero":        func() { zero.Opponent(1, 1) },
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
	if _, ok := NewSeats(1); ok {
		t.Error("NewSeats(1) is valid")
	}
	if _, ok := NewSeats(MaxPlayers + 1); ok {
		t.Error("NewSeats(MaxPlayers+1) is valid")
	}
}

func TestSeatsAllocs(t *testing.T) {
	s, _ := NewSeats(16)
	buf := make([]Table, 0, s.Tables())
	sum := 0
	if n := testing.AllocsPerRun(100, func() {
		for r := 1; r <= s.Rounds(); r++ {
			buf = s.AppendRound(buf[:0], r)
			for p := 1; p <= 16; p++ {
				sum += s.Opponent(r, p)
			}
			for tb := range s.All(r) {
				sum += tb.Left
			}
		}
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
	_ = sum
}

// The benchmarks compare, in one run, the opponent of a varied player in a
// varied round of a 16-player Rutsch tournament: a bare [15][16]uint8 load,
// the fast path (Seats) and the checked path (Tournament.Round).
//
//	go test -run '^$' -bench Seats -benchtime 200ms -count 5 ./tables/rutsch

var sink int

var bare = func() (t [15][16]uint8) {
	tr, _ := New(16)
	for r := range t {
		rd, _ := tr.Round(r + 1)
		for _, tb := range rd.Tables {
			t[r][tb.Left-1], t[r][tb.Right-1] = uint8(tb.Right), uint8(tb.Left)
		}
	}
	return t
}()

func next(r, p int) (int, int) {
	r += 7
	if r >= 15 {
		r -= 15
	}
	return r, (p + 5) & 15
}

func BenchmarkSeatsBare(b *testing.B) {
	r, p, sum := 0, 0, 0
	for b.Loop() {
		sum += int(bare[r][p])
		r, p = next(r, p)
	}
	sink += sum
}

func BenchmarkSeatsFast(b *testing.B) {
	s, _ := NewSeats(16)
	r, p, sum := 0, 0, 0
	for b.Loop() {
		sum += s.Opponent(r+1, p+1)
		r, p = next(r, p)
	}
	sink += sum
}

func BenchmarkSeatsChecked(b *testing.B) {
	tr, _ := New(16)
	r, p, sum := 0, 0, 0
	for b.Loop() {
		rd, _ := tr.Round(r + 1)
		for _, tb := range rd.Tables {
			if tb.Left == p+1 {
				sum += tb.Right
			} else if tb.Right == p+1 {
				sum += tb.Left
			}
		}
		r, p = next(r, p)
	}
	sink += sum
}
