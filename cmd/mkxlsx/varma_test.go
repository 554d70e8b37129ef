package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/cli"
	"github.com/xuri/excelize/v2"
)

func TestVarmaBadInput(t *testing.T) {
	dir := t.TempDir()
	var p strings.Builder
	for _, n := range []string{"Ann,FRA", "Bob,FRA", "Cy,GER", "Dee,FRA", "Eve,GER", "Fay,", "Gus,ESP", "Hal,ESP", "Ida,FRA", "Jo,GER", "Kim,"} {
		p.WriteString(n + "\n")
	}
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte(p.String()), 0o644)
	os.WriteFile(filepath.Join(dir, "few.csv"), []byte("Ann,FRA\nBob,GER\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "dup.csv"), []byte("Ann,FRA\nBob,GER\nAnn,ESP\n"), 0o644)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"varma"}, "-n is required (or -players)"},
		{[]string{"varma", "-n", "8"}, "-n 8: want 9 to 64 players"},
		{[]string{"varma", "-n", "65"}, "-n 65: want 9 to 64 players"},
		{[]string{"varma", "-n", "12", "-seed", "3"}, "-seed needs -players"},
		{[]string{"varma", "-players", "p.csv", "-seed", "-1"}, `-seed "-1": want a whole number`},
		{[]string{"varma", "-players", "missing.csv"}, "-players: open missing.csv"},
		{[]string{"varma", "-players", "few.csv"}, "few.csv lists 2 players: want 9 to 64"},
		{[]string{"varma", "-players", "dup.csv"}, "dup.csv:3: Ann is listed twice (line 1)"},
		{[]string{"varma", "-n", "12", "-players", "p.csv"}, "p.csv lists 11 players, -n says 12"},
		{[]string{"varma", "-n", "12", "extra"}, `unexpected argument "extra"`},
		{[]string{"varma", "-n", "12", "-lang", "de"}, `language "de"`},
	} {
		code, _, stderr := mk(t, dir, c.args...)
		if code != cli.ExitUsage || !strings.Contains(stderr, c.msg) {
			t.Errorf("mkxlsx %q: exit %d, stderr %q; want 2 and %q", c.args, code, stderr, c.msg)
		}
	}
	if got := files(t, dir); !slices.Equal(got, []string{"dup.csv", "few.csv", "p.csv"}) {
		t.Errorf("files after bad input: %v", got)
	}
}

func TestVarma(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("name;federation\nAnn;FRA\nBob;FRA\nCy;GER\nDee;FRA\nEve;GER\nFay;\nGus;ESP\nHal;ESP\nIda;FRA\nJo;GER\nKim;\n"), 0o644)
	code, stdout, stderr := mk(t, dir, "varma", "-players", "p.csv", "-seed", "3", "-o", "a.xlsx")
	if code != 0 || !strings.Contains(stdout, "wrote a.xlsx (11 players, drawn with seed 3)") {
		t.Fatalf("exit %d %q %q", code, stdout, stderr)
	}
	if code, _, stderr := mk(t, dir, "varma", "-players", "p.csv", "-seed", "3", "-o", "b.xlsx"); code != 0 {
		t.Fatal(stderr)
	}
	// The same seed draws the same numbers.
	numbers := func(file string) string {
		f, err := excelize.OpenFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cols, _ := f.GetCols("Drawing order")
		return strings.Join(cols[5], ",")
	}
	if a, b := numbers("a.xlsx"), numbers("b.xlsx"); a != b || !strings.Contains(a, "11") {
		t.Errorf("seed 3 drew %q then %q", a, b)
	}
	if code, stdout, _ := mk(t, dir, "varma", "-n", "20", "-lang", "fr"); code != 0 || !strings.Contains(stdout, "écrit : varma-20.xlsx (20 joueurs, tirage à faire)") {
		t.Errorf("blank: %d %q", code, stdout)
	}
	if code, stdout, _ := mk(t, dir, "varma", "-players", "p.csv"); code != 0 || !strings.Contains(stdout, "varma-11.xlsx (11 players, drawn from a strong random source, seed ") {
		t.Errorf("random: %d %q", code, stdout)
	}
	if code, _, stderr := mk(t, dir, "varma", "-n", "20"); code != cli.ExitFail || !strings.Contains(stderr, "exists") {
		t.Errorf("overwrite: %d %q", code, stderr)
	}
	if outs := varmaSet(setOptions{}); len(outs) != 56 || outs[0].Name != "varma-09.xlsx" || outs[55].Name != "varma-64.xlsx" {
		t.Errorf("varma set: %d files", len(outs))
	}
}
