package molter

import "testing"

// The example: 29a as printed makes A and E meet twice (boards 7 and
// 18); exchanging the whites of boards 7 and 9 (E2 and C2) keeps every hard
// rule and lifts the one-round event to grade A.
func TestSuggest29a(t *testing.T) {
	s := build(t, load(t), Options{})
	c := s.Config(10, 8)
	e, ok := s.EventOf(c, 1)
	if !ok {
		t.Fatal("29a: no one-round event")
	}
	if g := Measure(e).Grade(); g != "B(1,4)" {
		t.Fatalf("29a as printed: grade %s, want B(1,4)", g)
	}
	sg := Suggest(e)
	if len(sg) == 0 {
		t.Fatal("no suggestion for 29a")
	}
	x := sg[0]
	if x.BoardA != 7 || x.BoardB != 9 || x.To.Grade() != "A" || x.After[0].White != x.Before[1].White || x.After[0].Black != x.Before[0].Black {
		t.Errorf("29a: %+v", x)
	}
	c2 := &Event{Teams: e.Teams, Players: e.Players, Rounds: [][]Pair{append([]Pair(nil), e.Rounds[0]...)}}
	c2.Rounds[0][6], c2.Rounds[0][8] = x.After[0], x.After[1]
	if ps := Contract(c2); len(ps) > 0 || Measure(c2).Grade() != "A" {
		t.Errorf("29a corrected: %v, %s", ps, Measure(c2).Grade())
	}
	// A table at its best has nothing to suggest.
	if sg := Suggest(c2); len(sg) > 0 {
		t.Errorf("29a corrected: %d suggestions", len(sg))
	}
}
