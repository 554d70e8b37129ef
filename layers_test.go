package toutesrondes

import (
	"bufio"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// rules is the dependency policy of the module, stated as data the way
// go/build's deps_test.go states the standard library's: each package of
// the module on a line of its own, "path: the packages of the module it may
// import", under the floor it stands on (README.md, Layout: floors 0 to 3).
// A package imports from its own floor or below, never above, and only what
// its line names; the standard library and the dependencies of go.mod are
// not listed. Tests are not imported by anything, so their imports do not
// count (a test may read a floor with the one above it).
//
// A new package gets a line here, under its floor; a new import of the
// module, a name on its importer's line. Nested modules (browsertest) are
// not packages of this module: go list ./... does not see them.
const rules = `
floor 0, the ground
	internal/spec:
	internal/spec/spectest:        internal/spec
	internal/berger:
	internal/berger/bergerdoc:     internal/berger internal/spec
	internal/groups:               internal/berger
	internal/groups/groupsdoc:     internal/groups internal/spec
	internal/molter:               internal/spec internal/molterlayer internal/moltergrade
	internal/molterlayer:
	internal/moltergrade:
	internal/molter/molterdoc:     internal/molter internal/spec
	internal/molter/molterdoc/explore: internal/molter/molterdoc internal/spec
	internal/rutsch:               internal/berger
	internal/rutsch/rutschdoc:     internal/berger internal/rutsch internal/spec
	internal/scheveningen:
	internal/scheveningen/scheveningendoc: internal/scheveningen internal/spec
	internal/team:                 internal/berger
	internal/team/teamdoc:         internal/berger internal/spec internal/team
	internal/varma:                internal/berger internal/groups internal/entrant
	internal/varma/varmadoc:       internal/berger internal/groups internal/groups/groupsdoc internal/spec
	internal/entrant:
	internal/badinput:
	internal/msg:
	internal/tiebreak:
	internal/teamrank:             internal/tiebreak
	internal/trf:
	internal/csvin:                internal/trf internal/entrant internal/badinput internal/msg
	internal/cli:                  internal/badinput internal/msg
	internal/cli/clitest:          internal/cli
	internal/strongrand:
	internal/textdiff:
	internal/atomicfile:
	internal/sofficetest:

floor 1, the tables
	tables:
	tables/internal/fail:          tables
	tables/internal/benchpair:
	tables/internal/tablestest:    tables/berger tables/groups
	tables/berger:                 tables tables/internal/fail internal/berger
	tables/groups:                 tables/internal/fail internal/groups
	tables/molter:                 tables tables/internal/fail internal/molterlayer internal/moltergrade
	tables/rutsch:                 tables/internal/fail internal/rutsch
	tables/scheveningen:           tables/internal/fail
	tables/team:                   tables tables/internal/fail tables/berger internal/berger internal/team
	tables/varma:                  tables/internal/fail tables/groups internal/berger internal/groups internal/varma

floor 2, the workbooks
	sheets/contract:
	sheets:          sheets/contract tables tables/berger tables/groups tables/molter tables/rutsch tables/scheveningen tables/team tables/varma internal/tiebreak internal/teamrank internal/trf internal/msg
	sheets/readback: sheets/contract tables/berger tables/molter tables/rutsch tables/scheveningen tables/team internal/tiebreak internal/teamrank internal/trf internal/msg
	internal/report: sheets sheets/readback internal/badinput internal/csvin internal/trf internal/tiebreak internal/teamrank internal/msg

floor 3, the programs
	cmd/pairings:      internal/cli internal/msg internal/csvin internal/strongrand tables tables/berger tables/groups tables/molter tables/rutsch tables/scheveningen tables/team tables/varma
	cmd/mkxlsx:        internal/atomicfile internal/cli internal/msg internal/csvin internal/strongrand internal/teamrank internal/tiebreak internal/trf sheets sheets/contract sheets/readback internal/report tables tables/molter tables/scheveningen tables/team tables/varma
	gen:               internal/atomicfile internal/spec internal/textdiff internal/berger internal/molter internal/molterlayer internal/groups internal/berger/bergerdoc internal/groups/groupsdoc internal/molter/molterdoc internal/rutsch/rutschdoc internal/scheveningen/scheveningendoc internal/team/teamdoc internal/varma/varmadoc
	gen/moltersearch:  internal/atomicfile internal/molter internal/spec
	internal/dist:     internal/atomicfile
	internal/site:     internal/atomicfile
	internal/labelgen:
	internal/endtoend:
`

// Being added this session (issues 30 to 33), for the lead to complete when
// merging: internal/msg (the messages of both languages; floor 0, imported
// by internal/cli, cmd/* and the floors between, already allowed above),
// internal/dist and the WebAssembly site (floor 3, a line each with their
// imports), browsertest (a module of its own: no line).

const module = "github.com/toutesrondes/toutesrondes"

type rule struct {
	floor int
	allow []string
}

// parseRules reads rules: a line "floor N, …" opens floor N; every other
// non-blank line is "path: imports…".
func parseRules(t *testing.T) map[string]rule {
	t.Helper()
	out := map[string]rule{}
	floor := -1
	for i, line := range strings.Split(rules, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if f, ok := strings.CutPrefix(line, "floor "); ok {
			n, _, _ := strings.Cut(f, ",")
			var err error
			if floor, err = strconv.Atoi(n); err != nil {
				t.Fatalf("rules line %d: %q: want floor N, …", i, line)
			}
			continue
		}
		path, allow, ok := strings.Cut(line, ":")
		if !ok || floor < 0 || strings.Contains(path, " ") {
			t.Fatalf("rules line %d: %q: want path: imports, under a floor line", i, line)
		}
		if _, dup := out[path]; dup {
			t.Fatalf("rules line %d: %s has two lines", i, path)
		}
		out[path] = rule{floor, strings.Fields(allow)}
	}
	for p, r := range out {
		for _, a := range r.allow {
			ra, ok := out[a]
			if !ok {
				continue // a package being added (internal/msg): it gets its line when merged
			}
			if ra.floor > r.floor {
				t.Errorf("rules: %s (floor %d) may import %s (floor %d): an import runs back up", p, r.floor, a, ra.floor)
			}
		}
	}
	return out
}

// TestDependencyRules: every package of the module has a line in rules and
// imports (go list) only what its line allows.
func TestDependencyRules(t *testing.T) {
	rs := parseRules(t)
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	n := 0
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		from := rel(f[0])
		if from == "" {
			continue // the module root: this test
		}
		seen[from] = true
		r, ok := rs[from]
		if !ok {
			t.Errorf("%s has no rule: add a line %q under its floor in rules (layers_test.go)", from, from+": "+strings.Join(within(f[1:]), " "))
			continue
		}
		for _, to := range within(f[1:]) {
			n++
			if !slices.Contains(r.allow, to) {
				t.Errorf("%s (floor %d) imports %s, which its rule does not allow: if the import is meant, add %s to the line of %s in rules (layers_test.go), keeping to floor %d or below", from, r.floor, to, to, from, r.floor)
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d imports within the module seen: go list read the wrong tree?", n)
	}
	for p := range rs {
		if !seen[p] && !strings.HasPrefix(p, "internal/msg") {
			t.Errorf("rules: %s is not a package of the module: drop its line", p)
		}
	}
}

// rel is path within the module ("" for the root, or outside it).
func rel(path string) string {
	return strings.TrimPrefix(strings.TrimPrefix(path, module), "/")
}

// within keeps the imports of the module, as paths within it.
func within(imports []string) []string {
	var out []string
	for _, p := range imports {
		if strings.HasPrefix(p, module+"/") {
			out = append(out, rel(p))
		}
	}
	return out
}

// TestReadmeFloors: the README's table of floors puts each package it names
// on the floor rules does.
func TestReadmeFloors(t *testing.T) {
	rs := parseRules(t)
	f, err := os.Open("README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	row := regexp.MustCompile(`^\| ([0-9]), `)
	name := regexp.MustCompile("`([a-z/]+)`")
	checked := 0
	floors := map[int]bool{}
	for sc := bufio.NewScanner(f); sc.Scan(); {
		m := row.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		floor, _ := strconv.Atoi(m[1])
		floors[floor] = true
		for _, n := range name.FindAllStringSubmatch(sc.Text(), -1) {
			r, ok := rs[n[1]]
			if !ok {
				continue // a pattern (internal/<system>) or a file
			}
			checked++
			if r.floor != floor {
				t.Errorf("README puts %s on floor %d, rules on floor %d", n[1], floor, r.floor)
			}
		}
	}
	if len(floors) != 4 || checked < 15 {
		t.Errorf("README: floors %v, %d packages checked: its table of floors moved?", floors, checked)
	}
}
