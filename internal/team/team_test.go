package team

import (
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
)

// teamsMax matches the spec's team sizes (internal/spec/team.spec).
const teamsMax = 200

func TestVerifyEverySize(t *testing.T) {
	t.Parallel()
	for m := 2; m <= teamsMax; m += 2 {
		rep, err := Verify(m)
		if err != nil {
			t.Fatal(err)
		}
		// Nobody receives or travels three times in a row, whatever the order.
		for i, r := range rep.Runs {
			if r > 2 {
				t.Errorf("m=%d order %d: a run of %d", m, i, r)
			}
		}
	}
	if _, err := Verify(7); err == nil {
		t.Error("7 teams accepted as a table size")
	}
}

// The text's orders for 12 teams (003 @319-320).
func TestOrders(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		central Central
		reverse bool
		want    []int
	}{
		{CentralLast, false, []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1}},
		{CentralLast, true, []int{11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}},
		{CentralFirst, false, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}},
		{CentralFirst, true, []int{1, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2}},
		{NoCentral, false, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}},
		{NoCentral, true, []int{11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}},
	} {
		if got := Order(12, c.central, c.reverse); !slices.Equal(got, c.want) {
			t.Errorf("%v %v: %v", c.central, c.reverse, got)
		}
	}
}

func TestRuns(t *testing.T) {
	t.Parallel()
	// Two teams, one round: 1 receives.
	h := NewHomeTable(2, [][]berger.Game{{{White: 1, Black: 2}}})
	if a, b := h.Runs(1, 0, []int{1}); a != 1 || b != 0 {
		t.Errorf("runs %d %d", a, b)
	}
	if a, b := h.Runs(1, 1, []int{1}); a != 0 || b != 0 {
		t.Errorf("central: runs %d %d", a, b)
	}
}

// Every check can fail, naming what breaks.
func TestCheckFails(t *testing.T) {
	t.Parallel()
	flip := func(rounds [][]berger.Game, r, b int) {
		g := &rounds[r-1][b-1]
		g.White, g.Black = g.Black, g.White
	}
	cases := []struct {
		name string
		m    int
		edit func([][]berger.Game)
		want []string
	}{
		{"one game's colours", 8, func(rr [][]berger.Game) { flip(rr, 3, 2) },
			[]string{"x: team 1 receives 5 times and travels 2 times, want 4 and 3", "x: 3 has opposite colours in every round to [], want only its complement 7", "x: central round 1: every team even: false"}},
		{"round 1", 6, func(rr [][]berger.Game) { flip(rr, 1, 2) },
			[]string{"x: team 2 receives 2 times and travels 3 times, want 3 and 2"}},
		{"swapped opponents", 10, func(rr [][]berger.Game) { rr[0][1].Black, rr[0][2].Black = rr[0][2].Black, rr[0][1].Black },
			[]string{"x round 2 board 4: 9 and 3 already met in round 1"}},
	}
	for _, c := range cases {
		rr := berger.Rotation(c.m)
		c.edit(rr)
		_, err := Check("x", c.m, rr)
		for _, w := range c.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s: want %q, got %v", c.name, w, err)
			}
		}
	}
}

// The home-and-away double round robin: every round of the table twice,
// venues reversed in the second cycle, and no team three times at home or
// away in a row, for every size, in either order.
func TestDouble(t *testing.T) {
	for m := 2; m <= teamsMax; m += 2 {
		rounds := berger.Rotation(m)
		for _, reverse := range []bool{false, true} {
			seen := map[[2]int]int{}
			for t := 1; t <= 2*(m-1); t++ {
				r, ret := DoubleRound(m, reverse, t)
				seen[[2]int{r, map[bool]int{false: 1, true: 2}[ret]}]++
			}
			if len(seen) != 2*(m-1) {
				t.Errorf("m=%d reverse=%v: %d distinct (round, cycle), want %d", m, reverse, len(seen), 2*(m-1))
			}
			home, away := DoubleRuns(m, reverse, rounds)
			if m >= 4 && (home > 2 || away > 2) {
				t.Errorf("m=%d reverse=%v: runs of %d at home, %d away", m, reverse, home, away)
			}
		}
	}
}
