package tiebreak

import (
	"strings"
	"testing"
)

// FuzzParseOrder: -tiebreaks never panics; an order read is made of known,
// distinct criteria and is written back as it reads.
func FuzzParseOrder(f *testing.F) {
	for _, s := range []string{"sb,wins,de", "", " ", "DE, Koya", "sb,sb", "buchholz", ",", "sb,,wins", "bpg,bwg,koya,de,wins,sb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		order, err := ParseOrder(s)
		if err != nil {
			return
		}
		seen := map[Kind]bool{}
		for _, k := range order {
			if k < SB || int(k) >= len(kindNames) || seen[k] {
				t.Fatalf("%q: %v", s, order)
			}
			seen[k] = true
		}
		again, err := ParseOrder(FormatOrder(order))
		if err != nil || len(again) != len(order) {
			t.Fatalf("%q: %v does not read back: %v %v", s, order, again, err)
		}
		for i := range again {
			if again[i] != order[i] {
				t.Fatalf("%q: %v read back as %v", s, order, again)
			}
		}
	})
}

// FuzzParseResult: a result read is written back as it was typed.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"", "1-0", "½-½", "0-1", "+/-", "-/+", "-/-", "1/2", "0.5-0.5", "1-0 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseResult(s)
		if err != nil {
			if !strings.Contains(err.Error(), "is not one of") {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		if r.String() != s {
			t.Fatalf("%q read as %v", s, r)
		}
		w, b := r.Scores()
		if w < 0 || b < 0 || w+b > 1 {
			t.Fatalf("%q scores %v %v", s, w, b)
		}
	})
}
