package tables_test

import (
	crand "crypto/rand"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables"
)

// lastPairs reads the pairs of the last n rounds off the Berger schedule of
// package tables (its own static data, not the solver's graph).
func lastPairs(t *testing.T, players, n int) map[[2]int]int {
	t.Helper()
	s, err := tables.Berger(players)
	if err != nil {
		t.Fatal(err)
	}
	out := map[[2]int]int{}
	for r := s.Rounds() - n + 1; r <= s.Rounds(); r++ {
		games, err := s.Round(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			out[[2]int{min(g.White, g.Black), max(g.White, g.Black)}] = r
		}
	}
	return out
}

// holds fails unless the groups partition 1..players and no two members of
// a group meet in the last n rounds.
func holds(t *testing.T, what string, players, n int, groups []tables.VarmaGroup) {
	t.Helper()
	pairs := lastPairs(t, players, n)
	var all []int
	for _, g := range groups {
		all = append(all, g.Players...)
		for i, x := range g.Players {
			for _, y := range g.Players[i+1:] {
				if r, ok := pairs[[2]int{min(x, y), max(x, y)}]; ok {
					t.Fatalf("%s: group %s: %d and %d meet in round %d", what, g.Name, x, y, r)
				}
			}
		}
	}
	slices.Sort(all)
	for i, x := range all {
		if x != i+1 {
			t.Fatalf("%s: the groups hold %v, not 1..%d", what, all, players)
		}
	}
	if len(all) != players {
		t.Fatalf("%s: %d numbers, want %d", what, len(all), players)
	}
}

func TestVarmaEverySize(t *testing.T) {
	for n := tables.VarmaMinPlayers; n <= tables.VarmaMaxPlayers; n++ {
		v, err := tables.Varma(n)
		if err != nil {
			t.Fatal(err)
		}
		holds(t, fmt.Sprintf("varma %d (%s)", n, v.Source), n, tables.VarmaLast, v.Groups)
		if len(v.Groups) != 4 {
			t.Errorf("varma %d: %d groups", n, len(v.Groups))
		}
	}
	for _, n := range []int{8, 65, 0} {
		if _, err := tables.Varma(n); err == nil || !strings.Contains(err.Error(), "the Varma tables serve 9 to 64") {
			t.Errorf("Varma(%d): %v", n, err)
		}
	}
}

// The rows served for 10..24 players are those printed, where they hold.
func TestVarmaDocumentRows(t *testing.T) {
	doc := map[int]string{
		10: "(3,4,8) (5,7,9) (1,6) (2,10)",
		12: "(4,5,9,10) (1,2,6,7) (3,11) (8,12)",       // 000; FIDE's fails
		14: "(4,5,6,11,12) (1,2,8,9) (7,10,13) (3,14)", // FIDE; 000 prints 3 twice
		16: "(5,6,7,12,13,14) (1,2,3,9,10) (8,11,15) (4,16)",
		18: "(5,6,7,8,14,15,16) (1,2,3,10,11,12) (9,13,17) (4,18)",
		20: "(6,7,8,9,15,16,17,18) (1,2,3,11,12,13,14) (5,10,19) (4,20)",
		22: "(6,7,8,9,10,17,18,19,20) (1,2,3,4,12,13,14,15) (11,16,21) (5,22)",
		24: "(6,7,8,9,10,11,19,20,21,22) (1,2,3,4,13,14,15,16,17) (12,18,23) (5,24)",
	}
	for m, want := range doc {
		v, _ := tables.Varma(m)
		var got []string
		for _, g := range v.Groups {
			got = append(got, "("+strings.Trim(strings.ReplaceAll(fmt.Sprint(g.Players), " ", ","), "[]")+")")
		}
		if s := strings.Join(got, " "); s != want {
			t.Errorf("varma %d: %s, printed %s", m, s, want)
		}
	}
}

func TestDirectedEverySize(t *testing.T) {
	for m := 2; m <= tables.DirectedMaxSize; m += 2 {
		for n := 0; n < m; n++ {
			d, err := tables.DirectedGroups(m, n)
			if err != nil {
				t.Fatal(err)
			}
			holds(t, fmt.Sprintf("groups %d/%d", m, n), m, n, d.Groups)
			want := (n+1)/2 + 1
			switch {
			case n == 0:
				want = 1
			case n == m-1:
				want = m
			}
			if len(d.Groups) != want || d.Proof == "" {
				t.Errorf("groups %d/%d: %d groups (%s), want %d", m, n, len(d.Groups), d.Proof, want)
			}
		}
	}
	for _, c := range [][2]int{{15, 3}, {66, 3}, {0, 0}, {16, 16}, {16, -1}} {
		if _, err := tables.DirectedGroups(c[0], c[1]); err == nil {
			t.Errorf("DirectedGroups(%d, %d): no error", c[0], c[1])
		}
	}
}

func TestDirectedSizes(t *testing.T) {
	gs, err := tables.DirectedSizes(30, 5, []int{6, 5, 5, 4, 3})
	if err != nil {
		t.Fatal(err)
	}
	holds(t, "30/5 sizes 6,5,5,4,3", 30, 5, gs)
	for i, s := range []int{6, 5, 5, 4, 3} {
		if len(gs[i].Players) != s {
			t.Errorf("group %s has %d players, want %d", gs[i].Name, len(gs[i].Players), s)
		}
	}
	for _, c := range []struct {
		m, n  int
		sizes []int
		want  string
		err   error
	}{
		{10, 3, []int{6}, "no group of 6 exists", tables.ErrNoGroups},
		{10, 3, []int{6, 6}, "they need 12 players and there are 10", tables.ErrNoGroups},
		{12, 4, []int{4, 4, 4}, "an exhaustive search", tables.ErrNoGroups},
		{64, 30, []int{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, "undecided", tables.ErrUndecided},
		{10, 3, nil, "no group sizes", nil},
		{10, 3, []int{0}, "group size 0", nil},
	} {
		_, err := tables.DirectedSizes(c.m, c.n, c.sizes)
		if err == nil || !strings.Contains(err.Error(), c.want) || (c.err != nil && !errors.Is(err, c.err)) {
			t.Errorf("%d/%d sizes %v: %v, want %q", c.m, c.n, c.sizes, err, c.want)
		}
	}
}

func TestVarmaDraw(t *testing.T) {
	var es []tables.Entrant
	for i := 0; i < 21; i++ {
		es = append(es, tables.Entrant{Name: fmt.Sprintf("Player %02d", i), Affinity: []string{"FRA", "GER", "ENG", "NED", ""}[i%5]})
	}
	a, err := tables.VarmaDraw(es, tables.SeededRand(7))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := tables.VarmaDraw(es, tables.SeededRand(7))
	var seed [32]byte
	crand.Read(seed[:])
	c, _ := tables.VarmaDraw(es, rand.New(rand.NewChaCha8(seed)))
	if _, err := tables.VarmaDraw(es, nil); err == nil {
		t.Error("a draw without a random source")
	}
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Error("the same seed gives two draws")
	}
	pairs := lastPairs(t, 21, tables.VarmaLast)
	for _, d := range []tables.VarmaDrawResult{a, c} {
		num := map[string]int{}
		seen := map[int]bool{}
		for _, p := range d.Draw {
			if p.Number < 1 || p.Number > 21 || seen[p.Number] {
				t.Fatalf("%s drew %d", p.Name, p.Number)
			}
			seen[p.Number], num[p.Name] = true, p.Number
		}
		for _, ct := range d.Contingents {
			apart := true
			for i, x := range ct.Players {
				for _, y := range ct.Players[i+1:] {
					if _, ok := pairs[[2]int{min(num[x], num[y]), max(num[x], num[y])}]; ok {
						apart = false
					}
				}
			}
			if apart != ct.Apart {
				t.Errorf("contingent %s: apart %v, the table says %v", ct.Affinity, ct.Apart, apart)
			}
		}
		if d.KeptApart != d.Best || d.Multi != 4 {
			t.Errorf("kept %d of %d, best %d", d.KeptApart, d.Multi, d.Best)
		}
	}
	if _, err := tables.VarmaDraw(es[:8], nil); err == nil {
		t.Error("8 players: no error")
	}
}
