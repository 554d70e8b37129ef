package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// overwrite replaces the formula of each cell of sheet by the value given,
// as an arbiter typing over it does.
func overwrite(t *testing.T, path, sheet string, cells map[string]any) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for c, v := range cells {
		if err := f.SetCellFormula(sheet, c, ""); err != nil {
			t.Fatal(err)
		}
		if err := f.SetCellValue(sheet, c, v); err != nil {
			t.Fatal(err)
		}
		if got, _ := f.GetCellFormula(sheet, c); got != "" {
			t.Fatalf("%s!%s still holds =%s", sheet, c, got)
		}
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
}

// TestTypedOverRefused: a value typed over a cell the workbook computes is
// refused (exit 1), naming the cell and where to type instead; the same
// workbook with its formulas reads.
func TestTypedOverRefused(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"team", "-n", "6", "-o", "t.xlsx"},
		{"berger", "-n", "4", "-o", "r.xlsx"},
		{"rutsch", "-n", "4", "-o", "u.xlsx"},
		{"molter", "-teams", "3", "-players", "4", "-rounds", "2", "-o", "m.xlsx"},
		{"scheveningen", "-m", "2", "-o", "s.xlsx"},
	} {
		if code, _, errs := mk(t, dir, args...); code != 0 {
			t.Fatal(errs)
		}
	}
	for _, c := range []struct {
		file, sheet string
		cells       map[string]any
		want        []string
	}{
		// The old workbook's habit: the match scores typed in the
		// Schedule's score cells (6 teams, 4 boards: match 1 is Boards!F2:F5).
		{"t.xlsx", "Schedule", map[string]any{"F2": 3, "G2": 1}, []string{
			`Schedule!F2: "3" typed over the workbook's formula: the workbook computes the match score (HomeScores) from the match's board results: type each board's result on the Boards sheet, in Boards!F2:F5`,
			`Schedule!G2: "1" typed over the workbook's formula: the workbook computes the match score (AwayScores)`}},
		// A result typed on a match sheet (rows 4-7 are match 1's boards).
		{"t.xlsx", "Match sheets", map[string]any{"D4": "1-0"}, []string{
			`Match sheets!D4: "1-0" typed over the workbook's formula: the match sheets (MatchSheets) show what the Teams and Boards sheets hold: type each board's result and any other player's name on the Boards sheet, in Boards!F2:F5`}},
		// The Schedule's check column (6 teams: K) and a team's name (I).
		{"t.xlsx", "Schedule", map[string]any{"K3": "ok", "I3": "Lyon"}, []string{
			`Schedule!I3: "Lyon" typed over the workbook's formula: the Schedule sheet shows what the Teams and Boards sheets hold: type the teams' names on the Teams sheet and each board's result in Boards!F6:F9`,
			`Schedule!K3: "ok" typed over the workbook's formula`}},
		{"t.xlsx", "Teams", map[string]any{"I2": 5}, []string{`Teams!I2: "5" typed over the workbook's formula: the workbook computes the team's matches played, won, drawn and lost`}},
		// The standings of the Teams sheet.
		{"t.xlsx", "Teams", map[string]any{"L2": 12}, []string{
			`Teams!L2: "12" typed over the workbook's formula: the workbook computes the team's match points (MatchPoints) from the results, typed in Boards!F2:F61`}},
		{"t.xlsx", "Standings", map[string]any{"C4": "Lyon"}, []string{`Standings!C4: "Lyon" typed over the workbook's formula: the workbook computes the standings (TeamStandings) from the results, typed in Boards!F2:F61`}},
		{"r.xlsx", "Cross table", map[string]any{"H2": 3}, []string{`Cross table!H2: "3" typed over the workbook's formula: the workbook computes the points (Points)`}},
		{"u.xlsx", "Players", map[string]any{"C2": 2}, []string{`Players!C2: "2" typed over the workbook's formula: the workbook computes the points (Points)`}},
		{"m.xlsx", "Teams", map[string]any{"C2": 9}, []string{`Teams!C2: "9" typed over the workbook's formula: the workbook computes the team's points (TeamPoints) from the results, typed in Pairings!E2:E13`}},
		{"s.xlsx", "Score", map[string]any{"C3": 2}, []string{`typed over the workbook's formula: the workbook computes team A's score (ScoreA)`}},
	} {
		path := filepath.Join(dir, c.file)
		if code, _, errs := mk(t, dir, "read", c.file); code != 0 {
			t.Fatalf("%s before: exit %d: %s", c.file, code, errs)
		}
		overwrite(t, path, c.sheet, c.cells)
		code, out, errs := mk(t, dir, "read", c.file)
		for _, w := range c.want {
			if code != 1 || out != "" || !strings.Contains(errs, w) {
				t.Errorf("%s %s %v: exit %d, stdout %q, stderr:\n%s\nwant %q", c.file, c.sheet, c.cells, code, out, errs, w)
			}
		}
		// Written again for the next case.
		args := map[string][]string{"t.xlsx": {"team", "-n", "6"}, "r.xlsx": {"berger", "-n", "4"}, "u.xlsx": {"rutsch", "-n", "4"},
			"m.xlsx": {"molter", "-teams", "3", "-players", "4", "-rounds", "2"}, "s.xlsx": {"scheveningen", "-m", "2"}}[c.file]
		if code, _, errs := mk(t, dir, append(args, "-o", c.file, "-force")...); code != 0 {
			t.Fatal(errs)
		}
	}
}
