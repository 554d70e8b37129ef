package berger

import (
	"runtime"
	"slices"
	"strings"
	"testing"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/tables"
)

// schedules is every shape of schedule the tests run on a size.
var schedules = []struct {
	cycles int
	swap   bool
}{{1, false}, {2, true}, {2, false}, {3, true}, {MaxCycles, true}}

// The fast path answers as the rotation of 002, built from scratch, and as
// the checked path, for every size of the static range and every shape of
// schedule; beyond the static range there is no Table, and the checked path
// (computed) answers as the rotation (a sample of sizes).
func TestTableEqualsRotation(t *testing.T) {
	t.Parallel()
	for n := 2; n <= StaticMaxPlayers+2; n++ {
		for _, sh := range schedules {
			s, err := Cycles(n, sh.cycles, sh.swap)
			if err != nil {
				t.Fatal(err)
			}
			tb, ok := s.Table()
			if ok != (n <= StaticMaxPlayers) {
				t.Fatalf("n=%d: Table %v", n, ok)
			}
			if nt, ok2 := NewTable(n, sh.cycles, sh.swap); ok2 != ok || nt != tb {
				t.Fatalf("n=%d: NewTable differs from Cycles().Table()", n)
			}
			if ok {
				checkTable(t, s, &tb, sh.cycles, sh.swap)
			}
		}
	}
	for _, n := range []int{99, 100, 257, 1001} {
		s, _ := Double(n, true)
		checkSchedule(t, n, 2, true)
		if _, ok := s.Table(); ok {
			t.Errorf("n=%d: a Table beyond the static range", n)
		}
	}
}

func checkTable(t *testing.T, s Schedule, x *Table, cycles int, swap bool) {
	t.Helper()
	n := x.Players()
	m := build.Even(n)
	rot := build.Rotation(m)
	nr := m - 1
	if x.Rounds() != cycles*nr || x.Boards() != n/2 {
		t.Fatalf("n=%d: %d rounds %d boards", n, x.Rounds(), x.Boards())
	}
	var buf []Game
	for r := 1; r <= x.Rounds(); r++ {
		c := (r-1)/nr + 1
		base := (r-1)%nr + 1
		if swap && c < cycles && nr >= 2 && base >= nr-1 {
			base = 2*nr - 1 - base // nr-1 <-> nr
		}
		want := map[int]Pairing{}
		var games []Game
		bye := 0
		for i, g := range rot[base-1] {
			w, k := g.White, g.Black
			if c%2 == 0 {
				w, k = k, w
			}
			if n%2 == 1 {
				if w == m || k == m {
					bye = w + k - m
					want[bye] = Pairing{}
					continue
				}
				i--
			}
			games = append(games, Game{i + 1, w, k})
			want[w] = Pairing{k, i + 1, tables.White}
			want[k] = Pairing{w, i + 1, tables.Black}
		}
		{
			if got := x.Bye(r); got != bye {
				t.Fatalf("n=%d cycles=%d round %d: bye %d, want %d", n, cycles, r, got, bye)
			}
			for b, g := range games {
				if got := x.Game(r, b+1); got != g {
					t.Fatalf("n=%d cycles=%d round %d: Game(%d) = %+v, want %+v", n, cycles, r, b+1, got, g)
				}
			}
			if got := slices.Collect(x.Games(r)); !slices.Equal(got, games) {
				t.Fatalf("n=%d round %d: Games %v, want %v", n, r, got, games)
			}
			if buf = x.AppendRound(buf[:0], r); !slices.Equal(buf, games) {
				t.Fatalf("n=%d round %d: AppendRound %v, want %v", n, r, buf, games)
			}
			for p := 1; p <= n; p++ {
				w := want[p]
				if got := x.Pairing(r, p); got != w || x.Opponent(r, p) != w.Opponent || x.Board(r, p) != w.Board || x.Color(r, p) != w.Color {
					t.Fatalf("n=%d cycles=%d swap=%v round %d player %d: %+v (%d, %d, %v), want %+v", n, cycles, swap, r, p, got, x.Opponent(r, p), x.Board(r, p), x.Color(r, p), w)
				}
				if w.Opponent != 0 {
					if got := x.MeetingRound(c, p, w.Opponent); got != r {
						t.Fatalf("n=%d cycles=%d round %d: %d and %d meet in round %d", n, cycles, r, p, w.Opponent, got)
					}
				}
			}
		}
		// The checked path answers as the fast one.
		if got, err := s.Round(r); err != nil || !slices.Equal(got, games) {
			t.Fatalf("n=%d round %d: Round %v, %v", n, r, got, err)
		}
		if got, err := s.Bye(r); err != nil || got != bye {
			t.Fatalf("n=%d round %d: Bye %v, %v", n, r, got, err)
		}
		for p := 1; p <= n; p++ {
			if got, err := s.Opponent(r, p); err != nil || got != want[p] {
				t.Fatalf("n=%d round %d: Opponent(%d) %+v, %v", n, r, p, got, err)
			}
		}
	}
}

// A lookup out of range panics with a runtime.Error, as an index out of
// range does (it is one); a player meeting himself panics too.
func TestTablePanics(t *testing.T) {
	t.Parallel()
	s, _ := Double(9, true)
	for _, c := range []struct {
		name string
		f    func(*Table)
		want string
	}{
		{"round 0", func(x *Table) { x.Opponent(0, 1) }, "out of range"},
		{"round 19", func(x *Table) { x.Opponent(19, 1) }, "out of range"},
		{"player 0", func(x *Table) { x.Color(1, 0) }, "out of range"},
		{"player 10", func(x *Table) { x.Opponent(1, 10) }, "out of range"},
		{"Board player 10", func(x *Table) { x.Board(1, 10) }, "out of range"},
		{"Board round 19", func(x *Table) { x.Board(19, 1) }, "out of range"},
		{"Pairing player 10, round 18", func(x *Table) { x.Pairing(18, 10) }, "out of range"},
		{"board 5", func(x *Table) { x.Game(1, 5) }, "out of range"},
		{"board 0", func(x *Table) { x.Game(1, 0) }, "out of range"},
		{"Game round 19", func(x *Table) { x.Game(19, 1) }, "out of range"},
		{"Games round 0", func(x *Table) { x.Games(0) }, "out of range"},
		{"AppendRound round 19", func(x *Table) { x.AppendRound(nil, 19) }, "out of range"},
		{"Bye round 19", func(x *Table) { x.Bye(19) }, "out of range"},
		{"cycle 3", func(x *Table) { x.MeetingRound(3, 1, 2) }, "out of range"},
		{"cycle 0", func(x *Table) { x.MeetingRound(0, 1, 2) }, "out of range"},
		{"meeting player 10", func(x *Table) { x.MeetingRound(1, 2, 10) }, "out of range"},
		{"zero Table", func(*Table) { new(Table).Opponent(1, 1) }, "out of range"},
	} {
		func() {
			defer func() {
				e, ok := recover().(runtime.Error)
				if c.want == "" {
					return
				}
				if !ok || !strings.Contains(e.Error(), c.want) {
					t.Errorf("%s: panic %v, want %q", c.name, e, c.want)
				}
			}()
			tb, _ := s.Table()
			c.f(&tb)
		}()
	}
}

// No lookup allocates: the iterator and the append form neither.
func TestTableAllocs(t *testing.T) {
	s, _ := Double(16, true)
	tb, _ := s.Table()
	buf := make([]Game, 0, tb.Boards())
	n := testing.AllocsPerRun(100, func() {
		for r := 1; r <= tb.Rounds(); r++ {
			sink += tb.Opponent(r, 3) + tb.Board(r, 5) + int(tb.Color(r, 7)) + tb.Pairing(r, 9).Board + tb.Game(r, 2).White + tb.Bye(r)
			for g := range tb.Games(r) {
				sink += g.Black
			}
			buf = tb.AppendRound(buf[:0], r)
		}
		sink += tb.MeetingRound(2, 1, 16)
	})
	if n != 0 {
		t.Errorf("%v allocations a run", n)
	}
}

func TestMeetingHimselfPanics(t *testing.T) {
	t.Parallel()
	defer func() {
		if e := recover(); e != "berger: a player does not meet himself" {
			t.Errorf("panic %v", e)
		}
	}()
	tb, _ := NewTable(8, 1, false)
	tb.MeetingRound(1, 2, 2)
}
