package molter

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// bestKnown reads ../shared/molter-best-known.tsv: per (teams, players,
// rounds) the published program's measures and its letter.
func bestKnown(t *testing.T) map[[3]int]struct {
	V      Vector
	Letter string
} {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "..", "shared", "molter-best-known.tsv"))
	if err != nil {
		if os.Getenv("TOUTESRONDES_REQUIRE_SEEDS") == "1" {
			t.Fatal(err)
		}
		t.Skip("*** ../shared/molter-best-known.tsv not found: the comparison with the best known tables did NOT run ***")
	}
	defer f.Close()
	out := map[[3]int]struct {
		V      Vector
		Letter string
	}{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fs := strings.Split(sc.Text(), "\t")
		if line == 1 {
			if len(fs) != 11 || fs[3] != "I1" || fs[10] != "grade" {
				t.Fatalf("molter-best-known.tsv:1: unexpected header %q", sc.Text())
			}
			continue
		}
		if len(fs) != 11 {
			t.Fatalf("molter-best-known.tsv:%d: %d fields, want 11", line, len(fs))
		}
		var n [10]int
		for i := range n {
			if n[i], err = strconv.Atoi(fs[i]); err != nil {
				t.Fatalf("molter-best-known.tsv:%d: field %d: %v", line, i+1, err)
			}
		}
		var v Vector
		copy(v[:], n[3:])
		out[[3]int{n[0], n[1], n[2]}] = struct {
			V      Vector
			Letter string
		}{v, fs[10]}
	}
	if len(out) != 1398 {
		t.Fatalf("molter-best-known.tsv: %d shapes, want 1398", len(out))
	}
	return out
}

// TestPublishedPointsAgree grades every table of the published list with
// PublishedPoints and gets the letter its own program gave it: the scale
// is the published one, not a reading of it.
func TestPublishedPointsAgree(t *testing.T) {
	counts := map[string]int{}
	for k, b := range bestKnown(t) {
		_, letter := PublishedPoints(k[0], k[1], k[2], b.V)
		if letter != b.Letter {
			t.Errorf("%d teams of %d, %d rounds, %v: letter %s, the published program says %s", k[0], k[1], k[2], b.V, letter, b.Letter)
		}
		counts[letter]++
	}
	// The contract's own count of its grades.
	if want := map[string]int{"A": 360, "B": 902, "C": 33, "D": 103}; !equalCounts(counts, want) {
		t.Errorf("grades %v, want %v (molter-contract.md)", counts, want)
	}
}

func equalCounts(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// parseEvent reads rounds written as "A1-B1 C2-B2 A2-C1" (white first).
func parseEvent(t *testing.T, T, P int, rounds ...string) *Event {
	t.Helper()
	e := &Event{Teams: T, Players: P}
	seat := func(s string) Seat {
		n, err := strconv.Atoi(s[1:])
		if err != nil {
			t.Fatalf("seat %q", s)
		}
		return Seat{Team: strings.IndexByte(eventLetters, s[0]), Order: n}
	}
	for _, rd := range rounds {
		var ps []Pair
		for _, b := range strings.Fields(rd) {
			w, k, _ := strings.Cut(b, "-")
			ps = append(ps, Pair{White: seat(w), Black: seat(k)})
		}
		e.Rounds = append(e.Rounds, ps)
	}
	return e
}

// The 3 teams of 2 in 2 rounds worked by hand: round 1 B1-A1, C2-B2 and
// the floater A2-C1 (C1 descends, A2 ascends), round 2 C1-B1, B2-A2 and
// A1-C2 (A1 descends, C2 ascends). Every pair of teams shares 2 boards
// (I1 0), every team meets both others in round 1 (prefix 0), A and C
// descend once and ascend once (I2 0), descents 1, 0, 1 (I3 1), one a
// team in the pair of rounds (I4 1), one board a team against each other
// in a round (I5 0), one white a team a round (S5 kept): A, 0 points, as
// the published list has it for 3 teams of 2 in 2 rounds.
const handA1, handA2 = "B1-A1 C2-B2 A2-C1", "C1-B1 B2-A2 A1-C2"

func TestPublishedHandWorked(t *testing.T) {
	e := parseEvent(t, 3, 2, handA1, handA2)
	if ps := PublishedCheck(e); len(ps) > 0 {
		t.Fatalf("valid by hand, PublishedCheck says %v", ps)
	}
	if got, want := PublishedMeasure(e), (Vector{0, 0, 0, 1, 1, 0, 0}); got != want {
		t.Errorf("measures %v, want %v", got, want)
	}
	if p, l := PublishedPoints(3, 2, 2, PublishedMeasure(e)); p != 0 || l != "A" {
		t.Errorf("grade %d %s, want 0 A", p, l)
	}
	// Round 1 alone: every team meets both others, one white each; C
	// descends and A ascends: I2 = |1| + |-1| = 2, I3 1, I4 1.
	one := parseEvent(t, 3, 2, handA1)
	if got, want := PublishedMeasure(one), (Vector{0, 0, 2, 1, 1, 0, 0}); got != want {
		t.Errorf("round 1 alone: measures %v, want %v", got, want)
	}
	// A rule only the published contract has: the drift of round 2 not
	// back to 0 (C1-B1 turned round: C1 black twice, team C no white).
	bad := parseEvent(t, 3, 2, handA1, "B1-C1 B2-A2 A1-C2")
	wantRules(t, "colours turned", PublishedCheck(bad), "S5", "C1")
}

// wantRules fails unless the problems name every rule of want.
func wantRules(t *testing.T, what string, ps []Problem, want ...string) {
	t.Helper()
	var got []string
	for _, p := range ps {
		if !slices.Contains(got, p.Check) {
			got = append(got, p.Check)
		}
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: rules %v, want %s among them", what, got, w)
		}
	}
}

// TestPublishedRules breaks each hard rule on its own, on events small
// enough to follow by hand, and checks that PublishedCheck names it.
func TestPublishedRules(t *testing.T) {
	cases := []struct {
		what  string
		e     *Event
		rules []string
	}{
		{"a board missing", parseEvent(t, 3, 2, "B1-A1 C2-B2", handA2), []string{"S1", "S2"}},
		{"a player twice", parseEvent(t, 3, 2, "B1-A1 C2-B1 A2-C1", handA2), []string{"S2"}},
		{"team-mates", parseEvent(t, 3, 2, "A2-A1 C2-B2 B1-C1", handA2), []string{"S3"}},
		{"a team met twice", parseEvent(t, 4, 2, "A1-B1 C1-D1 A2-C2 B2-D2", "B1-A1 D1-C1 C2-A2 D2-B2"), []string{"S4"}},
		{"one team only", parseEvent(t, 4, 2, "A1-B1 C1-D1 B2-A2 D2-C2"), []string{"S4b"}},
		{"a floater, even teams", parseEvent(t, 4, 2, "A1-B2 C1-D1 B1-A2 D2-C2"), []string{"S6a"}},
		{"a floater across blocks", parseEvent(t, 3, 4, "B1-A1 C2-B2 A2-C3 C1-B3 A4-B4 A3-C4"), []string{"S6b"}},
		{"a player descends twice", parseEvent(t, 3, 2, handA1, handA2, "A2-B2 C1-A1 B1-C2", "C2-A2 A1-B2 C1-B1"), []string{"S6c"}},
		{"three whites in a row", parseEvent(t, 4, 2, "A1-B1 C1-D1 A2-C2 B2-D2", "A1-C1 D1-B1 C2-B2 D2-A2", "A1-D1 B1-C1 B2-A2 C2-D2"), []string{"C2"}},
	}
	for _, c := range cases {
		wantRules(t, c.what, PublishedCheck(c.e), c.rules...)
	}
	// Every rule is exercised somewhere above or in the hand-worked test
	// (S5, C1), but C3, which needs a long event: four whites in five
	// rounds, W W B W W, ends at +3 after round 5.
	c3 := []string{"A1-B1", "A1-C1", "D1-A1", "A1-B1", "A1-C1"}
	x := &Event{Teams: 4, Players: 2}
	for _, b := range c3 {
		x.Rounds = append(x.Rounds, parseEvent(t, 4, 2, b).Rounds[0])
	}
	x.Rounds = append(x.Rounds, parseEvent(t, 4, 2, "B1-A1").Rounds[0])
	wantRules(t, "whites - blacks +3", PublishedCheck(x), "C3")
}
