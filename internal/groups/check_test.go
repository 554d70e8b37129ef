package groups

import (
	"strings"
	"testing"
)

// The 19/20 groups of the instructions of 000/001 and FIDE C.05 Annex 2.
var varma20 = []Group{
	{"A", []int{6, 7, 8, 9, 15, 16, 17, 18}},
	{"B", []int{1, 2, 3, 11, 12, 13, 14}},
	{"C", []int{5, 10, 19}},
	{"D", []int{4, 20}},
}

func TestCheckHolds(t *testing.T) {
	t.Parallel()
	if ps := MustGraph(20, 3).Check(varma20); len(ps) != 0 {
		t.Errorf("19/20 fails: %s", Problems(ps))
	}
}

// Every check must be able to fail, with a message that names the culprit.
func TestCheckFails(t *testing.T) {
	t.Parallel()
	g := MustGraph(14, 3)
	for _, c := range []struct {
		name   string
		groups []Group
		want   []string
	}{
		{"13/14 as printed in 000", []Group{{"A", []int{4, 5, 6, 11, 12}}, {"B", []int{1, 2, 3, 8, 9}}, {"C", []int{7, 10, 13}}, {"D", []int{3, 14}}},
			[]string{"group B: 3 and 9 meet in round 11, one of the last rounds 11..13", "3 is in group B and in group D"}},
		{"missing and outside", []Group{{"A", []int{4, 5, 6, 11, 12}}, {"B", []int{1, 2, 8, 9, 15}}, {"C", []int{7, 10, 13}}, {"D", []int{14}}},
			[]string{"group B: 15 is not a number of the table", "3 is in no group"}},
		{"twice in one group, empty group", []Group{{"A", []int{4, 5, 6, 11, 12, 12}}, {"B", []int{1, 2, 8, 9}}, {"C", []int{7, 10, 13}}, {"D", []int{3, 14}}, {"E", nil}},
			[]string{"group A: 12 is printed twice", "group E is empty"}},
		{"pivot", []Group{{"A", []int{4, 5, 6, 11, 12}}, {"B", []int{1, 2, 8, 9}}, {"C", []int{7, 10, 13, 14}}, {"D", []int{3}}},
			[]string{"group C: 7 and 14 meet in round 13, one of the last rounds 11..13"}},
	} {
		got := Problems(g.Check(c.groups))
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: got %q, want %q", c.name, got, w)
			}
		}
	}
}

// The two rules of 003 say exactly what the table says, for every size and n.
func TestRules(t *testing.T) {
	t.Parallel()
	for m := 2; m <= MaxSize; m += 2 {
		for n := 0; n < m; n++ {
			if err := MustGraph(m, n).CheckRules(); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The example of 003: 2k = 16, n = 6: 2 ≤ x+y ≤ 10 and 17 ≤ x+y ≤ 25.
	for s := 2; s <= 31; s++ {
		want := (s >= 2 && s <= 10) || (s >= 17 && s <= 25)
		x := s / 2
		if x == s-x {
			x-- // two different players
		}
		if x < 1 || s-x > 15 {
			continue
		}
		if got := RuleAllows(16, 6, x, s-x); got != want {
			t.Errorf("16/6: %d+%d: rules say %v, the text %v", x, s-x, got, want)
		}
	}
	// A table that disagrees with the rules is caught.
	g := MustGraph(16, 6)
	g.Adj[1] |= Bit(2)
	if err := g.CheckRules(); err == nil || !strings.Contains(err.Error(), "1 and 2 meet in round 2: the rules say apart") {
		t.Errorf("tampered table: %v", err)
	}
}
