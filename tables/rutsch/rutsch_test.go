package rutsch

import (
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	build "github.com/toutesrondes/toutesrondes/internal/rutsch"
)

// The static plans are the builder's, and every size answered (static or
// computed) is a round robin with the seat colours of the builder.
func TestRutschStatic(t *testing.T) {
	t.Parallel()
	for n := build.MinPlayers; n <= StaticMax+3; n++ {
		tr, err := New(n)
		if err != nil {
			t.Fatal(err)
		}
		var plans []build.Plan
		for r := 1; r <= tr.Rounds(); r++ {
			got, err := tr.Round(r)
			if err != nil {
				t.Fatal(err)
			}
			want := build.Round(n, r)
			p := build.Plan{Bye: got.Bye}
			for i, tb := range got.Tables {
				p.Left, p.Right = append(p.Left, tb.Left), append(p.Right, tb.Right)
				g := want.Games()[i]
				if tb.Table != i+1 || tb.White() != g.White || tb.Black() != g.Black {
					t.Fatalf("n=%d round %d table %d: %+v, builder %v", n, r, i+1, tb, g)
				}
			}
			if !slices.Equal(p.Left, want.Left) || !slices.Equal(p.Right, want.Right) || p.Bye != want.Bye || got.Round != r {
				t.Fatalf("n=%d round %d: %+v, builder %+v", n, r, got, want)
			}
			plans = append(plans, p)
		}
		if err := build.Check("api", n, plans); err != nil {
			t.Fatal(err)
		}
	}
}

// A large tournament, computed: each round seats everyone once.
func TestRutschLarge(t *testing.T) {
	t.Parallel()
	tr, _ := New(1001)
	r, err := tr.Round(500)
	if err != nil {
		t.Fatal(err)
	}
	var games []berger.Game
	for _, tb := range r.Tables {
		games = append(games, berger.Game{White: tb.White(), Black: tb.Black()})
	}
	games = append(games, berger.Game{White: r.Bye, Black: 1002})
	seen := map[int]bool{}
	for _, g := range games {
		seen[g.White], seen[g.Black] = true, true
	}
	if len(seen) != 1002 || len(r.Tables) != 500 {
		t.Errorf("round 500 of 1001 seats %d players", len(seen))
	}
}

func TestRutschErrors(t *testing.T) {
	t.Parallel()
	for _, n := range []int{-1, 0, 1, MaxPlayers + 1} {
		if _, err := New(n); err == nil || !strings.Contains(err.Error(), "a Rutsch tournament needs 2 to") {
			t.Errorf("n=%d: %v", n, err)
		}
	}
	tr, _ := New(8)
	for _, r := range []int{0, 8} {
		if _, err := tr.Round(r); err == nil || !strings.Contains(err.Error(), "rounds 1 to 7") {
			t.Errorf("round %d: %v", r, err)
		}
	}
	var zero Tournament
	if _, err := zero.Round(1); err == nil {
		t.Error("zero tournament answered")
	}
}
