package berger

import (
	"slices"
	"testing"
)

// TestRotationIn: the rotation laid in a buffer reused from size to size,
// up and down, is Rotation's.
func TestRotationIn(t *testing.T) {
	var buf []Game
	for _, m := range []int{2, 4, 10, 50, 8, 120, 6, 200, 2} {
		if got, want := RotationIn(m, &buf), Rotation(m); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("m=%d: %v, want %v", m, got, want)
		}
	}
}
