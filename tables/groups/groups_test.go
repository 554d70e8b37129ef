package groups_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/groups"
	"github.com/toutesrondes/toutesrondes/tables/internal/tablestest"
)

func TestDirectedEverySize(t *testing.T) {
	t.Parallel()
	for m := 2; m <= groups.MaxSize; m += 2 {
		for n := 0; n < m; n++ {
			d, err := groups.New(m, n)
			if err != nil {
				t.Fatal(err)
			}
			tablestest.Holds(t, fmt.Sprintf("groups %d/%d", m, n), m, n, d.Groups)
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
		if _, err := groups.New(c[0], c[1]); err == nil {
			t.Errorf("DirectedGroups(%d, %d): no error", c[0], c[1])
		}
	}
}

func TestDirectedSizes(t *testing.T) {
	t.Parallel()
	gs, err := groups.Sizes(30, 5, []int{6, 5, 5, 4, 3})
	if err != nil {
		t.Fatal(err)
	}
	tablestest.Holds(t, "30/5 sizes 6,5,5,4,3", 30, 5, gs)
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
		{10, 3, []int{6}, "no group of 6 exists", groups.ErrNoGroups},
		{10, 3, []int{6, 6}, "they need 12 players and there are 10", groups.ErrNoGroups},
		{12, 4, []int{4, 4, 4}, "an exhaustive search", groups.ErrNoGroups},
		{64, 30, []int{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, "undecided", groups.ErrUndecided},
		{10, 3, nil, "no group sizes", nil},
		{10, 3, []int{0}, "group size 0", nil},
	} {
		_, err := groups.Sizes(c.m, c.n, c.sizes)
		if err == nil || !strings.Contains(err.Error(), c.want) || (c.err != nil && !errors.Is(err, c.err)) {
			t.Errorf("%d/%d sizes %v: %v, want %q", c.m, c.n, c.sizes, err, c.want)
		}
	}
}
