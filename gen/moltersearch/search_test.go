package main

import (
	"os"
	"testing"
	"testing/fstest"

	"github.com/toutesrondes/toutesrondes/internal/molter"
	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// TestPairModel: the pseudo-Boolean model of 7 teams of 2 in 3 rounds
// finds the arithmetic best on every measure of the pairings: every pair
// of teams meets once (I1 0, prefix 0), the three floaters form a cycle
// (I2 0), one descent a team at most (I3 1, I4 1), a team's boards of a
// round against two teams (I5 0); the colours of the solver then keep
// every published rule. The construction's table has I2 6 there (three
// teams descend, three others ascend): the renamings of one circle cannot
// do better, a table of any matchings can.
func TestPairModel(t *testing.T) {
	rc, ok := pairSAT(7, 2, 3, idealVector(7, 2, 3), false)
	if !ok {
		t.Fatal("no pairings for 7 teams of 2 in 3 rounds at the arithmetic best")
	}
	games, err := rc.Games()
	if err != nil {
		t.Fatal(err)
	}
	cs, ok := colour(7, 2, games, false)
	if !ok {
		t.Fatal("no colours by the published rules")
	}
	rc.Colours = padBits(cs)
	e, err := rc.Build()
	if err != nil {
		t.Fatal(err)
	}
	if ps := molter.PublishedCheck(e); len(ps) > 0 {
		t.Fatalf("published rule %s: %v", ps[0].Check, ps[0])
	}
	v := molter.PublishedMeasure(e)
	if [6]int(v[:6]) != [6]int{0, 0, 0, 1, 1, 0} {
		t.Errorf("measures %v, want the arithmetic best 0 0 0 1 1 0", v)
	}
}

// TestColourExact: the solver colours the construction's pairings of 8
// teams of 2 in 3 rounds with every team white on exactly one board a
// round, which the construction's cycles cannot (S5 relaxed there).
func TestColourExact(t *testing.T) {
	base, err := molter.ConstructRecipe(8, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := base.Build()
	sh := &molter.Shape{Teams: 8, Players: 2, Event: e}
	if v := molter.PublishedMeasure(sh.TableEvent(3)); v[molter.VS5] != 1 {
		t.Skipf("the construction is exact already: %v", v)
	}
	plain := *base
	plain.Flips = nil
	games, _ := plain.Games()
	cs, ok := colour(8, 2, games, true)
	if !ok {
		t.Fatal("no exact colours")
	}
	plain.Colours = padBits(cs)
	x, err := plain.Build()
	if err != nil {
		t.Fatal(err)
	}
	if ps := molter.PublishedCheck(x); len(ps) > 0 {
		t.Fatalf("published rule %s: %v", ps[0].Check, ps[0])
	}
	if v := molter.PublishedMeasure(x); v[molter.VS5] != 0 {
		t.Errorf("measures %v, want S5 exact", v)
	}
}

// TestRecipeText: a recipe of each form written by the tool is read back by
// the spec's loader and molter.RecipeOf to the same table.
func TestRecipeText(t *testing.T) {
	free, ok := pairSAT(7, 2, 3, idealVector(7, 2, 3), false)
	if !ok {
		t.Fatal("no pairings for 7 teams of 2 in 3 rounds")
	}
	games, _ := free.Games()
	cs, ok := colour(7, 2, games, false)
	if !ok {
		t.Fatal("no colours")
	}
	free.Colours = padBits(cs)
	base, _ := molter.ConstructRecipe(7, 4, 6)
	for _, rc := range []*molter.Recipe{free, base} {
		e, err := rc.Build()
		if err != nil {
			t.Fatal(err)
		}
		text := molter.RecipeBlock(rc, molter.Sum(e), []string{"1 A,0,0,0,0,0,0,0,0"})
		sp, err := spec.LoadFS(fstest.MapFS{"molter_recipes.spec": {Data: []byte(text)}}, ".")
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		back, err := molter.RecipeOf(sp.MolterRecipes[0])
		if err != nil {
			t.Fatal(err)
		}
		x, err := back.Build()
		if err != nil {
			t.Fatal(err)
		}
		if molter.Sum(x) != molter.Sum(e) {
			t.Errorf("%s: read back as another table", text)
		}
	}
}

// TestFreeColourable: the pairing model's matchings for 17 teams of 8 in 2
// rounds meet every team once (prefix 0) but bind a team's players to one
// colour, so no colouring keeps the published balance; annealed with the
// colour deficit counted, they are coloured by periods within every
// published rule and still meet every team once.
func TestFreeColourable(t *testing.T) {
	if testing.Short() {
		t.Skip("an annealing of seconds")
	}
	goal := molter.Vector{0, 0, 0, 1, 1, 0, 1}
	rc, ok := pairSAT(17, 8, 2, goal, false)
	if !ok {
		t.Fatal("no pairings for 17 teams of 8 in 2 rounds")
	}
	games, err := rc.Games()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := colour(17, 8, games, false); ok {
		t.Skip("the model's pairings colour as they are: nothing to mend")
	}
	loose := goal
	loose[molter.VI2] = 2 // a floater's direction may give way to the colours
	fc, _ := molter.AnnealFreeColourable(rc, loose, 600000, 1)
	games, err = fc.Games()
	if err != nil {
		t.Fatal(err)
	}
	if d := molter.ColourDeficit(17, 8, games); d != 0 {
		t.Fatalf("colour deficit %d after the annealing", d)
	}
	fc.Colours = padBits(molter.PeriodColours(17, 8, games))
	e, err := fc.Build()
	if err != nil {
		t.Fatal(err)
	}
	if ps := molter.PublishedCheck(e); len(ps) > 0 {
		t.Fatalf("published rule %s: %v", ps[0].Check, ps[0])
	}
	if v := molter.PublishedMeasure(e); v[molter.VI1] != 0 || v[molter.VPrefix] != 0 {
		t.Errorf("measures %v: want every team met once (I1 0, prefix 0)", v)
	}
}

// TestPairColourModel: the model of pairings and colours at once gives,
// for small shapes at the arithmetic best (on one circle: I1 and prefix
// alone, every team may float unevenly), tables that keep every rule of
// both contracts with each measure within its goal; on one circle, each
// level's boards are one circle round's (a + b ≡ 2c, c the team left
// out). The plain form cannot reach 7 teams of 2 in 3 rounds at the
// arithmetic best: each pair of teams must meet once, by the circle round
// c of their middle or by a cross; a team floating once has an odd
// number of floats and breaks I2 0, so no circle round is played and
// every meeting would be a cross.
func TestPairColourModel(t *testing.T) {
	for _, c := range []struct {
		T, P, R int
		plain   bool
	}{{7, 2, 3, false}, {7, 4, 4, false}, {9, 4, 5, false}, {9, 2, 4, true}, {11, 4, 4, true}} {
		goal := idealVector(c.T, c.P, c.R)
		if c.plain {
			goal = molter.Vector{goal[molter.VI1], 0, c.T, c.T, c.T, c.T, 1}
		}
		rc, cs, ok := pairColourSAT(c.T, c.P, c.R, goal, c.plain, true, nil, nil)
		if !ok {
			t.Errorf("%d×%d in %d rounds (plain %v): no table at %v", c.T, c.P, c.R, c.plain, goal)
			continue
		}
		rc.Colours = padBits(cs)
		e, err := rc.Build()
		if err != nil {
			t.Fatal(err)
		}
		if ps := molter.PublishedCheck(e); len(ps) > 0 {
			t.Errorf("%d×%d in %d rounds: published rule %s: %v", c.T, c.P, c.R, ps[0].Check, ps[0])
		}
		if ps := molter.ContractOwn(e); len(ps) > 0 {
			t.Errorf("%d×%d in %d rounds: the project's rule %v", c.T, c.P, c.R, ps[0])
		}
		v := molter.PublishedMeasure(e)
		for i := range v {
			if v[i] > goal[i] {
				t.Errorf("%d×%d in %d rounds: measures %v, want each within %v", c.T, c.P, c.R, v, goal)
				break
			}
		}
		if !c.plain {
			continue
		}
		for r, rd := range rc.Pairs {
			for l, seq := range rd {
				left := seq[c.T-1]
				for i := 0; i+1 < c.T-1; i += 2 {
					if (seq[i]+seq[i+1]-2*left)%c.T != 0 {
						t.Errorf("%d×%d round %d level %d: %d–%d is not circle round %d's", c.T, c.P, r+1, l+1, seq[i], seq[i+1], left)
					}
				}
			}
		}
	}
	if _, _, ok := pairColourSAT(7, 2, 3, idealVector(7, 2, 3), true, true, nil, nil); ok {
		t.Error("7×2 in 3 rounds on one circle at the arithmetic best: found, want none")
	}
}

// TestPairModelExact: the model's measures are the measures' exact
// bounds. Every rule and colour of a table fixed, the model is solvable
// with that table's own measures as the target, and not with I1, I2 or I3
// one lower than the table's: a table within the target is a solution,
// and one beyond it is not. (A one-sided window once refused tables
// whose boards against each team were the mean ± 1.)
func TestPairModelExact(t *testing.T) {
	data, err := os.ReadFile("../../internal/spec/molter_recipes.spec")
	if err != nil {
		t.Fatal(err)
	}
	recorded, err := molter.ReadRecipes("molter_recipes.spec", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range [][2]int{{9, 4}, {11, 6}} {
		base, err := baseShape(recorded, c[0], c[1])
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{3, 5, 7} {
			e := base.EventOf(k)
			v := molter.PublishedMeasure(e)
			fixed := make([]bool, k)
			if _, _, ok := pairColourSAT(c[0], c[1], k, v, false, true, e.Rounds, fixed); !ok {
				t.Errorf("%d×%d in %d rounds: its own table refused at its measures %v", c[0], c[1], k, v)
			}
			for _, i := range []int{molter.VI1, molter.VI2, molter.VI3} {
				if v[i] == 0 {
					continue
				}
				w := v
				w[i]--
				if _, _, ok := pairColourSAT(c[0], c[1], k, w, false, true, e.Rounds, fixed); ok {
					t.Errorf("%d×%d in %d rounds: its own table %v held within %v", c[0], c[1], k, v, w)
				}
			}
		}
	}
}
