package molter

import (
	"slices"
	"testing"
)

// TestPackOwn: the own tables BuildAll packs read back (OwnEvent, EventOf,
// OwnEventIn in a buffer reused) board for board as they were built, the
// events searched stay so, and a table whose rounds are not T·P/2 boards
// is left unpacked.
func TestPackOwn(t *testing.T) {
	for _, sh := range [][3]int{{5, 2, 4}, {7, 6, 5}, {30, 16, 29}, {64, 16, 3}} {
		T, P, R := sh[0], sh[1], sh[2]
		x, err := Layered(T, P, R)
		if err != nil {
			t.Fatal(err)
		}
		s := &Shape{Teams: T, Players: P, Own: make([]*Event, T-1)}
		s.Own[R-1] = x
		s.packOwn()
		if s.Own[R-1] != nil || s.ownPacked[R-1] == nil {
			t.Fatalf("%d×%d, %d rounds: not packed", T, P, R)
		}
		var buf []Pair
		for _, got := range []*Event{s.OwnEvent(R), s.EventOf(R), s.OwnEventIn(R, &buf), s.OwnEventIn(R, &buf)} {
			if got.Teams != T || got.Players != P || !slices.EqualFunc(got.Rounds, x.Rounds, slices.Equal) {
				t.Errorf("%d×%d, %d rounds: unpacked %v, want %v", T, P, R, got.Rounds, x.Rounds)
			}
		}
		if !s.Searched(R) || s.Searched(R-1) && R-1 > len(s.Base) || s.OwnEvent(R-1) != nil && R > 1 {
			t.Errorf("%d×%d: Searched(%d) %v, Searched(%d) %v", T, P, R, s.Searched(R), R-1, s.Searched(R-1))
		}
	}
	// A round short of a board is not packed (nothing lost).
	x, _ := Layered(5, 2, 2)
	x.Rounds[1] = x.Rounds[1][:len(x.Rounds[1])-1]
	s := &Shape{Teams: 5, Players: 2, Own: []*Event{nil, x, nil, nil}}
	s.packOwn()
	var buf []Pair
	if s.Own[1] != x || s.OwnEvent(2) != x || s.OwnEventIn(2, &buf) != x {
		t.Error("a table with a short round was packed")
	}
}
