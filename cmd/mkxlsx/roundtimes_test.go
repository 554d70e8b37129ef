package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// A round's time is typed only where a page shows it: a Molter workbook
// offers no column of times (no Molter page prints one), and read refuses
// a time typed in one made before (RoundTimes defined), naming the cell;
// the team round robin's match sheets show the round's date and time.
func TestRoundTimesNotIgnored(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LANG", "en_US.UTF-8")
	dir := t.TempDir()
	if code, _, errs := mk(t, dir, "molter", "-teams", "3", "-players", "4", "-rounds", "2", "-lang", "fr", "-o", "m.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	path := filepath.Join(dir, "m.xlsx")
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.GetDefinedName() {
		if d.Name == "RoundTimes" {
			t.Errorf("a Molter workbook defines RoundTimes: %s", d.RefersTo)
		}
	}
	// The workbook as an older mkxlsx made it: a column of times, one typed.
	dates := ""
	for _, d := range f.GetDefinedName() {
		if d.Name == "RoundDates" {
			dates = d.RefersTo
		}
	}
	sheet, rng, _ := strings.Cut(dates, "!")
	sheet = strings.Trim(sheet, "'")
	times := strings.ReplaceAll(rng, "$B$", "$C$")
	if dates == "" || times == rng {
		t.Fatalf("RoundDates %q", dates)
	}
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "RoundTimes", RefersTo: "'" + sheet + "'!" + times}); err != nil {
		t.Fatal(err)
	}
	first := strings.ReplaceAll(strings.SplitN(times, ":", 2)[0], "$", "")
	col, row, err := excelize.CellNameToCoordinates(first)
	if err != nil {
		t.Fatal(err)
	}
	second, _ := excelize.CoordinatesToCellName(col, row+1)
	if err := f.SetCellStr(sheet, second, "14:30"); err != nil {
		t.Fatal(err)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	code, out, errs := mk(t, dir, "read", "m.xlsx")
	want := sheet + "!" + second + ` (RoundTimes, ronde 2) : "14:30" : aucune page d'un classeur Molter ne montre l'heure d'une ronde : videz la cellule (la date de la ronde, à côté, va dans le rapport FIDE)`
	if code == 0 || out != "" || !strings.Contains(errs, want) {
		t.Errorf("read of a Molter workbook with a time typed: exit %d, stdout %q, stderr %q\nwant %q", code, out, errs, want)
	}
}
