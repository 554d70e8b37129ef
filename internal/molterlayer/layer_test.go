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
