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

// TestRutschSchevTeamBadInput: bad flags and files of the rutsch,
// scheveningen and team commands exit 2 with a message and write nothing.
func TestRutschSchevTeamBadInput(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("name\nA\nB\nC\nD\nE\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "two.csv"), []byte("name\nA\nB\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "three.csv"), []byte("team\nX\nY\nZ\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "wide.csv"), []byte("team,player5\nX,a\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "bad.csv"), []byte("team\nX\n\"Y\n"), 0o644)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"rutsch"}, "-n is required (or -players)"},
		{[]string{"rutsch", "-n", "2"}, "-n 2: want 3 to 64 players"},
		{[]string{"rutsch", "-n", "65"}, "-n 65: want 3 to 64 players"},
		{[]string{"rutsch", "-n", "-4"}, "-n -4: want 3 to 64 players"},
		{[]string{"rutsch", "-players", "two.csv"}, "two.csv lists 2 players: want 3 to 64"},
		{[]string{"rutsch", "-n", "4", "-players", "p.csv"}, "p.csv lists 5 players, more than -n 4"},
		{[]string{"rutsch", "-players", "missing.csv"}, "-players: open missing.csv"},
		{[]string{"rutsch", "-n", "5", "x"}, `unexpected argument "x"`},
		{[]string{"scheveningen"}, "-m is required"},
		{[]string{"scheveningen", "-m", "31"}, "-m 31: want a team size from 1 to 30"},
		{[]string{"scheveningen", "-m", "4", "-teams-file", "three.csv"}, "three.csv lists 3 teams: a match has two"},
		{[]string{"scheveningen", "-m", "4", "-teams-file", "wide.csv"}, "-m 4 and wide.csv disagree: the file lists teams of 5 players"},
		{[]string{"scheveningen", "-m", "4", "-teams-file", "bad.csv"}, "bad.csv:3:"},
		{[]string{"scheveningen", "-m", "4", "-lang", "de"}, `language "de"`},
		{[]string{"team"}, "-n is required (or -teams-file)"},
		{[]string{"team", "-n", "2"}, "-n 2: want 3 to 64 teams"},
		{[]string{"team", "-n", "65"}, "-n 65: want 3 to 64 teams"},
		{[]string{"team", "-n", "6", "-central", "middle"}, `-central "middle": want last, first or none`},
		{[]string{"team", "-n", "2", "-teams-file", "three.csv"}, "-n 2: want 3 to 64 teams"},
		{[]string{"team", "-n", "4", "-teams-file", "missing.csv"}, "-teams-file: open missing.csv"},
	} {
		code, _, stderr := mk(t, dir, c.args...)
		if code != cli.ExitUsage || !strings.Contains(stderr, c.msg) {
			t.Errorf("mkxlsx %q: exit %d, stderr %q; want 2 and %q", c.args, code, stderr, c.msg)
		}
	}
	if got := files(t, dir); !slices.Equal(got, []string{"bad.csv", "p.csv", "three.csv", "two.csv", "wide.csv"}) {
		t.Errorf("files after bad input: %v", got)
	}
}

func TestRutschSchevTeam(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "p.csv"), []byte("name\nAnn\nBob\nCy\nDee\nEve\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "t.csv"), []byte("team,player1,player2\nRooks,Al,Bo\nKings,Cy\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "clubs.csv"), []byte("team\nEchiquier A\nEchiquier B\nTour\nFou\nCavalier\n"), 0o644)
	for _, c := range []struct {
		args  []string
		out   string
		file  string
		sheet string
		cell  string
		value string
	}{
		{[]string{"rutsch", "-players", "p.csv"}, "wrote rutsch-05.xlsx (5 players)", "rutsch-05.xlsx", "Players", "B6", "Eve"},
		{[]string{"scheveningen", "-m", "2", "-double", "-teams-file", "t.csv", "-lang", "fr"}, "écrit : scheveningen-02-double.xlsx (deux équipes de 2 joueurs, double)", "scheveningen-02-double.xlsx", "Équipes", "D3", "Cy"},
		{[]string{"team", "-teams-file", "clubs.csv", "-central", "first", "-reverse"}, "wrote team-05-first-reverse.xlsx (5 teams, central round first)", "team-05-first-reverse.xlsx", "Teams", "B6", "Cavalier"},
		{[]string{"team", "-n", "8", "-central", "none"}, "wrote team-08-nocentral.xlsx", "team-08-nocentral.xlsx", "Teams", "A9", "8"},
	} {
		code, stdout, stderr := mk(t, dir, c.args...)
		if code != 0 || !strings.Contains(stdout, c.out) {
			t.Errorf("%q: exit %d %q %q", c.args, code, stdout, stderr)
			continue
		}
		f, err := excelize.OpenFile(filepath.Join(dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := f.GetCellValue(c.sheet, c.cell); v != c.value {
			t.Errorf("%s: %s!%s = %q, want %q", c.file, c.sheet, c.cell, v, c.value)
		}
		f.Close()
	}
	if code, _, stderr := mk(t, dir, "rutsch", "-players", "p.csv"); code != cli.ExitFail || !strings.Contains(stderr, "exists") {
		t.Errorf("overwrite: %d %q", code, stderr)
	}
	for _, c := range []struct {
		set         func(setOptions) []output
		n           int
		first, last string
	}{
		{rutschSet, 28, "rutsch-03.xlsx", "rutsch-30.xlsx"},
		{schevSet, 24, "scheveningen-01.xlsx", "scheveningen-12-double.xlsx"},
		{teamSet, 28, "team-03.xlsx", "team-30.xlsx"},
	} {
		outs := c.set(setOptions{})
		if len(outs) != c.n || outs[0].Name != c.first || outs[len(outs)-1].Name != c.last {
			t.Errorf("set: %d files, %s … %s", len(outs), outs[0].Name, outs[len(outs)-1].Name)
		}
	}
}
