package molter

import "testing"

// 13 teams of 10 and 12: the document never prints their autonomous round
// whole (Tableaux 43a and 42a); one built to its rules keeps the contract
// after the two main rounds.
func TestBuildAutonomous13(t *testing.T) {
	s := build(t, load(t), Options{})
	for _, P := range []int{10, 12} {
		c := s.Config(13, P)
		e, ok := s.EventOf(c, 2)
		if !ok {
			t.Fatalf("13×%d: no 2-round event", P)
		}
		round, err := BuildAutonomous(e)
		if err != nil {
			t.Fatal(err)
		}
		full := &Event{Teams: 13, Players: P, Rounds: append(e.Rounds, round)}
		if ps := Contract(full); len(ps) > 0 {
			t.Errorf("13×%d: %v", P, ps)
		}
		alone := &Event{Teams: 13, Players: P, Rounds: [][]Pair{round}}
		t.Logf("13×%d: 3-round event %s, autonomous round alone %s", P, Measure(full).Grade(), Measure(alone).Grade())
	}
}
