package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/toutesrondes/toutesrondes/internal/sofficetest"
	"github.com/toutesrondes/toutesrondes/internal/trf"
	"github.com/toutesrondes/toutesrondes/sheets/readback"
	"github.com/xuri/excelize/v2"
)

// excelList is a list of 12 players as French Excel saves it ("CSV UTF-8
// (délimité par des points-virgules)"): a byte-order mark, semicolons,
// CRLF, ratings formatted with a no-break space ("2 254") and one with a
// decimal comma, the rows of separators alone that Excel leaves below.
const excelList = "\ufeffNom;Prénom;Elo;Fédération;Club;Code FIDE;Titre;Né le;Sexe\r\n" +
	"DUPONT;Jérôme;2\u00a0254;FRA;Échiquier Nîmois;651234;FM;03/02/1990;H\r\n" +
	"MARTIN;Luc;2\u00a0180;FRA;Tour de Lyon;651240;;12/07/1985;H\r\n" +
	"LEFÈVRE;Anaïs;2\u00a0105;FRA;Tour de Lyon;651241;WIM;1975;F\r\n" +
	"ROUX;Paul;2\u00a0050;FRA;Cavalier Gardois;651242;;;H\r\n" +
	"PETIT;Émilie;1\u00a0998;BEL;Cavalier Gardois;651243;;2001;F\r\n" +
	"GARCIA;Ana;1\u00a0950;ESP;Échiquier Nîmois;651244;;;F\r\n" +
	"DUBOIS;Marc;1\u00a0932;FRA;Tour de Lyon;651245;;;H\r\n" +
	"MOREAU;Léa;1\u00a0880;FRA;Échiquier Nîmois;651246;;;F\r\n" +
	"LAURENT;Hugo;1\u00a0845,0;SUI;Cavalier Gardois;651247;;;H\r\n" +
	"SIMON;Chloé;1\u00a0790;FRA;Tour de Lyon;651248;;;F\r\n" +
	"MICHEL;Théo;1\u00a0720;FRA;Échiquier Nîmois;651249;;;H\r\n" +
	"FOURNIER;Inès;1\u00a0650;FRA;Cavalier Gardois;651250;;;F\r\n" +
	";;;;;;;;\r\n;;;;;;;;\r\n;;;;;;;;\r\n"

// withdrawn is the player of the acceptance event who withdraws after
// round 3: 3 games of 11 played, fewer than half (FIDE Tournament Rules
// 5.4 a): out of the standings, his games annulled.
const withdrawn, quitAfter = 7, 3

// TestAcceptanceFrenchEvent is the event of issue 31 end to end: the list
// as Excel saved it, the workbook, the results typed, a player withdrawn
// after round 3, the workbook recalculated and saved by LibreOffice; then
// the wall's standings (the recalculated Points and Rank), mkxlsx read and
// the TRF agree, the TRF read by its byte columns and by internal/trf's
// character reader, with the games played against the withdrawn player in
// it; without round dates read -format trf names line 132, -strict fails.
func TestAcceptanceFrenchEvent(t *testing.T) {
	soffice := sofficetest.Path(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "joueurs.csv"), []byte(excelList), 0o644)
	if code, _, errs := mk(t, dir, "berger", "-players", "joueurs.csv", "-lang", "fr", "-title", "Open de Nîmes", "-place", "Nîmes",
		"-federation", "FRA", "-start", "2026-05-01", "-end", "2026-05-06", "-arbiter", "Lefèvre, Anaïs", "-time-code", "5400+30",
		"-o", "open.xlsx"); code != 0 {
		t.Fatal(errs)
	}
	// The results: a pattern of wins, draws and losses, and a forfeit;
	// the withdrawn player's games after round 3 left blank (the cross
	// table makes them forfeits).
	path := filepath.Join(dir, "open.xlsx")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := readback.ReadAny(bytes.NewReader(data))
	if err != nil || w.RoundRobin == nil || w.RoundRobin.N != 12 {
		t.Fatalf("the blank workbook: %v", err)
	}
	rr := w.RoundRobin
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	results := []string{"1-0", "½-½", "0-1"}
	for i, g := range rr.Games {
		sheet, cell, _ := strings.Cut(rr.Cells[i], "!")
		v := results[(g.White*7+g.Black*3+g.Round)%3]
		switch {
		case (g.White == withdrawn || g.Black == withdrawn) && g.Round > quitAfter:
			continue
		case g.Round == 5 && i%6 == 1:
			v = "+/-"
		}
		f.SetCellStr(sheet, cell, v)
	}
	wd := namedColumnCells(t, f, "Withdrawn")
	sheet, cell, _ := strings.Cut(wd[withdrawn-1], "!")
	f.SetCellInt(sheet, cell, int64(quitAfter))
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	f.Close()

	// LibreOffice recalculates and saves; its values are the wall's.
	recalculated := sofficetest.Convert(t, soffice, sofficetest.Profile(t), "xlsx:Calc MS Excel 2007 XML", path)[0]
	wall := filepath.Join(dir, "mur.xlsx")
	saved, err := os.ReadFile(recalculated)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(wall, saved, 0o644)
	f, err = excelize.OpenFile(wall)
	if err != nil {
		t.Fatal(err)
	}
	var wallPoints []float64
	var wallRank []string
	for _, c := range namedColumnCells(t, f, "Points") {
		s, c, _ := strings.Cut(c, "!")
		v, _ := f.GetCellValue(s, c, excelize.Options{RawCellValue: true})
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatalf("the wall's points %s!%s: %q", s, c, v)
		}
		wallPoints = append(wallPoints, x)
	}
	for _, c := range namedColumnCells(t, f, "Rank") {
		s, c, _ := strings.Cut(c, "!")
		v, _ := f.GetCellValue(s, c, excelize.Options{RawCellValue: true})
		wallRank = append(wallRank, v)
	}
	f.Close()
	t.Logf("the wall: points %v, ranks %q", wallPoints, wallRank)
	if wallRank[withdrawn-1] != "0" { // no rank, shown blank
		t.Errorf("the wall ranks the withdrawn player %q", wallRank[withdrawn-1])
	}

	// mkxlsx read: the same points and ranks.
	code, js, errs := mk(t, dir, "read", "mur.xlsx", "-format", "json")
	if code != 0 {
		t.Fatal(errs)
	}
	var got readOutput
	if err := json.Unmarshal([]byte(js), &got); err != nil {
		t.Fatal(err)
	}
	for i, p := range got.Players {
		rank := strconv.Itoa(p.Rank) // 0: out of the standings
		if p.Points != wallPoints[i] || rank != wallRank[i] || p.Excluded != (i+1 == withdrawn) {
			t.Errorf("player %d: read %g points, rank %d (excluded %v); the wall %g, %q", i+1, p.Points, p.Rank, p.Excluded, wallPoints[i], wallRank[i])
		}
	}

	// The TRF: without round dates, 132 named on standard error.
	// -lang en: the workbook is French, and so would be the messages
	// (lang_fr_test.go holds them in French).
	code, report, errs := mk(t, dir, "read", "mur.xlsx", "-format", "trf", "-lang", "en")
	if code != 0 {
		t.Fatal(errs)
	}
	if !strings.Contains(errs, "line 132 (round dates), mandatory for rating, is missing: give -round-dates, or the workbook's Tournoi!") {
		t.Errorf("132 not named:\n%s", errs)
	}
	if code, out, errs := mk(t, dir, "read", "mur.xlsx", "-format", "trf", "-strict"); code != 1 || out != "" || !strings.Contains(errs, "-strict") {
		t.Errorf("-strict: exit %d, %q", code, errs)
	}
	// Its byte columns: points 81-84 and rank 86-89 are the wall's, each
	// line's results less those the records 299 annul; the withdrawn
	// player ranked after the others, his three games played present.
	annulled := byteAdjustments(t, report)
	n := 0
	for _, l := range strings.Split(report, "\n") {
		if !strings.HasPrefix(l, "001") {
			continue
		}
		n++
		if l[80:84] != fmt.Sprintf("%4.1f", wallPoints[n-1]) {
			t.Errorf("player %d: TRF points %q, the wall %g", n, l[80:84], wallPoints[n-1])
		}
		wantRank := fmt.Sprintf("%4s", wallRank[n-1])
		if n == withdrawn {
			wantRank = "  12"
		}
		if l[85:89] != wantRank {
			t.Errorf("player %d: TRF rank %q, the wall %q", n, l[85:89], wallRank[n-1])
		}
		sum := 0.0
		for c := 92; c+7 <= len(l); c += 10 {
			switch l[c+6] {
			case '1', '+':
				sum++
			case '=':
				sum += 0.5
			}
		}
		if fmt.Sprintf("%4.1f", sum-annulled[n]) != l[80:84] {
			t.Errorf("player %d: results %g less %g annulled, points %q", n, sum, annulled[n], l[80:84])
		}
		if n == withdrawn {
			for r := 1; r <= 11; r++ {
				c := 92 + 10*(r-1)
				res := l[c+6]
				if played := res == '1' || res == '=' || res == '0'; played != (r <= quitAfter) {
					t.Errorf("the withdrawn player's round %d: %q", r, l[c-1:c+7])
				}
			}
		}
	}
	if n != 12 {
		t.Fatalf("%d 001 lines", n)
	}
	// The character reader reads the same.
	tf, err := trf.Read(strings.NewReader(report))
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range tf.Players {
		if tf.Points(&p) != wallPoints[i] || p.Points != wallPoints[i] {
			t.Errorf("player %d read back: %g points (%g with the records 299), the wall %g", i+1, p.Points, tf.Points(&p), wallPoints[i])
		}
	}
	if testing.Verbose() {
		os.WriteFile(filepath.Join(os.TempDir(), "toutesrondes-acceptance.trf"), []byte(report), 0o644)
	}
}

// namedColumnCells are the cells ("Sheet!B3") a workbook-scoped defined name
// of one column refers to, top to bottom.
func namedColumnCells(t *testing.T, f *excelize.File, name string) []string {
	t.Helper()
	for _, d := range f.GetDefinedName() {
		if d.Name != name || d.Scope != "Workbook" {
			continue
		}
		ref := strings.ReplaceAll(strings.TrimPrefix(d.RefersTo, "="), "$", "")
		sheet, rng, _ := strings.Cut(ref, "!")
		sheet = strings.Trim(sheet, "'")
		from, to, ok := strings.Cut(rng, ":")
		if !ok {
			to = from
		}
		c1, r1, err1 := excelize.CellNameToCoordinates(from)
		c2, r2, err2 := excelize.CellNameToCoordinates(to)
		if err1 != nil || err2 != nil || c1 != c2 {
			t.Fatalf("defined name %s = %q", name, d.RefersTo)
		}
		var cells []string
		for r := r1; r <= r2; r++ {
			c, _ := excelize.CoordinatesToCellName(c1, r)
			cells = append(cells, sheet+"!"+c)
		}
		return cells
	}
	t.Fatalf("no defined name %s", name)
	return nil
}
