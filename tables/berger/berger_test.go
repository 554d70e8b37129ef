package berger

import (
	"errors"
	"strings"
	"testing"

	build "github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/tables"
)

// The static data and the fallback builder (used beyond the static range)
// give the same opponents and colours for every static size.
func TestStaticEqualsFallback(t *testing.T) {
	t.Parallel()
	for m := bergerMin; m <= bergerMax; m += 2 {
		data := bergerData[start(m):][:(m-1)*m]
		for r := 1; r < m; r++ {
			for p := 1; p <= m; p++ {
				v := data[(r-1)*m+p-1]
				o, black := build.Seat(m, r, p)
				if int(v>>1) != o || (v&1 == 1) != black {
					t.Fatalf("m=%d round %d player %d: static %d black %v, fallback %d black %v", m, r, p, v>>1, v&1 == 1, o, black)
				}
			}
		}
	}
}

// Across the boundary of the static range, every answer of the API agrees
// with the rotation of 002 built from scratch, and the answers agree with
// each other: Round, Game, Bye, Opponent and Meetings.
func TestAcrossTheBoundary(t *testing.T) {
	t.Parallel()
	for n := StaticMaxPlayers - 5; n <= StaticMaxPlayers+6; n++ {
		for _, c := range []struct {
			cycles int
			swap   bool
		}{{1, false}, {2, true}, {2, false}, {3, true}} {
			checkSchedule(t, n, c.cycles, c.swap)
		}
	}
	for _, n := range []int{2, 3, 4, 5, 9, 10, 1001, 10000} {
		checkSchedule(t, n, 2, true)
	}
}

func checkSchedule(t *testing.T, n, cycles int, swap bool) {
	t.Helper()
	s, err := Cycles(n, cycles, swap)
	if err != nil {
		t.Fatal(err)
	}
	m := build.Even(n)
	rot := build.Rotation(m)
	nr := m - 1
	if s.Rounds() != cycles*nr || s.Boards() != n/2 {
		t.Fatalf("n=%d: %d rounds %d boards", n, s.Rounds(), s.Boards())
	}
	met := map[[2]int]int{}
	for r := 1; r <= s.Rounds(); r++ {
		c := (r-1)/nr + 1
		base := (r-1)%nr + 1
		if swap && c < cycles && nr >= 2 && base >= nr-1 {
			base = 2*nr - 1 - base // nr-1 <-> nr
		}
		games, err := s.Round(r)
		if err != nil {
			t.Fatal(err)
		}
		bye, _ := s.Bye(r)
		want := rot[base-1]
		if n%2 == 1 {
			if b := want[0].White + want[0].Black - m; b != bye {
				t.Errorf("n=%d round %d: bye %d, want %d", n, r, bye, b)
			}
			want = want[1:]
			if p, _ := s.Opponent(r, bye); !p.Bye() || p.Color != tables.NoColor {
				t.Errorf("n=%d round %d: the bye %d gets %+v", n, r, bye, p)
			}
		} else if bye != 0 {
			t.Errorf("n=%d: bye %d", n, bye)
		}
		if len(games) != len(want) {
			t.Fatalf("n=%d round %d: %d boards, want %d", n, r, len(games), len(want))
		}
		for i, g := range games {
			w, k := want[i].White, want[i].Black
			if c%2 == 0 {
				w, k = k, w
			}
			if g.Board != i+1 || g.White != w || g.Black != k {
				t.Errorf("n=%d cycles=%d round %d: got %+v, want board %d %d-%d", n, cycles, r, g, i+1, w, k)
			}
			if g2, err := s.Game(r, g.Board); err != nil || g2 != g {
				t.Errorf("Game(%d, %d) = %+v, %v; Round has %+v", r, g.Board, g2, err, g)
			}
			pw, _ := s.Opponent(r, g.White)
			pb, _ := s.Opponent(r, g.Black)
			if pw != (Pairing{g.Black, g.Board, tables.White}) || pb != (Pairing{g.White, g.Board, tables.Black}) {
				t.Errorf("n=%d round %d: Opponent %+v %+v for %+v", n, r, pw, pb, g)
			}
			key := [2]int{min(g.White, g.Black), max(g.White, g.Black)}
			if met[key] < 3 || n < 20 { // sample Meetings on big sizes
				ms, err := s.Meetings(g.White, g.Black)
				if err != nil || len(ms) != cycles || ms[c-1] != (Meeting{c, r, g.Board, g.White, g.Black}) {
					t.Errorf("n=%d: Meetings(%d,%d) = %+v, %v; round %d has %+v", n, g.White, g.Black, ms, err, r, g)
				}
			}
			met[key]++
		}
		if n > 200 && r > 3 {
			break // the big sizes: a few rounds suffice
		}
	}
}

func TestInvalidInput(t *testing.T) {
	t.Parallel()
	for _, n := range []int{-1, 0, 1, MaxPlayers + 1} {
		_, err := New(n)
		if err == nil || !strings.Contains(err.Error(), "a round robin needs 2 to") {
			t.Errorf("New(%d): %v", n, err)
		}
		var re *tables.RangeError
		if !errors.As(err, &re) || *re != (tables.RangeError{What: "players", Got: n, Min: 2, Max: MaxPlayers}) {
			t.Errorf("New(%d): range %+v", n, re)
		}
	}
	if _, err := Cycles(10, 0, true); err == nil {
		t.Error("0 cycles accepted")
	}
	if _, err := Cycles(10, MaxCycles+1, true); err == nil {
		t.Error("too many cycles accepted")
	}
	s, _ := New(9)
	for _, r := range []int{0, 10} {
		if _, err := s.Round(r); err == nil || !strings.Contains(err.Error(), "rounds 1 to 9") {
			t.Errorf("Round(%d): %v", r, err)
		}
		if _, err := s.Bye(r); err == nil {
			t.Errorf("Bye(%d) accepted", r)
		}
	}
	if _, err := s.Game(1, 5); err == nil || !strings.Contains(err.Error(), "boards 1 to 4") {
		t.Errorf("Game(1, 5): %v", err)
	}
	if _, err := s.Opponent(1, 10); err == nil || !strings.Contains(err.Error(), "players 1 to 9") {
		t.Errorf("Opponent(1, 10): %v", err)
	}
	if _, err := s.Meetings(3, 3); err == nil {
		t.Error("Meetings(3, 3) accepted")
	}
	var zero Schedule
	if _, err := zero.Round(1); err == nil {
		t.Error("zero Schedule answered")
	}
	if _, err := zero.Meetings(1, 2); err == nil {
		t.Error("zero Schedule answered Meetings")
	}
}
