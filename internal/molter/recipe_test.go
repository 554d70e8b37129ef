package molter

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/toutesrondes/toutesrondes/internal/spec"
)

// recipeSpec is a spec of one shape, 7 teams of 4, with the recipe the
// search recorded for it, mutated by edit.
func recipeSpec(t *testing.T, edit func(string) string) *spec.Spec {
	t.Helper()
	data, err := fs.ReadFile(spec.Files(), "molter_recipes.spec")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	i := strings.Index(text, "molter-recipe 7x4\n")
	if i < 0 {
		t.Fatal("no recipe for 7x4 in molter_recipes.spec")
	}
	j := strings.Index(text[i:], "\nend\n")
	block := text[i : i+j+5]
	fsys := fstest.MapFS{
		"molter_constructed.spec": {Data: []byte("molter-constructed one\n  teams 7..7\n  players 4..4\n  rounds 15\nend\n")},
		"molter_recipes.spec":     {Data: []byte(edit(block))},
	}
	sp, err := spec.LoadFS(fsys, ".")
	if err != nil {
		t.Fatalf("the edited spec does not load: %v", err)
	}
	return sp
}

// TestRecipeRebuilt rebuilds a recorded recipe and refuses it mutated: a
// choice changed, a flip changed, an event's measures changed, an event
// missing, the recipe missing. Each refusal names the line.
func TestRecipeRebuilt(t *testing.T) {
	sp := recipeSpec(t, func(s string) string { return s })
	shapes, err := BuildAll(sp.MolterConstructed, sp.MolterRecipes)
	if err != nil {
		t.Fatalf("the recorded recipe: %v", err)
	}
	if len(shapes) != 1 || len(shapes[0].Event.Rounds) != 6 {
		t.Fatalf("%d shapes, want one of 6 rounds", len(shapes))
	}
	mutations := []struct {
		what string
		edit func(string) string
	}{
		{"a choice changed", func(s string) string {
			i := strings.Index(s, "choices ") + len("choices ")
			c := s[i]
			d := byte('0')
			if c == '0' {
				d = '1'
			}
			return s[:i] + string(d) + s[i+1:]
		}},
		{"a flip changed", func(s string) string {
			i := strings.Index(s, "flips ") + len("flips ")
			c := s[i]
			d := byte('0')
			if c == '0' {
				d = '1'
			}
			return s[:i] + string(d) + s[i+1:]
		}},
		{"an event's measures", func(s string) string {
			i := strings.Index(s, "event 6 ")
			j := strings.Index(s[i:], "\n")
			return s[:i] + "event 6 A,0,0,0,0,0,0,0,0" + s[i+j:]
		}},
		{"an event missing", func(s string) string {
			i := strings.Index(s, "  event 6 ")
			j := strings.Index(s[i:], "\n")
			return s[:i] + s[i+j+1:]
		}},
		{"the recipe missing", func(string) string { return "" }},
	}
	for _, m := range mutations {
		sp := recipeSpec(t, m.edit)
		_, err := BuildAll(sp.MolterConstructed, sp.MolterRecipes)
		if err == nil {
			t.Errorf("%s: rebuilt without an error", m.what)
			continue
		}
		if !strings.Contains(err.Error(), ".spec:") {
			t.Errorf("%s: %v: names no file:line", m.what, err)
		}
	}
}

// TestOwnRecipeMeasures refuses an event's own table whose recorded
// measures are not those of the table rebuilt (BuildAll holds them to the
// measures build takes of it), naming the line.
func TestOwnRecipeMeasures(t *testing.T) {
	data, err := fs.ReadFile(spec.Files(), "molter_recipes.spec")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	block := func(name string) string {
		i := strings.Index(text, "molter-recipe "+name+"\n")
		if i < 0 {
			t.Fatalf("no recipe %s in molter_recipes.spec", name)
		}
		j := strings.Index(text[i:], "\nend\n")
		return text[i : i+j+5]
	}
	own := block("7x4x1")
	i := strings.Index(own, "  event 1 ")
	j := strings.Index(own[i:], "\n")
	for _, c := range []struct {
		event string
		fails bool
	}{{own[i : i+j], false}, {"  event 1 D,99,9,0,0,0,0,0,0", true}} {
		fsys := fstest.MapFS{
			"molter_constructed.spec": {Data: []byte("molter-constructed one\n  teams 7..7\n  players 4..4\n  rounds 15\nend\n")},
			"molter_recipes.spec":     {Data: []byte(block("7x4") + "\n" + own[:i] + c.event + own[i+j:])},
		}
		sp, err := spec.LoadFS(fsys, ".")
		if err != nil {
			t.Fatalf("the edited spec does not load: %v", err)
		}
		_, err = BuildAll(sp.MolterConstructed, sp.MolterRecipes)
		switch {
		case !c.fails && err != nil:
			t.Errorf("the recorded event: %v", err)
		case c.fails && (err == nil || !strings.Contains(err.Error(), "molter_recipes.spec:") || !strings.Contains(err.Error(), "event recorded as")):
			t.Errorf("%s: got %v, want the event refused at its line", c.event, err)
		}
	}
}

// TestOwnBeyondTable loads an event's own table longer than its shape's
// table (7 teams of 4, a table of 4 rounds declared, an own table of 6):
// the loader checks and measures it, EventOf serves it and Searched says
// which lengths the recipes give; one longer than T-1 rounds is refused.
func TestOwnBeyondTable(t *testing.T) {
	short, err := ConstructRecipe(7, 4, 4)
	if err != nil {
		t.Fatal(err)
	}
	table, err := short.Build()
	if err != nil {
		t.Fatal(err)
	}
	sh := Shape{Teams: 7, Players: 4, Event: table}
	var events []string
	for k := 1; k <= 4; k++ {
		events = append(events, fmt.Sprintf("%d %s", k, PublishedToken(7, 4, k, PublishedMeasure(sh.EventOf(k)))))
	}
	long, err := ConstructRecipe(7, 4, 6)
	if err != nil {
		t.Fatal(err)
	}
	x, err := long.Build()
	if err != nil {
		t.Fatal(err)
	}
	games, err := long.Games()
	if err != nil {
		t.Fatal(err)
	}
	var cs []bool
	for r, rd := range games {
		for b, g := range rd {
			cs = append(cs, x.Rounds[r][b].White != g[0])
		}
	}
	long.Colours, long.Flips = append(cs, make([]bool, (4-len(cs)%4)%4)...), nil
	v := PublishedMeasure(x)
	own := RecipeBlock(long, Sum(x), []string{"6 " + PublishedToken(7, 4, 6, v)})
	load := func(own string) ([]Shape, error) {
		fsys := fstest.MapFS{
			"molter_constructed.spec": {Data: []byte("molter-constructed one\n  teams 7..7\n  players 4..4\n  rounds 4\nend\n")},
			"molter_recipes.spec":     {Data: []byte(RecipeBlock(short, Sum(table), events) + "\n" + own)},
		}
		sp, err := spec.LoadFS(fsys, ".")
		if err != nil {
			t.Fatalf("the spec does not load: %v", err)
		}
		return BuildAll(sp.MolterConstructed, sp.MolterRecipes)
	}
	shapes, err := load(own)
	if err != nil {
		t.Fatal(err)
	}
	got := &shapes[0]
	for R, want := range []bool{true, true, true, true, false, true} {
		if got.Searched(R+1) != want {
			t.Errorf("Searched(%d) = %v, want %v", R+1, !want, want)
		}
	}
	if got.Published[5] != v || Sum(got.EventOf(6)) != Sum(x) {
		t.Errorf("the event of 6 rounds: %v, digest %s; want its own table's %v, %s", got.Published[5], Sum(got.EventOf(6)), v, Sum(x))
	}
	if _, err := load(strings.Replace(own, "7x4x6", "7x4x7", 1)); err == nil || !strings.Contains(err.Error(), "an event of 7 rounds, 7 teams play 1 to 6") {
		t.Errorf("an own table of 7 rounds for 7 teams: %v", err)
	}
}
