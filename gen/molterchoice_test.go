package main

import (
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// TestUnservedBeyond: an event's own table longer than its shape's table is
// refused where the layered event is chosen and the own table not kept
// selectable (nothing would read it); served either way, or within the
// table's rounds, it passes.
func TestUnservedBeyond(t *testing.T) {
	sh := &molter.Shape{Teams: 5, Players: 2, Event: &molter.Event{Rounds: make([][]molter.Pair, 3)}, Own: make([]*molter.Event, 4)}
	sh.Own[3] = &molter.Event{}
	cases := []struct {
		c    eventChoice
		fail bool
	}{
		{eventChoice{R: 4, def: 'L'}, true},
		{eventChoice{R: 4, def: 'S'}, false},
		{eventChoice{R: 4, def: 'L', alt: 'S'}, false},
		{eventChoice{R: 3, def: 'L'}, false},
	}
	for _, tc := range cases {
		err := unservedBeyond(sh, tc.c)
		if (err != nil) != tc.fail || err != nil && !strings.Contains(err.Error(), "the event of 4 rounds") {
			t.Errorf("%+v: %v, want an error: %v", tc.c, err, tc.fail)
		}
	}
}
