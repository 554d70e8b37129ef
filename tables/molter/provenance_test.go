package molter

import "testing"

// TestConstructedProvenance holds what Provenance says of every constructed event of
// 3 to 30 teams to the boards served: the events said to be the stored
// table's first rounds are, for every length, the first rounds of the
// longest such event (the last round's colours aside: an odd length
// colours it on its own); a layered one is the layered construction's
// event of exactly that length and EventMethod says so; beyond 30 teams
// every event is layered and graded when asked.
func TestConstructedProvenance(t *testing.T) {
	counts, compared := map[string]int{}, 0
	for _, sz := range ConstructedSizes() {
		T, P := sz[0], sz[1]
		c, err := NewConstructed(T, P)
		if err != nil {
			t.Fatal(err)
		}
		var stored []int
		for k := 1; k < T; k++ {
			p, err := c.Provenance(k, "")
			if err != nil {
				t.Fatal(err)
			}
			counts[p]++
			m, _ := c.EventMethod(k)
			switch p {
			case ProvenanceStored:
				stored = append(stored, k)
			case ProvenanceLayered:
				if m != layeredMethod {
					t.Errorf("%d×%d, %d rounds: layered, method %q", T, P, k, m)
				}
			case ProvenanceOwn:
				if m == layeredMethod {
					t.Errorf("%d×%d, %d rounds: own, method %q", T, P, k, m)
				}
			default:
				t.Errorf("%d×%d, %d rounds: provenance %q", T, P, k, p)
			}
		}
		compared += max(len(stored)-1, 0)
		if len(stored) < 2 {
			continue
		}
		long, err := c.Event(stored[len(stored)-1])
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range stored[:len(stored)-1] {
			ev, err := c.Event(k)
			if err != nil {
				t.Fatal(err)
			}
			for r := range k {
				for b, g := range ev[r] {
					x := long[r][b]
					same := g.White == x.White && g.Black == x.Black
					swapped := g.White == x.Black && g.Black == x.White
					if !same && !(swapped && r == k-1 && k%2 == 1) {
						t.Fatalf("%d×%d: the stored event of %d rounds, round %d board %d: %v, the %d-round one %v", T, P, k, r+1, b+1, g, stored[len(stored)-1], x)
					}
				}
			}
		}
	}
	t.Logf("events by provenance: %v; %d stored events compared with a longer one", counts, compared)
	if compared == 0 {
		t.Error("no stored event compared")
	}
	for _, sh := range [][2]int{{31, 2}, {64, 16}} {
		c, _ := NewConstructed(sh[0], sh[1])
		if p, err := c.Provenance(1, ""); p != ProvenanceLayeredAsked || err != nil {
			t.Errorf("%v: provenance %q, %v", sh, p, err)
		}
		if ev, _ := ConstructedEvent(c, 1); ev.Origin != provenanceOrigin(ProvenanceLayeredAsked) {
			t.Errorf("%v: origin %q", sh, ev.Origin)
		}
	}
}
