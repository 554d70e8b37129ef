package tables_test

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestBinarySize holds the tables to its size budget: a program that
// looks up Berger opponents through berger.Table grows by at most 50 KB, and
// one that calls into every tables package (the start-up test's calls,
// String, and the constructed Molter tables) by at most 1.5 MB (400 KB
// before the constructed tables), each against the same program without
// them
// (go test -run BinarySize -v ./tables logs the sizes). The Berger data alone
// are 44,702 bytes; the rest of the budget is code, so the tables packages
// and the internal packages they import build their messages without fmt,
// which would bring reflect and unicode along.
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
	ct, _ := c.Table()
	mf, _ := m.Fast()
	ts, _ := team.New(12, team.CentralLast, false)
	v, _ := varma.New(12)
	k, _ := molter.NewConstructed(20+n, 8)
	kg, _ := k.Game(n, 1)
	println(kg.White.Order, g[0].String(), len(ms), st.String(), len(tables.Errata()), len(d.Groups), m.Teams(), r.Rounds(), c.Rounds(), ct.Game(n, 1).White.Number, mf.Game(n, 2).Black.Order, ts.Rounds(), len(v.Groups))
}
`)
	t.Logf("baseline %d bytes; Berger lookups +%d bytes; every tables package +%d bytes", base, berger-base, all-base)
	if berger-base > 50<<10 {
		t.Errorf("Berger lookups add %d bytes to a program, want at most 50 KB (51200)", berger-base)
	}
	// The constructed Molter tables are in: every event of 3 to 30 teams
	// and 1 to T-1 rounds, the layered ones built at run time (their code,
	// not their boards), the searched ones stored, each board as the rank
	// of its opponent among the players left and its colour (470 KB, 7
	// bits a board before: 630 KB), with 41 KB of colour bits and the
	// measures (two bytes an event, the index of one of 357 distinct
	// records; the grades derived) and each method text once: within the
	// 1.5 MB of issue 33 (2 MB before, at 2 bytes a board).
	if all-base > 3<<19 {
		t.Errorf("every tables package adds %d bytes to a program, want at most 1.5 MB (1572864)", all-base)
	}
}

// binarySize builds prog inside the module and returns the size of the
// executable: on Linux the bytes it loads (code, data, tables: its
// allocated sections), not the size of the file, which holds debug
// information and pads sections to the next page (64 bytes more code can
// add 4 KB to the file or nothing); elsewhere the size of the file.
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
	if f, err := elf.Open(exe); err == nil {
		defer f.Close()
		var n int64
		for _, s := range f.Sections {
			if s.Flags&elf.SHF_ALLOC != 0 && s.Type != elf.SHT_NOBITS {
				n += int64(s.Size)
			}
		}
		return n
	}
	fi, err := os.Stat(exe)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}
