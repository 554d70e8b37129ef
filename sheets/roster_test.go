package sheets

import (
	"bytes"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/sheets/contract"
	"github.com/toutesrondes/toutesrondes/tables/team"
	"github.com/xuri/excelize/v2"
)

// TestRosterSheet: a team round robin of 4 teams of 2 boards, team 1
// with a roster of 3 whose text would be formulas in a spreadsheet: the
// Rosters sheet holds it as text, row by row under the defined names; the
// Boards sheet's home and away players are the rosters' by formula, each a
// drop-down of its team's roster (the team read from the schedule, home
// and away, by hand).
func TestRosterSheet(t *testing.T) {
	tr := TeamRoundRobin{N: 4, Boards: 2, Central: team.CentralLast, Lang: French, Rosters: [][]Player{
		{{Name: "=SUM(1)", Rating: 2100, Federation: "FRA", FideID: "123", Title: "FM", BirthDate: "1990/02/03", Sex: "m", FideName: "+Dupont, Jean", Club: "@club"},
			{Name: "-Bru"}, {Name: "Cruz", Rating: 1800}}}}
	_, f := writeBook(t, func(b *bytes.Buffer) error { return WriteTeamRoundRobin(b, tr) })
	if got := f.GetSheetList(); got[len(got)-1] != "Effectifs" {
		t.Fatalf("sheets %q", got)
	}
	// Blocks of max(2 boards, 3 players) + 2 blank rows from row 4: 5
	// rows a team, rows 4-23.
	defined := map[string]string{}
	for _, d := range f.GetDefinedName() {
		defined[d.Name] = d.RefersTo
	}
	for name, want := range map[string]string{contract.RosterTeams: "Effectifs!$A$4:$A$23", contract.RosterNames: "Effectifs!$D$4:$D$23",
		contract.RosterRatings: "Effectifs!$E$4:$E$23", contract.RosterFederations: "Effectifs!$F$4:$F$23", contract.RosterFideIDs: "Effectifs!$G$4:$G$23",
		contract.RosterTitles: "Effectifs!$H$4:$H$23", contract.RosterBirthDates: "Effectifs!$I$4:$I$23", contract.RosterSexes: "Effectifs!$J$4:$J$23",
		contract.RosterFideNames: "Effectifs!$K$4:$K$23"} {
		if got := defined[name]; got != want {
			t.Errorf("%s = %s, want %s", name, got, want)
		}
	}
	for c, want := range map[string]string{"A4": "1", "C4": "1", "D4": "=SUM(1)", "E4": "2100", "F4": "FRA", "G4": "123", "H4": "FM", "I4": "1990/02/03",
		"J4": "m", "K4": "+Dupont, Jean", "L4": "@club", "D5": "-Bru", "D6": "Cruz", "D7": "", "A8": "1", "C8": "5", "A9": "2", "C9": "1", "A23": "4", "C23": "5"} {
		v, err := f.GetCellValue("Effectifs", c)
		if err != nil || v != want {
			t.Errorf("Effectifs!%s = %q, want %q", c, v, want)
		}
		if fm, _ := f.GetCellFormula("Effectifs", c); fm != "" {
			t.Errorf("Effectifs!%s is a formula %q", c, fm)
		}
	}
	if typ, _ := f.GetCellType("Effectifs", "D4"); typ != excelize.CellTypeSharedString && typ != excelize.CellTypeInlineString {
		t.Errorf("Effectifs!D4: type %v, want text", typ)
	}
	// Round 1, match 1 of 4 teams, central round last: 4-3 (team p's
	// first row is 4 + 5(p-1)).
	sched, _ := team.New(4, team.CentralLast, false)
	ms, _ := sched.Round(1)
	if ms[0].Home != 4 || ms[0].Away != 3 {
		t.Fatalf("round 1: %+v", ms)
	}
	for c, want := range map[string]string{"I2": "Effectifs!$D$19&\"\"", "J2": "Effectifs!$D$14&\"\"", "I3": "Effectifs!$D$20&\"\"", "E3": "J3&\"\"", "G3": "I3&\"\""} {
		if fm, _ := f.GetCellFormula("Échiquiers", c); fm != want {
			t.Errorf("Échiquiers!%s: formula %q, want %q", c, fm, want)
		}
	}
	dvs, err := f.GetDataValidations("Échiquiers")
	if err != nil {
		t.Fatal(err)
	}
	lists := map[string]string{} // a cell -> its list
	for _, dv := range dvs {
		for _, ref := range strings.Fields(dv.Sqref) {
			lists[ref] = strings.Trim(dv.Formula1, "<>/formula1")
		}
	}
	for c, want := range map[string]string{"I2": "Effectifs!$D$19:$D$23", "J2": "Effectifs!$D$14:$D$18", "I3": "Effectifs!$D$19:$D$23"} {
		if !strings.Contains(lists[c], want) {
			t.Errorf("Échiquiers!%s: drop-down %q, want %s", c, lists[c], want)
		}
	}
}
