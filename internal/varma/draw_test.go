package varma

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/berger"
	"github.com/toutesrondes/toutesrondes/internal/groups"
)

func TestDrawingOrder(t *testing.T) {
	t.Parallel()
	es := []Entrant{
		{Name: "Zoé", Affinity: "FRA"}, {Name: "Martin", Affinity: "PRC"}, {Name: "élodie", Affinity: "FRA"}, {Name: "Emile", Affinity: "FRA"},
		{Name: "Li", Affinity: "PRC"}, {Name: "Anna", Affinity: ""}, {Name: "Bo", Affinity: "CHN"}, {Name: "Ana", Affinity: "GER"}, {Name: "Chen", Affinity: "PRC"},
	}
	var got []string
	for _, c := range DrawingOrder(es) {
		var names []string
		for _, i := range c.Members {
			names = append(names, es[i].Name)
		}
		got = append(got, c.Affinity+":"+strings.Join(names, ","))
	}
	// FRA and PRC have three players each: FRA first ("FRA est avant PRC");
	// élodie sorts with the e's, before Emile (e-l before e-m); then the
	// single players, by code, the one without an affinity last.
	want := []string{"FRA:élodie,Emile,Zoé", "PRC:Chen,Li,Martin", "CHN:Bo", "GER:Ana", ":Anna"}
	if !slices.Equal(got, want) {
		t.Errorf("order %q, want %q", got, want)
	}
}

func entrants(sizes ...int) []Entrant {
	var es []Entrant
	for c, s := range sizes {
		for i := 0; i < s; i++ {
			es = append(es, Entrant{Name: fmt.Sprintf("P%c%d", 'a'+c, i), Affinity: fmt.Sprintf("C%02d", c)})
		}
	}
	return es
}

// checkDraw recomputes everything from the Berger table: numbers distinct
// in 1..N, envelopes respected, apart statements true.
func checkDraw(t *testing.T, es []Entrant, d *Draw) {
	t.Helper()
	n := len(es)
	seen := map[int]bool{}
	for i, x := range d.Numbers {
		if x < 1 || x > n || seen[x] {
			t.Fatalf("entrant %d has number %d", i, x)
		}
		seen[x] = true
	}
	m := n + n%2
	last := map[[2]int]int{}
	for r := m - d.Last; r < m; r++ {
		for _, g := range berger.RoundAt(m, r) {
			last[[2]int{min(g.White, g.Black), max(g.White, g.Black)}] = r
		}
	}
	kept := 0
	for _, c := range d.Order {
		apart := true
		for a, i := range c.Members {
			for _, j := range c.Members[a+1:] {
				x, y := d.Numbers[i], d.Numbers[j]
				if _, ok := last[[2]int{min(x, y), max(x, y)}]; ok {
					apart = false
				}
			}
			if c.Envelope != "" {
				env := slices.IndexFunc(d.Envelopes, func(g groups.Group) bool { return g.Name == c.Envelope })
				if env < 0 || !slices.Contains(d.Envelopes[env].Players, d.Numbers[i]) {
					t.Fatalf("%s drew %d, not in envelope %s", es[i].Name, d.Numbers[i], c.Envelope)
				}
			}
		}
		if apart != c.Apart {
			t.Fatalf("contingent %s: apart %v, the table says %v", c.Affinity, c.Apart, apart)
		}
		if len(c.Members) > 1 && apart {
			kept++
		}
	}
	if kept != d.KeptApart || d.KeptApart != d.Best {
		t.Fatalf("kept apart %d (counted %d), best %d: %s", d.KeptApart, kept, d.Best, d.Proof)
	}
}

// The 9/10 row of the documents.
var varma10 = []groups.Group{{Name: "A", Players: []int{3, 4, 8}}, {Name: "B", Players: []int{5, 7, 9}}, {Name: "C", Players: []int{1, 6}}, {Name: "D", Players: []int{2, 10}}}

func TestDrawVarmaEnvelopes(t *testing.T) {
	t.Parallel()
	es := entrants(3, 3, 2, 1) // 9 players: 10 is the bye
	d, err := RunDraw(es, varma10, 3, rand.New(rand.NewPCG(7, 7)), DrawOptions{})
	if err != nil {
		t.Fatal(err)
	}
	checkDraw(t, es, d)
	if d.Tailored || d.KeptApart != 3 || d.Multi != 3 {
		t.Errorf("tailored %v, kept %d of %d", d.Tailored, d.KeptApart, d.Multi)
	}
	for _, e := range d.Envelopes {
		if slices.Contains(e.Players, 10) {
			t.Errorf("envelope %s holds the bye's number 10", e.Name)
		}
	}
}

func TestDrawReproducible(t *testing.T) {
	t.Parallel()
	es := entrants(4, 3, 3, 2, 1, 1, 1, 1)
	a, _ := RunDraw(es, varma16(), 3, rand.New(rand.NewPCG(42, 0)), DrawOptions{})
	b, _ := RunDraw(es, varma16(), 3, rand.New(rand.NewPCG(42, 0)), DrawOptions{})
	if !slices.Equal(a.Numbers, b.Numbers) {
		t.Errorf("same seed, different draws: %v %v", a.Numbers, b.Numbers)
	}
	differ := false
	for s := uint64(1); s < 20 && !differ; s++ {
		c, _ := RunDraw(es, varma16(), 3, rand.New(rand.NewPCG(s, 0)), DrawOptions{})
		differ = !slices.Equal(a.Numbers, c.Numbers)
		checkDraw(t, es, c)
	}
	if !differ {
		t.Error("twenty seeds give one draw")
	}
}

func varma16() []groups.Group {
	return []groups.Group{{Name: "A", Players: []int{5, 6, 7, 12, 13, 14}}, {Name: "B", Players: []int{1, 2, 3, 9, 10}}, {Name: "C", Players: []int{8, 11, 15}}, {Name: "D", Players: []int{4, 16}}}
}

// Three contingents of three: 9/10 has two envelopes of three; the third
// contingent draws from the numbers left over (C and D), and the draw
// finds three of them that do not meet.
func TestDrawLeftOver(t *testing.T) {
	t.Parallel()
	es := entrants(3, 3, 3, 1)
	d, err := RunDraw(es, varma10, 3, rand.New(rand.NewPCG(1, 1)), DrawOptions{})
	if err != nil {
		t.Fatal(err)
	}
	checkDraw(t, es, d)
	if d.Tailored || d.KeptApart != 3 || d.Order[2].Envelope != "" {
		t.Errorf("tailored %v, kept %d, third envelope %q: %s", d.Tailored, d.KeptApart, d.Order[2].Envelope, d.Proof)
	}
}

// Nine players in contingents of 4, 3 and 2 with envelopes of 3, 2, 3, 2:
// the four draw from what is left and meet; groups of sizes 4, 3, 2 exist,
// so the draw uses them as envelopes.
func TestDrawTailored(t *testing.T) {
	t.Parallel()
	row, err := varmaShape(10)
	if err != nil {
		t.Fatal(err)
	}
	es := entrants(3, 2, 4)
	d, err := RunDraw(es, row, 3, rand.New(rand.NewPCG(1, 1)), DrawOptions{})
	if err != nil {
		t.Fatal(err)
	}
	checkDraw(t, es, d)
	if !d.Tailored || d.KeptApart != 3 {
		t.Errorf("tailored %v, kept %d: %s", d.Tailored, d.KeptApart, d.Proof)
	}
}

// A contingent of six among ten players cannot be kept apart (no group of
// six holds); the four others can.
func TestDrawImpossible(t *testing.T) {
	t.Parallel()
	es := entrants(6, 2, 2)
	d, err := RunDraw(es, varma10, 3, rand.New(rand.NewPCG(3, 3)), DrawOptions{})
	if err != nil {
		t.Fatal(err)
	}
	checkDraw(t, es, d)
	if d.Best != 2 || !strings.Contains(d.Proof, "no numbering keeps 3 contingents apart") {
		t.Errorf("best %d: %s", d.Best, d.Proof)
	}
}

func TestDrawBadInput(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 1))
	for _, c := range []struct {
		es   []Entrant
		row  []groups.Group
		want string
	}{
		{[]Entrant{{Name: "A", Affinity: "X"}}, varma10, "1 players: the drawing of lots serves 2 to 64"},
		{append(entrants(8), Entrant{Name: "Pa0", Affinity: "Y"}), varma10, "players 1 and 9 have the same name \"Pa0\""},
		{append(entrants(8), Entrant{Name: " ", Affinity: "Y"}), varma10, "player 9 has no name"},
		{entrants(9), varma16(), "the groups for 10 players do not hold"},
	} {
		_, err := RunDraw(c.es, c.row, 3, rng, DrawOptions{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
}

// Every size of the static range, random contingents: the draw keeps apart
// as many as it proves possible.
func TestDrawRandom(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(9, 9))
	for trial := 0; trial < 200; trial++ {
		n := 9 + rng.IntN(56)
		m := n + n%2
		g := groups.MustGraph(m, 3)
		sol, _ := g.MinGroups(0)
		_ = sol
		row, err := varmaShape(m)
		if err != nil {
			t.Fatal(err)
		}
		var sizes []int
		for left := n; left > 0; {
			s := min(left, 1+rng.IntN(max(1, n/3)))
			sizes = append(sizes, s)
			left -= s
		}
		es := entrants(sizes...)
		d, err := RunDraw(es, row, 3, rng, DrawOptions{})
		if err != nil {
			t.Fatalf("n=%d sizes %v: %v", n, sizes, err)
		}
		checkDraw(t, es, d)
	}
}

// varmaShape is a row of the computed shape, for tests.
func varmaShape(m int) ([]groups.Group, error) {
	b := (m - 5) / 2
	sets, _, err := groups.MustGraph(m, 3).GroupsOfSizes([]int{m - 5 - b, b, 3, 2}, groups.All(m), 0)
	return groups.Named(sets), err
}
