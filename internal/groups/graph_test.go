package groups

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
)

// The conflict graph must be the last n rounds of the table built by the
// rotation of 002 (a construction independent of RoundAt), pivot included.
func TestGraphMatchesRotation(t *testing.T) {
	t.Parallel()
	for m := 2; m <= MaxSize; m += 2 {
		rot := berger.Rotation(m)
		for n := 0; n < m; n++ {
			g := MustGraph(m, n)
			var want [MaxSize + 1]Set
			for r := m - n; r < m; r++ {
				for _, game := range rot[r-1] {
					want[game.White] |= Bit(game.Black)
					want[game.Black] |= Bit(game.White)
				}
			}
			for p := 1; p <= m; p++ {
				if g.Adj[p] != want[p] {
					t.Fatalf("m=%d n=%d player %d: graph %v, rotation %v", m, n, p, g.Adj[p], want[p])
				}
				if g.Adj[p].Len() != n {
					t.Fatalf("m=%d n=%d: player %d meets %d players in the last rounds, want %d", m, n, p, g.Adj[p].Len(), n)
				}
			}
		}
		g := MustGraph(m, 0)
		for x := 1; x <= m; x++ {
			for y := x + 1; y <= m; y++ {
				if r, f := g.Round(x, y), berger.MeetingRound(m, x, y); r != f {
					t.Fatalf("m=%d: %d and %d meet in round %d, the formula of 000 says %d", m, x, y, r, f)
				}
			}
		}
	}
}

func TestGraphBadSizes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		m, n int
		want string
	}{
		{11, 3, "table size 11: want an even number from 2 to 64"},
		{66, 3, "table size 66"},
		{0, 0, "table size 0"},
		{10, 10, "10 last rounds: the 10-player table has 9 rounds (want 0 to 9)"},
		{10, -1, "-1 last rounds"},
	} {
		_, err := NewGraph(c.m, c.n)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("NewGraph(%d, %d) = %v, want %q", c.m, c.n, err, c.want)
		}
	}
}

func TestSet(t *testing.T) {
	t.Parallel()
	s := SetOf(64, 1, 7)
	if got := s.String(); got != "(1,7,64)" {
		t.Errorf("String = %s", got)
	}
	if s.Len() != 3 || s.First() != 1 || !s.Has(64) || s.Has(2) || s.Has(0) || s.Has(65) {
		t.Errorf("set operations wrong on %v", s)
	}
	if All(64).Len() != 64 || All(10) != SetOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10) || Set(0).First() != 0 {
		t.Error("All or First wrong")
	}
	if GroupName(0) != "A" || GroupName(25) != "Z" || GroupName(26) != "A1" {
		t.Error("GroupName wrong")
	}
}
