package rutsch

import (
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// verifyMax is how far the test sweeps: well beyond the static range of
// the spec, which gen checks.
const verifyMax = 300

func TestVerifyEverySize(t *testing.T) {
	t.Parallel()
	s, err := spec.Load()
	if err != nil {
		t.Fatal(err)
	}
	if verifyMax < s.Rutsch.MaxSize {
		t.Fatalf("the sweep stops at %d, below the static range's %d", verifyMax, s.Rutsch.MaxSize)
	}
	for n := MinPlayers; n <= verifyMax; n++ {
		if err := Verify(n); err != nil {
			t.Fatal(err)
		}
	}
}

// seat is a place at the row of tables, for the reference below.
type seat struct {
	left  bool
	table int // 0 for the bye seat
}

// slide is the reference: 003's description read geometrically, with no
// ring arithmetic. The players move down the left seats, along the bottom
// (through the bye seat for odd n), up the right seats and across the top;
// for even n the pivot keeps table 1 and changes side, and the player at
// table 1 goes down to left 2, the player at right 2 up to table 1.
func slide(n int) [][]seat {
	k := n / 2
	pos := make([]seat, n+1)
	// Round 1: player 1 on the first place, the others following the slide.
	if n%2 == 1 {
		pos[1] = seat{table: 0}
		for t := k; t >= 1; t-- {
			pos[k-t+2] = seat{left: false, table: t}
		}
		for t := 1; t <= k; t++ {
			pos[k+1+t] = seat{left: true, table: t}
		}
	} else {
		for t := 1; t <= k; t++ {
			pos[t] = seat{left: true, table: t}
		}
		for t := k; t >= 2; t-- {
			pos[k+(k-t)+1] = seat{left: false, table: t}
		}
		pos[n] = seat{left: false, table: 1}
	}
	out := [][]seat{slices.Clone(pos)}
	for r := 2; r <= Rounds(n); r++ {
		next := make([]seat, n+1)
		for p := 1; p <= n; p++ {
			s := pos[p]
			var to seat
			switch {
			case n%2 == 1 && s.table == 0: // the bye seat, then up the right
				to = seat{left: false, table: k}
			case n%2 == 1 && s.left && s.table == k: // bottom of the left column
				to = seat{table: 0}
			case n%2 == 1 && !s.left && s.table == 1: // across the top
				to = seat{left: true, table: 1}
			case n%2 == 0 && p == n: // the pivot changes side
				to = seat{left: !s.left, table: 1}
			case n%2 == 0 && s.table == 1: // opposite the pivot: down to left 2
				to = seat{left: true, table: 2}
			case n%2 == 0 && !s.left && s.table == 2: // up into the seat the pivot leaves
				to = seat{left: pos[n].left, table: 1}
			case n%2 == 0 && s.left && s.table == k: // along the bottom
				to = seat{left: false, table: k}
			case s.left:
				to = seat{left: true, table: s.table + 1}
			default:
				to = seat{left: false, table: s.table - 1}
			}
			next[p] = to
		}
		pos = next
		out = append(out, slices.Clone(pos))
	}
	return out
}

func TestAgainstGeometricSlide(t *testing.T) {
	t.Parallel()
	for n := MinPlayers; n <= 65; n++ {
		ref := slide(n)
		for r := 1; r <= Rounds(n); r++ {
			p := Round(n, r)
			for pl := 1; pl <= n; pl++ {
				s := ref[r-1][pl]
				var got int
				switch {
				case s.table == 0:
					got = p.Bye
				case s.left:
					got = p.Left[s.table-1]
				default:
					got = p.Right[s.table-1]
				}
				if got != pl {
					t.Fatalf("n=%d round %d: the slide puts %d at %+v, Round has %d (plan %+v)", n, r, pl, s, got, p)
				}
			}
		}
	}
}

// 003's statements: for odd N the places of E, C and G (players 5, 3, 7)
// in round 1 are white; the player at the bottom of a column is exempt.
func TestSevenPlayers(t *testing.T) {
	t.Parallel()
	p := Round(7, 1)
	g := p.Games()
	whites := []int{g[0].White, g[1].White, g[2].White}
	if !slices.Equal(whites, []int{5, 3, 7}) || p.Bye != 1 {
		t.Errorf("round 1: %v, bye %d", g, p.Bye)
	}
}

// The seat colours are the only sensible reading for even N: with white on
// every left seat, players get long runs of one colour.
func TestLeftSeatsWouldFail(t *testing.T) {
	t.Parallel()
	n := 8
	var rounds [][]berger.Game
	for r := 1; r <= Rounds(n); r++ {
		p := Round(n, r)
		var g []berger.Game
		for i := range p.Left {
			g = append(g, berger.Game{White: p.Left[i], Black: p.Right[i]})
		}
		rounds = append(rounds, g)
	}
	err := berger.CheckColours("left", n, 0, rounds, 1, 2)
	if err == nil || !strings.Contains(err.Error(), "times in a row") {
		t.Errorf("white on the left everywhere: %v", err)
	}
}

// Every check can fail, with a message naming the place.
func TestCheckFails(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		n    int
		edit func([]Plan)
		want string
	}{
		{"swap two players in a round", 8, func(p []Plan) { p[2].Left[1], p[2].Left[2] = p[2].Left[2], p[2].Left[1] }, "x round 6 board 3: 5 and 1 already met in round 3"},
		{"a player twice", 7, func(p []Plan) { p[0].Left[0] = p[0].Left[1] }, "x round 1: player 6 plays twice"},
		{"pivot moves", 6, func(p []Plan) { p[1].Left[0], p[1].Left[1] = p[1].Left[1], p[1].Left[0] }, "x round 2: the pivot 6 is not at table 1"},
		{"no bye", 5, func(p []Plan) { p[3].Bye = 0 }, "x round 4: exempt player 0 with 5 players"},
		{"a round missing", 9, nil, "x: 8 rounds, want 9"},
		{"seats missing", 4, func(p []Plan) { p[0].Left = p[0].Left[:1] }, "x round 1: 1+2 seats at the tables, want 2+2"},
	}
	for _, c := range cases {
		p := Plans(c.n)
		if c.edit != nil {
			c.edit(p)
		} else {
			p = p[:len(p)-1]
		}
		err := Check("x", c.n, p)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want %q, got %v", c.name, c.want, err)
		}
	}
	if err := Verify(1); err == nil {
		t.Error("one player accepted")
	}
}
