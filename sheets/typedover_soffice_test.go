package sheets

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/sheets/readback"
)

// TestTypedOverLibreOffice: a team workbook whose Schedule match score
// (HomeScores, Schedule!F2) is replaced by a typed 3 in LibreOffice's own
// format, then saved by LibreOffice as .xlsx, is refused by the reader,
// naming the cell and the Boards sheet's cells to type in; the same
// workbook passed through LibreOffice untouched reads.
func TestTypedOverLibreOffice(t *testing.T) {
	soffice := needSoffice(t)
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := WriteTeamRoundRobin(&buf, TeamRoundRobin{N: 6, Central: 0}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "t.xlsx")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	fods := convert(t, soffice, "fods", []string{path})[0]
	data, err := os.ReadFile(fods)
	if err != nil {
		t.Fatal(err)
	}
	// The first match's home score, as LibreOffice writes it: its formula
	// on the Boards sheet's F2:F5, its (empty) value.
	score := regexp.MustCompile(`<table:table-cell (table:style-name="[^"]*") table:formula="of:=IF\(COUNTA\(\[\$Boards\.\$F\$2:\.\$F\$5\]\)[^"]*">\s*<text:p/>`)
	loc := score.FindSubmatchIndex(data)
	if loc == nil {
		t.Fatalf("no cell of formula IF(COUNTA(Boards.F2:F5)… in %s", fods)
	}
	typed := append([]byte(nil), data[:loc[0]]...)
	typed = append(typed, `<table:table-cell `+string(data[loc[2]:loc[3]])+` office:value-type="float" office:value="3" calcext:value-type="float"><text:p>3</text:p>`...)
	typed = append(typed, data[loc[1]:]...)
	edited := filepath.Join(filepath.Dir(fods), "edited.fods")
	if err := os.WriteFile(edited, typed, 0o644); err != nil {
		t.Fatal(err)
	}
	outs := convert(t, soffice, "xlsx", []string{fods, edited})
	for i, out := range outs {
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		_, err = readback.ReadAny(bytes.NewReader(data))
		switch {
		case i == 0 && err != nil:
			t.Errorf("untouched, saved by LibreOffice: %v", err)
		case i == 1 && (err == nil || !strings.Contains(err.Error(), `Schedule!F2: "3" typed over the workbook's formula: the workbook computes the match score (HomeScores) from the match's board results: type each board's result on the Boards sheet, in Boards!F2:F5`)):
			t.Errorf("typed over in LibreOffice: %v", err)
		}
	}
}
