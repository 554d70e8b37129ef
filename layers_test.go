package toutesrondes

import (
	"os/exec"
	"strings"
	"testing"
)

// layers are the floors of the module, from the ground up (README.md,
// Layout): a package imports packages of its own floor or below, never
// above. The first prefix that matches a package's path gives its floor.
var layers = []struct {
	floor  int
	prefix string
}{
	{4, "cmd/"},
	{4, "gen"},               // the generator and its search tool
	{4, "internal/endtoend"}, // end-to-end tests of the commands
	{3, "sheets"},            // the workbooks, read back (sheets/readback), reported (sheets/report)
	{1, "tables"},
	{0, "internal/"}, // the spec, the builders, the rules and formats they share
	{0, ""},          // the module root
}

const module = "github.com/toutesrondes/toutesrondes"

func floorOf(path string) int {
	rel := strings.TrimPrefix(strings.TrimPrefix(path, module), "/")
	for _, l := range layers {
		if strings.HasPrefix(rel, l.prefix) {
			return l.floor
		}
	}
	return 0
}

// TestLayers: no import of the module runs back up a floor (go list). A
// test may read a floor with the one above it (the LibreOffice tests of
// sheets read its workbooks back with sheets/readback): tests are
// not imported by anything, so they do not count.
func TestLayers(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, module+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		from := f[0]
		for _, to := range f[1:] {
			if !strings.HasPrefix(to, module) || to == from {
				continue // the standard library, or a dependency
			}
			n++
			if floorOf(to) > floorOf(from) {
				t.Errorf("%s (floor %d) imports %s (floor %d): an import runs back up", from, floorOf(from), to, floorOf(to))
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d imports within the module seen: go list read the wrong tree?", n)
	}
}
