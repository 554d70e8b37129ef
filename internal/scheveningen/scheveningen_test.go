package scheveningen

import (
	"slices"
	"strings"
	"testing"
)

func TestVerifyEverySize(t *testing.T) {
	t.Parallel()
	for m := 1; m <= 30; m++ {
		if err := Verify(m, m == 2); err != nil {
			t.Error(err)
		}
	}
}

// The strict rules exclude each other for m = 2 only, among the sizes an
// exhaustive search can try; where Build makes a strict table, so does the
// search, and the relaxed rules admit a table for 2.
func TestSearch(t *testing.T) {
	t.Parallel()
	for m := 1; m <= SearchMax; m++ {
		_, found := Search(m, Strict)
		if found != (m != 2) {
			t.Errorf("m=%d: strict table found: %v", m, found)
		}
	}
	if tb, ok := Search(2, Relaxed); !ok || CheckColours("", tb, Relaxed) != nil {
		t.Errorf("no relaxed table for 2: %v", tb)
	}
}

// The second cycle opens with round m-1: the plain order (round 1 first)
// would give someone one colour three times across the seam for every
// m >= 3, and opening with round m would replay round m at once.
func TestDoubleStart(t *testing.T) {
	t.Parallel()
	for m := 3; m <= 30; m++ {
		tb, _ := Build(m)
		plain := Table{M: m, Rounds: append([][]Game(nil), tb.Rounds...)}
		for _, round := range tb.Rounds {
			rev := make([]Game, m)
			for b, g := range round {
				rev[b] = Game{A: g.A, B: g.B, AWhite: !g.AWhite}
			}
			plain.Rounds = append(plain.Rounds, rev)
		}
		if err := CheckColours("plain", plain, Rules{Balance: 0, MaxRun: 2}); err == nil {
			t.Errorf("m=%d: the plain double keeps the runs", m)
		}
		d := Double(tb)
		for b := range m {
			if d.Rounds[m-1][b].B == d.Rounds[m][b].B {
				t.Errorf("m=%d: A%d meets B%d in rounds %d and %d", m, b+1, d.Rounds[m][b].B, m, m+1)
			}
		}
	}
}

func TestWhites(t *testing.T) {
	t.Parallel()
	// Odd m: ⌈m/2⌉ in round 1, then alternately; over the match, one more
	// white for A per odd round: (m+1)/2 rounds of ⌈m/2⌉.
	for m := 1; m <= 30; m++ {
		total := 0
		for r := 1; r <= m; r++ {
			total += Whites(m, r)
		}
		if want := (m*m + 1) / 2; total != want {
			t.Errorf("m=%d: %d whites over the match, want %d", m, total, want)
		}
	}
}

// Every check can fail, naming the place.
func TestChecksFail(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		m     int
		edit  func(*Table)
		rules Rules
		want  string
	}{
		{"a player twice", 5, func(t *Table) { t.Rounds[2][1].B = t.Rounds[2][0].B }, Strict, "x round 3: B3 plays twice (boards 1 and 2)"},
		{"a pair twice", 4, func(t *Table) {
			t.Rounds[1][0].B, t.Rounds[1][1].B = t.Rounds[0][0].B, t.Rounds[0][1].B
		}, Strict, "x round 2 board 1: A1 and B1 meet again"},
		{"a round missing", 6, func(t *Table) { t.Rounds = t.Rounds[:5] }, Strict, "x: 5 rounds, want 6"},
		{"outside the team", 3, func(t *Table) { t.Rounds[0][0].B = 4 }, Strict, "x round 1 board 1: A1-B4: a player outside 1..3"},
		{"team whites", 8, func(t *Table) { t.Rounds[3][4].AWhite = !t.Rounds[3][4].AWhite }, Strict, "x round 4: team A has white on 3 boards, want 4"},
		{"odd team whites", 7, func(t *Table) {
			for b := range t.Rounds[1] {
				t.Rounds[1][b].AWhite, t.Rounds[2][b].AWhite = t.Rounds[2][b].AWhite, t.Rounds[1][b].AWhite
			}
		}, Strict, "x round 2: team A has white on 4 boards, want 3"},
		{"loose team whites", 8, func(t *Table) {
			for b := range t.Rounds[0] {
				t.Rounds[0][b].AWhite = true
			}
		}, Printed, "x round 1: team A has white on 8 boards, want 4"},
		{"match whites", 2, func(t *Table) { t.Rounds[1][0].AWhite = true }, Relaxed, "x: team A has white in 3 of 4 games"},
		{"balance", 4, func(t *Table) {
			t.Rounds[0][0].AWhite, t.Rounds[0][2].AWhite = !t.Rounds[0][0].AWhite, !t.Rounds[0][2].AWhite
		}, Printed, "has white 3 and black 1 times"},
		{"run", 9, func(t *Table) {
			for r := 0; r < 3; r++ {
				t.Rounds[r][0].AWhite = true
			}
		}, Rules{Balance: 9, MaxRun: 2}, "x: A1 has the same colour 3 times in a row (rounds 1-3)"},
	}
	for _, c := range cases {
		tb, _ := Build(c.m)
		c.edit(&tb)
		err := CheckPairings("x", tb, 1)
		if err == nil {
			err = CheckColours("x", tb, c.rules)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want %q, got %v", c.name, c.want, err)
		}
	}
	if _, err := Build(0); err == nil {
		t.Error("Build(0) accepted")
	}
}

// Check and CheckDouble fail, naming the place: a table whose board b is
// not A_b's, a double replaying a round at the seam, a run across the seam.
func TestCheckDoubleFails(t *testing.T) {
	t.Parallel()
	tb, _ := Build(4)
	tb.Rounds[2][0], tb.Rounds[2][1] = tb.Rounds[2][1], tb.Rounds[2][0]
	if err := Check("x", tb, Strict); err == nil || !strings.Contains(err.Error(), "x round 3 board 1: A2-B4 is not A1's board") {
		t.Errorf("board order: %v", err)
	}
	tb, _ = Build(4)
	// The second cycle opening with round m: round 4 is played twice running.
	d := Table{M: 4, Rounds: slices.Clone(tb.Rounds)}
	for _, r := range []int{3, 0, 1, 2} {
		rev := slices.Clone(tb.Rounds[r])
		for b := range rev {
			rev[b].AWhite = !rev[b].AWhite
		}
		d.Rounds = append(d.Rounds, rev)
	}
	err := CheckDouble("d", d, Strict)
	if err == nil || !strings.Contains(err.Error(), "d rounds 4 and 5 board 1: A1 meets B4 twice running") {
		t.Errorf("seam repeat: %v", err)
	}
	// The plain order: a run of three across the seam.
	tb, _ = Build(5)
	d = Table{M: 5, Rounds: slices.Clone(tb.Rounds)}
	for _, round := range tb.Rounds {
		rev := slices.Clone(round)
		for b := range rev {
			rev[b].AWhite = !rev[b].AWhite
		}
		d.Rounds = append(d.Rounds, rev)
	}
	if err := CheckDouble("d", d, Strict); err == nil || !strings.Contains(err.Error(), "the same colour 3 times in a row (rounds") {
		t.Errorf("seam run: %v", err)
	}
	// The same colours in both meetings.
	tb, _ = Build(3)
	d = Table{M: 3, Rounds: append(slices.Clone(tb.Rounds), tb.Rounds[2], tb.Rounds[0], tb.Rounds[1])}
	if err := CheckDouble("d", d, Strict); err == nil || !strings.Contains(err.Error(), "have the same colours in both meetings") {
		t.Errorf("colours not reversed: %v", err)
	}
}

// The construction is not tied to the sizes served: it holds well beyond.
func TestBeyondTheRange(t *testing.T) {
	t.Parallel()
	for m := 31; m <= 200; m++ {
		if err := Verify(m, false); err != nil {
			t.Error(err)
		}
	}
}
