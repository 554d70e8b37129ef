package molter

import (
	"testing"

	im "github.com/toutesrondes/toutesrondes/internal/molter"
)

// TestSearchedBeyondTable: events of more rounds than a searched table's 15
// are served from the search where it found better than the layered
// construction: 17 teams of 8 over 16 rounds (every team met), stored as
// a table of its own, keeps the published rules and grades better, by the
// published contract's checker and points, than the layered event it
// replaces, built here.
func TestSearchedBeyondTable(t *testing.T) {
	c, err := NewConstructed(17, 8)
	if err != nil {
		t.Fatal(err)
	}
	if cons, _ := c.Construction(16); cons != ConstructionSearch {
		t.Fatalf("17×8, 16 rounds: served by the %s construction, want the search's", cons)
	}
	if m, _ := c.EventMethod(16); m == c.Method() || m == layeredMethod {
		t.Errorf("17×8, 16 rounds: method %q, want its own table's", m)
	}
	rounds, err := c.Event(16)
	if err != nil {
		t.Fatal(err)
	}
	x := event(t, 17, 8, rounds)
	if len(x.Rounds) != 16 {
		t.Fatalf("%d rounds, want 16", len(x.Rounds))
	}
	if ps := im.PublishedCheck(x); len(ps) > 0 {
		t.Fatalf("published rule %s: %v", ps[0].Check, ps[0])
	}
	l, err := im.Layered(17, 8, 16)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := im.PublishedPoints(17, 8, 16, im.PublishedMeasure(x))
	lp, _ := im.PublishedPoints(17, 8, 16, im.PublishedMeasure(l))
	if p >= lp {
		t.Errorf("served %d points, the layered construction %d: want fewer", p, lp)
	}
}
