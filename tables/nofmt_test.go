package tables_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestNoFmt: no package a program imports with the tables (the tables
// packages and every package they import, tests and test helpers aside)
// imports fmt, which brings reflect's printing and unicode's tables along:
// about 170 KB of TestBinarySize's budget (issue 33), where internal/moltergrade
// and internal/molterlayer had brought it in.
func TestNoFmt(t *testing.T) {
	if testing.Short() {
		t.Skip("lists packages")
	}
	pkgs := []string{".", "./berger", "./groups", "./molter", "./rutsch", "./scheveningen", "./team", "./varma"}
	out, err := exec.Command("go", append([]string{"list", "-deps"}, pkgs...)...).Output()
	if err != nil {
		t.Fatal(err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "strconv") {
		t.Fatalf("go list -deps: %d packages, strconv not among them: the check proves nothing", len(deps))
	}
	if slices.Contains(deps, "fmt") {
		why, _ := exec.Command("go", append([]string{"list", "-deps", "-f", `{{.ImportPath}}: {{join .Imports " "}}`}, pkgs...)...).Output()
		var users []string
		for _, l := range strings.Split(string(why), "\n") {
			if p, imports, ok := strings.Cut(l, ": "); ok && slices.Contains(strings.Fields(imports), "fmt") {
				users = append(users, p)
			}
		}
		t.Errorf("the tables import fmt (through %s): write their messages with strconv", strings.Join(users, ", "))
	}
}
