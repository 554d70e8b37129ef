package berger

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
)

// verifyMax is how far TestVerifyEverySize sweeps, far beyond the static
// range that gen checks (internal/spec/berger.spec: sizes).
const verifyMax = 1000

// TestVerifyEverySize checks every invariant for every size up to 1000: the
// rotation is a round robin, it agrees with the closed formulas and the
// Rutsch-Berger seating on every cell, and the colours are balanced.
func TestVerifyEverySize(t *testing.T) {
	t.Parallel()
	sizes := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range sizes {
				if err := VerifySize(m); err != nil {
					mu.Lock()
					t.Errorf("m=%d: %v", m, err)
					mu.Unlock()
				}
			}
		}()
	}
	limit := verifyMax
	if testing.Short() {
		limit = 200
	}
	for m := 2; m <= limit; m += 2 {
		sizes <- m
	}
	close(sizes)
	wg.Wait()
}

// The 10-player table printed in 002 (lines 15-23), typed here from the
// document as an independent reference for the rotation.
var doc002 = `1-10 2-9 3-8 4-7 5-6
10-6 7-5 8-4 9-3 1-2
2-10 3-1 4-9 5-8 6-7
10-7 8-6 9-5 1-4 2-3
3-10 4-2 5-1 6-9 7-8
10-8 9-7 1-6 2-5 3-4
4-10 5-3 6-2 7-1 8-9
10-9 1-8 2-7 3-6 4-5
5-10 6-4 7-3 8-2 9-1`

func TestRotationMatchesDocument(t *testing.T) {
	t.Parallel()
	rot := Rotation(10)
	for i, line := range strings.Split(doc002, "\n") {
		var got []string
		for _, g := range rot[i] {
			got = append(got, g.String())
		}
		if strings.Join(got, " ") != line {
			t.Errorf("round %d: rotation %v, document %s", i+1, got, line)
		}
	}
	// 002, step 1: "List: 1 2 9 3 8 4 7 5 6".
	if l := RotationList(rot[0], 10); !slices.Equal(l, []int{1, 2, 9, 3, 8, 4, 7, 5, 6}) {
		t.Errorf("step 1 list %v", l)
	}
}

// 003's general template (lines 67-71): round I is 1-2k … k-(k+1), round II
// starts 2k-(k+1) and ends 1-2, round 2k-1 starts k-2k and ends (2k-1)-1.
func TestTemplateOf003(t *testing.T) {
	t.Parallel()
	for m := 4; m <= 200; m += 2 {
		k := m / 2
		rot := Rotation(m)
		check := func(r, b int, want Game) {
			if got := rot[r-1][b-1]; got != want {
				t.Errorf("m=%d round %d board %d: %s, 003's template says %s", m, r, b, got, want)
			}
		}
		check(1, 1, Game{1, 2 * k})
		check(1, k, Game{k, k + 1})
		check(2, 1, Game{2 * k, k + 1})
		check(2, k, Game{1, 2})
		check(2*k-1, 1, Game{k, 2 * k})
		check(2*k-1, k, Game{2*k - 1, 1})
	}
}

// 003, colours (lines 280-297): the numbers 1..k have one white more than
// black; odd numbers have white against higher even numbers and lower odd
// numbers; the pivot has white against the second half.
func TestColourClaimsOf003(t *testing.T) {
	t.Parallel()
	for m := 4; m <= 100; m += 2 {
		k := m / 2
		seq := Colours(m, 0, Rotation(m))
		for p := 1; p < m; p++ {
			w := 0
			for _, c := range seq[p] {
				if c > 0 {
					w++
				}
			}
			want := k - 1 // k-1 whites and k blacks for k+1..2k-1
			if p <= k {
				want = k
			}
			if w != want {
				t.Errorf("m=%d: player %d has %d whites, want %d", m, p, w, want)
			}
		}
		for a := 1; a < m; a++ {
			for b := a + 1; b < m; b++ {
				want := b // same parity: the lower has black
				if a%2 != b%2 {
					want = a
				}
				if got := White(m, a, b); got != want {
					t.Errorf("m=%d: %d-%d white %d, want %d", m, a, b, got, want)
				}
			}
			if got := White(m, a, m); (got == m) != (a > k) {
				t.Errorf("m=%d: pivot against %d: white %d; 003: the pivot has white against the second half", m, a, got)
			}
		}
	}
}

// 003 R7 control (line 195): after the slide, 2k plays k+1 and 1 plays 2,
// the first named with white.
func TestSeatingControl(t *testing.T) {
	t.Parallel()
	for m := 4; m <= 100; m += 2 {
		games := SeatingGames(Seating(m, 2))
		if !slices.Contains(games, Game{m, m/2 + 1}) || !slices.Contains(games, Game{1, 2}) {
			t.Errorf("m=%d round 2 seating %v lacks %d-%d or 1-2", m, games, m, m/2+1)
		}
	}
}

func TestCheckMatchingsFindsFaults(t *testing.T) {
	t.Parallel()
	rot := Rotation(6)
	rot[2] = slices.Clone(rot[2])
	rot[2][1] = Game{rot[2][1].White, rot[2][2].Black} // a player twice, another missing
	err := CheckMatchings("t", 6, rot)
	if err == nil {
		t.Fatal("a broken round passed")
	}
	for _, want := range []string{"t round 3: player " + fmt.Sprint(rot[2][2].Black) + " plays twice", "does not play"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if err := CheckMatchings("t", 6, rot[:4]); err == nil || !strings.Contains(err.Error(), "4 rounds, want 5") {
		t.Errorf("missing round: %v", err)
	}
	dup := slices.Clone(Rotation(4))
	dup[2] = dup[0]
	if err := CheckMatchings("t", 4, dup); err == nil || !strings.Contains(err.Error(), "already met in round 1") {
		t.Errorf("repeated pairing: %v", err)
	}
}

func TestCheckColoursFindsFaults(t *testing.T) {
	t.Parallel()
	rounds := [][]Game{{{1, 2}}, {{1, 2}}, {{1, 2}}}
	err := CheckColours("t", 2, 0, rounds, 1, 2)
	if err == nil || !strings.Contains(err.Error(), "player 1 has white 3 and black 0 times") || !strings.Contains(err.Error(), "same colour 3 times in a row") {
		t.Errorf("got %v", err)
	}
	// Alternating colours pass; the games against the bye do not count.
	if err := CheckColours("t", 3, 0, [][]Game{{{1, 2}}, {{2, 1}}, {{1, 2}}}, 1, 1); err != nil {
		t.Errorf("alternating: %v", err)
	}
	if err := CheckColours("t", 3, 3, [][]Game{{{1, 3}}, {{1, 3}}, {{1, 2}}, {{2, 1}}}, 0, 1); err != nil {
		t.Errorf("against the bye: %v", err)
	}
}

// With the swap in every cycle but the last, nobody has three equal colours
// in a row, for every size and up to 4 cycles, except 4 players (odd n=3 is
// fine) with 3 or more cycles: 3 rounds a cycle are too few to break every
// run. Without the swap a double round robin fails for every even size >= 4.
func TestMultiCycleColours(t *testing.T) {
	t.Parallel()
	for n := 2; n <= 60; n++ {
		m := Even(n)
		bye := 0
		if n%2 == 1 {
			bye = m
		}
		for c := 1; c <= 4; c++ {
			err := CheckColours("t", m, bye, ScheduleRounds(m, c, true), -1, 2)
			exception := n == 4 && c >= 3
			if (err != nil) != exception {
				t.Errorf("n=%d cycles=%d swap: %v (exception expected: %v)", n, c, err, exception)
			}
		}
		err := CheckColours("t", m, bye, ScheduleRounds(m, 2, false), -1, 2)
		if (err != nil) != (n%2 == 0 && n >= 4) {
			t.Errorf("n=%d double without swap: %v", n, err)
		}
	}
}

func TestScheduleSlot(t *testing.T) {
	t.Parallel()
	// 10 players, 2 cycles, swap: rounds 8 and 9 of cycle 1 change places,
	// cycle 2 is in order with colours reversed.
	var got []string
	for r := 1; r <= 18; r++ {
		s := ScheduleSlot(10, 2, true, r)
		got = append(got, fmt.Sprintf("%d.%d%v", s.Cycle, s.Round, map[bool]string{true: "r", false: ""}[s.Reversed]))
	}
	want := "1.1 1.2 1.3 1.4 1.5 1.6 1.7 1.9 1.8 2.1r 2.2r 2.3r 2.4r 2.5r 2.6r 2.7r 2.8r 2.9r"
	if strings.Join(got, " ") != want {
		t.Errorf("got  %s\nwant %s", strings.Join(got, " "), want)
	}
}

func BenchmarkRotation64(b *testing.B) {
	for b.Loop() {
		Rotation(64)
	}
}

// Every cycle of a multi-cycle schedule is a round robin, and consecutive
// cycles reverse each pair's colours.
func TestCyclesAreRoundRobins(t *testing.T) {
	t.Parallel()
	for m := 2; m <= 60; m += 2 {
		const cycles = 4
		sched := ScheduleRounds(m, cycles, true)
		n := m - 1
		for c := 0; c < cycles; c++ {
			if err := CheckMatchings(fmt.Sprintf("m=%d cycle %d", m, c+1), m, sched[c*n:(c+1)*n]); err != nil {
				t.Error(err)
			}
		}
		white := map[[2]int]int{} // pair -> white in cycle 1
		for _, round := range sched[:n] {
			for _, g := range round {
				white[[2]int{min(g.White, g.Black), max(g.White, g.Black)}] = g.White
			}
		}
		for i, round := range sched[n:] {
			c := i/n + 2
			for _, g := range round {
				first := white[[2]int{min(g.White, g.Black), max(g.White, g.Black)}]
				if (first == g.White) != (c%2 == 1) {
					t.Errorf("m=%d cycle %d: %s, colours not reversed from cycle %d", m, c, g, c-1)
				}
			}
		}
	}
}
