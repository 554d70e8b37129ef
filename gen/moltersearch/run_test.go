package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/toutesrondes/toutesrondes/internal/molter"
)

// TestParseOptions: the flags land in the options value, defaults included,
// and what the search would not use is refused.
func TestParseOptions(t *testing.T) {
	o, err := parseOptions([]string{"-teams", "5..7", "-cycles=false", "-cycle-seeds", "2", "-whole=false", "-pairs-limit", "5s", "-anneal=false", "-parity", "odd"})
	if err != nil {
		t.Fatal(err)
	}
	if o.teams != "5..7" || o.cycles || o.cycleSeeds != 2 || o.whole || o.pairsLimit != 5*time.Second || o.anneal || o.parity != "odd" {
		t.Errorf("options %+v", *o)
	}
	if d, _ := parseOptions(nil); !d.cycles || d.cycleSeeds != 3 || !d.whole || d.pairsLimit != 30*time.Second || d.iters != 300000 || d.seeds != 3 || !d.events || !d.model || !d.stack {
		t.Errorf("defaults %+v", *d)
	}
	for _, args := range [][]string{{"-parity", "evens"}, {"7x4"}, {"-iters", "many"}} {
		if _, err := parseOptions(args); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
}

// TestRunConstructs: a run on one shape without its events writes the
// shape's table as the recipe file records it (internal/spec's, written by
// earlier runs), and refuses a range outside the declared shapes.
func TestRunConstructs(t *testing.T) {
	dir := t.TempDir()
	best := filepath.Join(dir, "best.tsv")
	if err := os.WriteFile(best, []byte("teams\tplayers\trounds\tI1\tprefix\tI2\tI3\tI4\tI5\tS5\tsource\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "recipes.spec")
	if err := run([]string{"-teams", "5", "-players", "4..4", "-events=false", "-best", best, "-o", out}, io.Discard); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := molter.ReadRecipes(out, got)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../internal/spec/molter_recipes.spec")
	if err != nil {
		t.Fatal(err)
	}
	recorded, err := molter.ReadRecipes("molter_recipes.spec", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) != 1 || blocks[[3]int{5, 4, 0}] != recorded[[3]int{5, 4, 0}] {
		t.Errorf("wrote %d blocks:\n%s\nwant the recorded\n%s", len(blocks), got, recorded[[3]int{5, 4, 0}])
	}
	if !strings.HasPrefix(string(got), molter.RecipesHeader) {
		t.Error("the file does not open with the header")
	}
	if err := run([]string{"-teams", "2..40", "-best", best, "-o", out}, io.Discard); err == nil || !strings.Contains(err.Error(), "-teams") {
		t.Errorf("-teams 2..40: %v, want an error naming the flag", err)
	}
}
