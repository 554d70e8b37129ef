package varma_test

import (
	crand "crypto/rand"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/tables/internal/tablestest"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

func TestVarmaEverySize(t *testing.T) {
	t.Parallel()
	for n := varma.MinPlayers; n <= varma.MaxPlayers; n++ {
		v, err := varma.New(n)
		if err != nil {
			t.Fatal(err)
		}
		tablestest.Holds(t, fmt.Sprintf("varma %d (%s)", n, v.Source), n, varma.Last, v.Groups)
		if len(v.Groups) != 4 {
			t.Errorf("varma %d: %d groups", n, len(v.Groups))
		}
	}
	for _, n := range []int{8, 65, 0} {
		if _, err := varma.New(n); err == nil || !strings.Contains(err.Error(), "the Varma tables serve 9 to 64") {
			t.Errorf("Varma(%d): %v", n, err)
		}
	}
}

// The rows served for 10..24 players are those printed, where they hold.
func TestVarmaDocumentRows(t *testing.T) {
	t.Parallel()
	doc := map[int]string{
		10: "(3,4,8) (5,7,9) (1,6) (2,10)",
		12: "(4,5,9,10) (1,2,6,7) (3,11) (8,12)",       // 000; FIDE's fails
		14: "(4,5,6,11,12) (1,2,8,9) (7,10,13) (3,14)", // FIDE; 000 prints 3 twice
		16: "(5,6,7,12,13,14) (1,2,3,9,10) (8,11,15) (4,16)",
		18: "(5,6,7,8,14,15,16) (1,2,3,10,11,12) (9,13,17) (4,18)",
		20: "(6,7,8,9,15,16,17,18) (1,2,3,11,12,13,14) (5,10,19) (4,20)",
		22: "(6,7,8,9,10,17,18,19,20) (1,2,3,4,12,13,14,15) (11,16,21) (5,22)",
		24: "(6,7,8,9,10,11,19,20,21,22) (1,2,3,4,13,14,15,16,17) (12,18,23) (5,24)",
	}
	for m, want := range doc {
		v, _ := varma.New(m)
		var got []string
		for _, g := range v.Groups {
			got = append(got, "("+strings.Trim(strings.ReplaceAll(fmt.Sprint(g.Players), " ", ","), "[]")+")")
		}
		if s := strings.Join(got, " "); s != want {
			t.Errorf("varma %d: %s, printed %s", m, s, want)
		}
	}
}

func TestVarmaDraw(t *testing.T) {
	t.Parallel()
	var es []varma.Entrant
	for i := 0; i < 21; i++ {
		es = append(es, varma.Entrant{Name: fmt.Sprintf("Player %02d", i), Affinity: []string{"FRA", "GER", "ENG", "NED", ""}[i%5]})
	}
	a, err := varma.Draw(es, varma.SeededRand(7))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := varma.Draw(es, varma.SeededRand(7))
	var seed [32]byte
	crand.Read(seed[:])
	c, _ := varma.Draw(es, rand.New(rand.NewChaCha8(seed)))
	if _, err := varma.Draw(es, nil); err == nil {
		t.Error("a draw without a random source")
	}
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Error("the same seed gives two draws")
	}
	pairs := tablestest.LastPairs(t, 21, varma.Last)
	for _, d := range []varma.DrawResult{a, c} {
		num := map[string]int{}
		seen := map[int]bool{}
		for _, p := range d.Draw {
			if p.Number < 1 || p.Number > 21 || seen[p.Number] {
				t.Fatalf("%s drew %d", p.Name, p.Number)
			}
			seen[p.Number], num[p.Name] = true, p.Number
		}
		for _, ct := range d.Contingents {
			apart := true
			for i, x := range ct.Players {
				for _, y := range ct.Players[i+1:] {
					if _, ok := pairs[[2]int{min(num[x], num[y]), max(num[x], num[y])}]; ok {
						apart = false
					}
				}
			}
			if apart != ct.Apart {
				t.Errorf("contingent %s: apart %v, the table says %v", ct.Affinity, ct.Apart, apart)
			}
		}
		if d.KeptApart != d.Best || d.Multi != 4 {
			t.Errorf("kept %d of %d, best %d", d.KeptApart, d.Multi, d.Best)
		}
	}
	if _, err := varma.Draw(es[:8], nil); err == nil {
		t.Error("8 players: no error")
	}
}
