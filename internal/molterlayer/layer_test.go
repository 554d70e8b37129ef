package molterlayer

import (
	"fmt"
	"slices"
	"testing"
)

// The rules and measures are held in internal/molter (TestLayered…), with
// the contract's checkers; here, what Build refuses and that it is
// deterministic (a table served at run time is the same every time).
func TestBuildShapes(t *testing.T) {
	for _, s := range [][3]int{{2, 2, 1}, {65, 2, 1}, {5, 3, 2}, {5, 18, 2}, {5, 0, 2}, {5, 4, 0}, {5, 4, 5}} {
		if _, err := Build(s[0], s[1], s[2]); err == nil {
			t.Errorf("%v: built", s)
		}
	}
	for _, s := range [][3]int{{3, 2, 2}, {64, 16, 63}, {63, 14, 61}} {
		a, err := Build(s[0], s[1], s[2])
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Build(s[0], s[1], s[2])
		for r := range a {
			if !slices.Equal(a[r], b[r]) {
				t.Fatalf("%v: round %d differs between two builds", s, r+1)
			}
			if len(a[r]) != s[0]*s[1]/2 {
				t.Fatalf("%v: round %d has %d boards", s, r+1, len(a[r]))
			}
		}
	}
}

func BenchmarkBuild(b *testing.B) {
	for _, s := range [][3]int{{64, 16, 63}, {63, 16, 62}, {30, 16, 29}, {29, 16, 28}} {
		b.Run(fmt.Sprintf("%dx%dx%d", s[0], s[1], s[2]), func(b *testing.B) {
			for b.Loop() {
				if _, err := Build(s[0], s[1], s[2]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSeries: a Series gives Build's tables (the generator serves them and
// tables/molter rebuilds them with Build at run time), every shape of up
// to 30 teams and every round count in the generator's order, and a few
// beyond; and it does skip recolourings (else it would be no use).
func TestSeries(t *testing.T) {
	if testing.Short() {
		t.Skip("every shape twice")
	}
	var s Series
	var buf []Board
	skipped := 0
	shapes := [][2]int{{64, 16}, {63, 14}, {40, 6}}
	for T := MinTeams; T <= 30; T++ {
		for P := MinPlayers; P <= MaxPlayers; P += 2 {
			shapes = append(shapes, [2]int{T, P})
		}
	}
	for _, sh := range shapes {
		T, P := sh[0], sh[1]
		for R := 1; R < T; R++ {
			want, err := Build(T, P, R)
			if err != nil {
				t.Fatal(err)
			}
			got, b, err := s.BuildIn(buf, T, P, R)
			buf = b
			if err != nil {
				t.Fatal(err)
			}
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("%d×%d, %d rounds: the series' table is not Build's", T, P, R)
			}
			skipped += s.lastSkips
		}
	}
	if skipped == 0 {
		t.Error("no recolouring skipped")
	}
	t.Logf("%d recolourings skipped", skipped)
}
