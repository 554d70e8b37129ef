package tables_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestNoStartupCost(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds a program")
	}
	// The program that imports the tables packages, and a baseline that
	// imports only the standard packages their code uses (tests excluded): every package with init
	// work in the first must have it in the second too, so that importing
	// tables starts nothing else (no crypto, no maps).
	withTables := initTrace(t, `package main

import (
	"github.com/toutesrondes/toutesrondes/tables"
	"github.com/toutesrondes/toutesrondes/tables/berger"
	"github.com/toutesrondes/toutesrondes/tables/groups"
	"github.com/toutesrondes/toutesrondes/tables/molter"
	"github.com/toutesrondes/toutesrondes/tables/rutsch"
	"github.com/toutesrondes/toutesrondes/tables/scheveningen"
	"github.com/toutesrondes/toutesrondes/tables/team"
	"github.com/toutesrondes/toutesrondes/tables/varma"
)

func main() {
	s, _ := berger.New(10)
	g, _ := s.Game(1, 1)
	_, err := berger.New(1)
	d, _ := groups.New(12, 3)
	m, _ := molter.New(7, 6)
	r, _ := rutsch.New(7)
	c, _ := scheveningen.New(4, false)
	ts, _ := team.New(12, team.CentralLast, false)
	v, _ := varma.New(12)
	println(g.White, tables.Message(err) != "", len(tables.Errata()) > 0, len(d.Groups), m.Teams(), r.Rounds(), c.Rounds(), ts.Rounds(), len(v.Groups))
}
`)
	var imports []string
	list, err := exec.Command("go", "list", "-deps", "-f", "{{if .Standard}}{{.ImportPath}}{{end}}", "./...").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range strings.Fields(string(list)) {
		if !strings.Contains(p, "internal") && !strings.HasPrefix(p, "runtime") && p != "unsafe" && !strings.HasPrefix(p, "vendor/") {
			imports = append(imports, "\t_ \""+p+"\"")
		}
	}
	baseline := initTrace(t, "package main\n\nimport (\n"+strings.Join(imports, "\n")+"\n)\n\nfunc main() { println(1) }\n")

	// inittrace prints "init PKG @T ms, X ms clock, B bytes, A allocs" for
	// every package that has init work.
	re := regexp.MustCompile(`(?m)^init (\S+) @[0-9.]+ ms, [0-9.]+ ms clock, (\d+) bytes, (\d+) allocs`)
	base := map[string]bool{}
	for _, m := range re.FindAllStringSubmatch(baseline, -1) {
		base[m[1]] = true
	}
	lines := re.FindAllStringSubmatch(withTables, -1)
	if len(lines) == 0 { // the runtime's own packages have init work
		t.Fatalf("no inittrace output at all: the check proves nothing:\n%s", withTables)
	}
	for _, m := range lines {
		if strings.HasPrefix(m[1], "github.com/toutesrondes/") || !base[m[1]] {
			t.Errorf("start-up work that the standard library alone does not do: %s", m[0])
		}
	}
	if !strings.Contains(withTables, "1 true true 3 7 7 4 11 4\n") {
		t.Errorf("program output %q", withTables)
	}
	t.Logf("%d packages with init work, as many as the standard library's baseline (%d)", len(lines), len(base))
}

// initTrace builds prog inside the module and runs it with
// GODEBUG=inittrace=1, returning what it printed.
func initTrace(t *testing.T, prog string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "prog")
	build := exec.Command("go", "build", "-o", exe, filepath.Join(dir, "main.go"))
	build.Dir = "." // inside the module, so the import resolves
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return string(out)
}
